/**
 * The plugin contract: what a plugin object may hold, and what docsite hands
 * its hooks. Hook names follow Rspress's where the idea is the same, so its
 * plugins port with few changes.
 *
 * What runs on the main thread (every function hook) may close over anything.
 * What crosses into a parse worker or reaches the browser (`markdown`,
 * `globalUIComponents`, `globalStyles`) is a module path plus JSON options:
 * functions cannot be sent to a thread, nor into a page.
 */
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { PageIndexEntry } from './page-index.js';
import type { RouteEntry } from './routes.js';
import type { SearchRecord } from './search-record.js';
import type { SiteConfig, UserConfig } from './site-config.js';
import type { TocEntry } from './toc.js';

/** A value that survives `JSON.stringify`: what options and data may be when they cross a thread or reach the browser. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * A module a parse worker or the browser imports: an absolute path or a
 * package specifier, alone or with JSON options (a remark or rehype plugin's
 * options, a component's props).
 */
export type ModuleRef = string | [module: string, options: Json];

/** A page a plugin adds: it is parsed, indexed, searched, checked and rendered like a file in the docs folder. */
export interface AdditionalPage {
  /** Route of the page, e.g. `/blog/tags/react`; with the language prefix (`/zh/…`) unless `lang` is given. */
  routePath: string;
  /** Language of the page. Default: the language of `routePath`'s prefix, else the default language. */
  lang?: string;
  /** The page's Markdown or MDX (set `format`); or give `filepath`. */
  content?: string;
  /** A `.md` / `.mdx` file to read the page from, absolute or relative to the site folder. */
  filepath?: string;
  /** How `content` is parsed. Default: `mdx`. */
  format?: 'md' | 'mdx';
  /** Frontmatter, merged over the content's own. */
  frontmatter?: Record<string, Json>;
}

/** A page as `extendPageData` sees it: its index entry, which the hook may add fields to (stored in that page's data file only). */
export type PluginPage = PageIndexEntry & Record<string, unknown>;

/** A tag for a page's `<head>`: `[tag, attributes]`, `[tag, attributes, text]`, or raw HTML. */
export type HeadTag = string | [tag: string, attributes: Record<string, string | true>] | [tag: string, attributes: Record<string, string | true>, text: string];

/** What `head` gets for each page it adds tags to. */
export interface HeadContext {
  routePath: string;
  lang: string;
  /** Docs version (`multiVersion`); `''` on sites without versions. */
  version: string;
  /** The page's URL below the site root, base included (`/docs/guide/intro.html`). */
  url: string;
  /** The page's index entry (without its plain text) as its data file has it; null on the not-found pages docsite writes. */
  page: (Omit<PageIndexEntry, 'content'> & Record<string, unknown>) | null;
  config: SiteConfig;
}

/** Options merged into the bundles of the theme: the escape hatch for what no hook covers. */
export interface EsbuildOptions {
  plugins?: EsbuildPlugin[];
  define?: Record<string, string>;
  /** Import specifiers mapped to modules, as in the config's `alias`. */
  alias?: Record<string, string>;
}

/** A built page, as `afterBuild` streams them: read one at a time, never all held. */
export interface BuiltPage {
  routePath: string;
  lang: string;
  /** Docs version (`multiVersion`); `''` on sites without versions. */
  version: string;
  /** URL below the site root, base included, as links to the page are written (`cleanUrls` decides the `.html`). */
  url: string;
  /** Source file relative to the site folder; a fallback page's is where its translation would be (`fallback`). */
  filePath: string;
  /**
   * True on a fallback page (config `fallbackContent`): the default language's page, read from its file, standing
   * in for its missing translation at this language's route. It is in no page's `translations`, and has none.
   */
  fallback: boolean;
  /**
   * False when this build kept the page's HTML from the site it replaces,
   * since nothing the page is made from changed (its source, its data, the
   * theme, the config); true for every page of a first build, a build with
   * `--no-cache`, and in dev. What a plugin made from such a page alone can
   * then be kept too (`keep`, `previous`).
   */
  changed: boolean;
  title: string;
  description: string;
  frontmatter: PageIndexEntry['frontmatter'];
  toc: TocEntry[];
  /** The page's plain text (what search indexes). */
  content: string;
  /** Last change from git, ISO 8601; undefined when unknown. */
  lastUpdated: string | undefined;
  /** The same page in the site's other languages, in its version (its translations: fallback pages are none). */
  translations: { lang: string; routePath: string; url: string }[];
  /** The page's source text without its frontmatter, as written (imports of fragments stay imports). */
  markdown(): Promise<string>;
  /** The rendered content (the page body without the theme around it), as HTML. */
  contentHtml(): Promise<string>;
  /** The whole pre-rendered HTML document. */
  html(): Promise<string>;
}

/** What `afterBuild` gets. */
export interface AfterBuildContext {
  /** The site config as the theme shows it: with the navbars of `_nav.json` files and the sidebars generated from folders as each language's own. */
  config: SiteConfig;
  /** The site's languages, the default first. */
  langs: string[];
  /** True for `docsite build`, false in `docsite dev`. */
  isProd: boolean;
  /** Every route, in the order of `routes.json`. */
  routes: readonly RouteEntry[];
  /** Every built page, one at a time. */
  pages(): AsyncIterable<BuiltPage>;
  /**
   * Write `data` to `file` (a path below the site root, e.g. `sitemap.xml`,
   * `rss/blog.xml`). A path a page, a copied `public/` file or another
   * plugin already wrote is refused. An async iterable is written as it is
   * produced, for files that grow with the site.
   */
  emit(file: string, data: string | Uint8Array | AsyncIterable<string | Uint8Array>): Promise<void>;
  /**
   * Emit `file` as the site this build replaces has it, unchanged and
   * without writing it; false when that site has no such file (then `emit`
   * it). For what a plugin made from an unchanged page alone (`changed`).
   */
  keep(file: string): Promise<boolean>;
  /** `file` as the site this build replaces has it; undefined when it has none (the first build, or a file not written then). */
  previous(file: string): Promise<Uint8Array | undefined>;
}

/** What `config` gets besides the config. */
export interface ConfigUtils {
  /** Add a plugin after this one; its own `config` runs next. */
  addPlugin(plugin: DocsitePlugin): void;
  /** Remove a plugin by name. */
  removePlugin(name: string): void;
  /** True for `docsite build`, false in `docsite dev`. */
  isProd: boolean;
}

type Awaitable<T> = T | Promise<T>;

/** A docsite plugin: `plugins: [myPlugin()]` in the config. Every hook may be async. */
export interface DocsitePlugin {
  /** Unique name, shown in every message about the plugin. */
  name: string;
  /** Run before (`pre`) or after (`post`) the plugins without it. Order: built-in plugins, `pre`, the config's order, `post`. */
  enforce?: 'pre' | 'post';
  /** Change the config before it is validated: return the keys to change (objects are merged, anything else replaced). */
  config?(config: UserConfig, utils: ConfigUtils): Awaitable<UserConfig | void>;
  /** Runs before each build (each rebuild in dev), after the config is final. */
  beforeBuild?(config: SiteConfig, isProd: boolean): Awaitable<void>;
  /** Pages to add to the site. */
  addPages?(config: SiteConfig, isProd: boolean): Awaitable<AdditionalPage[]>;
  /** Sees every route once the site is indexed. */
  routeGenerated?(routes: readonly RouteEntry[], isProd: boolean): Awaitable<void>;
  /**
   * Runs for each page as its data file is written. Fields the hook adds to
   * `page` are stored in that page's data (`usePageData().page`); a value it
   * returns is the page's data for this plugin (`usePluginData(name)`).
   */
  extendPageData?(page: PluginPage, isProd: boolean): Awaitable<Json | void>;
  /** Change, add or drop one page's search records (local index and Algolia alike); return the records to keep. */
  modifySearchIndexData?(records: SearchRecord[], page: { routePath: string; lang: string; filePath: string }, isProd: boolean): Awaitable<SearchRecord[] | void>;
  /** Applied to every page, in the parse workers and to compiled MDX pages alike. */
  markdown?: {
    /** remark plugins: modules whose default export is the plugin, with JSON options. */
    remarkPlugins?: ModuleRef[];
    /** rehype plugins, run after code highlighting. */
    rehypePlugins?: ModuleRef[];
    /** Modules whose named exports every page may use as MDX components without importing them. */
    globalComponents?: string[];
  };
  /** Components mounted on every page (pre-rendered and hydrated): a module whose default export is the component, with JSON props. */
  globalUIComponents?: ModuleRef[];
  /** A stylesheet loaded on every page. */
  globalStyles?: string;
  /** Tags for a page's `<head>`. */
  head?(context: HeadContext): Awaitable<HeadTag[] | void>;
  /**
   * What `extendPageData` and `head` read besides their arguments, as a text
   * that changes when it does (the plugin's options as JSON, `''` for
   * nothing). Setting it promises that those hooks read nothing else: a
   * rebuild then keeps a page whose entry, body and site did not change
   * without calling them, and renders every page again when the text
   * changes. Without it, every page is rendered again to call them.
   */
  pageHooksKey?: string;
  /** Options merged into the theme's client and server bundles. */
  esbuild?: EsbuildOptions | ((target: 'client' | 'server') => EsbuildOptions);
  /** Runs once the pages are rendered, before the new site replaces the old one. */
  afterBuild?(context: AfterBuildContext): Awaitable<void>;
}

/** The names of the function hooks, in the order a build calls them. */
export const PLUGIN_HOOKS = ['config', 'beforeBuild', 'addPages', 'modifySearchIndexData', 'routeGenerated', 'extendPageData', 'head', 'afterBuild'] as const;
export type PluginHook = (typeof PLUGIN_HOOKS)[number];

/** Typed identity for a plugin: `export default definePlugin({ name: 'x', … })`, or a function returning one. */
export function definePlugin<T extends DocsitePlugin>(plugin: T): T {
  return plugin;
}

/**
 * Per-page data of plugins, by plugin name, for `usePluginData(name)`.
 * A plugin types its data with module augmentation:
 * `declare module 'docsite' { interface PluginPageData { 'my-plugin': { words: number } } }`.
 */
export interface PluginPageData {}

/**
 * The absolute URL of a page or file for feeds, sitemaps and redirects.
 * `siteUrl` is where the site's root is served (`https://docs.example.com/`,
 * or `https://example.com/docs/` for a site with `base: '/docs/'`); `url`
 * is a path below the host as `BuiltPage.url` gives it, base included.
 */
export function absoluteUrl(siteUrl: string, base: string, url: string): string {
  const root = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  const local = url.startsWith(base) ? url.slice(base.length) : url.replace(/^\//, '');
  return new URL(local, root).href;
}
