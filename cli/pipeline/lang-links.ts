import type { RouteEntry } from '../../schemas/routes.js';
import { localOf, placePrefix, type PathConfig } from '../../schemas/site-paths.js';
import { contentHash } from './routes.js';

/** Where a page sits: its route, version and language. */
export interface PagePlace {
  path: string;
  version: string;
  lang: string;
}

/** The site's route paths, as a set or as the keys of a table by route. */
export type KnownRoutes = Pick<ReadonlySet<string>, 'has'>;

/**
 * Where the language switcher of a page leads, for each other language
 * (`PageData.langLinks`): the same page in the same version when it exists
 * there, else the closest page that does. `langs` has the default language first.
 */
export function langLinks(page: PagePlace, langs: string[], config: PathConfig, known: KnownRoutes): Record<string, string> {
  const local = localOf(page.path, page.lang, config);
  const links: Record<string, string> = {};
  for (const other of langs) {
    if (other !== page.lang) links[other] = closestRoute(local, placePrefix(page.version, other, config), known);
  }
  return links;
}

/**
 * Where the version switcher of a page leads, for each other version
 * (`PageData.versionLinks`): the same page in the same language when that
 * version has it, else that version's home page in the language (or, when
 * the version lacks the language, in the default one); a version with none
 * of these is left out. Undefined without versions.
 */
export function versionLinks(page: PagePlace, config: PathConfig, known: KnownRoutes): Record<string, string> | undefined {
  const { versions } = config.multiVersion;
  if (versions.length === 0) return undefined;
  const local = localOf(page.path, page.lang, config);
  const links: Record<string, string> = {};
  for (const other of versions) {
    if (other === page.version) continue;
    const prefix = placePrefix(other, page.lang, config);
    const target = [prefix + local, `${prefix}/`, `${placePrefix(other, config.lang, config)}/`].find((route) => known.has(route));
    if (target) links[other] = target;
  }
  return links;
}

/**
 * The page at `local` under the `prefix` of a version and language, else the
 * nearest section index up its path (`/guide/basic/x` → `/guide/basic/` →
 * `/guide/` → `/`). The home is the answer of last resort even when it has
 * none: that language then has no page to offer at all.
 */
export function closestRoute(local: string, prefix: string, known: KnownRoutes): string {
  if (known.has(prefix + local)) return prefix + local;
  let folder = local.replace(/\/$/, '');
  while (folder) {
    folder = folder.slice(0, folder.lastIndexOf('/'));
    if (known.has(`${prefix}${folder}/`)) return `${prefix}${folder}/`;
  }
  return `${prefix}/`;
}

/**
 * Make each route's data URL also change with its page's `langLinks` and
 * `versionLinks`, which other pages decide (a translation added moves the
 * link from a section index to the page), as the data is cached by its URL.
 */
export function setLangLinkUrls(routes: RouteEntry[], langs: string[], config: PathConfig): void {
  if (langs.length < 2 && config.multiVersion.versions.length === 0) return;
  const known = new Set(routes.map((r) => r.path));
  for (const route of routes) {
    const links = JSON.stringify([langLinks(route, langs, config, known), versionLinks(route, config, known)]);
    route.preload = route.preload.replace(/\.([0-9a-f]{8})\.json$/, (_, hash: string) => `.${contentHash(hash + links).slice(0, 8)}.json`);
  }
}
