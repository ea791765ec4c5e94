import { renameSync } from 'node:fs';
import path from 'node:path';
import type { VFile } from 'vfile';
import { languageTheme } from '../../schemas/language-theme.js';
import type { Sidebar, SidebarEntry } from '../../schemas/sidebar.js';
import type { FolderSidebarUrls } from '../../schemas/sidebar-entry.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import { localOf, placeFolder, versionPrefix } from '../../schemas/site-paths.js';
import type { PageFolders } from '../config/page-folders.js';
import { contentHash } from '../pipeline/routes.js';
import { withLocaleThemes } from './folder-nav.js';
import { folderSidebars, folderTree, type FolderPage, type FolderSidebarInput } from './folder-sidebar.js';
import { fileSidebars, type SidebarsFile } from './sidebars-file.js';
import type { PageEntries } from './page-entries.js';
import type { RouteTable } from './route-table.js';
import type { DistOverlay } from '../output/dist-overlay.js';
import { ByteWriter } from '../output/byte-writer.js';
import { LineReader } from '../output/line-reader.js';
import { temporaryPath } from '../output/write-atomic.js';

/** By the folder of a version and language (`placeFolder`): section prefix → its entries as JSON text. */
export type SidebarTexts = Map<string, Record<string, string>>;

/** How many sections' entries `GeneratedSidebars` keeps parsed: the pre-render goes through the pages section by section. */
const PARSED_SECTIONS = 4;

/**
 * The generated sidebars as written, by URL: each section's entries are held
 * as the text of its file and parsed when a page of it is rendered, the last
 * few kept. Held parsed for the whole build, with what the theme works out of
 * each sidebar it renders (a page's place in it, which groups hold it), they
 * grew with every section the pre-render had been through: at 2 × 50,000
 * pages the main thread went from 83 to 95 MiB live over the pre-render;
 * read per section, with the routes in a table (`RouteTable`), 55–61.
 */
export class GeneratedSidebars {
  /** What the pages' HTML carries: folder → section prefix → URL. */
  readonly urls: FolderSidebarUrls = {};
  private readonly texts = new Map<string, string>();
  private readonly parsed = new Map<string, SidebarEntry[]>();

  /** Writes each section's sidebar as `static/sidebar/<hash>.json` through `output`. */
  constructor(byPlace: SidebarTexts, output: DistOverlay, base: string) {
    for (const [folder, sidebar] of byPlace) {
      const urls: Record<string, string> = {};
      for (const [prefix, json] of Object.entries(sidebar)) {
        const file = `static/sidebar/${contentHash(json).slice(0, 12)}.json`;
        output.write(file, json);
        urls[prefix] = base + file;
        this.texts.set(urls[prefix], json);
      }
      this.urls[folder] = urls;
    }
  }

  /** The entries of the sidebar at `url`, the same object while it is among the last few asked for; undefined for a URL this build did not write. */
  entries(url: string): SidebarEntry[] | undefined {
    let entries = this.parsed.get(url);
    if (entries) this.parsed.delete(url);
    else {
      const text = this.texts.get(url);
      if (text === undefined) return undefined;
      entries = JSON.parse(text) as SidebarEntry[];
      if (this.parsed.size >= PARSED_SECTIONS) this.parsed.delete(this.parsed.keys().next().value!);
    }
    this.parsed.set(url, entries);
    return entries;
  }
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
  routes: RouteTable;
  entries: PageEntries;
  /** What a page's entry is made from (`IndexSummary.entriesKey` and its source hash): equal stamps, equal entries. */
  entryStamp: (source: string) => string;
  /** Dev: what the previous rebuilds read of the entries, to read only the changed pages' again. */
  facts?: SidebarFacts | undefined;
  /** Docusaurus's sidebars files by version (`loadSidebarsFiles`): those versions' sidebars, instead of those generated from their folders. */
  sidebarsFiles?: ReadonlyMap<string, SidebarsFile> | undefined;
  vfile: (file: string) => VFile;
}

/** Where a build with the cache keeps its `SidebarFacts`, in the cache folder. */
export const SIDEBAR_FACTS = 'sidebar-facts.jsonl';

/** What a generated sidebar reads of a page's index entry; null for a page without an entry. */
type PageFacts = { title: string; overview: boolean; notFound: boolean; hidden: boolean; position?: number; label?: string; tag?: string; id?: string; displayedSidebar?: string | null } | null;

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
export function generatedSidebars(site: SidebarSite): { byPlace: SidebarTexts; links: MetaLink[]; overviews: Set<string> } {
  const byPlace: SidebarTexts = new Map();
  const links: MetaLink[] = [];
  const { pages, overviews } = readPages(site);
  for (const [folder, { version, lang, pages: placePages }] of pages) {
    const theme = languageTheme(site.config, lang, version);
    const dirOf = (of: string) => path.relative(site.siteDir, path.join(site.docsDir, site.folders.of(version, of))).split(path.sep).join('/');
    const input: FolderSidebarInput = {
      siteDir: site.siteDir,
      langDir: dirOf(lang),
      defaultLangDir: lang === site.config.lang ? undefined : dirOf(site.config.lang),
      pages: placePages,
      written: Object.keys(theme.sidebar),
      hasNav: theme.nav.length > 0,
      vfile: site.vfile,
      onLink: (link, file, at) => links.push({ lang, version, link, file, at }),
    };
    // A version's sidebars file serves it in each language.
    const sidebars = site.sidebarsFiles?.get(version);
    const sidebar = sidebars ? fileSidebars({ ...input, pages: placePages, sidebars, langDir: path.join(site.siteDir, input.langDir), tree: folderTree(input), strict: lang === site.config.lang }) : folderSidebars(input);
    if (Object.keys(sidebar).length > 0) byPlace.set(folder, Object.fromEntries(Object.entries(sidebar).map(([prefix, items]) => [prefix, JSON.stringify(items)])));
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
    const source = site.routes.source(route.path)!;
    const read = () => pageFacts(site.entries, source);
    const facts = site.facts ? site.facts.get(site.entryStamp(source), read) : read();
    if (!facts) continue;
    if (facts.overview) overviews.add(route.path);
    const folder = placeFolder(route.version, route.lang);
    const own = site.folders.of(route.version, route.lang);
    // Pages a plugin or a category made live outside the docs folders, in no folder of theirs.
    if ((own && !source.startsWith(`${own}/`)) || source.startsWith('../') || facts.notFound) continue;
    const { position, tag, id, displayedSidebar } = facts;
    const page: FolderPage = {
      link: localOf(route.path, route.lang, site.config),
      title: facts.label ?? facts.title,
      hidden: facts.hidden,
      ...(position !== undefined && { position }),
      ...(tag && { tag }),
      ...(id !== undefined && { id }),
      ...(displayedSidebar !== undefined && { displayedSidebar }),
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
  // Docusaurus's keys, kept as data by the loose frontmatter schema.
  const displayed: unknown = entry.frontmatter.displayed_sidebar;
  const id: unknown = entry.frontmatter.id;
  return {
    title: entry.title,
    overview: Boolean(entry.frontmatter.overview),
    notFound: entry.frontmatter.pageType === '404',
    hidden: sidebar === false || entryOptions.hidden === true || entry.frontmatter.unlisted === true,
    ...(position !== undefined && { position }),
    ...(label !== undefined && { label }),
    ...(tag && { tag }),
    ...(typeof id === 'string' && id !== '' && { id }),
    ...((typeof displayed === 'string' || displayed === null) && { displayedSidebar: displayed }),
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
  for (const [folder, urls] of Object.entries(generated.urls)) {
    const [version, lang] = folder.includes('/') ? folder.split('/') as [string, string] : ['', folder];
    const theme = themes.get(lang) ?? themes.set(lang, { sidebar: { ...(config.themeConfig.locales.find((l) => l.lang === lang)?.sidebar ?? config.themeConfig.sidebar) } }).get(lang)!;
    const prefix = versionPrefix(version, config);
    for (const [key, url] of Object.entries(urls)) theme.sidebar[prefix + key] = generated.entries(url)!;
  }
  return withLocaleThemes(config, themes);
}
