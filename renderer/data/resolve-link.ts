import { encodePath, isExternal, isFilePath, versionOf, withVersionPrefix, type PathConfig } from '../../schemas/site-paths.js';

/**
 * Authors link pages as files (`./getting-started.mdx`, `../api/index.md`):
 * resolve them against the current page and drop the extension, so they
 * become the route the file is served at (the build's link check agrees).
 * A site path on a page of an older version stays in that version unless it
 * names another (`withVersionPrefix`); one written with the config's `base`
 * is read without it, as the build's link check reads it (`resolveTarget`).
 */
export function resolveLink(href: string, routePath: string, config: PathConfig & { base: string }): string {
  // A web link to a Markdown file (a README on GitHub) is not one of ours.
  if (isExternal(href) || href.startsWith('#')) return href;
  if (href.startsWith('/')) {
    // Written with the base (`/docs/1.0/intro`, as a Docusaurus site links its docs), the version follows it.
    const { base } = config;
    const bare = base !== '/' && href.startsWith(base) ? `/${href.slice(base.length)}` : href;
    // Files in `public/` serve every version.
    const path = isFilePath(bare) ? bare : withVersionPrefix(bare, versionOf(routePath, config), config);
    return bareEscaped(path.includes('.md') ? path.replace(/\.mdx?(?=$|#)/, '') : path);
  }
  const url = new URL(href, `http://site${encodePath(routePath)}`);
  return `${bareEscaped(url.pathname).replace(/\.mdx?$/, '').replace(/\/index$/, '/')}${url.hash}`;
}

/** A `%` written bare (`./100%.md`, `/guide/100%` in the config) is the file's own character, as the build's link check reads it. */
function bareEscaped(path: string): string {
  return !path.includes('%') ? path : path.replace(/%(?![\dA-Fa-f]{2})/g, '%25');
}
