import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Message, Plugin } from 'esbuild';
import { missingPreprocessor, PREPROCESSED, preprocess, stampOf } from './preprocess.js';

/**
 * CSS modules (`import styles from './card.module.css'`), as Docusaurus's and
 * Rspress's components use them, named the same in the browser's bundle and
 * the pre-render's. esbuild's own `local-css` names them per build, and a
 * minified build gives them short names of its own: the pre-rendered HTML
 * then held classes the stylesheet did not, and hydration keeps the HTML's.
 * Each module is compiled once, on its own, by esbuild: its names are the
 * file's name, a hash of its path and the name (`card_1a2b3c_title`), its
 * CSS goes to the stylesheet as plain CSS. A Sass or Less module
 * (`card.module.scss`) is compiled to CSS first, then named the same way; so
 * is a plain Sass or Less stylesheet, its partials made inputs of the bundle.
 */
export function cssModulesPlugin(target: 'client' | 'server'): Plugin {
  return {
    name: 'docsite-css-modules',
    setup(build) {
      const root = build.initialOptions.absWorkingDir ?? process.cwd();
      // Said at the import, which names the stylesheet, rather than in a file that cannot be compiled.
      build.onResolve({ filter: PREPROCESSED }, (args) => {
        const missing = missingPreprocessor(args.path, args.resolveDir);
        return missing ? { errors: [{ text: missing }] } : undefined;
      });
      // The module itself stays a file of the file namespace, so its changes are seen as the bundle's inputs are.
      build.onLoad({ filter: MODULE, namespace: 'file' }, async (args) => {
        // A module another one reads is, as that one's input, an empty module (below).
        if (args.suffix === DEPENDENCY) return undefined;
        const compiled = await compile(args.path, root);
        if ('errors' in compiled) return { errors: compiled.errors };
        // The other files its CSS reads (`composes`, `@import`), as modules of no content: inputs of the bundle, so a change to one is seen.
        const reads = compiled.stamps.slice(1).map(([read]) => `import ${JSON.stringify(read + DEPENDENCY)};`);
        const lines = [...reads, `import ${JSON.stringify(args.path + COMPILED)};`, `export default ${JSON.stringify(compiled.names)};`];
        for (const [name, value] of Object.entries(compiled.names)) if (isExportName(name)) lines.push(`export const ${name} = ${JSON.stringify(value)};`);
        return { contents: lines.join('\n'), loader: 'js', resolveDir: path.dirname(args.path) };
      });
      build.onResolve({ filter: COMPILED_PATH }, (args) => ({ path: args.path.slice(0, -COMPILED.length), namespace: NAMESPACE }));
      build.onResolve({ filter: DEPENDENCY_PATH }, (args) => ({ path: args.path.slice(0, -DEPENDENCY.length), suffix: DEPENDENCY }));
      build.onLoad({ filter: /\.(?:css|s[ac]ss|less)$/, namespace: 'file' }, (args) => (args.suffix === DEPENDENCY ? { contents: '', loader: 'empty' } : undefined));
      build.onLoad({ filter: PREPROCESSED, namespace: 'file' }, async (args) => {
        if (target === 'server') return { contents: '', loader: 'empty' };
        const compiled = await preprocess(args.path);
        if ('errors' in compiled) return { errors: compiled.errors };
        // Its partials as empty imports, inputs of the bundle, so an edit to one is seen; CSS, since a stylesheet may import it too.
        const reads = compiled.stamps.slice(1).map(([read]) => `@import ${JSON.stringify(read + DEPENDENCY)};\n`);
        return { contents: reads.join('') + compiled.css, loader: 'css', resolveDir: path.dirname(args.path) };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        if (target === 'server') return { contents: '', loader: 'empty' };
        const compiled = await compile(args.path, root);
        // Plain CSS: its names are made already. Its `url()`s are as written, read from the module's folder.
        return 'errors' in compiled ? { errors: compiled.errors } : { contents: compiled.css, loader: 'css', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

const MODULE = /\.module\.(?:css|s[ac]ss|less)$/;
const COMPILED = '?docsite-css-module';
const COMPILED_PATH = /\?docsite-css-module$/;
const DEPENDENCY = '?docsite-css-dependency';
const DEPENDENCY_PATH = /\?docsite-css-dependency$/;
const NAMESPACE = 'docsite-css-module';
/** The compilation's own entry, which names the module. */
const ENTRY = 'docsite-css-module-entry.js';

/** A module's class names and CSS, with the state of each file they were read from: the module first, then what it reads. */
type Compiled = { css: string; names: Record<string, string>; stamps: [file: string, stamp: string][] } | { errors: Message[] };

/** Each module's compilation: a build asks twice (the class names, then the CSS), dev again after edits. */
const compiled = new Map<string, Promise<Compiled>>();

async function compile(file: string, root: string): Promise<Compiled> {
  const key = `${file}\0${root}`;
  const held = compiled.get(key);
  if (held) {
    const done = await held;
    if (!('errors' in done) && done.stamps.every(([read, stamp]) => stampOf(read) === stamp)) return done;
  }
  const result = compileModule(file, root);
  compiled.set(key, result);
  return result;
}

async function compileModule(file: string, root: string): Promise<Compiled> {
  const { build } = await import('esbuild');
  // The path a module is named by: the file's name and a hash of where it is, so two `styles.module.css` never clash.
  const modules = new Map<string, string>();
  // The partials of Sass and Less modules, which the build itself never reads.
  const partials: [string, string][] = [];
  const named = (real: string) => real.replace(MODULE, `-${createHash('sha256').update(path.relative(root, real)).digest('hex').slice(0, 6)}.module.css`);
  const stamp = stampOf(file);
  const result = await build({
    metafile: true,
    stdin: { contents: `export * as names from ${JSON.stringify(`./${path.basename(file)}`)};`, resolveDir: path.dirname(file), loader: 'js', sourcefile: ENTRY },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'cssModule',
    outdir: path.dirname(file),
    logLevel: 'silent',
    plugins: [
      {
        name: 'docsite-css-module-names',
        setup(sub) {
          // `composes` from another module names its classes the way its own compilation does.
          sub.onResolve({ filter: MODULE }, async (args) => {
            if (args.pluginData === NAMESPACE) return undefined;
            const resolved = await sub.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: NAMESPACE });
            return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: named(resolved.path), namespace: NAMESPACE, pluginData: resolved.path };
          });
          sub.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
            const real = args.pluginData as string;
            modules.set(`${NAMESPACE}:${args.path}`, real);
            if (!PREPROCESSED.test(real)) return { contents: readFileSync(real, 'utf8'), loader: 'local-css', resolveDir: path.dirname(real) };
            const preprocessed = await preprocess(real);
            if ('errors' in preprocessed) return { errors: preprocessed.errors };
            partials.push(...preprocessed.stamps.slice(1));
            return { contents: preprocessed.css, loader: 'local-css', resolveDir: path.dirname(real) };
          });
          // Files the CSS names (`url(./bg.png)`) are the main build's to copy.
          sub.onResolve({ filter: /.*/ }, (args) => (args.kind === 'url-token' ? { path: args.path, external: true } : undefined));
        },
      },
    ],
  }).catch((error: { errors?: Message[] }) => ({ errors: error.errors ?? [], outputFiles: undefined, metafile: undefined }));
  // A module's errors at its own file, a preprocessor's at the file it names (a partial's, which esbuild gives from the working folder); the entry's at the module.
  const placed = (at: string) => modules.get(at) ?? (at === ENTRY ? file : path.resolve(at));
  if (!result.outputFiles) return { errors: result.errors.map((message) => ({ ...message, location: message.location && { ...message.location, file: placed(message.location.file) } })) };
  const js = result.outputFiles.find((output) => output.path.endsWith('.js'))!.text;
  const css = result.outputFiles.find((output) => output.path.endsWith('.css'))?.text ?? '';
  const { names } = new Function(`${js}\nreturn cssModule;`)() as { names: { default: Record<string, string> } };
  // The files the build read: modules under the names given them, plain CSS by its path from the working folder.
  const reads = Object.keys(result.metafile.inputs).flatMap((input) => (modules.has(input) ? [modules.get(input)!] : /^[\w-]+:/.test(input) || path.basename(input) === ENTRY ? [] : [path.resolve(input)]));
  const stamps = [...reads.filter((read) => read !== file).map((read): [string, string] => [read, stampOf(read)]), ...partials.filter(([read]) => !reads.includes(read))];
  return { css, names: { ...names.default }, stamps: [[file, stamp], ...stamps] };
}

const RESERVED = new Set('await break case catch class const continue debugger default delete do else enum export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield'.split(' '));

/** A class name that can be a named export too (`import { title } from './card.module.css'`). */
function isExportName(name: string): boolean {
  return /^[A-Za-z_$][\w$]*$/.test(name) && !RESERVED.has(name);
}
