import type { NavItem } from '../../schemas/nav.js';
import type { Sidebar, SidebarEntry, SidebarItem } from '../../schemas/sidebar.js';
import { isSidebarItem, sectionKey, sidebarLinks } from '../../schemas/sidebar-entry.js';
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

interface PageSequence {
  /** The sidebar's links to pages of the site, in reading order. */
  links: SidebarItem[];
  /** Where each page first appears in `links`, by route path. */
  positions: Map<string, number>;
}

const sequences = new WeakMap<SidebarEntry[], PageSequence>();

/**
 * The pages of a sidebar in reading order, for previous/next: worked out once
 * per sidebar, not once per page rendered with it. A generated sidebar lists
 * its whole section, so per page this was a third of the pre-render at
 * 2 × 10,000 pages, and the pre-render grew with the square of the section.
 */
export function pageSequence(items: SidebarEntry[]): PageSequence {
  let sequence = sequences.get(items);
  if (!sequence) {
    const links = sidebarLinks(items).filter((item) => !/^[a-z]+:/i.test(item.link!));
    const positions = new Map<string, number>();
    links.forEach((item, index) => {
      const path = linkPath(item.link!);
      if (!positions.has(path)) positions.set(path, index);
    });
    sequence = { links, positions };
    sequences.set(items, sequence);
  }
  return sequence;
}

const held = new WeakMap<SidebarItem, Set<string>>();

/**
 * True when an entry is the current page, or a group holding it at any depth
 * (it must start open). Each group's pages are gathered once per sidebar, not
 * once per page rendered with it: every group of a section asks on every
 * page, which walked the whole section each time (a sixteenth of the
 * pre-render at 2 × 2,000 pages). A link is compared as it is: a set for each
 * of a section's links was most of the sets, 20 MB at 2 × 50,000 pages.
 */
export function containsPath(item: SidebarEntry, localPath: string): boolean {
  if (!isSidebarItem(item)) return false;
  if (!item.items) return item.link !== undefined && linkPath(item.link) === localPath;
  return pathsIn(item).has(localPath);
}

function pathsIn(group: SidebarItem): Set<string> {
  let paths = held.get(group);
  if (!paths) {
    paths = new Set(group.link !== undefined ? [linkPath(group.link)] : []);
    for (const child of group.items ?? []) {
      if (!isSidebarItem(child)) continue;
      if (child.items) for (const path of pathsIn(child)) paths.add(path);
      else if (child.link !== undefined) paths.add(linkPath(child.link));
    }
    held.set(group, paths);
  }
  return paths;
}

const topEntries = new WeakMap<readonly SidebarEntry[], Map<string, number>>();

/**
 * Where in `items` the entry that is or holds `localPath` is, or -1: found
 * once per sidebar for all its pages, for a section of thousands of
 * top-level entries, where asking each entry in turn is a walk per page.
 */
export function entryHolding(items: readonly SidebarEntry[], localPath: string): number {
  let index = topEntries.get(items);
  if (!index) {
    const found = new Map<string, number>();
    items.forEach((item, i) => {
      if (!isSidebarItem(item)) return;
      const paths = item.items ? pathsIn(item) : item.link !== undefined ? [linkPath(item.link)] : [];
      for (const path of paths) if (!found.has(path)) found.set(path, i);
    });
    topEntries.set(items, (index = found));
  }
  return index.get(localPath) ?? -1;
}

/** The top navigation as drawer entries: links stay links, a dropdown becomes a folded group. */
export function navAsSidebar(nav: NavItem[]): SidebarItem[] {
  return nav.map((item) => (item.items ? { text: item.text, collapsed: true, items: navAsSidebar(item.items) } : { text: item.text, link: item.link! }));
}
