import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION } from '../../schemas/contract.js';
import type { PageData } from '../../schemas/page-data.js';
import type { RouteEntry } from '../../schemas/routes.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import type { ClientAssets } from './bundle.js';
import type { PageModulesOutput } from './page-modules.js';
import { authorFrames, loadServerModule, type SourceFrame } from './server-module.js';
import { pageHtml, type HtmlParts, type RouteBuckets } from './html.js';
import { frontmatterHead } from './page-head.js';
import { isRelativeFile } from '../pipeline/page-assets.js';
import { folderStyleRoute } from './check-links.js';
import type { DistOverlay } from '../output/dist-overlay.js';
import { langLinks, versionLinks, type KnownRoutes } from '../pipeline/lang-links.js';
import { pageUrl } from '../pipeline/routes.js';
import { decodePath, encodePath, langOfPath, localOf, placePrefix, versionOf, withPlacePrefix } from '../../schemas/site-paths.js';
import { routeOverview } from './overview.js';
import type { OutputKeys } from './output-keys.js';
import type { RouteTable } from './route-table.js';
import { PluginError, type PluginDriver } from '../plugins/driver.js';
import type { DocsitePlugin, HeadTag, PluginPage } from '../../schemas/plugin.js';
import type { SidebarEntry } from '../../schemas/sidebar.js';
import type { FolderSidebarUrls } from '../../schemas/sidebar-entry.js';
import type { GeneratedSidebars } from './generated-sidebars.js';
import type { PageEntries } from './page-entries.js';
import type { PreviewPage } from '../pipeline/page-job.js';
import { boundHeapGrowth } from './heap-growth.js';
import type { RenderedAnchors } from './rendered-anchors.js';

/** The pre-render bundle of the theme (`renderer/entry-server.tsx`). */
export interface ServerEntry {
  renderPage(url: string, routePath: string, data: PageData | null, module?: unknown): string;
  setServerSidebars(urls: FolderSidebarUrls, entries: (url: string) => SidebarEntry[] | undefined): void;
  renderContent(url: string, routePath: string, data: PageData, module?: unknown): string;
  titleOf(data: PageData | null, lang?: string): string;
  shared: Record<string, unknown>;
}

export interface PrerenderInput {
  config: SiteConfig;
  /** The site's languages, the default first. */
  langs: string[];
  /** The routes, with each one's source. */
  routeEntries: RouteTable;
  entries: PageEntries;
  /** Dev's preview: each page's entry as parsed when asked for (`IndexSummary.previewOnRequest`), not the skimmed one; a page it cannot show fails. */
  preview?: ((relativePath: string) => Promise<PreviewPage | undefined>) | undefined;
  /** The body of a page as JSON text, by its docs-root-relative path. */
  bodyText: (relativePath: string) => string | Promise<string>;
  /** The URL of a file beside the page at `relativePath`, named relative to it (a hero image), once the build has copied it; the path as written when there is no such file. */
  fileUrl: (relativePath: string, file: string) => string;
  /**
   * What tells a page's body from another without reading it (its file's identity), when the store can say:
   * a page whose key is unchanged is then linked without its body being read.
   */
  bodyStamp?: ((relativePath: string) => string | undefined) | undefined;
  /**
   * What a page's entry is made from (its sources, and what every entry depends on), when the index can say;
   * its last-updated time is in its route's data URL. With `bodyStamp`, a page whose key is unchanged is then
   * kept without its entry being read either.
   */
  entryStamp?: ((relativePath: string) => string) | undefined;
  server: ServerEntry;
  /** The file `server` was evaluated from: a throw in a site component is mapped back through its source map. */
  serverFile: string;
  /** Where the site is written: a page's file that comes out as the site being replaced has it is kept. */
  output: DistOverlay;
  assets: ClientAssets;
  /** The compiled pages' modules (by relative path): what the browser loads, and what the pre-render evaluates. */
  modules: PageModulesOutput;
  /** URL folder of the route buckets, and how many there are. */
  routes: RouteBuckets;
  /** The sidebars generated from folders. */
  sidebars: GeneratedSidebars;
  /** The config with those sidebars as its own: what overview pages list (made when the first one is rendered). */
  sectionConfig: () => SiteConfig;
  /** Extra markup for the end of every page's <body>. */
  tail?: string | undefined;
  onPage?: (done: number, total: number) => void;
  /** The plugins, for their per-page hooks (`extendPageData`, `head`). */
  plugins: PluginDriver;
  isProd: boolean;
  /** The site's theme module: what throws in it (or in its folder, for a `theme/index.tsx`) is reported there, not on each page. */
  theme?: string | undefined;
  /** What every page's HTML is rendered with besides its own data and parts: the pre-render bundle and docsite's build. */
  renderKey: string;
  /** The keys of the pages in `previousDir`, and where this build's go: an unchanged page's HTML is linked from there, not rendered. */
  outputKeys?: OutputKeys | undefined;
  /** Links the link check left to each target page's HTML: checked as that page is rendered, or kept (its HTML read back). */
  anchors?: RenderedAnchors | undefined;
}

/** A page that failed to pre-render, named by its source and route, and by the author's file where the error was thrown. */
export class PrerenderError extends Error {
  constructor(
    readonly file: string,
    readonly route: string,
    override readonly cause: Error,
    readonly thrownAt: SourceFrame | undefined = undefined,
    /** Whether `thrownAt` lies in the site's theme module, which renders on every page. */
    readonly inTheme = false,
  ) {
    super(`${file}: pre-rendering ${route} failed: ${cause.message}`);
  }
}

/** What rendering needs: no output folder, since a dev server renders into responses. */
export type RenderInput = Omit<PrerenderInput, 'output' | 'onPage' | 'outputKeys' | 'anchors'>;

/** Renders pages one at a time, for a build that writes them all or a dev server that renders each on request. */
export interface PageRenderer {
  readonly routes: RouteTable;
  /** A route's data file (JSON text); a failure is a `PrerenderError`, or a plugin's `PluginError`. */
  data(route: RouteEntry): Promise<string>;
  /** A route's data file and HTML; a failure is a `PrerenderError`, or a plugin's `PluginError`. */
  render(route: RouteEntry): Promise<{ data: string; html: string }>;
  /**
   * The key of what a route's data file and HTML are made from (`OutputKeys`), and the two, unless
   * `unchanged(key)` says the files made from that key are at hand.
   */
  renderUnless(route: RouteEntry, unchanged: (key: string) => boolean): Promise<{ key: string } & ({ data: string; html: string } | { data: undefined; html: undefined })>;
  /** A route's content alone as HTML (`BuiltPage.contentHtml`). */
  content(route: RouteEntry): Promise<string>;
  /** The languages' not-found pages that no page of the site provides: [file below the site root, HTML]. */
  notFoundPages(): Promise<[string, string][]>;
}

/** What rendering reads per page, the plugins with per-page hooks found once. */
type Rendering = RenderInput & { hooks: { extendPageData: DocsitePlugin[]; head: DocsitePlugin[] } };

export function pageRenderer(options: RenderInput): PageRenderer {
  let sectionConfig: SiteConfig | undefined;
  const input: Rendering = {
    ...options,
    // A site with overview pages holds it from the first one on.
    sectionConfig: () => (sectionConfig ??= options.sectionConfig()),
    hooks: { extendPageData: options.plugins.with('extendPageData'), head: options.plugins.with('head') },
  };
  const { server, config } = input;
  // Also the set of known routes the language and version links look in.
  const routes = input.routeEntries;
  const known: KnownRoutes = routes;
  server.setServerSidebars(input.sidebars.urls, (url) => input.sidebars.entries(url));
  /** `work` on the route's page data; whatever it throws becomes a `PrerenderError` naming the page and where it threw (a plugin's failure stays its own). */
  const onPage = async <T>(route: RouteEntry, work: (page: LoadedPage, serverModule: string | undefined) => T | Promise<T>): Promise<T> => {
    const relativePath = routes.source(route.path)!;
    const serverModule = input.modules.server.get(relativePath);
    try {
      return await work(await pageData(input, route, relativePath, known), serverModule);
    } catch (error) {
      throw failure(input, error, relativePath, route.path, serverModule);
    }
  };
  const moduleOf = (serverModule: string | undefined) => serverModule && loadServerModule(serverModule, server.shared);
  const wholeHtml = (parts: Parts, routePath: string, data: PageData | null, module?: unknown) =>
    pageHtml({ ...parts, title: server.titleOf(data, parts.lang), body: server.renderPage(parts.url, routePath, data, module) }, config);
  const stampKey = stampKeys(input, routes);
  const renderUnless = async (route: RouteEntry, unchanged: (key: string) => boolean) => {
    const stamped = stampKey?.(route);
    if (stamped !== undefined && unchanged(stamped)) return { key: stamped, data: undefined, html: undefined };
    return onPage(route, async (page, serverModule) => {
      const parts = await htmlParts(input, route.path, page.data, known, route.preload);
      let key = stamped;
      if (key === undefined) {
        // The body by its stamp when the store gives one: most pages of a rebuild are then linked without their body being read.
        const body = page.bodyStamp ?? (await page.bodyText());
        key = createHash('sha256').update(input.renderKey).update('\0').update(body).update('\0').update(JSON.stringify(page.data)).update('\0').update(JSON.stringify(parts)).digest('hex');
        if (unchanged(key)) return { key, data: undefined, html: undefined };
      }
      return { key, data: await dataJson(page), html: wholeHtml(parts, route.path, await withBody(page), moduleOf(serverModule)) };
    });
  };
  return {
    routes,
    data: (route) => onPage(route, dataJson),
    render: async (route) => {
      const { data, html } = await renderUnless(route, () => false);
      return { data: data!, html: html! };
    },
    renderUnless,
    content: (route) => onPage(route, async (page, serverModule) => server.renderContent(config.base + encodePath(route.path.slice(1)), route.path, await withBody(page), moduleOf(serverModule))),
    async notFoundPages() {
      const pages: [string, string][] = [];
      // A language's own not-found page (`pageType: 404`) has this route and is rendered with the others.
      const versions = config.multiVersion.versions.length > 0 ? config.multiVersion.versions : [''];
      const places = versions.flatMap((version) => input.langs.map((lang) => `${placePrefix(version, lang, config)}/404`));
      for (const routePath of places.filter((r) => !known.has(r))) {
        try {
          pages.push([`${routePath.slice(1)}.html`, wholeHtml(await htmlParts(input, routePath, null, known, undefined), routePath, null)]);
        } catch (error) {
          // No page of the site renders here: the failure is named after the language's folder.
          const version = versionOf(routePath, config);
          throw failure(input, error, `${version ? `${version}/` : ''}${langOfPath(routePath, input.langs, config)}`, routePath, undefined);
        }
      }
      return pages;
    },
  };
}

/**
 * A page's key from the stamps of its entry and body, its route (whose data
 * URL changes with its last-updated time, an overview's content and the files
 * beside it it links to), its module, and what every page is rendered with:
 * the theme's pre-render bundle, the config, the generated sidebars (by their
 * files' names, which hash their content), the site's routes
 * (language and version links, and which are fallbacks: hreflang), its assets. Most pages of a rebuild are then
 * kept without their entry being read and their data serialized to be
 * hashed. None when the store gives no stamps, or when a plugin's per-page
 * hook may read more than the page, the config and its `pageHooksKey`: the
 * key is then that of the page's data and HTML parts.
 */
function stampKeys(input: Rendering, routes: RouteTable): ((route: RouteEntry) => string | undefined) | undefined {
  const { entryStamp, bodyStamp } = input;
  if (!entryStamp || !bodyStamp) return undefined;
  const pageHooks = [...new Set([...input.hooks.extendPageData, ...input.hooks.head])];
  if (!pageHooks.every((plugin) => plugin.pageHooksKey !== undefined)) return undefined;
  const paths = createHash('sha256');
  for (const routePath of routes.keys()) paths.update(`${routePath}\0`);
  // Which routes are fallbacks decides the other pages' hreflang alternates: a translation added in a fallback's place is one.
  paths.update(routes.fallbackPaths().join('\0'));
  const hookKeys = pageHooks.map((plugin) => [plugin.name, plugin.pageHooksKey]);
  const site = createHash('sha256')
    .update(JSON.stringify([input.renderKey, input.config, input.langs, paths.digest('hex'), input.routes, input.sidebars.urls, input.assets, input.tail ?? null, hookKeys]))
    .digest('hex');
  return (route) => {
    const relativePath = routes.source(route.path)!;
    const body = bodyStamp(relativePath);
    if (body === undefined) return undefined;
    const page = JSON.stringify([route, entryStamp(relativePath), body, input.modules.client.get(relativePath) ?? null]);
    return `stamps:${createHash('sha256').update(site).update(page).digest('hex')}`;
  };
}

/** Pages rendered before the heap's growth is bounded: past the few a rebuild after an edit renders. */
const BOUND_AFTER_RENDERS = 64;

/**
 * Write every route's data file and HTML, one page at a time: read its entry
 * and body, render, write, let go. Memory does not grow with the page count.
 */
export async function prerender(input: PrerenderInput, renderer: PageRenderer): Promise<{ pages: number; failures: PrerenderError[]; rendered: number; kept: Set<string> }> {
  const { config, output: out, outputKeys, anchors } = input;
  const previousDir = out.previous;
  const failures: PrerenderError[] = [];
  let done = 0;
  let rendered = 0;
  // Route paths, which the routes hold anyway: what `afterBuild` is told did not change.
  const kept = new Set<string>();
  // In the order the keys are kept in, so the previous ones are read in step.
  for (const route of renderer.routes.sorted()) {
    try {
      const file = htmlFile(route.path);
      const previous = previousDir !== undefined ? outputKeys?.previous(route.path) : undefined;
      const page = await renderer.renderUnless(route, (key) => key === previous);
      const dataFile = decodePath(route.preload.slice(config.base.length));
      let { data, html } = page;
      // The previous files went missing (a folder changed by hand): make them after all.
      if (html === undefined && !out.keep(file)) ({ data, html } = await renderer.render(route));
      if (data === undefined && !out.keep(dataFile)) data = await renderer.data(route);
      if (data !== undefined) out.write(dataFile, data);
      if (html !== undefined) {
        out.write(file, html);
        anchors?.check(route.path, html);
        if (++rendered === BOUND_AFTER_RENDERS) boundHeapGrowth();
      } else {
        kept.add(route.path);
        // A new link into a page that did not change: its ids are those of the HTML it keeps.
        if (anchors?.has(route.path)) anchors.check(route.path, readFileSync(out.pathOf(file), 'utf8'));
      }
      outputKeys?.record(route.path, page.key);
    } catch (error) {
      if (error instanceof PluginError) throw error;
      failures.push(error as PrerenderError);
    }
    input.onPage?.(++done, renderer.routes.size);
  }
  try {
    for (const [file, html] of await renderer.notFoundPages()) out.write(file, html);
  } catch (error) {
    if (!(error instanceof PrerenderError)) throw error;
    failures.push(error);
  }
  return { pages: done - failures.length, failures, rendered, kept };
}

/** What a render threw, as a `PrerenderError` naming the page and where it threw (a plugin's failure stays its own). */
function failure(input: RenderInput, error: unknown, relativePath: string, routePath: string, serverModule: string | undefined): Error {
  if (error instanceof PluginError) return error;
  const thrownAt = authorFrames(error as Error, new Set(serverModule ? [serverModule, input.serverFile] : [input.serverFile]))[0];
  return new PrerenderError(relativePath, routePath, error as Error, thrownAt, thrownAt !== undefined && inTheme(input.theme, thrownAt.file));
}

/**
 * A page's data with its body still the JSON text it is stored as, read when
 * first asked for: most pages of a rebuild are linked by their key, which
 * takes the body's stamp; and most pages' data is only written out, so
 * parsing the body to write it again was most of that work. `body` holds
 * `BODY` until `withBody` parses the text in.
 */
interface LoadedPage {
  data: PageData;
  bodyText: () => Promise<string>;
  bodyStamp: string | undefined;
}

const BODY = '\0docsite-body\0';
const BODY_JSON = JSON.stringify(BODY);

/** The data file's text: the body's text put in its place, as `JSON.stringify` of the whole would write it. */
async function dataJson(page: LoadedPage): Promise<string> {
  const bodyText = await page.bodyText();
  return JSON.stringify(page.data).replace(BODY_JSON, () => bodyText);
}

async function withBody(page: LoadedPage): Promise<PageData> {
  return { ...page.data, body: JSON.parse(await page.bodyText()) as PageData['body'] };
}

async function pageData(input: Rendering, route: RouteEntry, relativePath: string, known: KnownRoutes): Promise<LoadedPage> {
  const extenders = input.hooks.extendPageData;
  const page = input.preview ? (await input.preview(relativePath))?.entry : input.entries.get(relativePath);
  if (!page) throw new Error(input.preview ? 'the preview does not show this page' : 'the page is missing from the index');
  let text: Promise<string> | undefined;
  const bodyText = () => (text ??= Promise.resolve(input.bodyText(relativePath)));
  // The theme reads `outline: false` and the entries to list: the other tools' forms are read here, out of its script.
  const [from, to] = outlineLevels(page.frontmatter);
  if (from > 2 || to < 4) page.toc = page.toc.filter((entry) => entry.depth >= from && entry.depth <= to);
  if (page.frontmatter.tableOfContents === false || (page.frontmatter.tableOfContents === undefined && page.frontmatter.hide_table_of_contents === true)) page.frontmatter.outline ??= false;
  pageLinks(page.frontmatter);
  const image = page.frontmatter.hero?.image;
  if (image && isRelativeFile(image.src)) image.src = input.fileUrl(relativePath, image.src);
  if (page.frontmatter.pageType === 'home') {
    for (const item of [...(page.frontmatter.hero?.actions ?? []), ...(page.frontmatter.features ?? [])]) {
      if (item.link) item.link = slashless(item.link, page, known, input.config);
    }
  }
  const data: PageData = { contractVersion: CONTRACT_VERSION, page, body: BODY as unknown as PageData['body'], langLinks: langLinks(route, input.langs, input.config, known) };
  const versions = versionLinks(route, input.config, known);
  if (versions) data.versionLinks = versions;
  const module = input.modules.client.get(relativePath);
  if (module) data.module = module;
  if (page.frontmatter.overview) data.overview = routeOverview(input.sectionConfig(), route, input.routeEntries.sources, (file) => input.entries.get(file));
  if (extenders.length > 0) {
    // The hooks see the whole entry, its plain text too; the data file keeps what the renderer reads.
    const whole = withContent(page, () => input.entries.full(relativePath)!.content);
    for (const plugin of extenders) {
      const result = await input.plugins.call(plugin, 'extendPageData', whole, input.isProd);
      if (result !== undefined) (data.pluginData ??= {})[plugin.name] = result;
    }
    delete (whole as Partial<PluginPage>).content;
  }
  return { data, bodyText, bodyStamp: input.bodyStamp?.(relativePath) };
}

/**
 * A home page's site path written for a site whose pages are folders
 * (Starlight's `/guides/example/`), without its trailing slash when only
 * the page has the route: the link check let it pass for that page.
 */
function slashless(link: string, page: { lang: string; version: string }, known: KnownRoutes, config: SiteConfig): string {
  const [pathname = '', rest = ''] = /^([^?#]*)(.*)$/.exec(link)!.slice(1);
  if (!pathname.startsWith('/') || !pathname.endsWith('/') || pathname === '/') return link;
  const placed = withPlacePrefix(pathname, page.version, page.lang, config);
  return folderStyleRoute(placed, (route) => known.has(route)) === placed.slice(0, -1) ? pathname.slice(0, -1) + rest : link;
}

/**
 * The levels of the headings a page's outline lists, so the theme gets only
 * those: VitePress's `outline` (one level, a range, `deep`), else Starlight's
 * `tableOfContents` (`{ minHeadingLevel, maxHeadingLevel }`), else Docusaurus's
 * `toc_min_heading_level` and `toc_max_heading_level`; every level
 * (h2 to h4) by default.
 */
function outlineLevels({ outline, tableOfContents: toc, toc_min_heading_level: min, toc_max_heading_level: max }: PageData['page']['frontmatter']): [number, number] {
  const levels = outline ?? (typeof toc === 'object' ? [toc.minHeadingLevel ?? 2, toc.maxHeadingLevel ?? 3] : min !== undefined || max !== undefined ? [min ?? 2, max ?? 3] : undefined);
  return typeof levels === 'number' ? [levels, levels] : Array.isArray(levels) ? [levels[0], levels[1]] : [2, 4];
}

/**
 * The links at the end of a doc page as the theme reads them: VitePress's and
 * Starlight's `prev` and `next` (a text, or `{ text | label, link }`) as
 * `{ text, link }`, and Docusaurus's `pagination_prev: null` as `prev: false`.
 */
function pageLinks(frontmatter: PageData['page']['frontmatter']): void {
  for (const [key, docusaurus] of [['prev', 'pagination_prev'], ['next', 'pagination_next']] as const) {
    const value = frontmatter[docusaurus] === null ? false : frontmatter[key];
    if (typeof value === 'string') frontmatter[key] = { text: value };
    else if (typeof value === 'object') frontmatter[key] = { ...(value.text ?? value.label ? { text: value.text ?? value.label } : {}), ...(value.link !== undefined && { link: value.link }) };
    else if (value === false) frontmatter[key] = false;
  }
}

/**
 * The entry with its plain text, read when a hook first asks for it: the
 * built-in last-updated plugin, on every page, never does, and parsing every
 * page's text was most of what the hooks cost.
 */
function withContent(page: PageData['page'], load: () => string): PluginPage {
  let content: string | undefined;
  return Object.defineProperty(page, 'content', {
    enumerable: true,
    configurable: true,
    get: () => (content ??= load()),
    set: (value: string) => {
      content = value;
    },
  }) as unknown as PluginPage;
}

/** What a page's HTML is made of besides its title and rendered body, which `renderPage` makes from the same data; and its URL. */
type Parts = Omit<HtmlParts, 'title' | 'body'> & { url: string };

async function htmlParts(input: Rendering, routePath: string, data: PageData | null, known: KnownRoutes, dataUrl: string | undefined): Promise<Parts> {
  const { config, langs } = input;
  const lang = data?.page.lang ?? langOfPath(routePath, langs, config);
  const version = data?.page.version ?? versionOf(routePath, config);
  const url = config.base + encodePath(routePath.slice(1));
  const local = localOf(routePath, lang, config);
  // hreflang alternates are the page's translations in its own version: a fallback page is none, and has none.
  const alternates = langs
    .map((other): [string, string] => [other, placePrefix(version, other, config) + local])
    .filter(([other, path]) => data && !data.page.fallback && other !== lang && known.has(path) && !input.routeEntries.get(path)!.fallback)
    .map(([other, path]): [string, string] => [other, pageUrl(path, config.base, config.route.cleanUrls)]);
  const locale = config.locales.find((l) => l.lang === lang);
  const head: HeadTag[] = data ? frontmatterHead(data.page.frontmatter) : [];
  for (const plugin of input.hooks.head) {
    const tags = await input.plugins.call(plugin, 'head', { routePath, lang, version, url, page: data?.page ?? null, config });
    if (Array.isArray(tags)) head.push(...tags);
  }
  const image = data?.page.frontmatter.image ?? config.image;
  return {
    url,
    lang,
    description: data?.page.description || (locale?.description ?? config.description),
    social: data ? { type: isHome(data, local) ? 'website' : 'article', siteName: locale?.title ?? config.title, image: image && socialImageUrl(image, config.base) } : undefined,
    routePath,
    data: dataUrl,
    alternates,
    assets: withMessages(data?.module ? withModule(input.assets, data.module) : input.assets, lang),
    routes: input.routes,
    sidebars: input.sidebars.urls,
    tail: input.tail,
    head,
  };
}

/** A language's home page, or a page laid out as one: a website, where every other page is an article. */
function isHome(data: PageData, local: string): boolean {
  return local === '/' || data.page.frontmatter.pageType === 'home';
}

/** A social card image as written when it is a web address, else a file of the site (`public/`) under the base. */
function socialImageUrl(image: string, base: string): string {
  return /^(https?:)?\/\//i.test(image) ? image : base + image.replace(/^\//, '');
}

/** A page's HTML loads its language's UI strings with the theme (English for a language that has none of its own). */
function withMessages(assets: ClientAssets, lang: string): ClientAssets {
  const messages = assets.messages[lang] ?? assets.messages.en;
  return messages ? { ...assets, preloads: [...assets.preloads, messages] } : assets;
}

/** A compiled page's HTML also loads its module, the chunks it imports and its styles, in parallel with the theme's. */
function withModule(assets: ClientAssets, module: NonNullable<PageData['module']>): ClientAssets {
  return { ...assets, styles: [...assets.styles, ...module.css], preloads: [...assets.preloads, module.js, ...module.preload] };
}

/** Whether `file` belongs to the theme module: is it, or, for a folder's `index.*`, lies in that folder. */
function inTheme(theme: string | undefined, file: string): boolean {
  if (!theme) return false;
  return file === theme || (/^index\.[cm]?[jt]sx?$/.test(path.basename(theme)) && file.startsWith(path.dirname(theme) + path.sep));
}

/** `/` → `index.html`, `/api/` → `api/index.html`, `/guide/x` → `guide/x.html`. */
export function htmlFile(routePath: string): string {
  const local = routePath.slice(1);
  return local === '' || local.endsWith('/') ? `${local}index.html` : `${local}.html`;
}
