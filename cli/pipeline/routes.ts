import { hash } from 'node:crypto';
import path from 'node:path';
import type { Frontmatter } from '../../schemas/frontmatter.js';
import type { RouteEntry } from '../../schemas/routes.js';
import { encodePath, placePrefix, type PathConfig } from '../../schemas/site-paths.js';
import type { SourceFile } from './collect-files.js';

/**
 * `guide/start/introduction` → `/guide/start/introduction`, `index` → `/`,
 * `api/index` → `/api/`; versions and languages other than the default get
 * their prefix (`/v1/zh/api/`).
 */
export function routePathOf(pagePath: string, version: string, lang: string, config: PathConfig): string {
  const local = pagePath === 'index' ? '/' : pagePath.endsWith('/index') ? `/${pagePath.slice(0, -5)}` : `/${pagePath}`;
  return placePrefix(version, lang, config) + local;
}

/**
 * The page's route: its file's, unless the frontmatter moves it. A `404`
 * page is its language's `/404`, the file the not-found answer is served
 * from. A `slug` works as in Docusaurus: `/a/b` from the language root,
 * `b` beside the file, `/` the language home; a trailing `/` makes a folder route.
 */
export function pageRoutePath(file: SourceFile, frontmatter: Frontmatter, config: PathConfig): string {
  // Docusaurus's `id` names the page in its folder, as a slug without a `/` does; an index page stays its folder's.
  const name = frontmatter.slug ?? (typeof frontmatter.id === 'string' && !/(^|\/)index$/.test(file.pagePath) ? frontmatter.id : undefined);
  const pagePath = frontmatter.pageType === '404' ? '404' : name === undefined ? file.pagePath : slugPagePath(file.pagePath, name);
  return routePathOf(pagePath, file.version, file.lang, config);
}

function slugPagePath(pagePath: string, slug: string): string {
  const target = slug.startsWith('/') ? slug.slice(1) : pagePath.slice(0, pagePath.lastIndexOf('/') + 1) + slug;
  return target === '' || target.endsWith('/') ? `${target}index` : target;
}

/** Site-absolute URL of a route: base added, `%`, `?` and `#` encoded, and `.html` unless clean URLs are on (folder indexes keep their `/`). */
export function pageUrl(routePath: string, base: string, cleanUrls: boolean): string {
  const url = base + encodePath(routePath.slice(1));
  return cleanUrls || url.endsWith('/') ? url : `${url}.html`;
}

/** SHA-256 of a text, in hex: names page bodies (so their URLs change with their source) and keys the cache. */
export function contentHash(text: string): string {
  return hash('sha256', text, 'hex');
}

/** `dataHash` changes whenever the page's data does (sources, config, last-updated time): it names the data file `docsite build` writes. */
export function routeEntry(file: SourceFile, routePath: string, dataHash: string, base: string, siteRelativePath: string): RouteEntry {
  // A plugin's page lives outside the docs folder: it is named as a file at its route would be.
  const element = file.relativePath.startsWith('../') ? `${file.version ? `${file.version}/` : ''}${file.lang}/${file.pagePath}` : file.relativePath.replace(/\.(md|mdx)$/, '');
  return {
    path: routePath,
    element,
    filePath: path.posix.normalize(siteRelativePath),
    preload: `${base}static/pages/${encodePath(element)}.${dataHash.slice(0, 8)}.json`,
    lang: file.lang,
    version: file.version,
    ...(file.fallbackOf !== undefined && { fallback: true as const }),
  };
}
