import { isExternal } from '../../schemas/site-paths.js';

/**
 * Authors link pages as files (`./getting-started.mdx`, `../api/index.md`):
 * resolve them against the current page and drop the extension, so they
 * become the route the file is served at (the build's link check agrees).
 */
export function resolveLink(href: string, routePath: string): string {
  if (isExternal(href) || href.startsWith('#') || href.startsWith('/')) return href.replace(/\.mdx?(?=$|#)/, '');
  const url = new URL(href, `http://site${routePath}`);
  return `${url.pathname.replace(/\.mdx?$/, '').replace(/\/index$/, '/')}${url.hash}`;
}
