import type { Sidebar, SidebarEntry } from '../../schemas/sidebar.js';
import { sectionKey, type FolderSidebarUrls } from '../../schemas/sidebar-entry.js';

/**
 * Sidebars generated from folders are files of their own, loaded with the
 * first page of their section: the theme bundle stays the same size however
 * many pages a section has. Their URLs come with each page's HTML, as the
 * route buckets' folder does, so a new page leaves the bundle as it is.
 */
let urls: FolderSidebarUrls = typeof window === 'undefined' ? {} : (window.__DOCSITE__.sidebars ?? {});
const loaded = new Map<string, Promise<SidebarEntry[]>>();
const ready = new Map<string, SidebarEntry[]>();

/** The pre-render's sidebars: this build's URLs, and the entries of each. */
export function setServerSidebars(built: FolderSidebarUrls, entries: (url: string) => SidebarEntry[] | undefined): void {
  urls = built;
  ready.clear();
  for (const sections of Object.values(built)) for (const url of Object.values(sections)) ready.set(url, entries(url) ?? []);
}

/** `sidebar` (a language's sidebars from the config) with the folder sidebars of `lang` loaded so far. */
export function withFolderSidebars(sidebar: Sidebar, lang: string): Sidebar {
  const sections = urls[lang];
  if (!sections) return sidebar;
  const merged = { ...sidebar };
  for (const [prefix, url] of Object.entries(sections)) {
    const entries = ready.get(url);
    if (entries) merged[prefix] = entries;
  }
  return merged;
}

/** Loads the folder sidebar of the section `localPath` is in, if a generated one is its longest match. */
export function loadFolderSidebar(sidebar: Sidebar, lang: string, localPath: string): Promise<unknown> | undefined {
  const sections = urls[lang] ?? {};
  const best = sectionKey([...Object.keys(sidebar), ...Object.keys(sections)], localPath);
  const url = best === undefined || best in sidebar ? undefined : sections[best];
  if (!url || ready.has(url)) return undefined;
  let loading = loaded.get(url);
  if (!loading) {
    loading = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`Sidebar ${url}: HTTP ${res.status}`);
      return res.json() as Promise<SidebarEntry[]>;
    });
    loading.then((entries) => ready.set(url, entries), () => loaded.delete(url));
    loaded.set(url, loading);
  }
  return loading;
}
