import type { NavItem } from '../../schemas/nav.js';
import type { Sidebar, SidebarEntry, SidebarItem } from '../../schemas/sidebar.js';
import { isSidebarItem, sectionKey } from '../../schemas/sidebar-entry.js';
import { decodePath } from '../../schemas/site-paths.js';

/** The sidebar of the section `localPath` is in: the longest matching key wins. */
export function sidebarFor(sidebar: Sidebar, localPath: string): SidebarEntry[] {
  const key = sectionKey(Object.keys(sidebar), localPath);
  return key === undefined ? [] : sidebar[key]!;
}

/** A sidebar link as a route path: `.html` and a trailing `index` dropped, escapes decoded (`/what%3F` → `/what?`). */
export function linkPath(link: string): string {
  return decodePath(link.replace(/\.html$/, '').replace(/\/index$/, '/'));
}

/** Every page link in reading order, for previous/next. */
export function flattenLinks(items: SidebarEntry[]): SidebarItem[] {
  return items.filter(isSidebarItem).flatMap((item) => [...(item.link ? [item] : []), ...flattenLinks(item.items ?? [])]);
}

/** True when a group holds the current page, at any depth: it must start open. */
export function containsPath(item: SidebarEntry, localPath: string): boolean {
  if (!isSidebarItem(item)) return false;
  return (item.link !== undefined && linkPath(item.link) === localPath) || (item.items ?? []).some((child) => containsPath(child, localPath));
}

/** The top navigation as drawer entries: links stay links, a dropdown becomes a folded group. */
export function navAsSidebar(nav: NavItem[]): SidebarItem[] {
  return nav.map((item) => (item.items ? { text: item.text, collapsed: true, items: navAsSidebar(item.items) } : { text: item.text, link: item.link! }));
}
