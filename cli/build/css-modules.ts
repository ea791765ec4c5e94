import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Message, Plugin } from 'esbuild';

/**
 * CSS modules (`import styles from './card.module.css'`), as Docusaurus's and
 * Rspress's components use them, named the same in the browser's bundle and
 * the pre-render's. esbuild's own `local-css` names them per build, and a
 * minified build gives them short names of its own: the pre-rendered HTML
 * then held classes the stylesheet did not, and hydration keeps the HTML's.
 * Each module is compiled once, on its own, by esbuild: its names are the
 * file's name, a hash of its path and the name (`card_1a2b3c_title`), its
 * CSS goes to the stylesheet as plain CSS.
 */
export function cssModulesPlugin(target: 'client' | 'server'): Plugin {
  return {
    name: 'docsite-css-modules',
    setup(build) {
      const root = build.initialOptions.absWorkingDir ?? process.cwd();
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
      build.onLoad({ filter: /\.css$/, namespace: 'file' }, (args) => (args.suffix === DEPENDENCY ? { contents: '', loader: 'empty' } : undefined));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        if (target === 'server') return { contents: '', loader: 'empty' };
        const compiled = await compile(args.path, root);
        // Plain CSS: its names are made already. Its `url()`s are as written, read from the module's folder.
        return 'errors' in compiled ? { errors: compiled.errors } : { contents: compiled.css, loader: 'css', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

const MODULE = /\.module\.css$/;
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

function stampOf(file: string): string {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.mtimeMs}:${stat.size}` : 'gone';
}

async function compileModule(file: string, root: string): Promise<Compiled> {
  const { build } = await import('esbuild');
  // The path a module is named by: the file's name and a hash of where it is, so two `styles.module.css` never clash.
  const modules = new Map<string, string>();
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
          sub.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
            modules.set(`${NAMESPACE}:${args.path}`, args.pluginData as string);
            return { contents: readFileSync(args.pluginData as string, 'utf8'), loader: 'local-css', resolveDir: path.dirname(args.pluginData as string) };
          });
          // Files the CSS names (`url(./bg.png)`) are the main build's to copy.
          sub.onResolve({ filter: /.*/ }, (args) => (args.kind === 'url-token' ? { path: args.path, external: true } : undefined));
        },
      },
    ],
  }).catch((error: { errors?: Message[] }) => ({ errors: error.errors ?? [], outputFiles: undefined, metafile: undefined }));
  if (!result.outputFiles) return { errors: result.errors.map((message) => ({ ...message, location: message.location && { ...message.location, file } })) };
  const js = result.outputFiles.find((output) => output.path.endsWith('.js'))!.text;
  const css = result.outputFiles.find((output) => output.path.endsWith('.css'))?.text ?? '';
  const { names } = new Function(`${js}\nreturn cssModule;`)() as { names: { default: Record<string, string> } };
  // The files the build read: modules under the names given them, plain CSS by its path from the working folder.
  const reads = Object.keys(result.metafile.inputs).flatMap((input) => (modules.has(input) ? [modules.get(input)!] : /^[\w-]+:/.test(input) || path.basename(input) === ENTRY ? [] : [path.resolve(input)]));
  return { css, names: { ...names.default }, stamps: [[file, stamp], ...reads.filter((read) => read !== file).map((read): [string, string] => [read, stampOf(read)])] };
}

const RESERVED = new Set('await break case catch class const continue debugger default delete do else enum export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield'.split(' '));

/** A class name that can be a named export too (`import { title } from './card.module.css'`). */
function isExportName(name: string): boolean {
  return /^[A-Za-z_$][\w$]*$/.test(name) && !RESERVED.has(name);
}
