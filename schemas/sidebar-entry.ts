// Types only: the theme's first load imports this, and the sidebar schema would bring zod with it.
import type { SidebarEntry, SidebarItem } from './sidebar.js';

/** Whether an entry is a page link or a group, rather than a divider or a section header. */
export function isSidebarItem(entry: SidebarEntry): entry is SidebarItem {
  return 'text' in entry;
}

/** Every entry that links a page, a group's own link before its entries', in reading order. */
export function sidebarLinks(entries: readonly SidebarEntry[]): SidebarItem[] {
  return entries.filter(isSidebarItem).flatMap((item) => [...(item.link ? [item] : []), ...sidebarLinks(item.items ?? [])]);
}

/** The sidebar key of the section `localPath` is in: the longest key it starts with. */
export function sectionKey(keys: Iterable<string>, localPath: string): string | undefined {
  let best: string | undefined;
  for (const key of keys) {
    if (localPath.startsWith(key) && (best === undefined || key.length > best.length)) best = key;
  }
  return best;
}

/** The URLs of the sidebars the build generated from folders: the folder of a version and language (`en`, `v1/zh`: `placeFolder`) → section prefix → URL of its JSON (`SidebarEntry[]`). */
export type FolderSidebarUrls = Record<string, Record<string, string>>;
