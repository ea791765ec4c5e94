import { mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION } from '../../schemas/contract.js';
import type { RouteEntry } from '../../schemas/routes.js';
import { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import { siteAlias } from '../build/alias.js';
import { outDirOf, resolveConfig, type ResolvedConfig } from '../config/resolve-config.js';
import { siteComponentNames } from '../config/site-components.js';
import { openIndexSet, repairPublished } from '../output/index-set.js';
import { pruneCache, removeDeadConfigs, removeDeadTemporaries } from '../output/leftovers.js';
import { busyMessage, withSiteLock } from '../output/site-lock.js';
import { reportMissingTranslations, reportNoPages, reportTimeSources } from '../report/index-problems.js';
import { assemble, type SiteIndex } from './assemble.js';
import { categoryPages } from './category-pages.js';
import { collectFiles, sortSources } from './collect-files.js';
import { fallbackPages } from './parity.js';
import type { PageSettings } from './page-job.js';
import type { MarkdownModules } from './markdown-plugins.js';
import { markdownModules, markdownStamp, pluginStep, virtualPages } from '../plugins/index-hooks.js';
import type { PluginDriver } from '../plugins/driver.js';
import { fragmentConfigKey } from './fragments.js';
import { GIT_LOG_FILE, readGitTimes, type GitTimes } from './git-times.js';
import { ManifestWriter, readPrevious } from './index-manifest.js';
import type { PageTable } from './page-table.js';
import { loadPages, type LoadedPage } from './load-pages.js';
import type { PreviewPage } from './page-job.js';
import { contentHash } from './routes.js';
import { BODY_LAYOUT, readLinks } from './body-path.js';
import type { PageLinks } from './page-links.js';
import { SOURCE_COPIES, SourceCopies } from './source-copies.js';
import { sitePathAliases } from './path-aliases.js';

export interface IndexOptions {
  /** The site folder (holding `docsite.config.*`). */
  siteDir: string;
  /** Output folder; default `<siteDir>/.docsite`. */
  outDir?: string | undefined;
  /** The built site's folder (`docsite build`'s `--dist`): never read for pages, nor is `<siteDir>/dist`, when the docs folder holds them (`root: '.'`). */
  distDir?: string | undefined;
  /** Reuse the work of unchanged pages. Default: true. */
  cache?: boolean | undefined;
  /** Worker threads to parse with; default: one per core when many pages need parsing, else none. */
  threads?: number | undefined;
  /** Called as pages are processed. */
  onProgress?: ((done: number, total: number) => void) | undefined;
  /**
   * Also write each page's body (its rendered tree) for `docsite build`. With `on-request`
   * (dev), a data page gets a copy of its sources instead, and `IndexSummary.bodyOnRequest`
   * renders its body when it is asked for. Default: false.
   */
  bodies?: boolean | 'on-request' | undefined;
  /** What plugins are told: true for `docsite build`, false in `docsite dev`. Default: true. */
  isProd?: boolean | undefined;
  /**
   * Dev's preview, with `bodies: 'on-request'`: pages are skimmed, not parsed (`skimPage`), in this
   * thread, with no cache, git times or plugin hooks; `IndexSummary.previewOnRequest` parses a page
   * when it is asked for. Default: false.
   */
  skim?: boolean | undefined;
}

/** The summary as `--json` prints it: the figures, without what only this process can use. */
export function summaryJson(summary: IndexSummary): Omit<IndexSummary, 'searchSources' | 'searchRanges' | 'entriesKey' | 'homePages' | 'drafts' | 'links' | 'bodyOnRequest' | 'previewOnRequest' | 'copies' | 'plugins' | 'resolved' | 'pageTable'> {
  const { searchSources, searchRanges, entriesKey, homePages, drafts, links, bodyOnRequest, previewOnRequest, copies, plugins, resolved, pageTable, ...figures } = summary;
  return figures;
}

export interface IndexSummary {
  pages: number;
  records: number;
  langs: string[];
  /** Pages parsed this run. */
  parsed: number;
  /** Pages whose work came from the cache. */
  cached: number;
  /** Worker threads used for parsing (0: none were needed, 1: in-process). */
  threads: number;
  outDir: string;
  /** Folder of the page bodies, when they were asked for: `bodyPath(bodiesDir, hash)` names each, by the page's source hash (`PageEntries.hash`). */
  bodiesDir: string | undefined;
  /** What every page's entry depends on besides its sources (their hash) and its last-updated time. */
  entriesKey: string;
  /** What the manifest just written holds of each page (`PageEntries` reads the entries through it). */
  pageTable: PageTable;
  /** A hash of each local search index's records, by index name (`SiteIndex.searchSources`). */
  searchSources: Record<string, string> | undefined;
  /** Where each local search index's records lie in `search-records.json` (`SiteIndex.searchRanges`). */
  searchRanges: Record<string, [start: number, end: number]> | undefined;
  /** `SiteIndex.homePages`. */
  homePages: Set<string>;
  /** `SiteIndex.drafts`. */
  drafts: SiteIndex['drafts'];
  /** A page's links and anchor ids, by relative path and source hash: its body's links line, or its source copy's. */
  links: (relativePath: string, hash: string) => PageLinks;
  /** With `bodies: 'on-request'`: a data page's body, by relative path, rendered from the copy of its sources that the index kept. */
  bodyOnRequest: ((relativePath: string) => Promise<string>) | undefined;
  /**
   * With `skim`: a page's entry and body, parsed from its copy when asked for, as the full index
   * will have them but for its last-updated time; undefined when the preview cannot show it (a
   * page with code of its own, or with errors).
   */
  previewOnRequest: ((relativePath: string) => Promise<PreviewPage | undefined>) | undefined;
  /** With `bodies: 'on-request'`: the copies, open until closed. */
  copies: SourceCopies | undefined;
  timings: { totalMs: number; configMs: number; pagesMs: number; gitMs: number; writeMs: number };
  /** The site's plugins, for the build's hooks. */
  plugins: PluginDriver;
  /** Where each configured plugin is written in the config file (`pluginStep` reports there). */
  resolved: ResolvedConfig;
}

export interface IndexResult {
  /** False when any error was found; nothing was written then. */
  ok: boolean;
  /** Every error, warning and info of the run, in file order. */
  messages: VFileMessage[];
  /** What was written; undefined when the run failed. */
  summary: IndexSummary | undefined;
}

/** `docsite index`: turn the site's MDX tree into the JSON site index, holding the site's lock. */
export async function indexSite(options: IndexOptions): Promise<IndexResult> {
  return withSiteLock(outDirOf(options), () => indexLocked(options), (busy) => ({ ok: false, messages: [busyMessage(busy)], summary: undefined }));
}

/** `indexSite` for a caller that holds the site's lock already (`docsite build`). */
export async function indexLocked(options: IndexOptions): Promise<IndexResult> {
  const started = performance.now();
  removeLeftovers(options);
  const files = new Map<string, VFile>();
  const vfile = (file: string) => files.get(file) ?? files.set(file, new VFile({ path: file })).get(file)!;
  const failed = (): IndexResult => ({ ok: false, messages: [...files.values()].flatMap((f) => f.messages), summary: undefined });
  const resolved = await resolveConfig(options, vfile);
  if (!resolved) return failed();
  const isProd = options.isProd ?? true;
  const hooks = <T>(work: () => Promise<T>) => pluginStep(resolved, vfile, work);
  const { skim } = options;
  if (options.bodies && !skim && !(await hooks(async () => (await resolved.plugins.parallel('beforeBuild', resolved.config, isProd), true)))) return failed();
  const markdown = await hooks(async () => markdownModules(resolved));
  if (!markdown) return failed();
  const siteComponents = await siteComponentNames(resolved, vfile);
  if (!siteComponents) return failed();
  const code = { alias: siteAlias(resolved.config), siteComponents, pathAliases: sitePathAliases(resolved.siteDir) };
  const configMs = performance.now() - started;

  const outputs = [resolved.outDir, path.join(resolved.siteDir, 'dist'), ...(options.distDir ? [path.resolve(options.distDir)] : [])];
  const found = await collectFiles(resolved.docsDir, resolved.folders, resolved.langs, resolved.config.multiVersion.versions, resolved.config.route.exclude, vfile, outputs);
  const fallbacks = resolved.config.fallbackContent ? fallbackPages(found, resolved.langs, resolved.folders) : [];
  const collected = fallbacks.length === 0 ? found : sortSources([...found, ...fallbacks], resolved.langs, resolved.config.multiVersion.versions);
  const plugged = skim ? [] : await hooks(() => virtualPages(resolved, isProd, vfile));
  if (!plugged) return failed();
  const added = [...plugged, ...categoryPages(resolved, collected)];
  const sources = added.length === 0 ? collected : sortSources([...collected, ...added], resolved.langs, resolved.config.multiVersion.versions);
  if (sources.length === 0) {
    reportNoPages(resolved, vfile);
    return failed();
  }
  const git = skim ? Promise.resolve<GitTimes>({ times: new Map(), gitMs: 0, shallowFiles: 0 }) : readGitTimes(resolved.docsDir, sources.map((s) => s.absolutePath), { remember: !isProd, logFile: { path: path.join(resolved.cacheDir, GIT_LOG_FILE), read: options.cache !== false } });
  // Awaited once the pages are loaded. When loading throws first (a page removed under the run), this one's own
  // rejection would otherwise go unhandled and end the process instead of failing the run.
  git.catch(() => {});
  // Fragments are not in the key: a page that imports files is read again every run and its hash covers them
  // (`IMPORTS_MTIME`), so a fragment edit parses only the pages that use it.
  const configKey = contentHash(fragmentConfigKey(resolved.config) + JSON.stringify(code) + markdownStamp(markdown) + searchHooksKey(resolved));
  const { timeZone } = resolved.config;
  const previous = options.cache === false || skim ? new Map() : await readPrevious(resolved.cacheDir, resolved.outDir, configKey, timeZone);
  const bodiesDir = options.bodies ? bodiesFolder(resolved, markdown) : undefined;
  if (bodiesDir) {
    mkdirSync(bodiesDir, { recursive: true });
    pruneCache(resolved.cacheDir, bodiesDir);
    removeDeadTemporaries(bodiesDir);
  }
  const settings = { config: resolved.config, code, markdown };
  const bodiesOnRequest = options.bodies === 'on-request';
  const { pages, threads, files: fragments } = await loadPages(sources, { ...settings, previous, threads: skim ? 1 : options.threads, bodiesDir, bodiesOnRequest, skim, spillDir: resolved.cacheDir }, options.onProgress ?? (() => {}));
  const pagesMs = performance.now() - started - configMs;
  const times = await git;
  const writeStarted = performance.now();
  const set = openIndexSet(resolved.outDir);
  const manifest = new ManifestWriter(resolved.cacheDir);
  let committed = false;
  try {
    // A closure made here would hold every page's record and git time in this function's context, which the
    // summary's closures keep for the whole build (~1 KB a page); `step` makes it in one of its own.
    const output = await hooks(step(assemble, resolved, pages, times, vfile, { dir: set.dir, fragments, manifest }, isProd));
    if (!output) return failed();
    reportTimeSources(resolved, sources, times, vfile);
    reportMissingTranslations(resolved, sources.filter((source) => source.fallbackOf === undefined), vfile);
    if ([...files.values()].some((f) => f.messages.some((m) => m.fatal))) return failed();
    if (!skim && !(await hooks(step(routeGenerated, resolved, output.routes, isProd)))) return failed();
    await manifest.finish(set, configKey, timeZone);
    // Before the commit unlinks the previous set: a file's blocks are freed at its last close, which would then be
    // ours, on this thread (~40 ms for a 2 × 2,000 set) instead of the unlink's in the thread pool.
    fragments.close();
    set.commit();
    committed = true;
    const parsed = pages.filter((p) => p.parsed).length;
    const copies = bodiesOnRequest ? new SourceCopies(path.join(set.dir, SOURCE_COPIES), output.copies) : undefined;
    return {
      ok: true,
      messages: [...files.values()].flatMap((f) => f.messages),
      summary: {
        pages: output.pages,
        records: output.records,
        langs: resolved.langs,
        parsed,
        cached: pages.length - parsed,
        threads,
        outDir: resolved.outDir,
        bodiesDir,
        entriesKey: configKey,
        pageTable: manifest.table,
        homePages: output.homePages,
        drafts: output.drafts,
        searchSources: output.searchSources,
        searchRanges: output.searchRanges,
        links: (relativePath, hash) => (copies?.has(relativePath) ? copies.links(relativePath) : readLinks(bodiesDir!, hash)),
        ...onRequest(pages, copies, settings, skim),
        copies,
        timings: { totalMs: performance.now() - started, configMs, pagesMs, gitMs: times.gitMs, writeMs: performance.now() - writeStarted },
        plugins: resolved.plugins,
        resolved,
      },
    };
  } finally {
    fragments.close();
    if (!committed) {
      manifest.discard();
      set.discard();
      // A failed first run leaves no folders behind (the lock removes the output folder it made when empty).
      removeIfEmpty(resolved.cacheDir);
    }
  }
}

/** The plugins' `routeGenerated`, made a step of its own: a closure over `output` above would hold every route for the whole build. */
async function routeGenerated(resolved: ResolvedConfig, routes: RouteEntry[], isProd: boolean): Promise<true> {
  await resolved.plugins.parallel('routeGenerated', routes, isProd);
  return true;
}

/** `() => work(...args)`, made in a function context of its own. */
function step<A extends unknown[], T>(work: (...args: A) => T, ...args: A): () => T {
  return () => work(...args);
}

function onRequest(pages: LoadedPage[], copies: SourceCopies | undefined, settings: PageSettings, skim: boolean | undefined): Pick<IndexSummary, 'bodyOnRequest' | 'previewOnRequest'> {
  if (!copies) return { bodyOnRequest: undefined, previewOnRequest: undefined };
  const byPath = new Map(pages.map(({ source }) => [source.relativePath, source]));
  // Loaded on demand, as for a run in-process: a dev server that serves no page never loads the parser.
  const job = () => import('./page-job.js');
  if (!skim) return { bodyOnRequest: async (relativePath) => (await job()).bodyOnRequest(byPath.get(relativePath)!, copies.sources(relativePath), settings), previewOnRequest: undefined };
  // A page's render asks for its entry, then for its body: one parse serves both.
  let last: [string, Promise<PreviewPage | undefined>] | undefined;
  const previewOnRequest = (relativePath: string) => {
    if (last?.[0] !== relativePath) last = [relativePath, job().then(({ previewOnRequest }) => previewOnRequest(byPath.get(relativePath)!, copies.sources(relativePath), settings))];
    return last[1];
  };
  const bodyOnRequest = async (relativePath: string) => {
    const page = await previewOnRequest(relativePath);
    if (!page) throw new Error('The preview does not show this page: the full index will.');
    return page.body;
  };
  return { bodyOnRequest, previewOnRequest };
}

function removeIfEmpty(dir: string): void {
  try {
    rmdirSync(dir);
  } catch {
    // Not empty, or not there: kept as it is.
  }
}

/** What runs killed (kill -9, a crash, a power cut) left behind, now that no other run is using the site. */
function removeLeftovers(options: IndexOptions): void {
  const outDir = outDirOf(options);
  removeDeadConfigs(path.resolve(options.siteDir));
  for (const dir of [outDir, path.join(outDir, 'cache')]) removeDeadTemporaries(dir);
  repairPublished(outDir);
}

/** Bodies depend on the Markdown options, the body format, the files' layout and the aliases (which decide whether a page is compiled), so any change starts a fresh folder. */
function bodiesFolder(resolved: ResolvedConfig, markdown: MarkdownModules): string {
  return path.join(resolved.cacheDir, `bodies-${contentHash(JSON.stringify([CONTRACT_VERSION, BODY_LAYOUT, resolved.config.markdown, siteAlias(resolved.config), markdownStamp(markdown)])).slice(0, 12)}`);
}

/**
 * Search records are stored as the plugins left them: other plugins, other hook code or another config
 * (which holds their options) make another cache. A change deeper in a plugin's package needs `--no-cache`.
 */
function searchHooksKey(resolved: ResolvedConfig): string {
  const plugins = resolved.plugins.with('modifySearchIndexData');
  if (plugins.length === 0) return '';
  const config = resolved.configFile ? readFileSync(resolved.configFile, 'utf8') : '';
  return contentHash(config + plugins.map((p) => `${p.name}:${String(p.modifySearchIndexData)}`).join('\n'));
}

