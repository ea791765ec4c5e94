import type { RouteEntry } from '../../schemas/routes.js';
import { contentHash, localPath } from './routes.js';

/**
 * Where the language switcher of the page at `routePath` leads, for each
 * other language (`PageData.langLinks`): the same page when it exists there,
 * else the closest page that does. `langs` has the default language first.
 */
export function langLinks(routePath: string, lang: string, langs: string[], known: Set<string>): Record<string, string> {
  const defaultLang = langs[0]!;
  const local = localPath(routePath, lang, defaultLang);
  const links: Record<string, string> = {};
  for (const other of langs) {
    if (other !== lang) links[other] = closestRoute(local, other === defaultLang ? '' : `/${other}`, known);
  }
  return links;
}

/**
 * The page at `local` under the language `prefix`, else the nearest section
 * index up its path (`/guide/basic/x` → `/guide/basic/` → `/guide/` → `/`).
 * The language's home is the answer of last resort even when it has none:
 * that language then has no page to offer at all.
 */
export function closestRoute(local: string, prefix: string, known: Set<string>): string {
  if (known.has(prefix + local)) return prefix + local;
  let folder = local.replace(/\/$/, '');
  while (folder) {
    folder = folder.slice(0, folder.lastIndexOf('/'));
    if (known.has(`${prefix}${folder}/`)) return `${prefix}${folder}/`;
  }
  return `${prefix}/`;
}

/**
 * Routes whose data URL also changes with their page's `langLinks`, which
 * other pages decide (a translation added moves the link from a section
 * index to the page), as the data is cached by its URL.
 */
export function withLangLinkUrls(routes: RouteEntry[], langs: string[]): RouteEntry[] {
  if (langs.length < 2) return routes;
  const known = new Set(routes.map((r) => r.path));
  return routes.map((route) => {
    const links = JSON.stringify(langLinks(route.path, route.lang, langs, known));
    return { ...route, preload: route.preload.replace(/\.([0-9a-f]{8})\.json$/, (_, hash: string) => `.${contentHash(hash + links).slice(0, 8)}.json`) };
  });
}
