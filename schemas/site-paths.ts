/**
 * How a link is read, shared by the theme (which renders it) and the build's
 * link check (which must agree with it). Kept free of zod: the browser loads it.
 */

/** A URL with a scheme (`https:`, `mailto:`) or a protocol-relative one (`//host`): it leaves the site. */
export function isExternal(link: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(link) || link.startsWith('//');
}

/**
 * A config or frontmatter link (nav, sidebar, banner, hero) as the theme
 * writes it on a `lang` page: the language prefix added for a non-default
 * language, unless written with it (`/zh/guide/`, as other tools have it);
 * external links and anchors stay as they are.
 */
export function withLangPrefix(link: string, lang: string, defaultLang: string): string {
  if (isExternal(link) || link.startsWith('#')) return link;
  const path = link.startsWith('/') ? link : `/${link}`;
  if (lang === defaultLang || path === `/${lang}` || path.startsWith(`/${lang}/`)) return path;
  return `/${lang}${path}`;
}

/** A site path to a file rather than a page (`/files/notes.txt`): its last segment has an extension other than a page's. */
export function isFilePath(path: string): boolean {
  const last = path.replace(/[?#].*$/, '').split('/').pop() ?? '';
  return /\.[a-z\d]+$/i.test(last) && !PAGE_EXTENSION.test(last);
}

/** Extensions a link to a page may carry: its source file's, or its HTML file's. */
export const PAGE_EXTENSION = /\.(mdx?|html?)$/i;

/**
 * A route path (or a file's path below the site) as a URL path. The characters
 * a URL reads as syntax are percent-encoded: `%`, `?` (a query), `#` (a
 * fragment) and `\` (a `/` to browsers), so `what?.md` is served at
 * `/what%3F`. Spaces and non-ASCII letters stay as written: browsers encode
 * them on request, and the URLs of such pages keep their bytes.
 */
export function encodePath(path: string): string {
  return path.replace(/[%?#\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The route path a URL path names, every escape decoded (`%3F` → `?`); a stray `%` is kept as written. */
export function decodePath(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
