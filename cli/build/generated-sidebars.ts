import path from 'node:path';
import type { VFile } from 'vfile';
import { languageTheme } from '../../schemas/language-theme.js';
import type { RouteEntry } from '../../schemas/routes.js';
import type { Sidebar, SidebarEntry } from '../../schemas/sidebar.js';
import type { FolderSidebarUrls } from '../../schemas/sidebar-entry.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import { contentHash, localPath } from '../pipeline/routes.js';
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
 * generated from the folders (`folder-sidebar.ts`), by language; problems
 * with `_meta.json` files are reported on them.
 */
export function generatedSidebars(site: SidebarSite): { byLang: Map<string, Sidebar>; links: MetaLink[] } {
  const byLang = new Map<string, Sidebar>();
  const links: MetaLink[] = [];
  for (const lang of new Set(site.routes.map((route) => route.lang))) {
    const sidebar = folderSidebars({
      siteDir: site.siteDir,
      langDir: path.relative(site.siteDir, path.join(site.docsDir, lang)).split(path.sep).join('/'),
      pages: pagesOf(site, lang),
      written: Object.keys(languageTheme(site.config, lang).sidebar),
      vfile: site.vfile,
      onLink: (link, file, at) => links.push({ lang, link, file, at }),
    });
    if (Object.keys(sidebar).length > 0) byLang.set(lang, sidebar);
  }
  return { byLang, links };
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

/** The pages of `lang` by their path below its folder; pages of plugins and not-found pages have no place in a folder sidebar. */
function* pagesOf(site: SidebarSite, lang: string): Generator<[string, FolderPage]> {
  const folder = `${lang}/`;
  for (const route of site.routes) {
    const source = site.sources.get(route.path)!;
    if (route.lang !== lang || !source.startsWith(folder)) continue;
    const entry = site.entries.get(source);
    if (!entry || entry.frontmatter.pageType === '404') continue;
    yield [source.slice(folder.length), { link: localPath(route.path, lang, site.config.lang), title: entry.title, hidden: entry.frontmatter.sidebar === false }];
  }
}

/** The config with the generated sidebars as its languages' own, for what reads sidebars in the build (overview pages). */
export function withGeneratedSidebars(config: SiteConfig, generated: GeneratedSidebars): SiteConfig {
  if (generated.byLang.size === 0) return config;
  const { themeConfig } = config;
  const locales = [...themeConfig.locales];
  for (const [lang, sidebar] of generated.byLang) {
    const i = locales.findIndex((locale) => locale.lang === lang);
    const own = { ...languageTheme(config, lang).sidebar, ...sidebar };
    if (i >= 0) locales[i] = { ...locales[i]!, sidebar: own };
    else locales.push({ lang, label: config.locales.find((l) => l.lang === lang)?.label ?? lang, sidebar: own });
  }
  return { ...config, themeConfig: { ...themeConfig, locales } };
}
