import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Message, Plugin } from 'esbuild';
import { ownPluginModule } from '../plugins/package-modules.js';
import type { VFile } from 'vfile';
import { pointAt } from '../report/locate-key.js';
import { fail } from '../report/problem.js';

/** The compiled copy of a config (TypeScript, or ES module syntax in a CommonJS package) or of a `sidebars.js`, next to it while it is imported: not a change to the site. */
export const TEMPORARY_CONFIG = /(^|[/\\])(docsite\.config|sidebars)\.(m?ts|[cm]?js)\.\d+\.\d+\.mjs$/;

const CONFIG_NAMES = ['docsite.config.ts', 'docsite.config.mts', 'docsite.config.mjs', 'docsite.config.js', 'docsite.config.json'];

export interface LoadedConfig {
  /** Absolute path of the config file; undefined when the site has none. */
  file: string | undefined;
  /** The config file's text, for positions in error messages. */
  source: string;
  /** What the file exports as default, not yet validated. */
  raw: unknown;
}

// `import { defineConfig } from 'docsite'` must work in sites that have not installed docsite, and in those that
// installed it under its own name (`npm install -D @docsite-dev/docsite`, no alias): it is always this copy.
// Bundled, this code runs from lib/cli/ beside lib/schemas/; from source (tests), from cli/config/.
const defineConfigModule = ['../schemas/define-config.js', '../../schemas/define-config.ts']
  .map((candidate) => fileURLToPath(new URL(candidate, import.meta.url)))
  .find((candidate) => existsSync(candidate))!;
const SELF_NAMES = ['docsite', '@docsite-dev/docsite'];
const missingSelf = (error: unknown) =>
  ['ERR_MODULE_NOT_FOUND', 'MODULE_NOT_FOUND'].includes((error as NodeJS.ErrnoException).code ?? '') &&
  SELF_NAMES.some((name) => String((error as Error).message).includes(`'${name}'`));

/**
 * Find and evaluate the site's config. JavaScript configs are imported as
 * they are; TypeScript ones (and JavaScript ones importing `docsite` where it
 * is not installed, or written as ES modules in a CommonJS package, as
 * `npm init -y` makes) are bundled with esbuild, dependencies kept external,
 * into a temporary module next to the config, so imports resolve as written.
 */
export async function loadConfig(siteDir: string, vfile: (file: string) => VFile): Promise<LoadedConfig | undefined> {
  const file = configFileIn(siteDir);
  if (!file) return { file: undefined, source: '', raw: {} };
  const source = await readFile(file, 'utf8');
  try {
    if (file.endsWith('.json')) return { file, source, raw: JSON.parse(source) };
    if (/\.m?ts$/.test(file) || (file.endsWith('.js') && esmInCommonJs(file, source))) return { file, source, raw: await evaluate(file) };
    return { file, source, raw: await importConfig(file) };
  } catch (error) {
    reportLoadError(error, file, source, vfile, CONFIG_TEXTS);
    return undefined;
  }
}

/** What a load error says of the file: its name in the message, and what the module must do. */
interface ModuleTexts {
  label: string;
  compileFix: string;
  exportFix: string;
  throwFix: string;
}

const CONFIG_TEXTS: ModuleTexts = {
  label: 'Config',
  compileFix: 'Fix the config file so that it compiles; it must `export default defineConfig({ ... })`.',
  exportFix: 'Export the config as the default: `export default defineConfig({ ... })`',
  throwFix: 'The config threw while it was evaluated; fix the code it runs.',
};

/**
 * A JavaScript or TypeScript module of the site other than its config (Docusaurus's `sidebars.js`), or a JSON file,
 * as the config is loaded; problems are reported on it as `<name> error: …`. Always bundled into a module of its own
 * name, never imported where it is: Node keeps what it imported, and a dev server's next build must read the edit.
 */
export async function loadSiteModule(file: string, vfile: (file: string) => VFile, shape: string): Promise<LoadedConfig | undefined> {
  const name = path.basename(file);
  const texts: ModuleTexts = {
    label: name,
    compileFix: `Fix ${name} so that it compiles; make sure ${shape}`,
    exportFix: `Export it as the default: \`export default { ... }\` or \`module.exports = { ... }\``,
    throwFix: `${name} threw while it was evaluated; fix the code it runs.`,
  };
  const source = await readFile(file, 'utf8');
  try {
    return { file, source, raw: file.endsWith('.json') ? JSON.parse(source) : await evaluate(file) };
  } catch (error) {
    reportLoadError(error, file, source, vfile, texts);
    return undefined;
  }
}

/** The site's config file (the first of the names docsite reads), or undefined for a site without one. */
export function configFileIn(siteDir: string): string | undefined {
  const name = CONFIG_NAMES.find((candidate) => existsSync(path.join(siteDir, candidate)));
  return name && path.join(siteDir, name);
}

async function importConfig(file: string): Promise<unknown> {
  try {
    return defaultExport((await import(pathToFileURL(file).href)) as Record<string, unknown>);
  } catch (error) {
    // Node's syntax errors carry no position an error can be read for; esbuild's do.
    if (missingSelf(error) || error instanceof SyntaxError) return evaluate(file);
    if (error instanceof NoDefaultExport) throw error;
    throw new ConfigThrew(error, file, (frame, line, column) => (frame === path.resolve(file) ? { file, line, column } : undefined));
  }
}

/**
 * A `.js` config with `import`/`export` statements in a package that is not `"type": "module"`:
 * Node before 20.19 refuses it (`Unexpected token 'export'`), later ones load it with a warning.
 */
function esmInCommonJs(file: string, source: string): boolean {
  if (!/^[ \t]*(import([ \t]+[\w{*]|[ \t]*[{*'"])|export[ \t{*])/m.test(source)) return false;
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        return (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: unknown }).type !== 'module';
      } catch {
        return true;
      }
    }
    if (path.dirname(dir) === dir) return true;
  }
}

let loads = 0;

async function evaluate(file: string): Promise<unknown> {
  // esbuild is loaded only for configs that need it; starting it costs more than the rest of a warm run's config step.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    alias: Object.fromEntries(SELF_NAMES.map((name) => [name, defineConfigModule])),
    // The official plugins are this copy's too, imported from where it is (not bundled in: they find their own files).
    plugins: [ownPlugins, importMeta],
    // Inline, so that what the module throws can be placed in the author's files after the module is deleted.
    sourcemap: 'inline',
  });
  // Unique in this process, whose dev server loads the config for its preview and its first build at once.
  const temporary = `${file}.${process.pid}.${Date.now()}${String(++loads).padStart(6, '0')}.mjs`;
  await writeFile(temporary, result.outputFiles[0]!.text);
  try {
    return defaultExport((await import(pathToFileURL(temporary).href)) as Record<string, unknown>);
  } catch (error) {
    if (error instanceof NoDefaultExport) throw error;
    throw new ConfigThrew(error, temporary, sourceFrames(temporary, result.outputFiles[0]!.text));
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * `import.meta.url` (and `dirname`, `filename`) as each bundled file's own, not the temporary module's:
 * a local plugin finds its files beside itself.
 */
const importMeta: Plugin = {
  name: 'docsite-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta')) return undefined;
      const url = pathToFileURL(args.path).href;
      const contents = text
        .replace(/\bimport\.meta\.url\b/g, JSON.stringify(url))
        .replace(/\bimport\.meta\.dirname\b/g, JSON.stringify(path.dirname(args.path)))
        .replace(/\bimport\.meta\.filename\b/g, JSON.stringify(args.path));
      const ext = path.extname(args.path).slice(1).replace(/^[cm]/, '');
      return { contents, loader: ext as 'js' | 'ts' | 'jsx' | 'tsx' };
    });
  },
};

const ownPlugins: Plugin = {
  name: 'docsite-own-plugins',
  setup(build) {
    build.onResolve({ filter: /^(docsite|@docsite-dev\/docsite)\/plugins\// }, (args) => {
      const file = ownPluginModule(args.path);
      return file ? { path: file, external: true } : { errors: [{ text: `docsite has no plugin module "${args.path}"` }] };
    });
  },
};

/** A config module with no `export default`: validating nothing would build the site with every default, silently. */
class NoDefaultExport extends Error {
  constructor(readonly names: string[]) {
    super('The config module has no default export');
  }
}

function defaultExport(module: Record<string, unknown>): unknown {
  if (!('default' in module)) throw new NoDefaultExport(Object.keys(module));
  return module.default;
}

interface SourceFrame {
  file: string;
  line: number;
  column: number;
}

/** Where a frame of the running module (a path, 1-based line and column) lies in the author's files, if it does. */
type FrameMap = (file: string, line: number, column: number) => SourceFrame | undefined;

/** What the config threw while it ran, and the first place on its stack that is in the author's files. */
class ConfigThrew extends Error {
  readonly at: SourceFrame | undefined;
  constructor(
    readonly thrown: unknown,
    /** The module that ran: the config itself, or its temporary compiled copy, whose name must not reach the author. */
    readonly module: string,
    map: FrameMap,
  ) {
    super(thrown instanceof Error ? thrown.message : String(thrown));
    this.at = firstFrame(thrown, map);
  }
}

// `at f (file:///site/docsite.config.mjs:3:9)`, or `at /site/docsite.config.js:3:9` in a CommonJS config.
const FRAME = /((?:file:\/\/|\/|[A-Za-z]:\\)[^\s()]+?):(\d+):(\d+)\)?$/;

function firstFrame(thrown: unknown, map: FrameMap): SourceFrame | undefined {
  const stack = thrown instanceof Error ? (thrown.stack ?? '') : '';
  for (const line of stack.split('\n')) {
    const match = FRAME.exec(line.trim());
    if (!match) continue;
    const file = match[1]!.startsWith('file:') ? fileURLToPath(match[1]!) : match[1]!;
    const frame = map(file, Number(match[2]), Number(match[3]));
    if (frame) return frame;
  }
  return undefined;
}

/** Maps frames of the compiled copy `module` through the inline source map esbuild put at the end of `code`. */
function sourceFrames(module: string, code: string): FrameMap {
  const payload = /\/\/# sourceMappingURL=data:application\/json;base64,(\S+)\s*$/.exec(code)?.[1];
  const map = payload && new SourceMap(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as ConstructorParameters<typeof SourceMap>[0]);
  return (file, line, column) => {
    if (file !== path.resolve(module) || !map) return undefined;
    const entry = map.findEntry(line - 1, column - 1);
    if (!('originalSource' in entry) || !entry.originalSource) return undefined;
    // esbuild names sources relative to its working directory, the process's.
    return { file: path.resolve(entry.originalSource), line: entry.originalLine + 1, column: entry.originalColumn + 1 };
  };
}

/** The package a failed import or require names, when it is a package (not a relative or absolute path, not a Node built-in). */
function missingPackage(thrown: unknown): string | undefined {
  const { code, message } = (thrown ?? {}) as NodeJS.ErrnoException;
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return undefined;
  const specifier = /Cannot find (?:package|module) '([^']+)'/.exec(message)?.[1];
  if (!specifier || /^(\.|\/|[A-Za-z]:|node:|file:)/.test(specifier)) return undefined;
  return specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function reportLoadError(error: unknown, file: string, source: string, vfile: (file: string) => VFile, texts: ModuleTexts): void {
  const esbuildErrors = (error as { errors?: Message[] }).errors;
  if (esbuildErrors?.length) {
    for (const e of esbuildErrors) {
      const place = e.location ? { line: e.location.line, column: e.location.column + 1 } : undefined;
      fail(vfile(file), `${texts.label} error: ${e.text}`, {
        place,
        ruleId: 'config-syntax',
        fix: texts.compileFix,
      });
    }
    return;
  }
  if (error instanceof NoDefaultExport) return reportNoDefaultExport(error, file, source, vfile(file), texts);
  if (error instanceof ConfigThrew) return reportThrown(error, file, source, vfile, texts);
  const json = error instanceof SyntaxError && file.endsWith('.json');
  const offset = json ? Number(/position (\d+)/.exec(error.message)?.[1]) : NaN;
  fail(vfile(file), `${texts.label} error: ${(error as Error).message ?? String(error)}`, {
    place: Number.isNaN(offset) ? { line: 1, column: 1 } : pointAt(source, offset),
    ruleId: 'config-load',
    fix: json ? `Fix the JSON syntax of ${texts === CONFIG_TEXTS ? 'the config file' : path.basename(file)}.` : texts.throwFix,
  });
}

/** At the export that should have been the default (`export const config = defineConfig(…)`), else any export, else the `defineConfig` call. */
function reportNoDefaultExport(error: NoDefaultExport, file: string, source: string, vfile: VFile, texts: ModuleTexts): void {
  const offset = [/^[ \t]*export\s+(?:const|let|var)\s[^=]*=\s*defineConfig\b/m, /^[ \t]*export\b/m, /\bdefineConfig\s*\(/]
    .map((pattern) => pattern.exec(source))
    .find((match) => match !== null);
  const start = offset ? offset.index + offset[0].length - offset[0].trimStart().length : undefined;
  const names = error.names.map((name) => `\`${name}\``).join(', ');
  const what = texts === CONFIG_TEXTS ? 'the config has no default export' : `${path.basename(file)} has no default export`;
  fail(vfile, `${texts.label} error: ${what}${names ? ` (it exports ${names})` : ''}${texts === CONFIG_TEXTS ? ', so docsite would build with every default' : ''}`, {
    place: start === undefined ? { line: 1, column: 1 } : pointAt(source, start),
    ruleId: 'config-load',
    fix: `${texts.exportFix}${error.names.length === 1 ? ` (or add \`export default ${error.names[0]};\`)` : ''}.`,
  });
}

/** At the author's line that threw; a package that is not installed is named, at its import, with the command that installs it. */
function reportThrown(error: ConfigThrew, file: string, source: string, vfile: (file: string) => VFile, texts: ModuleTexts): void {
  const text = error.message.replaceAll(pathToFileURL(error.module).href, file).replaceAll(path.resolve(error.module), file);
  const pkg = missingPackage(error.thrown);
  if (pkg) {
    const specifier = new RegExp(`(['"])${escapeRegExp(pkg)}(/[^'"]*)?\\1`).exec(source);
    const at = specifier ? { file, ...pointAt(source, specifier.index) } : error.at;
    fail(vfile(at?.file ?? file), `${texts.label} error: the package \`${pkg}\` is imported but not installed`, {
      place: at ? { line: at.line, column: at.column } : { line: 1, column: 1 },
      ruleId: 'config-load',
      fix: `Install it in the site folder (\`npm install ${pkg}\`), or remove the import.`,
    });
    return;
  }
  const at = error.at ?? { file, line: 1, column: 1 };
  fail(vfile(at.file), `${texts.label} error: ${text}`, {
    place: { line: at.line, column: at.column },
    ruleId: 'config-load',
    fix: texts.throwFix,
  });
}
