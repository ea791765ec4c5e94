import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import { ROUTE_BUCKETS, routeBucket } from '../../schemas/route-bucket.js';
import type { RouteEntry, RoutesFile } from '../../schemas/routes.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import type { SiteFile } from '../../schemas/site-data.js';
import { bodyPath, linksPath, modulePath } from '../pipeline/body-path.js';
import type { PageLinks } from '../pipeline/page-links.js';
import { indexSite, type IndexSummary } from '../pipeline/index-site.js';
import { contentHash } from '../pipeline/routes.js';
import { checkLinks } from './check-links.js';
import { checkIcon } from './site-icon.js';
import { LocalFiles } from './local-files.js';
import { LOCAL_PREFIX } from '../pipeline/page-assets.js';
import { reportPageBundleErrors, reportPrerenderFailures } from './build-errors.js';
import { bundleClient, bundleServer, type ClientAssets, type SiteBundleInput } from './bundle.js';
import { isBuildFailure, reportBuildErrors } from './esbuild-errors.js';
import { bundlePageModules, type ModulePage, type PageModulesOutput } from './page-modules.js';
import { overviewDataUrl, routeOverview } from './overview.js';
import { PageEntries } from './page-entries.js';
import { writeLocalIndexes, type LocalIndexSummary } from '../search/write-local-index.js';
import { prerender, type ServerEntry } from './prerender.js';
import { sharedNames } from './shared-modules.js';
import { loadI18nTexts } from './i18n-texts.js';
import { loadShowcase } from './showcase.js';

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
  onProgress?: ((phase: 'index' | 'render', done: number, total: number) => void) | undefined;
}

export interface BuildSummary {
  index: IndexSummary;
  distDir: string;
  /** The config's `base`, which the site must be served under. */
  base: string;
  pages: number;
  /** The local search index written, when the site uses the local engine. */
  search: LocalIndexSummary | undefined;
  timings: { indexMs: number; bundleMs: number; prerenderMs: number; searchMs: number; totalMs: number };
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
  const started = performance.now();
  const indexed = await indexSite({ ...options, bodies: true, onProgress: (done, total) => options.onProgress?.('index', done, total) });
  if (!indexed.ok || !indexed.summary) return { ok: false, messages: indexed.messages, summary: undefined };
  const index = indexed.summary;
  const indexMs = performance.now() - started;
  const siteDir = path.resolve(options.siteDir);
  const files = new Map<string, VFile>();
  const vfile = (file: string) => files.get(file) ?? files.set(file, new VFile({ path: file })).get(file)!;
  const { config, langs } = readJson<SiteFile>(index.outDir, 'site.json');
  const { routes: indexRoutes } = readJson<RoutesFile>(index.outDir, 'routes.json');
  const docsDir = path.resolve(siteDir, config.root);
  const sources = new Map(indexRoutes.map((r) => [r.path, path.relative(docsDir, path.resolve(siteDir, r.filePath)).split(path.sep).join('/')]));
  const showcase = loadShowcase(siteDir, vfile);
  const i18n = loadI18nTexts(siteDir, langs, vfile) ?? {};
  // Marked links to files beside pages, by route: their content decides the page's data URL too.
  const localLinks = new Map<string, string>();
  checkLinks({
    base: config.base,
    docsDir,
    defaultLang: config.lang,
    pages: new Map([...sources].map(([route, file]) => [route, path.join(docsDir, file)])),
    linksOf: (route) => {
      const links = JSON.parse(readFileSync(linksPath(index.bodiesDir!, index.hashes.get(sources.get(route)!)!), 'utf8')) as PageLinks;
      const local = links.links.filter((l) => l.url.startsWith(LOCAL_PREFIX)).map((l) => l.url);
      if (local.length > 0) localLinks.set(route, local.join('\n'));
      return links;
    },
    publicDir: path.join(siteDir, 'public'),
    vfile,
  });
  checkIcon(config, siteDir, vfile);
  const messages = () => [...indexed.messages, ...[...files.values()].flatMap((f) => f.messages)];
  const failed = (): BuildResult => ({ ok: false, messages: messages(), summary: undefined });
  if ([...files.values()].some((f) => f.messages.some((m) => m.fatal))) return failed();

  const distDir = path.resolve(options.distDir ?? path.join(siteDir, 'dist'));
  const staging = `${distDir}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const entries = new PageEntries(index.outDir, path.join(index.outDir, 'cache'));
  const localFiles = new LocalFiles(staging, config.base);
  try {
    const routes = withLocalFileUrls(withOverviewUrls(config, indexRoutes, sources, entries), localLinks, localFiles, (route) => path.join(docsDir, sources.get(route)!));
    const buckets = routeBuckets(routes);
    const routesUrl = `${config.base}static/routes/${contentHash(JSON.stringify([...buckets])).slice(0, 10)}/`;
    const bundleStarted = performance.now();
    const input: SiteBundleInput = { langs, config, showcase, i18n, components: config.components && path.resolve(siteDir, config.components), siteDir };
    const serverDir = path.join(index.outDir, 'cache', 'server');
    const serverFile = path.join(serverDir, 'entry-server.mjs');
    const modulePages = compiledPages(sources, index, docsDir);
    const bundled = await bundleAll(input, modulePages, { staging, serverDir, serverFile, localFiles }, vfile, docsDir);
    if (!bundled) {
      rmSync(staging, { recursive: true, force: true });
      return failed();
    }
    const { assets, modules, server } = bundled;
    const bundleMs = performance.now() - bundleStarted;
    const publicDir = path.join(siteDir, 'public');
    if (existsSync(publicDir)) cpSync(publicDir, staging, { recursive: true });
    const renderStarted = performance.now();
    const result = await prerender({
      config,
      langs,
      routeEntries: routes,
      routes: routesUrl,
      tail: options.htmlTail,
      sources,
      entries,
      bodyText: (relativePath) => localFiles.replaceIn(readFileSync(bodyPath(index.bodiesDir!, index.hashes.get(relativePath)!), 'utf8'), path.join(docsDir, relativePath)),
      server,
      distDir: staging,
      assets,
      modules,
      onPage: (done, total) => options.onProgress?.('render', done, total),
    });
    if (result.failures.length > 0) {
      rmSync(staging, { recursive: true, force: true });
      reportPrerenderFailures(result.failures, siteDir, docsDir, vfile);
      return failed();
    }
    writeBuckets(staging, routesUrl.slice(config.base.length), buckets);
    const prerenderMs = performance.now() - renderStarted;
    const searchStarted = performance.now();
    const search = config.search && config.search.provider === 'local' ? writeLocalIndexes(index.outDir, staging, langs) : undefined;
    const searchMs = performance.now() - searchStarted;
    replaceDir(staging, distDir);
    return {
      ok: true,
      messages: messages(),
      summary: { index, distDir, base: config.base, pages: result.pages, search, timings: { indexMs, bundleMs, prerenderMs, searchMs, totalMs: performance.now() - started } },
    };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    entries.close();
  }
}

/** The pages compiled to modules (`modulePath` exists beside their body), in route order. */
function compiledPages(sources: Map<string, string>, index: IndexSummary, docsDir: string): ModulePage[] {
  const pages: ModulePage[] = [];
  for (const relativePath of sources.values()) {
    const compiled = modulePath(index.bodiesDir!, index.hashes.get(relativePath)!);
    if (existsSync(compiled)) pages.push({ relativePath, source: path.join(docsDir, relativePath), compiled });
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
  out: { staging: string; serverDir: string; serverFile: string; localFiles: LocalFiles },
  vfile: (file: string) => VFile,
  docsDir: string,
): Promise<{ assets: ClientAssets; modules: PageModulesOutput; server: ServerEntry } | undefined> {
  const { config, siteDir } = input;
  let assets: ClientAssets;
  try {
    [assets] = await Promise.all([bundleClient(input, out.staging, config.base), bundleServer(input, out.serverFile)]);
  } catch (error) {
    if (!isBuildFailure(error)) throw error;
    const fallbackFile = input.components ?? path.join(siteDir, 'docsite.config.ts');
    reportBuildErrors(error.errors, vfile, { cwd: siteDir, fallbackFile, ruleId: 'components-module', fix: 'Fix the components module (the config\'s `components`) or a file it imports: it is bundled with the theme.' });
    return undefined;
  }
  // Keyed by content: Node never unloads an ES module, so an unchanged bundle (every dev rebuild but a theme or components edit) must be the module already loaded.
  const server = (await import(`${pathToFileURL(out.serverFile).href}?v=${contentHash(readFileSync(out.serverFile, 'utf8')).slice(0, 16)}`)) as ServerEntry;
  try {
    const modules = await bundlePageModules({
      pages,
      siteDir,
      config,
      distDir: out.staging,
      serverDir: path.join(out.serverDir, 'pages'),
      sharedNames: sharedNames(server.shared),
      localFiles: out.localFiles,
    });
    return { assets, modules, server };
  } catch (error) {
    if (!isBuildFailure(error)) throw error;
    reportPageBundleErrors(error.errors, siteDir, docsDir, vfile);
    return undefined;
  }
}

/** Routes as served: a page that uses files beside it gets a data URL that also changes with their content. */
function withLocalFileUrls(routes: RouteEntry[], localLinks: Map<string, string>, localFiles: LocalFiles, fileOf: (route: string) => string): RouteEntry[] {
  return routes.map((route) => {
    const links = localLinks.get(route.path);
    const hashes = links ? localFiles.hashesIn(links, fileOf(route.path)) : [];
    return hashes.length === 0 ? route : { ...route, preload: route.preload.replace(/\.([0-9a-f]{8})\.json$/, (_, hash: string) => `.${contentHash(hash + hashes.join('')).slice(0, 8)}.json`) };
  });
}

/** Routes as served: an overview page's data URL also changes with the pages it lists. */
function withOverviewUrls(config: SiteConfig, routes: RouteEntry[], sources: Map<string, string>, entries: PageEntries): RouteEntry[] {
  return routes.map((route) => {
    if (!entries.get(sources.get(route.path)!)?.frontmatter.overview) return route;
    return { ...route, preload: overviewDataUrl(route.preload, routeOverview(config, route, sources, (file) => entries.get(file))) };
  });
}

function readJson<T>(dir: string, file: string): T {
  return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as T;
}

/**
 * Route path → data URL, split into buckets by `routeBucket`: the browser
 * fetches one small file to resolve a link. Every bucket is written, empty
 * ones too, so a missing bucket always means a page from an older build.
 */
function routeBuckets(routes: RoutesFile['routes']): Map<string, Record<string, string>> {
  const buckets = new Map<string, Record<string, string>>();
  for (let i = 0; i < ROUTE_BUCKETS; i++) buckets.set(i.toString(16).padStart(2, '0'), {});
  for (const route of routes) {
    const name = routeBucket(route.path);
    const bucket = buckets.get(name) ?? buckets.set(name, {}).get(name)!;
    bucket[route.path] = route.preload;
  }
  return new Map([...buckets].sort(([a], [b]) => (a < b ? -1 : 1)));
}

function writeBuckets(distDir: string, folder: string, buckets: Map<string, Record<string, string>>): void {
  const dir = path.join(distDir, folder);
  mkdirSync(dir, { recursive: true });
  for (const [name, bucket] of buckets) writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(bucket));
}

/** Swap the new site in with renames, so `dist/` is never half-written. */
function replaceDir(staging: string, distDir: string): void {
  const old = `${distDir}.old-${process.pid}`;
  const hadOld = existsSync(distDir);
  if (hadOld) renameSync(distDir, old);
  renameSync(staging, distDir);
  if (hadOld) rmSync(old, { recursive: true, force: true });
}
