import path from 'node:path';
import type { Loader, Plugin } from 'esbuild';

const IMAGES = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.ico', '.bmp'];
// Docusaurus's webpack gives these their URL too (its media and other-assets rules): `<a href={require('./report.docx').default}>`.
const MEDIA = ['.mp4', '.webm', '.ogv', '.mov', '.m4v', '.mp3', '.wav', '.ogg', '.flac', '.m4a'];
const DOCUMENTS = ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.zip', '.rar', '.7z', '.tgz'];
const FILES = [...IMAGES, '.woff', '.woff2', '.ttf', '.otf', '.eot', ...MEDIA, ...DOCUMENTS];

/** Docusaurus reads JSX in any `.js` file (through Babel), and its sites' components are written so (`src/components/Card.js`). */
const JSX_IN_JS: Record<string, Loader> = { '.js': 'jsx' };

/** Files site code (pages and the `components` module alike) may import for their URL: copied into `assets/` by the browser build. */
export const FILE_LOADERS: Record<string, Loader> = { ...JSX_IN_JS, ...Object.fromEntries(FILES.map((ext) => [ext, 'file'])) };

/** For builds that need none of those files nor styles (the pre-render of the theme, reading export names): Sass and Less too, compiled only where styles are (`preprocess.ts`). */
export const EMPTY_LOADERS: Record<string, Loader> = { ...JSX_IN_JS, ...Object.fromEntries([...FILES, '.css', '.scss', '.sass', '.less'].map((ext) => [ext, 'empty'])) };

/** What an SVG's import path ends with to be its component (`svg-components.ts`): `compile-page.ts` and `requiredFilesPlugin` write it. */
export const SVG_COMPONENT = '?component';

const FILE_PATH = new RegExp(`\\.(?:${FILES.map((ext) => ext.slice(1)).join('|')})$`, 'i');
const REQUIRED = 'docsite-required-file';

/**
 * `require('./logo.png').default`, as Docusaurus pages and components write it (webpack's loaders make ES modules):
 * a file required for its URL is a module whose default export is the URL, as an imported one is, not the URL itself;
 * an SVG's is its component. Registered before the alias plugin, which would resolve `@site/…` first.
 */
export const requiredFilesPlugin: Plugin = {
  name: 'docsite-required-files',
  setup(build) {
    build.onResolve({ filter: FILE_PATH }, async (args) => {
      if (args.kind !== 'require-call') return undefined;
      const resolved = await build.resolve(args.path, { kind: 'import-statement', importer: args.importer, resolveDir: args.resolveDir });
      return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path, namespace: REQUIRED };
    });
    build.onLoad({ filter: /.*/, namespace: REQUIRED }, (args) => {
      // An SVG is its component, as SVGR gives it to webpack's `require` (`svg-components.ts`).
      const file = `./${path.basename(args.path)}${args.path.endsWith('.svg') ? SVG_COMPONENT : ''}`;
      return { contents: `export { default } from ${JSON.stringify(file)};`, loader: 'js', resolveDir: path.dirname(args.path) };
    });
  },
};

/**
 * The browser bundle's files as URLs from the site's root, as the pre-render names them (`publicPath` there): the
 * file loader gives a URL relative to `assets/`, which the importing module, itself in `assets/`, resolves against
 * its own URL. A `publicPath` here would put the same prefix on every import of the theme's chunks too: 41 bytes
 * more of the first load, which has none to spare.
 */
export const rootedFileUrlsPlugin: Plugin = {
  name: 'docsite-rooted-file-urls',
  setup(build) {
    build.onResolve({ filter: FILE_PATH }, async (args) => {
      // The file itself, for the file loader.
      if (args.path.startsWith(FILE_ITSELF)) return { path: args.path.slice(FILE_ITSELF.length) };
      if (args.pluginData === ROOTED || (args.kind !== 'import-statement' && args.kind !== 'require-call' && args.kind !== 'dynamic-import')) return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: ROOTED });
      return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path, namespace: ROOTED };
    });
    build.onLoad({ filter: /.*/, namespace: ROOTED }, (args) => ({
      contents: `import url from ${JSON.stringify(FILE_ITSELF + args.path)};\nexport default new URL(url, import.meta.url).pathname;`,
      loader: 'js',
    }));
  },
};
const ROOTED = 'docsite-rooted-file-url';
const FILE_ITSELF = 'docsite-file:';
