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
/** The pre-render's: the entries at a URL, read when a page of the section is rendered. */
let serverEntries: ((url: string) => SidebarEntry[] | undefined) | undefined;

/**
 * The pre-render's sidebars: this build's URLs, and the entries of each, asked for when a page shows them. The build
 * holds a section's entries only while it renders the section's pages, not every section's for the whole build.
 */
export function setServerSidebars(built: FolderSidebarUrls, entries: (url: string) => SidebarEntry[] | undefined): void {
  urls = built;
  ready.clear();
  serverEntries = entries;
}

/** `sidebar` (a language's sidebars from the config) with the folder sidebars of `lang` loaded so far; in the pre-render, each read when it is. */
export function withFolderSidebars(sidebar: Sidebar, lang: string): Sidebar {
  const sections = urls[lang];
  if (!sections) return sidebar;
  const merged = { ...sidebar };
  for (const [prefix, url] of Object.entries(sections)) {
    const read = serverEntries;
    if (read) Object.defineProperty(merged, prefix, { enumerable: true, configurable: true, get: () => read(url) ?? [] });
    else {
      const entries = ready.get(url);
      if (entries) merged[prefix] = entries;
    }
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
