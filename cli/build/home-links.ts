import type { RouteEntry } from '../../schemas/routes.js';
import { languageTheme } from '../../schemas/language-theme.js';
import { sidebarLinks } from '../../schemas/sidebar-entry.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import { isExternal, localOf, placeFolder, placePrefix } from '../../schemas/site-paths.js';

/**
 * Where the site title, the not-found page's home link and the language and
 * version switches lead in each version and language that has no page at its
 * root (`docs/en/index.md`): the first page of its sidebar (the shortest
 * section's), else its first page, instead of a 404. Docusaurus sites keep
 * their home page out of the docs folder, so a folder moved as it is has none.
 * By folder (`en`, `v1/zh`), a link as written in a sidebar; places with a
 * root page are left out, so a site with home pages gets an empty object.
 */
export function homeLinks(config: SiteConfig, routes: Iterable<RouteEntry> & { has(routePath: string): boolean }): Record<string, string> {
  const seen = new Set<string>();
  const homes: Record<string, string> = {};
  for (const route of routes) {
    const folder = placeFolder(route.version, route.lang);
    if (seen.has(folder)) continue;
    seen.add(folder);
    if (routes.has(`${placePrefix(route.version, route.lang, config)}/`)) continue;
    const { sidebar } = languageTheme(config, route.lang, route.version);
    const sections = Object.keys(sidebar).sort((a, b) => a.length - b.length);
    const links = sections.flatMap((key) => sidebarLinks(sidebar[key]!));
    homes[folder] = links.find((item) => !isExternal(item.link!))?.link ?? localOf(route.path, route.lang, config);
  }
  return homes;
}
