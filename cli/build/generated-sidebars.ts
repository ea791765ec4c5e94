import { renameSync } from 'node:fs';
import path from 'node:path';
import type { VFile } from 'vfile';
import { languageTheme } from '../../schemas/language-theme.js';
import type { RouteEntry } from '../../schemas/routes.js';
import type { Sidebar, SidebarEntry } from '../../schemas/sidebar.js';
import type { FolderSidebarUrls } from '../../schemas/sidebar-entry.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import { localOf, placeFolder, versionPrefix } from '../../schemas/site-paths.js';
import type { PageFolders } from '../config/page-folders.js';
import { contentHash } from '../pipeline/routes.js';
import { withLocaleThemes } from './folder-nav.js';
import { folderSidebars, type FolderPage } from './folder-sidebar.js';
import type { PageEntries } from './page-entries.js';
import type { DistOverlay } from '../output/dist-overlay.js';
import { ByteWriter } from '../output/byte-writer.js';
import { LineReader } from '../output/line-reader.js';
import { temporaryPath } from '../output/write-atomic.js';

export interface GeneratedSidebars {
  /** By the folder of a version and language (`placeFolder`): section prefix → entries. */
  byPlace: Map<string, Sidebar>;
  /** What the pages' HTML carries: folder → section prefix → URL. */
  urls: FolderSidebarUrls;
  /** Entries by URL, for the pre-render. */
  entries: Map<string, SidebarEntry[]>;
}

/** A `custom-link` of a `_meta.json`: checked as the config's sidebar links are. */
export interface MetaLink {
  lang: string;
  version: string;
  link: string;
  /** The `_meta.json`, absolute. */
  file: string;
  at: PropertyKey[];
}

export interface SidebarSite {
  config: SiteConfig;
  siteDir: string;
  docsDir: string;
  folders: PageFolders;
  routes: RouteEntry[];
  /** Route path → the page's source below the docs root. */
  sources: Map<string, string>;
  entries: PageEntries;
  /** What a page's entry is made from (`IndexSummary.entriesKey` and its source hash): equal stamps, equal entries. */
  entryStamp: (source: string) => string;
  /** Dev: what the previous rebuilds read of the entries, to read only the changed pages' again. */
  facts?: SidebarFacts | undefined;
  vfile: (file: string) => VFile;
}

/** Where a build with the cache keeps its `SidebarFacts`, in the cache folder. */
export const SIDEBAR_FACTS = 'sidebar-facts.jsonl';

/** What a generated sidebar reads of a page's index entry; null for a page without an entry. */
type PageFacts = { title: string; overview: boolean; notFound: boolean; hidden: boolean; position?: number; label?: string; tag?: string } | null;

/**
 * What the generated sidebars read of each page's entry, by the entry's stamp, kept between a dev
 * server's rebuilds, and in a file between builds: reading and parsing every page's entry was 80 ms
 * of each rebuild at 2 × 2,000 pages, for one page edited. Each build keeps only the stamps it used,
 * so an edited page's old facts go with the next build.
 */
export class SidebarFacts {
  private kept = new Map<string, PageFacts>();
  private used = new Map<string, PageFacts>();

  /** The facts `save` left in `file`; none when there is no such file. A stamp names what its facts were read from, so an old file is right for what it holds. */
  static read(file: string): SidebarFacts {
    const facts = new SidebarFacts();
    const lines = LineReader.open(file);
    if (!lines) return facts;
    try {
      for (let line; (line = lines.next()) !== undefined; ) {
        const [stamp, pageFacts] = JSON.parse(line) as [string, PageFacts];
        facts.kept.set(stamp, pageFacts);
      }
    } catch {
      // Not a file `save` wrote: the entries are read instead.
      facts.kept.clear();
    } finally {
      lines.close();
    }
    return facts;
  }

  /** Writes the facts this build used to `file`, a line each, by a rename: a killed run leaves the last file whole. */
  save(file: string): void {
    const temporary = temporaryPath(file);
    const out = new ByteWriter(temporary);
    try {
      for (const entry of this.used) out.writeText(`${JSON.stringify(entry)}\n`);
    } finally {
      out.close();
    }
    renameSync(temporary, file);
  }

  get(stamp: string, read: () => PageFacts): PageFacts {
    let facts = this.used.get(stamp) ?? this.kept.get(stamp);
    if (facts === undefined) facts = read();
    this.used.set(stamp, facts);
    return facts;
  }

  /** The build is done: what it did not ask for is let go. */
  settle(): void {
    this.kept = this.used;
    this.used = new Map();
  }
}

/**
 * The sidebars of every version's and language's sections that the config has
 * none for, generated from the folders (`folder-sidebar.ts`), by folder, with the
 * `custom-link`s of `_meta.json` files to check and the routes of overview
 * pages (read on the same pass); problems with `_meta.json` files are
 * reported on them.
 */
export function generatedSidebars(site: SidebarSite): { byPlace: Map<string, Sidebar>; links: MetaLink[]; overviews: Set<string> } {
  const byPlace = new Map<string, Sidebar>();
  const links: MetaLink[] = [];
  const { pages, overviews } = readPages(site);
  for (const [folder, { version, lang, pages: placePages }] of pages) {
    const theme = languageTheme(site.config, lang, version);
    const dirOf = (of: string) => path.relative(site.siteDir, path.join(site.docsDir, site.folders.of(version, of))).split(path.sep).join('/');
    const sidebar = folderSidebars({
      siteDir: site.siteDir,
      langDir: dirOf(lang),
      defaultLangDir: lang === site.config.lang ? undefined : dirOf(site.config.lang),
      pages: placePages,
      written: Object.keys(theme.sidebar),
      hasNav: theme.nav.length > 0,
      vfile: site.vfile,
      onLink: (link, file, at) => links.push({ lang, version, link, file, at }),
    });
    if (Object.keys(sidebar).length > 0) byPlace.set(folder, sidebar);
  }
  return { byPlace, links, overviews };
}

/**
 * `generatedSidebars` with the facts the last build left in `file` (unless `read` is false), and this build's
 * written there. They are held for this step only: at 2 × 50,000 pages, 100,000 of them.
 */
export function sidebarsWithFacts(site: Omit<SidebarSite, 'facts'>, file: string, read: boolean): ReturnType<typeof generatedSidebars> {
  const facts = read ? SidebarFacts.read(file) : new SidebarFacts();
  const sidebars = generatedSidebars({ ...site, facts });
  facts.save(file);
  return sidebars;
}

/** Writes each generated sidebar as `static/sidebar/<hash>.json` into `outDir`. */
export function writeSidebars(byPlace: Map<string, Sidebar>, output: DistOverlay, base: string): GeneratedSidebars {
  const result: GeneratedSidebars = { byPlace, urls: {}, entries: new Map() };
  for (const [folder, sidebar] of byPlace) {
    const urls: Record<string, string> = {};
    for (const [prefix, items] of Object.entries(sidebar)) {
      const json = JSON.stringify(items);
      const file = `static/sidebar/${contentHash(json).slice(0, 12)}.json`;
      output.write(file, json);
      urls[prefix] = base + file;
      result.entries.set(urls[prefix], items);
    }
    result.urls[folder] = urls;
  }
  return result;
}

interface PlacePages {
  version: string;
  lang: string;
  pages: [string, FolderPage][];
}

/**
 * Each version's and language's pages by their path below its folder (pages
 * of plugins and not-found pages have no place in a folder sidebar), and the
 * routes of overview pages: every page's index entry is read once, here.
 */
function readPages(site: SidebarSite): { pages: Map<string, PlacePages>; overviews: Set<string> } {
  const pages = new Map<string, PlacePages>();
  const overviews = new Set<string>();
  for (const route of site.routes) {
    const source = site.sources.get(route.path)!;
    const read = () => pageFacts(site.entries, source);
    const facts = site.facts ? site.facts.get(site.entryStamp(source), read) : read();
    if (!facts) continue;
    if (facts.overview) overviews.add(route.path);
    const folder = placeFolder(route.version, route.lang);
    const own = site.folders.of(route.version, route.lang);
    // Pages a plugin or a category made live outside the docs folders, in no folder of theirs.
    if ((own && !source.startsWith(`${own}/`)) || source.startsWith('../') || facts.notFound) continue;
    const { position, tag } = facts;
    const page: FolderPage = {
      link: localOf(route.path, route.lang, site.config),
      title: facts.label ?? facts.title,
      hidden: facts.hidden,
      ...(position !== undefined && { position }),
      ...(tag && { tag }),
    };
    const place = pages.get(folder) ?? pages.set(folder, { version: route.version, lang: route.lang, pages: [] }).get(folder)!;
    place.pages.push([site.folders.inPlace(source, route.version, route.lang), page]);
  }
  return { pages, overviews };
}

function pageFacts(entries: PageEntries, source: string): PageFacts {
  const entry = entries.get(source);
  if (!entry) return null;
  const { sidebar, sidebar_position: docusaurusPosition, sidebar_label: docusaurusLabel } = entry.frontmatter;
  // Starlight writes the entry's options in `sidebar`.
  const entryOptions = typeof sidebar === 'object' ? sidebar : {};
  const position = docusaurusPosition ?? entryOptions.order;
  const label = docusaurusLabel ?? entryOptions.label;
  const tag = typeof entryOptions.badge === 'string' ? entryOptions.badge : entryOptions.badge?.text;
  return {
    title: entry.title,
    overview: Boolean(entry.frontmatter.overview),
    notFound: entry.frontmatter.pageType === '404',
    hidden: sidebar === false || entryOptions.hidden === true || entry.frontmatter.unlisted === true,
    ...(position !== undefined && { position }),
    ...(label !== undefined && { label }),
    ...(tag && { tag }),
  };
}

/**
 * The config with the default version's generated sidebars as its languages'
 * own, for what reads sidebars in the build (overview pages, plugins). Other
 * versions' sidebars are keyed by their version's prefix (`/v1/guide/`), as a
 * config would write them.
 */
export function withGeneratedSidebars(config: SiteConfig, generated: GeneratedSidebars): SiteConfig {
  const themes = new Map<string, { sidebar: Sidebar }>();
  for (const [folder, sidebar] of generated.byPlace) {
    const [version, lang] = folder.includes('/') ? folder.split('/') as [string, string] : ['', folder];
    const theme = themes.get(lang) ?? themes.set(lang, { sidebar: { ...(config.themeConfig.locales.find((l) => l.lang === lang)?.sidebar ?? config.themeConfig.sidebar) } }).get(lang)!;
    const prefix = versionPrefix(version, config);
    for (const [key, items] of Object.entries(sidebar)) theme.sidebar[prefix + key] = items;
  }
  return withLocaleThemes(config, themes);
}
