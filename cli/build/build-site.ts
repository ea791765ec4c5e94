import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import { routeBucket, routeBucketCount } from '../../schemas/route-bucket.js';
import type { PageModuleAssets } from '../../schemas/page-data.js';
import type { RouteEntry } from '../../schemas/routes.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import type { SiteFile } from '../../schemas/site-data.js';
import { decodePath } from '../../schemas/site-paths.js';
import { bodyOf, bodyPath, modulePath } from '../pipeline/body-path.js';
import { indexLocked, type IndexSummary } from '../pipeline/index-site.js';
import { outDirOf } from '../config/resolve-config.js';
import { indexFile } from '../output/index-set.js';
import { DistOverlay } from '../output/dist-overlay.js';
import { LineReader } from '../output/line-reader.js';
import { removeDeadDists } from '../output/leftovers.js';
import { busyMessage, withSiteLock } from '../output/site-lock.js';
import { contentHash } from '../pipeline/routes.js';
import { checkLinks } from './check-links.js';
import { LINK_VERDICTS } from './link-verdicts.js';
import { RenderedAnchors } from './rendered-anchors.js';
import { checkConfigLinks } from './check-config-links.js';
import { deadLinkFilter } from './ignore-dead-links.js';
import { folderNavs, withFolderNavs } from './folder-nav.js';
import { loadSidebarsFiles } from './sidebars-file.js';
import { GeneratedSidebars, generatedSidebars, SIDEBAR_FACTS, sidebarsWithFacts, withGeneratedSidebars, type SidebarFacts } from './generated-sidebars.js';
import { homeLinks } from './home-links.js';
import { checkIcon } from './site-icon.js';
import { copyPublic, publicFolder } from './public-dir.js';
import { LocalFiles } from './local-files.js';
import { LOCAL_PREFIX } from '../pipeline/page-assets.js';
import { reportPageBundleErrors, reportPrerenderFailures } from './build-errors.js';
import { bundleClient, bundleServer, pluginEsbuild, type ClientAssets, type PluginModules, type SiteBundleInput } from './bundle.js';
import type { DocsitePlugin } from '../../schemas/plugin.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { pluginComponentModules } from '../config/site-components.js';
import { runAfterBuild } from '../plugins/after-build.js';
import { pluginStep } from '../plugins/index-hooks.js';
import { browserModule } from '../plugins/package-modules.js';
import { isBuildFailure, reportBuildErrors } from './esbuild-errors.js';
import { bundlePageModules, pageBatches, type ModulePage, type PageModulesOutput } from './page-modules.js';
import type { Message } from 'esbuild';
import { overviewDataUrl, routeOverview } from './overview.js';
import { RouteTable } from './route-table.js';
import { PageEntries } from './page-entries.js';
import { writeLocalIndexesAside, type LocalIndexSummary, type TimedSummary } from '../search/write-local-index.js';
import { manifestPath, searchIndexNames, type SearchManifest } from '../../schemas/search-index.js';
import { htmlFile, pageRenderer, prerender, PrerenderError, type PageRenderer, type PrerenderInput, type ServerEntry } from './prerender.js';
import { sharedNames } from './shared-modules.js';
import { BUILD_ID } from '../build-id.js';
import { OutputKeys } from './output-keys.js';
import { bundleCache } from './bundle-cache.js';
import { relinkBody, type Relinks } from './relink.js';
import { loadServerBundle } from './server-module.js';
import { loadI18nTexts } from './i18n-texts.js';
import { loadShowcase } from './showcase.js';
import { joinBelow, relativePosix } from '../relative-path.js';

export interface BuildOptions {
  siteDir: string;
  /** Index and cache folder; default `<siteDir>/.docsite`. */
  outDir?: string | undefined;
  /** Where the site is written; default `<siteDir>/dist`. */
  distDir?: string | undefined;
  cache?: boolean | undefined;
  threads?: number | undefined;
  /** Extra markup for the end of every page's <body>: the dev server's reload client. */
  htmlTail?: string | undefined;
  /**
   * `on-request`: write no page HTML or data and no search index, and return a
   * renderer instead (the dev server renders the page a browser asks for).
   */
  pages?: 'all' | 'on-request' | undefined;
  onProgress?: ((phase: 'index' | 'render', done: number, total: number) => void) | undefined;
  /** The dev server's: what its rebuilds read of the pages' entries for the generated sidebars, kept between them. */
  sidebarFacts?: SidebarFacts | undefined;
  /**
   * With `pages: 'on-request'`: the dev server's preview, from skimmed pages (`IndexOptions.skim`), checking
   * no links; a page that the preview cannot show fails to render.
   */
  skim?: boolean | undefined;
}

export interface BuildSummary {
  index: IndexSummary;
  distDir: string;
  /** The config's `base`, which the site must be served under. */
  base: string;
  pages: number;
  /** Pages whose HTML was rendered; the others' came out of the same key as in the output this build replaced, and were linked from it. */
  rendered: number;
  /** The local search index written, when the site uses the local engine. */
  search: LocalIndexSummary | undefined;
  /** `afterBuildMs` is there when a plugin has the hook: with none, the step is an await, whose time says only how busy the machine was. */
  timings: { indexMs: number; bundleMs: number; prerenderMs: number; searchMs: number; afterBuildMs?: number; totalMs: number };
  /** Milliseconds each plugin's hooks took, by plugin name (concurrent hooks overlap). */
  pluginMs: Record<string, number>;
  /** With `pages: 'on-request'`: what renders the site's pages and writes its search index. */
  onRequest?: OnRequestSite;
}

/** A site built with `pages: 'on-request'`, served until `close()`: the index outputs it reads stay in place until then. */
export interface OnRequestSite {
  renderer: PageRenderer;
  /** The folder that the renderer's failures name their pages below. */
  docsDir: string;
  /** Routes by the path of their data file below the base (`/static/pages/…json`). */
  dataRoutes: Map<string, RouteEntry>;
  /** Writes the local search index into `dir`, in another thread; undefined when the site searches with Algolia or not at all. */
  writeSearch: ((dir: string) => Promise<TimedSummary>) | undefined;
  close(): void;
}

export interface BuildResult {
  ok: boolean;
  /** Every error, warning and info of the run, pre-render failures included. */
  messages: VFileMessage[];
  summary: BuildSummary | undefined;
}

/**
 * `docsite build`: index the site (with page bodies), bundle the theme, and
 * pre-render every route into a fresh folder that replaces `dist/` only when
 * everything succeeded, so a failed build leaves the previous site intact.
 */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  return withSiteLock(outDirOf(options), () => buildLocked(options), (busy) => ({ ok: false, messages: [busyMessage(busy)], summary: undefined }));
}

async function buildLocked(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const distDir = path.resolve(options.distDir ?? path.join(path.resolve(options.siteDir), 'dist'));
  // First: a build that fails must still find the previous site a killed one was swapping out.
  removeDeadDists(distDir);
  const isProd = options.pages !== 'on-request';
  const indexed = await indexLocked({ ...options, distDir, bodies: isProd || 'on-request', isProd, onProgress: (done, total) => options.onProgress?.('index', done, total) });
  if (!indexed.ok || !indexed.summary) return { ok: false, messages: indexed.messages, summary: undefined };
  const index = indexed.summary;
  const indexMs = performance.now() - started;
  const siteDir = path.resolve(options.siteDir);
  const files = new Map<string, VFile>();
  const vfile = (file: string) => files.get(file) ?? files.set(file, new VFile({ path: file })).get(file)!;
  const { config: written, langs } = readJson<SiteFile>(index.outDir, 'site.json');
  const docsDir = path.resolve(siteDir, written.root);
  const entries = new PageEntries(index.outDir, index.pageTable);
  // A rebuild with the cache changes the site in place; any other build swaps a whole new one in.
  const output = new DistOverlay(distDir, isProd && options.cache !== false);
  const { staging } = output;
  // The theme's bundles and the output's keys are kept per output folder, for the next build to reuse.
  const themeDir = path.join(index.outDir, 'cache', `theme-${contentHash(distDir).slice(0, 8)}`);
  mkdirSync(themeDir, { recursive: true });
  // `--no-cache` renders every page again too.
  let outputKeys = isProd ? new OutputKeys(themeDir, distDir, options.cache !== false) : undefined;
  const localSearch = written.search !== false && written.search.provider === 'local';
  const searchIndexes = searchIndexNames(langs, written.multiVersion.versions);
  // An index is kept when its records, and the docsite build that turns them into files, are the same.
  const searchKeys: Record<string, string> = Object.fromEntries(
    localSearch && index.searchSources ? searchIndexes.map((name) => [name, contentHash(`${BUILD_ID}\0${index.searchSources![name] ?? ''}`)]) : [],
  );
  // In a thread of its own, as it reads only the index: started once the link check has run (beside it, the thread
  // took a 2 × 50,000 build's peak from ~515 to 574–656 MiB), it runs beside the sidebars, the bundle and the
  // pre-render (at 2 × 2,000 pages, 21.5 s against 23.5 s for the search index and the pre-render in turn; a rebuild
  // no longer waits for the thread at its end), and its garbage stays out of this heap.
  let searching: Promise<TimedSummary> | undefined;
  const stopSearch = new AbortController();
  const startSearch = () => {
    if (!localSearch || !outputKeys) return;
    const keys = outputKeys;
    const reuse = searchIndexes.filter((name) => searchKeys[name] !== undefined && keys.previousSearch[name] === searchKeys[name]);
    // With each index, the list of its pages, by which the next build patches it.
    const lists = {
      previous: Object.fromEntries(searchIndexes.flatMap((name) => [keys.previousSearchPages(name)].flatMap((file) => (file ? [[name, file]] : [])))),
      out: Object.fromEntries(searchIndexes.map((name) => [name, keys.searchPagesOut(name)])),
    };
    searching = writeLocalIndexesAside(index.outDir, staging, searchIndexes, output.previous !== undefined ? { dir: output.previous, reuse, inPlace: output.keepsInPlace } : undefined, index.searchRanges, lists, stopSearch.signal);
    // Awaited below: until then a failure must not count as unhandled.
    searching.catch(() => undefined);
  };
  // The search thread writes into the staging folder: a failed step stops it, and waits for it before removing the folder.
  const removeStaging = async () => {
    stopSearch.abort();
    await searching?.catch(() => undefined);
    output.discard();
  };
  let keepEntries = false;
  try {
    // Where the index found each language's pages: the folders the sidebars and link checks read.
    const { folders } = index.resolved;
    const publicDir = publicFolder(siteDir, docsDir);
    const navFiles = folderNavs(written, siteDir, docsDir, folders, langs, vfile);
    // What the theme shows: the config, with each language's `_nav.json` when the config gives it no nav.
    const config = withFolderNavs(written, navFiles);
    // The entries' own strings: a path made here is a slice of an absolute one, which it keeps (~120 bytes a page for the whole build).
    const routes = new RouteTable(readRoutes(index.outDir), (r) => entries.path(relativePosix(docsDir, path.resolve(siteDir, r.filePath)))!, { base: written.base, docsRoot: relativePosix(siteDir, docsDir) });
    const { sources } = routes;
    const hashOf = (relativePath: string) => entries.hash(relativePath)!;
    const showcase = loadShowcase(siteDir, vfile);
    const i18n = loadI18nTexts(siteDir, langs, vfile) ?? {};
    // Marked links to files beside pages, by route: their content decides the page's data URL too.
    const localLinks = new Map<string, string>();
    // Links written as a page's file that a slug moved away from their route, by route: what each page's body links instead.
    const relinked = new Map<string, [written: string, to: string, loaded?: true][]>();
    let routeOf: Map<string, string> | undefined;
    const relinkedOf = (relativePath: string) => (relinked.size === 0 ? undefined : relinked.get((routeOf ??= new Map([...routes.sourceEntries()].map(([route, file]) => [file, route]))).get(relativePath)!));
    const deadLinks = deadLinkFilter(index.resolved.ignoreDeadLinks);
    // Dev renders a page only when asked for it: there, such a link is a warning.
    const renderedAnchors = isProd ? new RenderedAnchors() : undefined;
    // A preview knows no page's links or anchors: the full build checks them.
    if (!options.skim) checkLinks({
      base: config.base,
      siteDir,
      docsDir,
      folders,
      config,
      pages: new Map([...routes.sourceEntries()].map(([route, file]) => [route, joinBelow(docsDir, file)])),
      fallbacks: new Set(routes.fallbackPaths()),
      linksOf: (route) => {
        const relativePath = sources.get(route)!;
        return index.links(relativePath, hashOf(relativePath));
      },
      onLocal: (route, urls) => localLinks.set(route, urls.join('\n')),
      hashOf: (route) => hashOf(sources.get(route)!),
      // What else decides where a link leads and which anchors a page has: the docsite build, what every entry is made with, the config, the folders.
      verdicts: { file: path.join(index.outDir, 'cache', LINK_VERDICTS), read: options.cache !== false, settings: [BUILD_ID, index.entriesKey, config, docsDir, publicDir, deadLinks.key] },
      ignored: deadLinks.ignored,
      rendered: renderedAnchors,
      publicDir,
      drafts: index.drafts,
      // Applied to a data page's body as it is read, and to a compiled page's code as it is bundled.
      relink: (route, written, to, loaded) => {
        const links = relinked.get(route) ?? relinked.set(route, []).get(route)!;
        links.push(loaded ? [written, to, loaded] : [written, to]);
      },
      vfile,
    });
    startSearch();
    checkIcon(config, siteDir, publicDir, vfile);
    const entryStamp = (relativePath: string) => `${index.entriesKey}:${hashOf(relativePath)}`;
    // Read again by every build: a dev server's rebuild after an edit to it is told no more than that a file changed.
    const sidebarsFiles = await loadSidebarsFiles(index.resolved, vfile);
    // The facts of another docsite build may lack what this one reads of an entry (`id`, `displayed_sidebar`).
    const sidebarSite = { config, siteDir, docsDir, folders, routes, entries, entryStamp: (relativePath: string) => `${BUILD_ID}:${entryStamp(relativePath)}`, sidebarsFiles, vfile };
    // Dev keeps the facts between its rebuilds; a build, in a file for the next build (which `--no-cache` does not read).
    const folderSidebars = options.sidebarFacts
      ? generatedSidebars({ ...sidebarSite, facts: options.sidebarFacts })
      : sidebarsWithFacts(sidebarSite, path.join(index.outDir, 'cache', SIDEBAR_FACTS), options.cache !== false);
    options.sidebarFacts?.settle();
    if (!options.skim) checkConfigLinks({ config: written, siteDir, docsDir, folders, publicDir, routes, index, entries, navFiles, metaLinks: folderSidebars.links, vfile, ignored: deadLinks.ignored });
    const messages = () => [...indexed.messages, ...[...files.values()].flatMap((f) => f.messages)];
    const failed = (): BuildResult => ({ ok: false, messages: messages(), summary: undefined });
    const anyError = () => [...files.values()].some((f) => f.messages.some((m) => m.fatal));
    if (anyError()) {
      await removeStaging();
      return failed();
    }
    const sidebars = new GeneratedSidebars(folderSidebars.byPlace, output, config.base);
    // Overview pages list the sections of generated sidebars too. Made for each step that reads it, whose
    // parsed sidebars are let go after it, not held through the pre-render.
    const sectionConfig = () => withGeneratedSidebars(config, sidebars);
    const localFiles = new LocalFiles(output, config.base);
    if (folderSidebars.overviews.size > 0) setOverviewUrls(sectionConfig(), routes, folderSidebars.overviews, entries);
    setLocalFileUrls(routes, localLinks, localFiles, (route) => joinBelow(docsDir, sources.get(route)!));
    setRelinkedUrls(routes, relinked);
    const bundleStarted = performance.now();
    const { plugins } = index;
    const navs = Object.fromEntries([...navFiles].map(([folder, { nav }]) => [folder, nav]));
    const input: SiteBundleInput = { langs, config, showcase, i18n, navs, homes: homeLinks(sectionConfig(), routes), overview: folderSidebars.overviews.size > 0, components: config.components && path.resolve(siteDir, config.components), theme: index.resolved.theme, siteDir, plugins: pluginModules(index.resolved) };
    const serverFile = path.join(themeDir, 'entry-server.cjs');
    const modulePages = compiledPages(routes, entries, index.bodiesDir!, docsDir, relinked);
    // A plugin's esbuild plugins may read anything: their bundles are never reused.
    const reuse = options.cache !== false && !plugins.has('esbuild');
    // A compiled page's data URL changes with the files beside it that it links to, which its module names too.
    const compiled = new Set(modulePages.map((page) => page.relativePath));
    const dataUrls = new Map<string, string>();
    for (const [routePath, relativePath] of routes.sourceEntries()) {
      if (compiled.has(relativePath)) dataUrls.set(relativePath, routes.get(routePath)!.preload);
    }
    const bundled = await bundleAll(input, modulePages, { output, distDir, themeDir, serverFile, localFiles, reuse, plugins: plugins.plugins, dataUrls, devBatches: !isProd }, vfile, docsDir);
    if (!bundled) {
      await removeStaging();
      return failed();
    }
    const { assets, modules, server, serverHash, saveCodeCache } = bundled;
    // Named by the theme's bundle, not by the routes: an edit to one page leaves every other page's HTML as it was.
    // A tab of an older theme finds no bucket in the new folder, and a full load replaces it.
    // The count is in the folder's name too: a tab that counts otherwise finds no bucket in it.
    const bucketCount = routeBucketCount(routes.size);
    const routeBuckets = { url: `${config.base}static/routes/${contentHash(`${JSON.stringify(assets)}\0${bucketCount}`).slice(0, 10)}/`, count: bucketCount };
    writeBuckets(output, routeBuckets.url.slice(config.base.length), routes, bucketCount);
    const bundleMs = performance.now() - bundleStarted;
    const previousDir = output.previous;
    if (existsSync(publicDir) && !copyPublic(publicDir, siteDir, output, vfile)) {
      await removeStaging();
      return failed();
    }
    const renderStarted = performance.now();
    const renderInput: PrerenderInput = {
      config,
      langs,
      routeEntries: routes,
      routes: routeBuckets,
      tail: options.htmlTail,
      entries,
      preview: index.previewOnRequest,
      bodyText: async (relativePath) => relinkBody(localFiles.replaceIn(await readBody(index, relativePath, hashOf(relativePath)), joinBelow(docsDir, relativePath)), relinkedOf(relativePath)),
      fileUrl: (relativePath, file) => localFiles.replaceIn(LOCAL_PREFIX + file, joinBelow(docsDir, relativePath)),
      // The files beside a page that its body links to are in its data URL, which the key has too.
      bodyStamp: (relativePath) => entries.bodyStamp(relativePath),
      entryStamp,
      server,
      serverFile,
      output,
      assets,
      modules,
      onPage: (done, total) => options.onProgress?.('render', done, total),
      sidebars,
      sectionConfig,
      plugins,
      isProd,
      theme: index.resolved.theme,
      // docsite's own build (its HTML template and page data) and the pre-render bundle (the theme, the config, your components).
      renderKey: contentHash(`${BUILD_ID}\0${serverHash}`),
      outputKeys,
      anchors: renderedAnchors,
    };
    let onRequest: OnRequestSite | undefined;
    let pages = routes.size;
    let rendered = 0;
    let kept = new Set<string>();
    const renderer = pageRenderer(renderInput);
    const hooks = <T>(work: () => Promise<T>) => pluginStep(index.resolved, vfile, work);
    const pluginFailure = async () => {
      await removeStaging();
      return failed();
    };
    if (options.pages === 'on-request') {
      const notFound = await hooks(() => renderer.notFoundPages()).catch((error: unknown) => {
        if (!(error instanceof PrerenderError)) throw error;
        reportPrerenderFailures([error], siteDir, docsDir, vfile);
        return undefined;
      });
      if (!notFound) return pluginFailure();
      for (const [file, html] of notFound) output.write(file, html);
      onRequest = {
        renderer,
        docsDir,
        dataRoutes: new Map([...routes].map((route) => [decodePath(`/${route.preload.slice(config.base.length)}`), route])),
        writeSearch: localSearch ? (dir) => writeLocalIndexesAside(index.outDir, dir, searchIndexes) : undefined,
        close: () => {
          entries.close();
          index.copies?.close();
        },
      };
    } else {
      const result = await hooks(() => prerender(renderInput, renderer));
      if (!result) return pluginFailure();
      if (result.failures.length > 0) {
        await removeStaging();
        reportPrerenderFailures(result.failures, siteDir, docsDir, vfile);
        return failed();
      }
      // A link whose anchor the target page's HTML lacks.
      if (anyError()) {
        await removeStaging();
        return failed();
      }
      pages = result.pages;
      rendered = result.rendered;
      kept = result.kept;
    }
    // After rendering, so that the cache has the functions the render compiled too.
    saveCodeCache();
    const prerenderMs = performance.now() - renderStarted;
    const { summary: search, ms: searchMs } = (await searching) ?? { summary: undefined, ms: 0 };
    // Indexes kept whole stay where they are, when the site changes in place.
    if (output.keepsInPlace) for (const name of search?.kept ?? []) keepIndex(output, name);
    const afterBuildStarted = performance.now();
    const afterBuild = await hooks(async () => {
      await runAfterBuild({
        plugins,
        config: sectionConfig(),
        langs,
        isProd,
        routes,
        kept,
        docsDir,
        entries,
        renderer,
        output,
        html: async (route) => (onRequest ? (await renderer.render(route)).html : readFileSync(output.pathOf(htmlFile(route.path)), 'utf8')),
      });
      return true;
    });
    if (!afterBuild) return pluginFailure();
    const afterBuildMs = plugins.with('afterBuild').length > 0 ? performance.now() - afterBuildStarted : undefined;
    output.commit();
    outputKeys?.commit(distDir, searchKeys);
    outputKeys = undefined;
    keepEntries = onRequest !== undefined;
    return {
      ok: true,
      messages: messages(),
      summary: { index, distDir, base: config.base, pages, rendered, search, timings: { indexMs, bundleMs, prerenderMs, searchMs, afterBuildMs, totalMs: performance.now() - started },
        pluginMs: Object.fromEntries([...plugins.timings].map(([name, ms]) => [name, Math.round(ms)])),
        onRequest,
      },
    };
  } catch (error) {
    await removeStaging();
    throw error;
  } finally {
    // Unless committed: the previous output's keys stay with it.
    outputKeys?.discard();
    if (!keepEntries) {
      entries.close();
      index.copies?.close();
    }
  }
}

/** A page's body: its file, or in dev a data page's rendered on request (a build's body, for the same source, is used as it stands). */
async function readBody(index: IndexSummary, relativePath: string, hash: string): Promise<string> {
  try {
    return bodyOf(readFileSync(bodyPath(index.bodiesDir!, hash), 'utf8'));
  } catch (error) {
    if (!index.bodyOnRequest || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return index.bodyOnRequest(relativePath);
  }
}

let loadedServer: { stamp: string; hash: string; entry: ServerEntry; saveCodeCache(): void } | undefined;

/**
 * The pre-render bundle, evaluated again only when its content changed (in dev, a theme, config or components edit).
 * Its stamp is that of its file, which esbuild writes anew, not a hash of its content: reading and hashing it was 30 ms
 * of each dev rebuild at 2 × 2,000 pages. The content hash is taken only for a new file.
 */
function loadServerEntry(file: string): { hash: string; entry: ServerEntry; saveCodeCache(): void } {
  const { ino, mtimeMs, size } = statSync(file);
  const stamp = `${file}:${ino}:${mtimeMs}:${size}`;
  if (loadedServer?.stamp !== stamp) {
    const hash = contentHash(readFileSync(file, 'utf8'));
    if (loadedServer?.hash === hash) loadedServer = { ...loadedServer, stamp };
    else {
      const { exports, saveCodeCache } = loadServerBundle(file, hash);
      loadedServer = { stamp, hash, entry: exports as ServerEntry, saveCodeCache };
    }
  }
  return loadedServer;
}

/** The pages compiled to modules (`modulePath` beside their body), in route order. */
function compiledPages(routes: RouteTable, entries: PageEntries, bodiesDir: string, docsDir: string, relinked: ReadonlyMap<string, Relinks>): ModulePage[] {
  const pages: ModulePage[] = [];
  for (const [route, relativePath] of routes.sourceEntries()) {
    if (!entries.compiledPage(relativePath)) continue;
    const importsFrom = routes.get(route)!.fallback ? joinBelow(docsDir, entries.get(relativePath)!._relativePath) : undefined;
    pages.push({ relativePath, source: joinBelow(docsDir, relativePath), importsFrom, compiled: modulePath(bodiesDir, entries.hash(relativePath)!), relinks: relinked.get(route) });
  }
  return pages;
}

/**
 * The theme (browser and pre-render) and the compiled pages, or undefined
 * when esbuild failed: its errors are reported on the author's files
 * (the components module, a page's import, a component's syntax).
 */
async function bundleAll(
  input: SiteBundleInput,
  pages: ModulePage[],
  out: {
    output: DistOverlay;
    distDir: string;
    /** The bundles' cache folder, kept per output folder. */
    themeDir: string;
    serverFile: string;
    localFiles: LocalFiles;
    reuse: boolean;
    plugins: readonly DocsitePlugin[];
    dataUrls: Map<string, string>;
    /** The dev server's page batches (`pageBatches`). */
    devBatches: boolean;
  },
  vfile: (file: string) => VFile,
  docsDir: string,
): Promise<{ assets: ClientAssets; modules: PageModulesOutput; server: ServerEntry; serverHash: string; saveCodeCache(): void } | undefined> {
  const { config, siteDir } = input;
  const cache = bundleCache<ClientAssets>(path.join(out.themeDir, 'bundles.json'), input, out.distDir);
  let assets = out.reuse ? cache.reuse((file) => out.output.keep(file)) : undefined;
  try {
    if (!assets) {
      cache.save(undefined);
      const [client, server] = await Promise.all([
        bundleClient(input, out.output.staging, config.base, pluginEsbuild(out.plugins, 'client')),
        bundleServer(input, out.serverFile, pluginEsbuild(out.plugins, 'server')),
      ]);
      cache.save({ value: client.assets, files: client.files, serverFiles: [out.serverFile], metafiles: [client.metafile, server] });
      assets = client.assets;
    }
  } catch (error) {
    if (!isBuildFailure(error)) throw error;
    const fallbackFile = input.components ?? input.theme ?? path.join(siteDir, 'docsite.config.ts');
    reportBuildErrors(error.errors, vfile, { cwd: siteDir, fallbackFile, ruleId: 'components-module', fix: 'Fix the components module (the config\'s `components`), the theme module (`theme`) or a file they import: they are bundled with the theme.' });
    return undefined;
  }
  const { entry: server, hash: serverHash, saveCodeCache } = loadServerEntry(out.serverFile);
  try {
    const names = sharedNames(server.shared);
    const pagesDir = path.join(out.themeDir, 'pages');
    const batches = pageBatches(pages, out.devBatches).map((batch) => {
      const serverDir = path.join(pagesDir, batch.id);
      // Kept like the theme's, per batch: an edit to a page that needs no JavaScript bundles no page again.
      const cache = bundleCache<{ client: [string, PageModuleAssets][]; server: [string, string][] }>(
        path.join(pagesDir, `${batch.id}.json`),
        { pages: batch.pages.map((page) => [page.relativePath, page.compiled, out.dataUrls.get(page.relativePath)]), names, config, serverDir },
        out.distDir,
        siteDir,
      );
      const files: string[] = [];
      const kept = out.reuse ? cache.reuse((file) => files.push(file) > 0) : undefined;
      return { batch, serverDir, cache, kept, files };
    });
    removeOtherBatches(pagesDir, new Set(batches.map(({ batch }) => batch.id)));
    const modules: PageModulesOutput = { client: new Map(), server: new Map() };
    // Every batch's errors, so that a component that fails in pages of several batches is reported once with all of them.
    const errors: Message[] = [];
    for (const { batch, serverDir, cache, kept } of batches) {
      if (kept) continue;
      cache.save(undefined);
      let bundled: Awaited<ReturnType<typeof bundlePageModules>>;
      try {
        bundled = await bundlePageModules({ pages: batch.pages, siteDir, config, distDir: out.output.staging, serverDir, sharedNames: names, localFiles: out.localFiles });
      } catch (error) {
        if (!isBuildFailure(error)) throw error;
        errors.push(...error.errors);
        continue;
      }
      cache.save({ ...bundled, value: { client: [...bundled.modules.client], server: [...bundled.modules.server] } });
      for (const [page, assets] of bundled.modules.client) modules.client.set(page, assets);
      for (const [page, file] of bundled.modules.server) modules.server.set(page, file);
    }
    if (errors.length > 0) {
      reportPageBundleErrors(errors, siteDir, docsDir, vfile);
      return undefined;
    }
    // After the bundling: a chunk that a bundled batch has too (its name is its content's hash) is then not kept by
    // a link that the bundler would write through, into the site being replaced.
    for (const { kept, files } of batches) {
      if (!kept) continue;
      for (const file of files) if (!existsSync(path.join(out.output.staging, file))) out.output.keep(file);
      for (const [page, assets] of kept.client) modules.client.set(page, assets);
      for (const [page, file] of kept.server) modules.server.set(page, file);
    }
    return { assets, modules, server, serverHash, saveCodeCache };
  } catch (error) {
    if (!isBuildFailure(error)) throw error;
    reportPageBundleErrors(error.errors, siteDir, docsDir, vfile);
    return undefined;
  }
}

/** The cache of batches no longer made (a record, a folder of server modules): the site lost pages with code. */
function removeOtherBatches(pagesDir: string, ids: Set<string>): void {
  if (!existsSync(pagesDir)) return;
  for (const name of readdirSync(pagesDir)) if (!ids.has(name.replace(/\.json$/, ''))) rmSync(path.join(pagesDir, name), { recursive: true, force: true });
}

/** Routes as served: a page that uses files beside it gets a data URL that also changes with their content. */
function setLocalFileUrls(routes: RouteTable, localLinks: Map<string, string>, localFiles: LocalFiles, fileOf: (route: string) => string): void {
  for (const [routePath, links] of localLinks) {
    const hashes = localFiles.hashesIn(links, fileOf(routePath));
    if (hashes.length > 0) setDataHash(routes, routePath, (hash) => hash + hashes.join(''));
  }
}

/** Routes as served: a page whose links were given their pages' routes has a data URL that changes with them. */
function setRelinkedUrls(routes: RouteTable, relinked: Map<string, Relinks>): void {
  for (const [routePath, links] of relinked) setDataHash(routes, routePath, (hash) => hash + JSON.stringify(links));
}

/** A route's data URL with its hash made from `mixed` of the one it had. */
function setDataHash(routes: RouteTable, routePath: string, mixed: (hash: string) => string): void {
  const route = routes.get(routePath)!;
  routes.set({ ...route, preload: route.preload.replace(/\.([0-9a-f]{8})\.json$/, (_, hash: string) => `.${contentHash(mixed(hash)).slice(0, 8)}.json`) });
}

/** Routes as served: an overview page's data URL also changes with the pages it lists. */
function setOverviewUrls(config: SiteConfig, routes: RouteTable, overviews: Set<string>, entries: PageEntries): void {
  for (const routePath of overviews) {
    const route = routes.get(routePath)!;
    routes.set({ ...route, preload: overviewDataUrl(route.preload, routeOverview(config, route, routes.sources, (file) => entries.get(file))) });
  }
}

/** The routes of `routes.json`, one a line (`writeRoutes`), read as they are used: the build holds them as a `RouteTable`. */
function* readRoutes(outDir: string): Generator<RouteEntry> {
  const lines = LineReader.open(indexFile(outDir, 'routes.json'));
  if (!lines) throw new Error(`${indexFile(outDir, 'routes.json')} is missing: run the build again`);
  try {
    for (let line; (line = lines.next()) !== undefined; ) {
      if (line.startsWith('{') && !line.startsWith('{"contractVersion"')) yield JSON.parse(line.endsWith(',') ? line.slice(0, -1) : line) as RouteEntry;
    }
  } finally {
    lines.close();
  }
}

function readJson<T>(outDir: string, file: string): T {
  return JSON.parse(readFileSync(indexFile(outDir, file), 'utf8')) as T;
}

/**
 * Route path → data URL, split into buckets by `routeBucket`: the browser
 * fetches one small file to resolve a link. Every bucket is written, empty
 * ones too, so a missing bucket always means a page from an older build.
 * Written before the pre-render, so they are not held through it.
 */
function writeBuckets(output: DistOverlay, folder: string, routes: RouteTable, count: number): void {
  const buckets = new Map<string, Record<string, string>>();
  for (let i = 0; i < count; i++) buckets.set(i.toString(16).padStart(2, '0'), {});
  for (const route of routes) {
    const name = routeBucket(route.path, count);
    const bucket = buckets.get(name) ?? buckets.set(name, {}).get(name)!;
    bucket[route.path] = route.preload;
  }
  for (const [name, bucket] of [...buckets].sort(([a], [b]) => (a < b ? -1 : 1))) output.write(`${folder}${name}.json`, JSON.stringify(bucket));
}

/** The local search index `name` of the site being replaced, kept where it is: its manifest and its folder. */
function keepIndex(output: DistOverlay, name: string): void {
  const manifest = JSON.parse(readFileSync(path.join(output.previous!, manifestPath(name)), 'utf8')) as SearchManifest;
  output.keepFolder(manifest.dir);
  output.keep(manifestPath(name));
}

/** The plugins' browser modules, in plugin order. */
function pluginModules(resolved: ResolvedConfig): PluginModules {
  const file = (specifier: string) => browserModule(specifier, resolved.siteDir);
  const plugins = resolved.plugins.plugins;
  return {
    globalUIComponents: plugins.flatMap((p) => (p.globalUIComponents ?? []).map((ref): PluginModules['globalUIComponents'][number] => (typeof ref === 'string' ? [file(ref), {}] : [file(ref[0]), ref[1]]))),
    globalStyles: plugins.flatMap((p) => (p.globalStyles ? [file(p.globalStyles)] : [])),
    globalComponents: pluginComponentModules(resolved),
  };
}
