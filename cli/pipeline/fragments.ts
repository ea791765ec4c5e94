import type { VFile } from 'vfile';
import type { SiteConfig } from '../../schemas/site-config.js';
import type { Frontmatter } from '../../schemas/frontmatter.js';
import { isReadmeIndex, type SourceFile } from './collect-files.js';
import type { PageExtract } from './extract-page.js';
import type { FileTime } from './git-times.js';
import { formatUpdated, pageEntry, siteTitle } from './page-entry.js';
import { localOf } from '../../schemas/site-paths.js';
import { contentHash, pageRoutePath, pageUrl } from './routes.js';
import { navFor, searchRecords, sectionOf } from './search-records.js';

/**
 * A page's share of `pages.json` and `search-records.json`, serialized and
 * UTF-8 encoded, so that unchanged pages are copied into the output as bytes
 * rather than rebuilt, serialized and encoded on every run.
 */
export interface PageFragments {
  /** `JSON.stringify(entry)` without its closing `}`: the last-updated fields, which change without the page changing, go after it. */
  page: Uint8Array;
  /** The page's records, each `JSON.stringify`-ed, joined by `,`; empty when it has none. */
  records: Uint8Array;
  recordCount: number;
  /**
   * Dev (`PageJob.bodiesOnRequest`): a data page's sources as indexed, after
   * its links line, which its body is rendered from when the page is asked for.
   */
  copy?: Uint8Array | undefined;
  /** What assembling the index must know of the entry without reading it through (`EntryMark`). */
  marks: number;
}

/**
 * Flags of a page's entry, taken from its frontmatter when it is made and kept with its fragments: scanning
 * every entry's bytes for them was a fifth of a rebuild's assembly (2 × 2,000 pages, 24 MB three times).
 */
export const EntryMark = {
  /** `draft: true`: a production run leaves the page out. */
  draft: 1,
  /** `pageType: home`: its links (hero actions, features) are checked too. */
  home: 2,
  /** `last_update` in the frontmatter: the page's time is its own. */
  lastUpdate: 4,
  /**
   * A README routed as its folder's index (`readmesAsIndexes`): whether it is one depends on the folder, not on the
   * file, so a run that finds it otherwise parses the page again (`loadPages`) rather than keep its old route.
   */
  readmeIndex: 8,
  /** A fallback page (`SourceFile.fallbackOf`): a run that finds a translation in its place, or the other way round, parses it again. */
  fallback: 16,
} as const;

function entryMarks(frontmatter: Frontmatter): number {
  return (frontmatter.draft === true ? EntryMark.draft : 0) | (frontmatter.pageType === 'home' ? EntryMark.home : 0) | (frontmatter.last_update?.date ? EntryMark.lastUpdate : 0);
}

const encoder = new TextEncoder();

/**
 * What fragments depend on in the config: languages and titles (page titles,
 * lvl0 fallbacks), base, clean URLs and versions (record URLs), and the navs (lvl0).
 * Editing anything else (sidebar, banner, footer…) keeps every cached page.
 */
export function fragmentConfigKey(config: SiteConfig): string {
  const { lang, locales, title, base, route, themeConfig, multiVersion } = config;
  const navs = [themeConfig.nav, themeConfig.locales.map((l) => [l.lang, l.nav])];
  return contentHash(JSON.stringify([lang, locales, title, base, route.cleanUrls, navs, multiVersion]));
}

export function pageFragments(source: SourceFile, extract: PageExtract, config: SiteConfig, file: VFile): PageFragments {
  const routePath = pageRoutePath(source, extract.frontmatter, config);
  const entry = pageEntry(source, extract, routePath, config, file);
  const page = encoder.encode(JSON.stringify(entry).slice(0, -1));
  const marks = entryMarks(entry.frontmatter) | (isReadmeIndex(source) ? EntryMark.readmeIndex : 0) | (source.fallbackOf === undefined ? 0 : EntryMark.fallback);
  // A not-found page is shown for the paths that have no page; searching must not lead to it.
  if (extract.frontmatter.search === false || extract.frontmatter.unlisted === true || extract.frontmatter.pageType === '404') return { page, records: new Uint8Array(), recordCount: 0, marks };
  const section = sectionOf(localOf(routePath, source.lang, config), navFor(config, source.lang)) ?? siteTitle(config, source.lang);
  const url = pageUrl(routePath, config.base, config.route.cleanUrls);
  const records = searchRecords({ lang: source.lang, version: source.version, title: entry.title, url, section }, extract.records);
  return { page, records: encoder.encode(records.map((r) => JSON.stringify(r)).join(',')), recordCount: records.length, marks };
}

const ROUTE_PATH = Buffer.from(',"routePath":');
const AFTER_ROUTE_PATH = Buffer.from(',"lang":');

/**
 * The route path in a page fragment, read back from its bytes: cached pages
 * need no other record of it, and routes.json cannot disagree with pages.json.
 * The entry starts with `title`, `routePath`, `lang` (see `pageEntry`); inside
 * a JSON string every `"` is escaped, so these keys cannot be matched there.
 */
export function fragmentRoutePath(page: Uint8Array): string {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const start = bytes.indexOf(ROUTE_PATH) + ROUTE_PATH.length;
  return JSON.parse(bytes.toString('utf8', start, bytes.indexOf(AFTER_ROUTE_PATH, start))) as string;
}

/** Identifies the time a close was written for: the time itself, -1 when unknown. */
export function timeKey(time: FileTime | undefined): number {
  return time && time.source !== 'unknown' ? time.time : -1;
}

/** What closes a page fragment into its entry: the last-updated fields when the time is known, then `}`. */
export function pageClose(time: FileTime | undefined, lang: string, timeZone: string): Uint8Array {
  const known = timeKey(time);
  if (known < 0) return CLOSE;
  const text = formatUpdated(known, lang, timeZone);
  return encoder.encode(`,"lastUpdatedTime":${JSON.stringify(text)},"lastUpdated":"${new Date(known).toISOString()}"}`);
}

const CLOSE = encoder.encode('}');
