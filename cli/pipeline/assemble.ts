import { readFileSync } from 'node:fs';
import type { VFile } from 'vfile';
import { CONTRACT_VERSION } from '../../schemas/contract.js';
import type { RouteEntry } from '../../schemas/routes.js';
import { sitePath, type ResolvedConfig } from '../config/resolve-config.js';
import { reportDuplicateRoute } from '../report/index-problems.js';
import { fail } from '../report/problem.js';
import type { SourceFile } from './collect-files.js';
import { routeKeyAt } from './frontmatter.js';
import { fragmentConfigKey, fragmentRoutePath, pageClose, timeKey, type PageFragments } from './fragments.js';
import type { SearchRecord } from '../../schemas/search-record.js';
import { withLangLinkUrls } from './lang-links.js';
import type { GitTimes } from './git-times.js';
import type { ManifestEntry } from './index-manifest.js';
import type { LoadedPage } from './load-pages.js';
import { restoreMessages } from './messages.js';
import { routeClashes } from './route-clashes.js';
import { contentHash, routeEntry, routePathOf } from './routes.js';

export interface SiteIndex {
  /** The four output files: text, or byte chunks written in order. */
  files: [name: string, data: string | Uint8Array[]][];
  /** Where each page's fragments landed in the outputs, for the next run. */
  manifest: Record<string, ManifestEntry>;
  pages: number;
  records: number;
  routes: RouteEntry[];
}

/** Byte chunks of one output file, with the running length. */
class Chunks {
  readonly parts: Uint8Array[] = [];
  length = 0;
  push(bytes: Uint8Array): void {
    this.parts.push(bytes);
    this.length += bytes.length;
  }
}

const utf8 = (text: string) => Buffer.from(text);
const COMMA = utf8(',');

/**
 * Join the pages' fragments into the four files: the same bytes as
 * serializing whole objects, without ever holding them as one string.
 * Each page's messages land on its file; duplicate routes are reported here.
 */
export async function assemble(resolved: ResolvedConfig, pages: LoadedPage[], git: GitTimes, vfile: (file: string) => VFile, isProd = true): Promise<SiteIndex> {
  const { config } = resolved;
  const head = `{"contractVersion":${CONTRACT_VERSION},`;
  const pagesOut = new Chunks();
  const recordsOut = new Chunks();
  pagesOut.push(utf8(`${head}"pages":[`));
  recordsOut.push(utf8(`${head}"records":[`));
  const owners = new Map<string, SourceFile>();
  const clash = routeClashes(resolved, vfile);
  const routes: RouteEntry[] = [];
  const manifest: Record<string, ManifestEntry> = {};
  const docsRoot = sitePath(resolved, resolved.docsDir);
  let records = 0;
  // A page's data changes with its sources, the config parts it depends on and its time: its URL must too.
  const dataKey = contentHash(fragmentConfigKey(config) + JSON.stringify(config.markdown));
  const recordHooks = resolved.plugins.with('modifySearchIndexData');
  for (const { source, mtimeMs, size, hash, cacheBytes, messages, fragments: parsed, previousClose, parsed: fresh } of pages) {
    restoreMessages(vfile(source.absolutePath), messages);
    if (!parsed) continue;
    // Records are kept as the plugins left them: a cached page's were changed when it was parsed.
    const fragments = fresh && recordHooks.length > 0 ? await modifiedRecords(resolved, parsed, source, docsRoot, isProd) : parsed;
    const routePath = fragmentRoutePath(fragments.page);
    const owner = owners.get(routePath);
    if (owner) {
      reportRouteClash(routePath, owner, source, resolved, vfile);
      continue;
    }
    owners.set(routePath, source);
    clash(routePath, source);
    if (routes.length > 0) pagesOut.push(COMMA);
    const pageStart = pagesOut.length;
    pagesOut.push(fragments.page);
    const time = git.times.get(source.absolutePath);
    const close = previousClose?.timeKey === timeKey(time) ? previousClose.bytes : pageClose(time, source.lang, config.timeZone);
    pagesOut.push(close);
    if (fragments.recordCount > 0 && records > 0) recordsOut.push(COMMA);
    const recordsStart = recordsOut.length;
    recordsOut.push(fragments.records);
    records += fragments.recordCount;
    // The manifest keeps no messages: a page with warnings is read and parsed again next run, so they are printed every run.
    const warned = messages.some((m) => m.fatal === false);
    manifest[source.relativePath] = [warned ? -1 : mtimeMs, size, warned ? '' : hash, pageStart, fragments.page.length, close.length, timeKey(time), recordsStart, fragments.records.length, fragments.recordCount, cacheBytes];
    routes.push(routeEntry(source, routePath, contentHash(`${hash}:${dataKey}:${timeKey(time)}`), config.base, `${docsRoot}/${source.relativePath}`));
  }
  pagesOut.push(utf8(']}\n'));
  recordsOut.push(utf8(']}\n'));
  const json = (data: object) => `${JSON.stringify({ contractVersion: CONTRACT_VERSION, ...data }, null, 2)}\n`;
  return {
    files: [
      ['site.json', json({ langs: resolved.langs, config })],
      ['pages.json', pagesOut.parts],
      ['routes.json', json({ routes: withLangLinkUrls(routes, resolved.langs, config) })],
      ['search-records.json', recordsOut.parts],
    ],
    manifest,
    pages: routes.length,
    records,
    routes,
  };
}

/** The page's records after each plugin's `modifySearchIndexData`, in plugin order. */
async function modifiedRecords(resolved: ResolvedConfig, fragments: PageFragments, source: SourceFile, docsRoot: string, isProd: boolean): Promise<PageFragments> {
  let records = JSON.parse(`[${Buffer.from(fragments.records).toString('utf8')}]`) as SearchRecord[];
  const page = { routePath: fragmentRoutePath(fragments.page), lang: source.lang, filePath: `${docsRoot}/${source.relativePath}` };
  for (const plugin of resolved.plugins.with('modifySearchIndexData')) {
    const result = await resolved.plugins.call(plugin, 'modifySearchIndexData', records, page, isProd);
    if (result !== undefined) records = result;
  }
  return { ...fragments, records: utf8(JSON.stringify(records).slice(1, -1)), recordCount: records.length };
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
    fix: at.key === 'slug' ? 'Change the `slug`: each route must come from one file.' : 'A language has one not-found page: keep `pageType: 404` on one of them.',
  });
}
