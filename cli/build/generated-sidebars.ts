import path from 'node:path';
import type { VFile } from 'vfile';
import { languageTheme } from '../../schemas/language-theme.js';
import type { RouteEntry } from '../../schemas/routes.js';
import type { Sidebar, SidebarEntry } from '../../schemas/sidebar.js';
import type { FolderSidebarUrls } from '../../schemas/sidebar-entry.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import { contentHash, localPath } from '../pipeline/routes.js';
import { withLocaleThemes } from './folder-nav.js';
import { folderSidebars, type FolderPage } from './folder-sidebar.js';
import type { PageEntries } from './page-entries.js';
import { writeOut } from './prerender.js';

export interface GeneratedSidebars {
  /** By language: section prefix → entries. */
  byLang: Map<string, Sidebar>;
  /** What the pages' HTML carries: language → section prefix → URL. */
  urls: FolderSidebarUrls;
  /** Entries by URL, for the pre-render. */
  entries: Map<string, SidebarEntry[]>;
}

/** A `custom-link` of a `_meta.json`: checked as the config's sidebar links are. */
export interface MetaLink {
  lang: string;
  link: string;
  /** The `_meta.json`, absolute. */
  file: string;
  at: PropertyKey[];
}

export interface SidebarSite {
  config: SiteConfig;
  siteDir: string;
  docsDir: string;
  routes: RouteEntry[];
  /** Route path → the page's source below the docs root. */
  sources: Map<string, string>;
  entries: PageEntries;
  vfile: (file: string) => VFile;
}

/**
 * The sidebars of every language's sections that the config has none for,
 * generated from the folders (`folder-sidebar.ts`), by language, with the
 * `custom-link`s of `_meta.json` files to check and the routes of overview
 * pages (read on the same pass); problems with `_meta.json` files are
 * reported on them.
 */
export function generatedSidebars(site: SidebarSite): { byLang: Map<string, Sidebar>; links: MetaLink[]; overviews: Set<string> } {
  const byLang = new Map<string, Sidebar>();
  const links: MetaLink[] = [];
  const { pages, overviews } = readPages(site);
  for (const [lang, langPages] of pages) {
    const sidebar = folderSidebars({
      siteDir: site.siteDir,
      langDir: path.relative(site.siteDir, path.join(site.docsDir, lang)).split(path.sep).join('/'),
      pages: langPages,
      written: Object.keys(languageTheme(site.config, lang).sidebar),
      vfile: site.vfile,
      onLink: (link, file, at) => links.push({ lang, link, file, at }),
    });
    if (Object.keys(sidebar).length > 0) byLang.set(lang, sidebar);
  }
  return { byLang, links, overviews };
}

/** Writes each generated sidebar as `static/sidebar/<hash>.json` into `outDir`. */
export function writeSidebars(byLang: Map<string, Sidebar>, outDir: string, base: string): GeneratedSidebars {
  const result: GeneratedSidebars = { byLang, urls: {}, entries: new Map() };
  for (const [lang, sidebar] of byLang) {
    const urls: Record<string, string> = {};
    for (const [prefix, items] of Object.entries(sidebar)) {
      const json = JSON.stringify(items);
      const file = `static/sidebar/${contentHash(json).slice(0, 12)}.json`;
      writeOut(outDir, file, json);
      urls[prefix] = base + file;
      result.entries.set(urls[prefix], items);
    }
    result.urls[lang] = urls;
  }
  return result;
}

/**
 * Each language's pages by their path below its folder (pages of plugins and
 * not-found pages have no place in a folder sidebar), and the routes of
 * overview pages: every page's index entry is read once, here.
 */
function readPages(site: SidebarSite): { pages: Map<string, [string, FolderPage][]>; overviews: Set<string> } {
  const pages = new Map<string, [string, FolderPage][]>();
  const overviews = new Set<string>();
  for (const route of site.routes) {
    const source = site.sources.get(route.path)!;
    const entry = site.entries.get(source);
    if (!entry) continue;
    if (entry.frontmatter.overview) overviews.add(route.path);
    const folder = `${route.lang}/`;
    if (!source.startsWith(folder) || entry.frontmatter.pageType === '404') continue;
    const page: FolderPage = { link: localPath(route.path, route.lang, site.config.lang), title: entry.title, hidden: entry.frontmatter.sidebar === false };
    const langPages = pages.get(route.lang) ?? pages.set(route.lang, []).get(route.lang)!;
    langPages.push([source.slice(folder.length), page]);
  }
  return { pages, overviews };
}

/** The config with the generated sidebars as its languages' own, for what reads sidebars in the build (overview pages). */
export function withGeneratedSidebars(config: SiteConfig, generated: GeneratedSidebars): SiteConfig {
  const themes = [...generated.byLang].map(([lang, sidebar]) => [lang, { sidebar: { ...languageTheme(config, lang).sidebar, ...sidebar } }] as const);
  return withLocaleThemes(config, new Map(themes));
}
