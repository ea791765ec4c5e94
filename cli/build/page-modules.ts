import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BuildOptions, Metafile, Plugin } from 'esbuild';
import type { PageModuleAssets } from '../../schemas/page-data.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import { encodePath } from '../../schemas/site-paths.js';
import { contentHash } from '../pipeline/routes.js';
import { aliasPlugin } from './alias.js';
import { cssModulesPlugin } from './css-modules.js';
import { FILE_LOADERS, requiredFilesPlugin } from './loaders.js';
import { svgComponentsPlugin } from './svg-components.js';
import type { LocalFiles } from './local-files.js';
import { relinkCode, type Relinks } from './relink.js';
import { sharedModulesPlugin } from './shared-modules.js';

/** A page that needs JavaScript, with its compiled module (`compile-page.ts`). */
export interface ModulePage {
  /** Below the docs root, e.g. `en/guide/demo.mdx`. */
  relativePath: string;
  /** The page's file, which its links to files beside it are read from (`LocalFiles`). */
  source: string;
  /** The file its imports resolve from, when not `source`: a fallback page's source is the default language's file. */
  importsFrom?: string | undefined;
  /** The compiled module. */
  compiled: string;
  /** Its links that reach their pages as written otherwise (`LinkCheck.relink`). */
  relinks?: Relinks | undefined;
}

export interface PageModulesInput {
  /** One batch (`pageBatches`). */
  pages: ModulePage[];
  siteDir: string;
  config: SiteConfig;
  /** The staging `dist/`: client modules go to its `assets/`. */
  distDir: string;
  /** Where the pre-render's server modules go: the batch's own folder, emptied first. */
  serverDir: string;
  /** Export names of each shared module (`shared-modules.ts`). */
  sharedNames: Record<string, string[]>;
  /** Files beside pages that compiled pages link to. */
  localFiles: LocalFiles;
}

export interface PageModulesOutput {
  /** Per page (by relative path): what the browser loads. */
  client: Map<string, PageModuleAssets>;
  /** Per page: the CommonJS module the pre-render evaluates. */
  server: Map<string, string>;
}

/** The modules, and the files that hold them, for the bundle cache. */
export interface BundledPageModules {
  modules: PageModulesOutput;
  /** The browser's files, below `distDir`. */
  files: string[];
  /** The pre-render's files, absolute. */
  serverFiles: string[];
  metafiles: Metafile[];
}

/** esbuild's memory grows with the entries of one build (about 0.2 MB each): a build bundles at most this many pages. */
const BATCH = 1000;
/**
 * A build's batches: pages by a hash of their path, about this many a batch, in a power of two of batches up to
 * `MAX_BATCHES`; past that, batches grow up to `BATCH`. An edit to a page with code bundles its batch again, not
 * every page with code: at 2 × 2,000 pages, 10 % with code, one batch of all 400 made a rebuild 2.6 s, 16 batches 0.85 s.
 * The cold build took as long (bundle 2.9–3.1 s either way), and wrote the same chunks: a module shared by pages of
 * two batches lands in a chunk of the same content, so of the same name, in both.
 */
const BATCH_PAGES = 32;
const MAX_BATCHES = 64;
/** The dev server's batches: a page keeps its batch as others come and go. */
const DEV_BATCHES = 16;
const NAMESPACE = 'docsite-page';
const OTHER_FRAMEWORK_FILE = /\.(astro|vue|svelte)$/;
const OTHER_FRAMEWORK = 'docsite-other-framework';

/** What an import of another framework's component leaves in its error's `detail`: the file, absolute. */
export type OtherFrameworkDetail = { [OTHER_FRAMEWORK]: string };

/** The other framework's component an esbuild error is about (see `otherFrameworksPlugin`), or undefined. */
export function otherFrameworkFile(detail: unknown): string | undefined {
  const file = typeof detail === 'object' && detail !== null ? (detail as Partial<OtherFrameworkDetail>)[OTHER_FRAMEWORK] : undefined;
  return typeof file === 'string' ? file : undefined;
}

/** Compiled pages bundled together: what they share sits in chunks of their own batch. */
export interface PageBatch {
  /** Stable from one build to the next while the pages are the same: it names the batch's cache. */
  id: string;
  pages: ModulePage[];
}

/**
 * The batches `pages` are bundled in: by a hash of each page's path, so that a
 * page keeps its batch as others come and go, in `buildBatchCount` batches for
 * a build and `DEV_BATCHES` for the dev server (`dev`). Pages of two batches
 * share a module instance only where the module landed in chunks of the same
 * content: a local module's state may be the page's batch's.
 */
export function pageBatches(pages: ModulePage[], dev = false): PageBatch[] {
  const count = dev ? DEV_BATCHES : buildBatchCount(pages.length);
  const byId = new Map<number, ModulePage[]>();
  for (const page of pages) {
    const id = parseInt(contentHash(page.relativePath).slice(0, 8), 16) % count;
    (byId.get(id) ?? byId.set(id, []).get(id)!).push(page);
  }
  return [...byId].sort(([a], [b]) => a - b).map(([id, batch]) => ({ id: dev ? `dev-${id}` : `${count}-${id}`, pages: batch }));
}

/** How many batches a build bundles `pages` in (`BATCH_PAGES`): part of each batch's id, so a new count bundles every batch again. */
function buildBatchCount(pages: number): number {
  let count = 1;
  while (count < MAX_BATCHES && pages / count > BATCH_PAGES) count *= 2;
  while (pages / count > BATCH) count *= 2;
  return count;
}

/**
 * Bundle one batch of compiled pages for the browser (ES modules, code
 * splitting: what pages share sits in shared chunks, and no page's code is in
 * another's first load) and for the pre-render (one CommonJS file per page).
 * React and the theme are never bundled into a page: they are the theme's own
 * instances (`shared-modules.ts`), so there is one React.
 */
export async function bundlePageModules(input: PageModulesInput): Promise<BundledPageModules> {
  const client = new Map<string, PageModuleAssets>();
  const server = new Map<string, string>();
  const files: string[] = [];
  const serverFiles: string[] = [];
  // Names carry content hashes: without a clean folder, every edit would leave a module behind.
  rmSync(input.serverDir, { recursive: true, force: true });
  const [clientMeta, serverMeta] = await Promise.all([buildBatch(input.pages, input, 'client'), buildBatch(input.pages, input, 'server')]);
  // Named after their pages, so `what?.mdx`'s module is `what?-<hash>.js`: a URL, where `?` must be encoded.
  const url = (file: string) => input.config.base + encodePath(path.relative(input.distDir, path.resolve(input.siteDir, file)).split(path.sep).join('/'));
  for (const [file, output] of Object.entries(clientMeta.outputs)) {
    files.push(path.relative(input.distDir, path.resolve(input.siteDir, file)));
    const page = pageOf(output.entryPoint);
    if (!page || !file.endsWith('.js')) continue;
    const preload = output.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => url(i.path));
    client.set(page, { js: url(file), css: output.cssBundle ? [url(output.cssBundle)] : [], preload });
  }
  for (const [file, output] of Object.entries(serverMeta.outputs)) {
    serverFiles.push(path.resolve(input.siteDir, file));
    const page = pageOf(output.entryPoint);
    if (page && file.endsWith('.js')) server.set(page, path.resolve(input.siteDir, file));
  }
  return { modules: { client, server }, files, serverFiles, metafiles: [clientMeta, serverMeta] };
}

function pageOf(entryPoint: string | undefined): string | undefined {
  return entryPoint?.startsWith(`${NAMESPACE}:`) ? entryPoint.slice(NAMESPACE.length + 1) : undefined;
}

async function buildBatch(pages: ModulePage[], input: PageModulesInput, target: 'client' | 'server'): Promise<Metafile> {
  const { build } = await import('esbuild');
  const assets = `${input.config.base}assets/`;
  const common: BuildOptions = {
    entryPoints: Object.fromEntries(pages.map((page) => [page.relativePath.replace(/\.mdx?$/, ''), `${NAMESPACE}:${page.relativePath}`])),
    bundle: true,
    metafile: true,
    jsx: 'automatic',
    logLevel: 'silent',
    absWorkingDir: input.siteDir,
    publicPath: assets,
    assetNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [otherFrameworksPlugin, pagesPlugin(pages, input.localFiles), sharedModulesPlugin(target, input.sharedNames), requiredFilesPlugin, svgComponentsPlugin, cssModulesPlugin(target), aliasPlugin(input.siteDir, input.config), rawPlugin],
  };
  const result =
    target === 'client'
      ? await build({
          ...common,
          outdir: path.join(input.distDir, 'assets'),
          entryNames: 'pages/[dir]/[name]-[hash]',
          chunkNames: 'chunks/[name]-[hash]',
          format: 'esm',
          splitting: true,
          minify: true,
          target: ['es2022', 'chrome111', 'firefox114', 'safari16.4'],
          loader: FILE_LOADERS,
        })
      : await build({
          ...common,
          outdir: input.serverDir,
          entryNames: '[dir]/[name]-[hash]',
          format: 'cjs',
          platform: 'node',
          target: 'node20',
          sourcemap: 'external',
          sourcesContent: false,
          // The same names and content hashes as the client's, so pre-rendered URLs match; the copies stay out of dist/.
          loader: { ...FILE_LOADERS, '.css': 'empty' },
        });
  return result.metafile!;
}

/**
 * An import of another framework's component (Starlight's `.astro`, VitePress's `.vue`) fails at each import, not
 * once at the file as esbuild's missing loader does, with the file found in `detail`: the build then names the file
 * once with every page that imports it (`reportPageBundleErrors`).
 */
const otherFrameworksPlugin: Plugin = {
  name: 'docsite-other-frameworks',
  setup(build) {
    build.onResolve({ filter: OTHER_FRAMEWORK_FILE }, async (args) => {
      // Only an import as written: another plugin's own resolving (an alias's target) carries its data, and must find the file.
      if (args.pluginData !== undefined) return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: OTHER_FRAMEWORK });
      if (resolved.errors.length > 0) return undefined;
      return { errors: [{ text: `Cannot import ${args.path}: a component of another framework`, detail: { [OTHER_FRAMEWORK]: resolved.path } satisfies OtherFrameworkDetail }] };
    });
  },
};

/** Compiled pages as entries, each resolving its imports from its own folder. */
function pagesPlugin(pages: ModulePage[], localFiles: LocalFiles): Plugin {
  const byPath = new Map(pages.map((page) => [page.relativePath, page]));
  return {
    name: 'docsite-pages',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: args.path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const page = byPath.get(args.path)!;
        return { contents: relinkCode(localFiles.replaceIn(readFileSync(page.compiled, 'utf8'), page.source), page.relinks), loader: 'jsx', resolveDir: path.dirname(page.importsFrom ?? page.source) };
      });
    },
  };
}

/** A request for a file's text: Vite's and Rspress's `?raw` after the path, webpack's `raw-loader!` (or `!!raw-loader!`) before it, as Docusaurus pages write it. */
const RAW = /^(?:!!)?raw-loader!|\?raw$/;

/**
 * `import css from './x.css?raw'`, `import source from '!!raw-loader!./x.js'`: the file's text, as a module's default
 * export, so that `require('!!raw-loader!./x.js').default` is the text too, as webpack's raw-loader gives it.
 */
const rawPlugin: Plugin = {
  name: 'docsite-raw',
  setup(build) {
    build.onResolve({ filter: RAW }, async (args) => {
      const resolved = await build.resolve(args.path.replace(RAW, ''), { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir });
      return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path, namespace: 'docsite-raw' };
    });
    build.onLoad({ filter: /.*/, namespace: 'docsite-raw' }, (args) => ({ contents: `export default ${JSON.stringify(readFileSync(args.path, 'utf8'))};`, loader: 'js' }));
  },
};

