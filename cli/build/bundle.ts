import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile, Plugin } from 'esbuild';
import type { DocsitePlugin, EsbuildOptions, Json } from '../../schemas/plugin.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import { ownPluginSource, siteNodePaths } from '../plugins/package-modules.js';
import type { I18nTexts } from '../../schemas/i18n-texts.js';
import type { Showcase } from '../../schemas/tool-showcase.js';
import type { NavItem } from '../../schemas/nav.js';
import { aliasPlugin } from './alias.js';
import { SERVER_VENDOR } from './server-module.js';
import { defaultExportModules } from './shared-modules.js';
import { cssModulesPlugin } from './css-modules.js';
import { FILE_LOADERS, requiredFilesPlugin, rootedFileUrlsPlugin } from './loaders.js';
import { svgComponentsPlugin } from './svg-components.js';

/** The theme's sources ship with the package and are bundled per site, with the site's own components. */
export const rendererDir = fileURLToPath(new URL('../../renderer/', import.meta.url));
const packageDir = fileURLToPath(new URL('../../', import.meta.url));

export interface SiteBundleInput {
  langs: string[];
  config: SiteConfig;
  showcase: Showcase | undefined;
  /** The site's `useI18n()` texts (`data/i18n.json`). */
  i18n: I18nTexts;
  /** Navbars from `_nav.json` files, by folder (`en`, `v1/zh`). */
  navs: Record<string, NavItem[]>;
  /** Homes of the versions and languages without a root page, by folder (`homeLinks`). */
  homes: Record<string, string>;
  /** Whether a page of the site is an overview page (`overview: true`). */
  overview: boolean;
  /** Absolute path of the module whose exports are the site's MDX components. */
  components: string | undefined;
  /** Absolute path of the site's theme module, whose exports replace theme components (`docsite:theme`). */
  theme: string | undefined;
  /** The site folder: where the config's `alias` targets are resolved from. */
  siteDir: string;
  /** What the plugins put in the browser: module specifiers and JSON, resolved from the site folder. */
  plugins: PluginModules;
}

/** The plugins' browser modules, in plugin order. */
export interface PluginModules {
  globalUIComponents: [module: string, props: Json][];
  globalStyles: string[];
  /** Modules whose named exports are MDX components, under the site's `components`. */
  globalComponents: string[];
}

export interface ClientAssets {
  /** Entry script URL. */
  script: string;
  styles: string[];
  /** Chunks the entry imports statically: preloaded so they download in parallel. */
  preloads: string[];
  /** The chunk of each language's UI strings (`renderer/i18n/`), by language: a page preloads its own language's. */
  messages: Record<string, string>;
}

/**
 * `docsite:site` and `docsite:components`: the site's data and components,
 * handed to the theme; `docsite:theme`: the site's replacements of theme
 * components (its theme module's exports, or none); and `docsite/runtime`, the theme's API for those
 * components, always the copy in this package (the one the theme runs), so a
 * site needs no docsite of its own installed to import it.
 */
function sitePlugin(input: SiteBundleInput): Plugin {
  const { components, theme, siteDir, plugins, overview, ...site } = input;
  const modules: Record<string, () => string> = {
    'docsite:site': () => JSON.stringify(site),
    'docsite:components': () => componentsModule([...plugins.globalComponents, ...(components ? [components] : [])]),
    'docsite:plugins': () => pluginsModule(plugins),
    // Re-exported by name and with a constant `themed`, so a site without a theme module pays nothing for it: esbuild reads each lookup as undefined and drops the slots.
    'docsite:theme': () => `${theme ? `export * from ${JSON.stringify(theme)};\n` : ''}export const themed = ${theme ? 'true' : 'false'};`,
    // The theme's parts only some sites show: a site without a banner, versions, a tools popover or overview pages does not download them (each lookup reads as undefined, as above).
    'docsite:parts': () =>
      [
        ...(site.config.banner ? [['Banner', 'Banner']] : []),
        ...(site.config.multiVersion.versions.length > 0 ? [['VersionSwitch', 'VersionSwitch'], ['VersionNotice', 'VersionNotice']] : []),
        ...(site.showcase ? [['ToolsShowcase', 'ToolsShowcase']] : []),
        ...(site.showcase?.popover ? [['ToolsPopover', 'ToolsPopover']] : []),
        ...(overview ? [['OverviewGroups', 'OverviewPage']] : []),
      ]
        .map(([name, file]) => `export { ${name} } from ${JSON.stringify(path.join(rendererDir, 'components', `${file}.tsx`))};`)
        .join('\n'),
  };
  return {
    name: 'docsite-site',
    setup(build) {
      build.onResolve({ filter: /^docsite\/(runtime|theme)$/ }, (args) => ({ path: path.join(rendererDir, `${args.path.slice('docsite/'.length)}.ts`) }));
      defaultExportModules(build, 'docsite-part');
      build.onResolve({ filter: /^(docsite|@docsite-dev\/docsite)\/plugins\// }, (args) => {
        const file = ownPluginSource(args.path);
        return file ? { path: file } : { errors: [{ text: `docsite has no plugin module "${args.path}"` }] };
      });
      build.onResolve({ filter: /^docsite:(site|components|plugins|theme|parts)$/ }, (args) => ({ path: args.path, namespace: 'docsite' }));
      build.onLoad({ filter: /.*/, namespace: 'docsite' }, (args) =>
        args.path === 'docsite:site' ? { contents: modules[args.path]!(), loader: 'json' } : { contents: modules[args.path]!(), loader: 'js', resolveDir: siteDir },
      );
    },
  };
}

/** The MDX components every page may use: each module's named exports, later modules (the site's own last) winning. */
function componentsModule(files: string[]): string {
  const imports = files.map((file, i) => `import * as m${i} from ${JSON.stringify(file)};`);
  return `${imports.join('\n')}\nexport default Object.assign({}, ${files.map((_, i) => `m${i}`).join(', ') || '{}'});`;
}

function pluginsModule({ globalUIComponents, globalStyles }: PluginModules): string {
  return [
    ...globalStyles.map((file) => `import ${JSON.stringify(file)};`),
    ...globalUIComponents.map(([file], i) => `import c${i} from ${JSON.stringify(file)};`),
    `export const globalUIComponents = [${globalUIComponents.map(([, props], i) => `[c${i}, ${JSON.stringify(props ?? {})}]`).join(', ')}];`,
  ].join('\n');
}

/** The plugins' `esbuild` options for one bundle, merged in plugin order. */
export function pluginEsbuild(plugins: readonly DocsitePlugin[], target: 'client' | 'server'): Required<EsbuildOptions> {
  const merged: Required<EsbuildOptions> = { plugins: [], define: {}, alias: {} };
  for (const plugin of plugins) {
    const options = typeof plugin.esbuild === 'function' ? plugin.esbuild(target) : plugin.esbuild;
    if (!options) continue;
    merged.plugins.push(...(options.plugins ?? []));
    Object.assign(merged.define, options.define);
    Object.assign(merged.alias, options.alias);
  }
  return merged;
}

/** React and the router resolve to docsite's own copies from anywhere (site components too), so a site needs none installed and never gets two Reacts. */
function sharedReact(): Plugin {
  return {
    name: 'docsite-shared-react',
    setup(build) {
      build.onResolve({ filter: /^(react|react-dom|react-router|react-router-dom)(\/.*)?$/ }, (args) => {
        if (args.pluginData === 'shared' || args.resolveDir.startsWith(packageDir)) return undefined;
        return build.resolve(args.path, { kind: args.kind, resolveDir: rendererDir, pluginData: 'shared' });
      });
    },
  };
}

/**
 * The modules of docsite's pre-built server vendor (`lib/server-vendor.cjs`) stay out of the server bundle: its
 * `require`s of them get the vendor's instances. Other subpaths (`react-dom/client`, say) are bundled, and their own
 * imports of these get the same instances.
 */
function serverVendorExternal(): Plugin {
  const names = new Set(SERVER_VENDOR);
  return {
    name: 'docsite-server-vendor',
    setup(build) {
      build.onResolve({ filter: /^react/ }, (args) => (names.has(args.path) ? { path: args.path, external: true } : undefined));
    },
  };
}

/** How the files site code imports are named in `assets/`, by the client and server bundles alike. */
const ASSET_NAMES = '[name]-[hash]';

const common = {
  bundle: true,
  jsx: 'automatic',
  logLevel: 'silent',
  define: { 'process.env.NODE_ENV': '"production"' },
} as const;

export interface ClientBundle {
  assets: ClientAssets;
  /** Every file written, relative to `distDir`. */
  files: string[];
  metafile: Metafile;
}

/** Bundle the browser entry into `<distDir>/assets/`, names content-hashed. */
export async function bundleClient(input: SiteBundleInput, distDir: string, base: string, extra: Required<EsbuildOptions>): Promise<ClientBundle> {
  const { build } = await import('esbuild');
  const result = await build({
    ...common,
    entryPoints: { app: path.join(rendererDir, 'entry-client.tsx') },
    outdir: path.join(distDir, 'assets'),
    format: 'esm',
    splitting: true,
    minify: true,
    // The licences of what is bundled go beside each file, linked from it, rather than into what every reader downloads.
    legalComments: 'linked',
    target: ['es2022', 'chrome111', 'firefox114', 'safari16.4'],
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: ASSET_NAMES,
    loader: FILE_LOADERS,
    metafile: true,
    nodePaths: siteNodePaths(input.siteDir),
    define: { ...common.define, ...extra.define },
    alias: extra.alias,
    plugins: [requiredFilesPlugin, svgComponentsPlugin, rootedFileUrlsPlugin, cssModulesPlugin('client'), aliasPlugin(input.siteDir, input.config), sitePlugin(input), sharedReact(), ...extra.plugins],
  });
  const files = Object.keys(result.metafile.outputs).map((file) => path.relative(distDir, path.resolve(file)));
  return { assets: clientAssets(result.metafile, distDir, base), files, metafile: result.metafile };
}

const MESSAGES = /renderer\/i18n\/(\w+)\.json$/;

function clientAssets(metafile: Metafile, distDir: string, base: string): ClientAssets {
  const url = (file: string) => base + path.relative(distDir, path.resolve(file)).split(path.sep).join('/');
  const [file, entry] = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint?.endsWith('entry-client.tsx'))!;
  const messages: Record<string, string> = {};
  for (const [chunk, output] of Object.entries(metafile.outputs)) {
    const strings = Object.keys(output.inputs).map((input) => MESSAGES.exec(input)?.[1]).find(Boolean);
    if (strings) messages[strings] = url(chunk);
  }
  return {
    script: url(file),
    styles: entry.cssBundle ? [url(entry.cssBundle)] : [],
    preloads: entry.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path)),
    messages,
  };
}

/**
 * Bundle the pre-render entry for Node into `outFile`; styles are the client's business.
 * CommonJS, to be evaluated rather than imported: Node never unloads an ES module, and
 * `dev` loads a new bundle whenever the theme, the config or the components change.
 */
export async function bundleServer(input: SiteBundleInput, outFile: string, extra: Required<EsbuildOptions>): Promise<Metafile> {
  const { build } = await import('esbuild');
  const result = await build({
    ...common,
    entryPoints: [path.join(rendererDir, 'entry-server.tsx')],
    outfile: outFile,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    // The files the site's components import, named as the client names them, so the pre-rendered URLs are the ones
    // the reader's React hydrates; their copies stay beside the server bundle, out of dist/.
    loader: { ...FILE_LOADERS, '.css': 'empty' },
    assetNames: ASSET_NAMES,
    publicPath: `${input.config.base}assets/`,
    // For the pre-render's errors: a component that throws is named at its own line. The map's positions are all
    // that is read; the sources it would carry (React's among them) would make it 3.7 MB instead of 0.7.
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    nodePaths: siteNodePaths(input.siteDir),
    define: { ...common.define, ...extra.define },
    alias: extra.alias,
    plugins: [requiredFilesPlugin, svgComponentsPlugin, cssModulesPlugin('server'), aliasPlugin(input.siteDir, input.config), serverVendorExternal(), sitePlugin(input), sharedReact(), ...extra.plugins],
  });
  return result.metafile;
}
