import { hash } from 'node:crypto';
import type { RouteEntry } from '../../schemas/routes.js';
import type { SourceFile } from './collect-files.js';

/**
 * `guide/start/introduction` → `/guide/start/introduction`, `index` → `/`,
 * `api/index` → `/api/`; languages other than the default get their prefix.
 */
export function routePathOf(pagePath: string, lang: string, defaultLang: string): string {
  const local = pagePath === 'index' ? '/' : pagePath.endsWith('/index') ? `/${pagePath.slice(0, -5)}` : `/${pagePath}`;
  return lang === defaultLang ? local : `/${lang}${local}`;
}

/** The route path with its language prefix removed: what nav links and sidebar keys are written against. */
export function localPath(routePath: string, lang: string, defaultLang: string): string {
  return lang === defaultLang ? routePath : routePath.slice(lang.length + 1) || '/';
}

/** Site-absolute URL of a route: base added, and `.html` unless clean URLs are on (folder indexes keep their `/`). */
export function pageUrl(routePath: string, base: string, cleanUrls: boolean): string {
  const url = base + routePath.slice(1);
  return cleanUrls || url.endsWith('/') ? url : `${url}.html`;
}

/** SHA-256 of a text, in hex: names page bodies (so their URLs change with their source) and keys the cache. */
export function contentHash(text: string): string {
  return hash('sha256', text, 'hex');
}

/** `dataHash` changes whenever the page's data does (sources, config, last-updated time): it names the data file `docsite build` writes. */
export function routeEntry(file: SourceFile, routePath: string, dataHash: string, base: string, siteRelativePath: string): RouteEntry {
  const element = file.relativePath.replace(/\.(md|mdx)$/, '');
  return {
    path: routePath,
    element,
    filePath: siteRelativePath,
    preload: `${base}static/pages/${element}.${dataHash.slice(0, 8)}.json`,
    lang: file.lang,
    version: '',
  };
}
