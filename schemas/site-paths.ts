/**
 * How a link is read, shared by the theme (which renders it) and the build's
 * link check (which must agree with it). Kept free of zod: the browser loads it.
 */

/** A URL with a scheme (`https:`, `mailto:`) or a protocol-relative one (`//host`): it leaves the site. */
export function isExternal(link: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(link) || link.startsWith('//');
}

/** A site path to a file rather than a page (`/files/notes.txt`): its last segment has an extension other than a page's. */
export function isFilePath(path: string): boolean {
  const last = path.replace(/[?#].*$/, '').split('/').pop() ?? '';
  return /\.[a-z\d]+$/i.test(last) && !PAGE_EXTENSION.test(last);
}

/** Extensions a link to a page may carry: its source file's, or its HTML file's. */
export const PAGE_EXTENSION = /\.(mdx?|html?)$/i;
