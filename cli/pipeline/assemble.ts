import { BUILD_ID } from '../build-id.js';
import { createHash, type Hash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { VFile } from 'vfile';
import { CONTRACT_VERSION } from '../../schemas/contract.js';
import type { Frontmatter } from '../../schemas/frontmatter.js';
import type { RouteEntry } from '../../schemas/routes.js';
import { sitePath, type ResolvedConfig } from '../config/resolve-config.js';
import { reportDuplicateRoute } from '../report/index-problems.js';
import { fail } from '../report/problem.js';
import type { SourceFile } from './collect-files.js';
import { routeKeyAt } from './frontmatter.js';
import { ByteWriter } from '../output/byte-writer.js';
import type { FragmentFiles } from './fragment-store.js';
import { EntryMark, fragmentConfigKey, fragmentRoutePath, pageClose, timeKey } from './fragments.js';
import type { SearchRecord } from '../../schemas/search-record.js';
import { searchIndexName } from '../../schemas/search-index.js';
import { SOURCE_COPIES } from './source-copies.js';
import { SEARCH_PAGES, type SearchPage } from './search-pages.js';
import { setLangLinkUrls } from './lang-links.js';
import type { FileTime, GitTimes } from './git-times.js';
import { IMPORTS_MTIME, WARNED_MTIME, type ManifestWriter } from './index-manifest.js';
import type { LoadedPage } from './load-pages.js';
import { restoreMessages } from './messages.js';
import { routeClashes } from './route-clashes.js';
import { contentHash, routeEntry, routePathOf } from './routes.js';

export interface SiteIndex {
  pages: number;
  records: number;
  /** As `routes.json` has them: the build takes them from here. */
  routes: RouteEntry[];
  /**
   * A hash of each local search index's records (`searchIndexName`), as they lie in `search-records.json`:
   * an index whose records hash the same comes out the same. None when a plugin changes records,
   * which may move them to another index.
   */
  searchSources: Record<string, string> | undefined;
  /**
   * Where each local search index's records lie in `search-records.json`, as byte ranges: the pages are in
   * version and language order, so each index's are together. None when a plugin changes records, as above.
   */
  searchRanges: Record<string, [start: number, end: number]> | undefined;
  /** Where each page's source copy is in the set's `SOURCE_COPIES` file, by relative path: dev's data pages only. */
  copies: Map<string, [start: number, length: number]>;
  /** The pages whose frontmatter may say `pageType: home`, by relative path: the others need not be read for a home page's links. */
  homePages: Set<string>;
  /** The drafts a production run left out, their sources by route: a link to one is dead, and says why. */
  drafts: Map<string, SourceFile>;
}

const utf8 = (text: string) => Buffer.from(text);
const COMMA = utf8(',');

/**
 * Write the four index files into `dir`, copying each page's stored fragments
 * into `pages.json` and `search-records.json` in page order: the same bytes
 * as serializing whole objects, with no page's bytes held longer than its copy.
 * Where each page's fragments landed goes to `manifest`, for the next run.
 * Each page's messages land on its file; duplicate routes are reported here.
 */
export async function assemble(
  resolved: ResolvedConfig,
  pages: LoadedPage[],
  git: GitTimes,
  vfile: (file: string) => VFile,
  out: { dir: string; fragments: FragmentFiles; manifest: ManifestWriter },
  isProd = true,
): Promise<SiteIndex> {
  const { config } = resolved;
  const { fragments: stored } = out;
  const head = `{"contractVersion":${CONTRACT_VERSION},`;
  const pagesOut = new ByteWriter(path.join(out.dir, 'pages.json'));
  const recordsOut = new ByteWriter(path.join(out.dir, 'search-records.json'));
  const copiesOut = new ByteWriter(path.join(out.dir, SOURCE_COPIES));
  const copies = new Map<string, [number, number]>();
  const homePages = new Set<string>();
  const drafts = new Map<string, SourceFile>();
  const owners = new Map<string, SourceFile>();
  const translated = translatedRoutes(pages, stored);
  const clash = routeClashes(resolved, vfile);
  const routes: RouteEntry[] = [];
  const docsRoot = sitePath(resolved, resolved.docsDir);
  let records = 0;
  // A page's data changes with its sources, the config parts it depends on, its time and the docsite build that made
  // its body (another may shape it otherwise): its URL must too, or a cache that keeps the file by its URL serves the old one.
  const dataKey = contentHash(BUILD_ID + fragmentConfigKey(config) + JSON.stringify(config.markdown));
  const recordHooks = resolved.plugins.with('modifySearchIndexData');
  const sourceHashes = recordHooks.length === 0 ? new Map<string, Hash>() : undefined;
  const searchRanges = recordHooks.length === 0 ? new Map<string, [number, number]>() : undefined;
  const searchPagesOut = recordHooks.length === 0 ? new ByteWriter(path.join(out.dir, SEARCH_PAGES)) : undefined;
  let contiguous = true;
  let lastIndex: string | undefined;
  let scratch = Buffer.allocUnsafe(1 << 16);
  try {
    pagesOut.writeText(`${head}"pages":[`);
    recordsOut.writeText(`${head}"records":[`);
    for (const { source, mtimeMs, size, hash, files, messages, fragments, previousClose, parsed: fresh, imports } of pages) {
      if (messages.length > 0) restoreMessages(vfile(source.absolutePath), messages);
      if (!fragments) continue;
      if (scratch.length < fragments.pageLength) scratch = Buffer.allocUnsafe(fragments.pageLength * 2);
      const page = stored.read(fragments.pageFile, fragments.pageStart, fragments.pageLength, scratch);
      const routePath = fragmentRoutePath(page);
      const { marks } = fragments;
      if (isProd && marks & EntryMark.draft) {
        drafts.set(routePath, source);
        continue;
      }
      // A page whose frontmatter moved it (`slug`, `pageType: 404`) onto a fallback page's route is that page's translation.
      if (source.fallbackOf !== undefined && translated.has(routePath)) continue;
      const owner = owners.get(routePath);
      if (owner) {
        reportRouteClash(routePath, owner, source, resolved, vfile);
        continue;
      }
      owners.set(routePath, source);
      clash(routePath, source);
      if (marks & EntryMark.home) homePages.add(source.relativePath);
      if (routes.length > 0) pagesOut.write(COMMA);
      const pageStart = pagesOut.length;
      pagesOut.write(page);
      const written = marks & EntryMark.lastUpdate ? frontmatterOf(page).last_update?.date : undefined;
      const time: FileTime | undefined = written ? { source: 'frontmatter', time: Date.parse(written) } : git.times.get(source.absolutePath);
      const closeLength = previousClose?.timeKey === timeKey(time) ? copyClose(pagesOut, stored, previousClose) : writeClose(pagesOut, pageClose(time, source.lang, config.timeZone));
      // Records are kept as the plugins left them: a cached page's were changed when it was parsed.
      const recordBytes = fresh && recordHooks.length > 0 ? await modifiedRecords(resolved, stored.read(fragments.recordsFile, fragments.recordsStart, fragments.recordsLength), routePath, source, docsRoot, isProd) : undefined;
      const recordCount = recordBytes ? recordBytes.count : fragments.recordCount;
      const recordsLength = recordBytes ? recordBytes.bytes.length : fragments.recordsLength;
      if (recordCount > 0 && records > 0) recordsOut.write(COMMA);
      const recordsStart = recordsOut.length;
      const name = searchIndexName(source.version, source.lang);
      const sourceHash = sourceHashes && (sourceHashes.get(name) ?? sourceHashes.set(name, createHash('sha1')).get(name));
      // A page kept from the last run has its records' digest from there: hashing every page's records again was a fifth of a rebuild's index.
      const knownDigest = sourceHash && !recordBytes ? fragments.recordsDigest : undefined;
      const pageHash = sourceHash && !knownDigest ? createHash('sha1') : undefined;
      if (recordCount > 0 && contiguous) {
        const range = searchRanges?.get(name);
        // Sorted pages keep each index's records together; should they not be, no ranges are given.
        if (range && lastIndex !== name) contiguous = false;
        else if (range) range[1] = recordsStart + recordsLength;
        else searchRanges?.set(name, [recordsStart, recordsStart + recordsLength]);
        lastIndex = name;
      }
      if (recordBytes) recordsOut.write(recordBytes.bytes);
      else recordsOut.copy(stored.source(fragments.recordsFile), fragments.recordsStart, fragments.recordsLength, pageHash);
      const digest = knownDigest ?? pageHash?.digest('hex');
      if (digest !== undefined) {
        // Its route too: a page moved without a change to its records changes its index's order.
        sourceHash!.update(`${routePath}\0${digest}\0`);
        if (recordCount > 0) searchPagesOut!.writeText(`${JSON.stringify([name, routePath, recordsStart, recordsLength, recordCount, digest] satisfies SearchPage)}\n`);
      }
      records += recordCount;
      const copyStart = copiesOut.length;
      if (fragments.copyLength > 0) {
        copiesOut.copy(stored.source(fragments.copyFile), fragments.copyStart, fragments.copyLength);
        copies.set(source.relativePath, [copyStart, fragments.copyLength]);
      }
      // The manifest keeps no messages: a page with warnings is read and parsed again next run, so they are printed every run
      // (its hash stays, as the build reads every page's hash here). A page that reads other files is read again every run.
      const warned = messages.some((m) => m.fatal === false);
      out.manifest.add(source.relativePath, [warned ? WARNED_MTIME : imports ? IMPORTS_MTIME : mtimeMs, size, hash, pageStart, fragments.pageLength, closeLength, timeKey(time), recordsStart, recordsLength, recordCount, files.bytes, copyStart, fragments.copyLength, digest ?? '', marks, files.ino, files.mtimeMs, files.compiled ? 1 : 0]);
      routes.push(routeEntry(source, routePath, contentHash(`${hash}:${dataKey}:${timeKey(time)}`), config.base, path.posix.join(docsRoot, source.relativePath)));
    }
    pagesOut.writeText(']}\n');
    recordsOut.writeText(']}\n');
  } finally {
    pagesOut.close();
    recordsOut.close();
    copiesOut.close();
    searchPagesOut?.close();
  }
  writeFileSync(path.join(out.dir, 'site.json'), `${JSON.stringify({ contractVersion: CONTRACT_VERSION, langs: resolved.langs, config }, null, 2)}\n`);
  setLangLinkUrls(routes, resolved.langs, config);
  writeRoutes(path.join(out.dir, 'routes.json'), routes);
  const searchSources = sourceHashes && Object.fromEntries([...sourceHashes].map(([name, hash]) => [name, hash.digest('hex')]));
  return { pages: routes.length, records, routes, searchSources, searchRanges: searchRanges && contiguous ? Object.fromEntries(searchRanges) : undefined, copies, homePages, drafts };
}

/**
 * One route per line: a large site's file is written as it is serialized, and still reads and diffs by route;
 * the build reads it back a line at a time (`readRoutes` in build-site.ts).
 */
function writeRoutes(file: string, routes: RouteEntry[]): void {
  const out = new ByteWriter(file);
  try {
    out.writeText(`{"contractVersion":${CONTRACT_VERSION},"routes":[`);
    routes.forEach((route, i) => out.writeText(`${i > 0 ? ',' : ''}\n${JSON.stringify(route)}`));
    out.writeText('\n]}\n');
  } finally {
    out.close();
  }
}

function copyClose(out: ByteWriter, stored: FragmentFiles, close: { file: string; start: number; length: number }): number {
  out.copy(stored.source(close.file), close.start, close.length);
  return close.length;
}

function writeClose(out: ByteWriter, close: Uint8Array): number {
  out.write(close);
  return close.length;
}

/** The page's records after each plugin's `modifySearchIndexData`, in plugin order. */
async function modifiedRecords(resolved: ResolvedConfig, bytes: Uint8Array, routePath: string, source: SourceFile, docsRoot: string, isProd: boolean): Promise<{ bytes: Uint8Array; count: number }> {
  let records = JSON.parse(`[${Buffer.from(bytes).toString('utf8')}]`) as SearchRecord[];
  const page = { routePath, lang: source.lang, filePath: path.posix.join(docsRoot, source.relativePath) };
  for (const plugin of resolved.plugins.with('modifySearchIndexData')) {
    const result = await resolved.plugins.call(plugin, 'modifySearchIndexData', records, page, isProd);
    if (result !== undefined) records = result;
  }
  return { bytes: utf8(JSON.stringify(records).slice(1, -1)), count: records.length };
}

/** The routes of the pages that are no fallback pages, when there are fallback pages (which stand aside for them). */
function translatedRoutes(pages: readonly LoadedPage[], stored: FragmentFiles): ReadonlySet<string> {
  if (!pages.some((page) => page.source.fallbackOf !== undefined)) return new Set();
  const routes = new Set<string>();
  for (const { source, fragments } of pages) {
    if (source.fallbackOf === undefined && fragments) routes.add(fragmentRoutePath(stored.read(fragments.pageFile, fragments.pageStart, fragments.pageLength)));
  }
  return routes;
}

/** A stored entry's frontmatter: the entry lacks only its close, which comes after it. */
function frontmatterOf(page: Buffer): Frontmatter {
  return (JSON.parse(`${page.toString('utf8')}}`) as { frontmatter: Frontmatter }).frontmatter;
}

/**
 * Two pages on one route. When the frontmatter moved one of them there
 * (`slug`, `pageType: 404`), the error is at that key: it is what to change.
 */
function reportRouteClash(routePath: string, owner: SourceFile, source: SourceFile, resolved: ResolvedConfig, vfile: (file: string) => VFile): void {
  const moved = [source, owner].find((file) => routePathOf(file.pagePath, file.version, file.lang, resolved.config) !== routePath);
  const at = moved && routeKeyAt(readFileSync(moved.absolutePath, 'utf8'));
  if (!moved || !at) return reportDuplicateRoute(routePath, owner, source, resolved, vfile);
  fail(vfile(moved.absolutePath), `Route ${routePath} comes from two files: ${sitePath(resolved, owner.absolutePath)} and ${sitePath(resolved, source.absolutePath)}`, {
    place: at.place,
    ruleId: 'duplicate-route',
    fix: at.key === 'pageType' ? 'A language has one not-found page: keep `pageType: 404` on one of them.' : `Change the \`${at.key}\`: each route must come from one file.`,
  });
}
