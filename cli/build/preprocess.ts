import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Message } from 'esbuild';

/**
 * Sass and Less stylesheets (`import './custom.scss'`, `styles.module.scss`), which Docusaurus (plugin-sass), Rspress
 * and VitePress (Vite) compile with the preprocessor the site has installed. So does docsite: the package is the
 * site's, found from the stylesheet's folder, never one of docsite's own dependencies.
 */
export const PREPROCESSED = /\.(?:s[ac]ss|less)$/;

type Language = 'sass' | 'less';

/** The packages that compile each language, in the order Vite prefers them. */
const PACKAGES: Record<Language, string[]> = { sass: ['sass-embedded', 'sass'], less: ['less'] };

function languageOf(file: string): Language {
  return file.endsWith('.less') ? 'less' : 'sass';
}

interface SassApi {
  compile?(file: string, options: object): { css: string; loadedUrls: URL[] };
  compileAsync?(file: string, options: object): Promise<{ css: string; loadedUrls: URL[] }>;
}
interface LessApi {
  render(source: string, options: object): Promise<{ css: string; imports: string[] }>;
}

/** The preprocessor installed where `dir` resolves packages from, with the `node_modules` folder it is in. */
function findPreprocessor(language: Language, dir: string): { name: string; api: unknown; modules: string } | undefined {
  const require = createRequire(path.join(dir, 'noop.js'));
  for (const name of PACKAGES[language]) {
    let file: string;
    try {
      file = require.resolve(name);
    } catch {
      continue;
    }
    const modules = file.slice(0, file.lastIndexOf(`${path.sep}node_modules${path.sep}`) + `${path.sep}node_modules`.length);
    return { name, api: require(file), modules };
  }
  return undefined;
}

/** Why a stylesheet cannot be compiled where `dir` is, and the fix; undefined when its preprocessor is installed. */
export function missingPreprocessor(file: string, dir: string): string | undefined {
  const language = languageOf(file);
  if (findPreprocessor(language, dir)) return undefined;
  const [name, install] = language === 'sass' ? ['Sass', 'sass'] : ['Less', 'less'];
  return `${path.basename(file)} is ${name}, and no ${name} compiler is installed in the site: run \`npm install -D ${install}\` in the site folder (\`${PACKAGES[language].join('` or `')}\`, as Vite and Docusaurus's plugin-sass use)`;
}

/** A stylesheet compiled to CSS, with the state of each file it read (itself first, then its partials); or its errors. */
export type Preprocessed = { css: string; stamps: [file: string, stamp: string][] } | { errors: Message[] };

/** Each stylesheet's compilation: the browser's and the pre-render's bundles ask for it alike, dev again after edits. */
const compiled = new Map<string, Promise<Preprocessed>>();

export async function preprocess(file: string): Promise<Preprocessed> {
  const held = compiled.get(file);
  if (held) {
    const done = await held;
    if (!('errors' in done) && done.stamps.every(([read, stamp]) => stampOf(read) === stamp)) return done;
  }
  const result = compileFile(file);
  compiled.set(file, result);
  return result;
}

export function stampOf(file: string): string {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.mtimeMs}:${stat.size}` : 'gone';
}

async function compileFile(file: string): Promise<Preprocessed> {
  const language = languageOf(file);
  const found = findPreprocessor(language, path.dirname(file));
  if (!found) return { errors: [{ ...EMPTY_MESSAGE, text: missingPreprocessor(file, path.dirname(file))!, location: at(file, 1, 0) }] };
  const stamp = stampOf(file);
  try {
    const { css, reads } = language === 'less' ? await compileLess(found.api as LessApi, file, found.modules) : await compileSass(found.api as SassApi, found.name, file, found.modules);
    return { css, stamps: [[file, stamp], ...[...new Set(reads)].filter((read) => read !== file).map((read): [string, string] => [read, stampOf(read)])] };
  } catch (error) {
    return { errors: [preprocessorError(error, file)] };
  }
}

async function compileSass(api: SassApi, name: string, file: string, modules: string): Promise<{ css: string; reads: string[] }> {
  // `@use 'bootstrap/scss/functions'` finds the site's packages. Dart Sass's own `compile` is the faster of its two; the embedded compiler runs beside Node, so waiting on it blocks nothing.
  const options = { style: 'expanded', charset: false, loadPaths: [modules] };
  const result = name === 'sass-embedded' && api.compileAsync ? await api.compileAsync(file, options) : api.compile!(file, options);
  return { css: result.css, reads: result.loadedUrls.filter((url) => url.protocol === 'file:').map((url) => fileURLToPath(url)) };
}

async function compileLess(api: LessApi, file: string, modules: string): Promise<{ css: string; reads: string[] }> {
  const result = await api.render(readFileSync(file, 'utf8'), { filename: file, paths: [modules] });
  return { css: result.css, reads: result.imports.map((read) => path.resolve(path.dirname(file), read)) };
}

/** Sass's exception (its `span`, lines from 0) or Less's error (`line` from 1), at the file and place it names. */
function preprocessorError(error: unknown, file: string): Message {
  const sass = error as { sassMessage?: string; span?: { url?: URL; start: { line: number; column: number } } };
  if (typeof sass.sassMessage === 'string') {
    const place = sass.span?.url?.protocol === 'file:' ? fileURLToPath(sass.span.url) : file;
    return { ...EMPTY_MESSAGE, text: sass.sassMessage, location: sass.span ? at(place, sass.span.start.line + 1, sass.span.start.column) : at(file, 1, 0) };
  }
  const less = error as { message?: string; filename?: string; line?: number; column?: number };
  if (typeof less.line === 'number' && typeof less.message === 'string') {
    return { ...EMPTY_MESSAGE, text: less.message, location: at(less.filename ? path.resolve(path.dirname(file), less.filename) : file, less.line, less.column ?? 0) };
  }
  return { ...EMPTY_MESSAGE, text: error instanceof Error ? error.message : String(error), location: at(file, 1, 0) };
}

const EMPTY_MESSAGE: Message = { id: '', pluginName: '', text: '', location: null, notes: [], detail: undefined };

function at(file: string, line: number, column: number): NonNullable<Message['location']> {
  return { file, namespace: 'file', line, column, length: 0, lineText: '', suggestion: '' };
}
