import type { VFile } from 'vfile';
import { localOf, placePrefix, withoutVersion, type PathConfig } from '../../schemas/site-paths.js';
import type { PageFolders } from '../config/page-folders.js';
import { warn } from '../report/problem.js';
import { relativePosix } from '../relative-path.js';

/** The query that marks a link to another language's page as intended: `/guide/start?lang=en`. */
const LANG_MARKER = 'lang';

const RULE = 'cross-language-link';

export interface LinkLanguages {
  /** The docs root, and where each language's pages are below it: a file's folder names its language. */
  docsDir: string;
  folders: PageFolders;
  /** The default language and the versions: what route prefixes mean. */
  config: PathConfig;
  /** Route path → the page's file, absolute. */
  pages: Map<string, string>;
  /** The routes of fallback pages: the default language's text where a translation is missing (`RouteEntry.fallback`). */
  fallbacks?: ReadonlySet<string>;
  vfile: (file: string) => VFile;
}

/** A live link to a page, where it was written: the file (the page, or a fragment it imports) and the page that shows it. */
export interface WrittenLink {
  url: string;
  file: string;
  page: string;
  line: number;
  column: number;
}

/**
 * A link written in one language that opens a page of another, while the
 * writer's language has that page too, is most likely a site path missing
 * its language prefix (`/guide/start` in a zh page): a warning, with the
 * link to write, and the marker that keeps it (`?lang=en`) if it is intended.
 */
export function checkLinkLanguage(site: LinkLanguages, link: WrittenLink, target: { route: string; hash: string }): void {
  const across = crossLanguage(site, link, target.route);
  if (!across) return;
  const file = site.vfile(link.file);
  // A fragment is checked in every page of its language that shows it: one warning is enough.
  if (file.messages.some((m) => m.ruleId === RULE && m.line === link.line && m.column === link.column)) return;
  const { targetLang, writtenLang, own } = across;
  warn(file, `Link \`${link.url}\` leads from ${writtenLang} to ${targetLang}, though the ${writtenLang} page ${own} exists`, {
    place: { line: link.line, column: link.column },
    ruleId: RULE,
    // Written in its version's page, a site path is read in that version: the fix leaves the version's prefix out.
    fix: `Link to \`${withoutVersion(own, site.config)}${target.hash ? `#${target.hash}` : ''}\`; if the ${targetLang} page is intended, mark the link: \`${withLangMarker(link.url, targetLang)}\`.`,
  });
}

/**
 * The languages involved and the page the link most likely meant; undefined
 * when the link stays in its language, when the writer's language lacks the
 * page or has it only as a fallback (linking across is then the only choice), when it is marked
 * `?lang=<target language>`, or when it comes from a fragment of another
 * language than the page showing it (the fragment's own pages judge it).
 */
function crossLanguage(site: LinkLanguages, link: WrittenLink, targetRoute: string): { targetLang: string; writtenLang: string; own: string } | undefined {
  const written = placeOfFile(site, link.file);
  const writtenLang = written.lang;
  const targetLang = placeOfFile(site, site.pages.get(targetRoute)!).lang;
  if (writtenLang === targetLang || writtenLang !== placeOfFile(site, link.page).lang) return undefined;
  if (markedLang(link.url) === targetLang) return undefined;
  const own = placePrefix(written.version, writtenLang, site.config) + localOf(targetRoute, targetLang, site.config);
  // A fallback page there is the same page in the other language's text: linking across is no mistake then.
  return site.pages.has(own) && !site.fallbacks?.has(own) ? { targetLang, writtenLang, own } : undefined;
}

/** `url` with the marker that says its language is intended, before any `#hash`. */
function withLangMarker(url: string, lang: string): string {
  const hashAt = url.indexOf('#');
  const [before, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  return `${before}${before.includes('?') ? '&' : '?'}${LANG_MARKER}=${lang}${hash}`;
}

function markedLang(url: string): string | null {
  const query = /\?([^#]*)/.exec(url)?.[1];
  return query === undefined ? null : new URLSearchParams(query).get(LANG_MARKER);
}

/** The version and language of a file below the docs root, from its folders (`v1/zh/…` or `zh/…`). */
function placeOfFile(site: LinkLanguages, file: string): { version: string; lang: string } {
  return site.folders.placeOf(relativePosix(site.docsDir, file));
}
