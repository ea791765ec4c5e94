/**
 * How a link is read, shared by the theme (which renders it) and the build's
 * link check (which must agree with it). Kept free of zod: the browser loads it.
 */

/** A URL with a scheme (`https:`, `mailto:`) or a protocol-relative one (`//host`): it leaves the site. */
export function isExternal(link: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(link) || link.startsWith('//');
}

/** What of the config decides where a page's URL puts it: the default language, and the versions. */
export interface PathConfig {
  lang: string;
  multiVersion: { default: string; versions: string[] };
}

/** `/v1` for a version other than the default, `''` for the default version (and for sites without versions). */
export function versionPrefix(version: string, config: PathConfig): string {
  return version === '' || version === config.multiVersion.default ? '' : `/${version}`;
}

/** `/v1/zh`: the prefix of the route paths of a version and language. */
export function placePrefix(version: string, lang: string, config: PathConfig): string {
  return versionPrefix(version, config) + (lang === config.lang ? '' : `/${lang}`);
}

/** The version of a route path: its first segment when that names a version other than the default, else the default (`''` without versions). */
export function versionOf(routePath: string, config: PathConfig): string {
  const { versions, default: latest } = config.multiVersion;
  // Every link of every page asks: a site without versions answers at once.
  if (versions.length === 0) return latest;
  const first = routePath.split('/')[1] ?? '';
  return first !== latest && versions.includes(first) ? first : latest;
}

/** The route path without its version prefix: `/v1/zh/guide/` → `/zh/guide/`. */
export function withoutVersion(routePath: string, config: PathConfig): string {
  const prefix = versionPrefix(versionOf(routePath, config), config);
  return prefix ? routePath.slice(prefix.length) || '/' : routePath;
}

/**
 * A site path (starting with `/`) as read on a page of `version`: written
 * with a version's name first (`/v1/guide/`), it leads to that version (the
 * default version's name is dropped: its routes have no prefix); else into
 * `version` itself. So the pages of an older version link within it, as
 * Rspress has it, and `/v2/guide/` always means the default version's page.
 */
export function withVersionPrefix(path: string, version: string, config: PathConfig): string {
  const [target, rest] = splitVersion(path, version, config);
  return versionPrefix(target, config) + rest;
}

function splitVersion(path: string, version: string, config: PathConfig): [string, string] {
  if (config.multiVersion.versions.length === 0) return [version, path];
  const first = path.split(/[/?#]/)[1] ?? '';
  if (!config.multiVersion.versions.includes(first)) return [version, path];
  const rest = path.slice(first.length + 1);
  return [first, rest.startsWith('/') ? rest : `/${rest}`];
}

/**
 * A site link (nav, sidebar, banner, hero) as the theme writes it on a page
 * of `version` and `lang`: the prefixes of that version and language added
 * (`withVersionPrefix`: a link written with a version's name leads to that
 * version). Written with the language's prefix (`/zh/guide/`, as other tools
 * have it), that prefix is not added again. External links and anchors stay
 * as they are.
 */
export function withPlacePrefix(link: string, version: string, lang: string, config: PathConfig): string {
  if (isExternal(link) || link.startsWith('#')) return link;
  const [target, path] = splitVersion(link.startsWith('/') ? link : `/${link}`, version, config);
  const own = lang === config.lang || path === `/${lang}` || (path.startsWith(`/${lang}`) && '/?#'.includes(path.charAt(lang.length + 1)));
  return versionPrefix(target, config) + (own ? path : `/${lang}${path}`);
}

/**
 * The default version's route path written as a link that leads there from a
 * page of any version (`/guide/` → `/v2/guide/`): theme links are read in the
 * version of the page that shows them, as content links are.
 */
export function versionLink(routePath: string, version: string, config: PathConfig): string {
  return version !== '' && version === config.multiVersion.default ? `/${version}${routePath}` : routePath;
}

/** The language of a route path: its first segment below the version prefix when that is a language other than the default, else the default. */
export function langOfPath(routePath: string, langs: readonly string[], config: PathConfig): string {
  const first = withoutVersion(routePath, config).split('/')[1] ?? '';
  return first !== config.lang && langs.includes(first) ? first : config.lang;
}

/** The folder below the docs root that holds a version's pages in a language: `en`, or `v1/en` with `multiVersion`. */
export function placeFolder(version: string, lang: string): string {
  return version ? `${version}/${lang}` : lang;
}

/** The route path below its version and language prefixes: what nav links and sidebar keys are written against. */
export function localOf(routePath: string, lang: string, config: PathConfig): string {
  const path = withoutVersion(routePath, config);
  return lang === config.lang ? path : path.slice(lang.length + 1) || '/';
}

/** A site path to a file rather than a page (`/files/notes.txt`): its last segment has an extension other than a page's. */
export function isFilePath(path: string): boolean {
  // Most links (a sidebar's, on every page) have no dot at all.
  if (!path.includes('.')) return false;
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
  // Most paths have no escape: the theme decodes every sidebar link of every page it renders.
  if (!url.includes('%')) return url;
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
