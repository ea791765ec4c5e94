import { createHash } from 'node:crypto';
import type { OverviewGroup } from '../../schemas/page-data.js';
import type { RouteEntry } from '../../schemas/routes.js';
import type { SidebarEntry, SidebarItem } from '../../schemas/sidebar.js';
import { isSidebarItem, sectionKey } from '../../schemas/sidebar-entry.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import { languageTheme } from '../../schemas/language-theme.js';
import { localOf, withPlacePrefix } from '../../schemas/site-paths.js';
import type { RouteSources } from './route-table.js';

type PageLookup = (routePath: string) => { title: string; toc: { text: string; id: string; depth: number }[] } | undefined;

/**
 * An overview page's groups: the sidebar of its section, each group with its
 * pages and their h2 headings. Links outside the site, and the overview page
 * itself, are left out; pages not found are skipped.
 */
export function overviewGroups(config: SiteConfig, place: { version: string; lang: string }, localPath: string, lookup: PageLookup, pageTitle: string): OverviewGroup[] {
  const items = sidebarItems(config, place, localPath);
  const page = (item: SidebarItem) => {
    if (!item.link || /^[a-z]+:/i.test(item.link)) return [];
    const link = item.link.replace(/\.html$/, '').replace(/\/index$/, '/');
    if (link === localPath) return [];
    const entry = lookup(withPlacePrefix(link, place.version, place.lang, config));
    if (!entry) return [];
    return [{ title: entry.title, link, headers: entry.toc.filter((t) => t.depth === 2).map(({ text, id }) => ({ text, id })) }];
  };
  const groups: OverviewGroup[] = [];
  const loose: OverviewGroup = { name: pageTitle, items: [] };
  for (const item of items.filter(isSidebarItem)) {
    if (item.items) groups.push({ name: item.text, items: [...page(item), ...flatten(item.items).flatMap(page)] });
    else loose.items.push(...page(item));
  }
  return [...(loose.items.length > 0 ? [loose] : []), ...groups].filter((group) => group.items.length > 0);
}

function flatten(items: SidebarEntry[]): SidebarItem[] {
  return items.filter(isSidebarItem).flatMap((item) => [item, ...flatten(item.items ?? [])]);
}

function sidebarItems(config: SiteConfig, place: { version: string; lang: string }, localPath: string): SidebarEntry[] {
  const { sidebar } = languageTheme(config, place.lang, place.version);
  const key = sectionKey(Object.keys(sidebar), localPath);
  return key === undefined ? [] : sidebar[key]!;
}

/** An overview route's groups, looking pages up by route path through `sources` (route path → docs-relative file) and `entries`. */
export function routeOverview(
  config: SiteConfig,
  route: RouteEntry,
  sources: RouteSources,
  entry: (relativePath: string) => ReturnType<PageLookup>,
): OverviewGroup[] {
  const local = localOf(route.path, route.lang, config);
  const lookup = (routePath: string) => {
    const source = sources.get(routePath);
    return source ? entry(source) : undefined;
  };
  return overviewGroups(config, route, local, lookup, lookup(route.path)?.title ?? '');
}

/**
 * The data URL of an overview route: its index URL with the groups mixed into
 * the hash, because they change with other pages' titles and headings, which
 * the index-time hash does not see. Cached forever, the URL must change too.
 */
export function overviewDataUrl(preload: string, groups: OverviewGroup[]): string {
  return preload.replace(/\.([0-9a-f]{8})\.json$/, (_, hash: string) => `.${createHash('sha256').update(hash).update(JSON.stringify(groups)).digest('hex').slice(0, 8)}.json`);
}
