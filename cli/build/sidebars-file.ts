import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { VFile } from 'vfile';
import { editDistance } from '../../schemas/parse.js';
import type { Sidebar, SidebarEntry, SidebarItem } from '../../schemas/sidebar.js';
import { sectionKey, sidebarLinks } from '../../schemas/sidebar-entry.js';
import { NEXT } from '../config/docusaurus-versions.js';
import { loadSiteModule } from '../config/load-config.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { isRecord } from '../pipeline/frontmatter-keys.js';
import { locateKey } from '../report/locate-key.js';
import { fail, warn } from '../report/problem.js';
import type { FolderPage, FolderTree } from './folder-sidebar.js';

/** Docusaurus's sidebars file, in the site folder: the first of these names there. */
const SIDEBARS_NAMES = ['sidebars.ts', 'sidebars.mts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];

const SHAPE =
  'it exports its sidebars as the default, an object of named lists (`export default { docs: [\'intro\', { type: \'category\', label: \'Guides\', items: [...] }] }` or `module.exports = { ... }`).';

export interface SidebarsFile {
  /** Absolute. */
  file: string;
  /** Its text, for the places of its problems. */
  source: string;
  /** What it exports: sidebar name → its items. */
  sidebars: Record<string, unknown>;
}

/**
 * The Docusaurus sidebars files of the site's versions, by version (those that did not load are reported on their
 * file and left out): `sidebars.js` (or `.ts`, `.mjs`, `.cjs`, `.json`) is the current docs', the default version's,
 * or `next`'s in Docusaurus's versioned layout, whose released versions have theirs in `versioned_sidebars/`.
 */
export async function loadSidebarsFiles(site: Pick<ResolvedConfig, 'siteDir' | 'config' | 'docusaurus'>, vfile: (file: string) => VFile): Promise<Map<string, SidebarsFile>> {
  const { siteDir, config, docusaurus } = site;
  const name = SIDEBARS_NAMES.find((candidate) => existsSync(path.join(siteDir, candidate)));
  const files: [string, string | undefined][] = docusaurus?.multiVersion
    ? config.multiVersion.versions.map((version) => [version, version === NEXT ? name && path.join(siteDir, name) : docusaurus.sidebarsOf(version)])
    : [[config.multiVersion.default, name && path.join(siteDir, name)]];
  const loaded = await Promise.all(files.map(async ([version, file]) => [version, file && (await loadSidebarsFile(file, vfile))] as const));
  return new Map(loaded.flatMap(([version, file]) => (file ? [[version, file]] : [])));
}

async function loadSidebarsFile(file: string, vfile: (file: string) => VFile): Promise<SidebarsFile | undefined> {
  const loaded = await loadSiteModule(file, vfile, SHAPE);
  if (!loaded) return undefined;
  if (!isRecord(loaded.raw)) {
    fail(vfile(file), `${path.basename(file)} exports ${Array.isArray(loaded.raw) ? 'a list' : typeof loaded.raw}, not an object of sidebars`, { place: { line: 1, column: 1 }, ruleId: 'sidebars-shape', fix: `Make sure ${SHAPE}` });
    return undefined;
  }
  return { file, source: loaded.source, sidebars: loaded.raw };
}

export interface FileSidebarInput {
  sidebars: SidebarsFile;
  /** Absolute: the folders the problems name are relative to it. */
  siteDir: string;
  /** The language's pages, by their path below its folder (`guide/a.md`). */
  pages: readonly [string, FolderPage][];
  /** The language's folder, absolute: a page's `displayed_sidebar` is reported in its file. */
  langDir: string;
  tree: FolderTree;
  /** Sidebar keys the config has for the language: its pages under one of them are left to it. */
  written: string[];
  /** The default language's: an id that is no page is an error. In another language it is a page not translated yet, left out. */
  strict: boolean;
  vfile: (file: string) => VFile;
  /** Called with each `link` item's `href` and its key path, for the link check. */
  onLink?: (link: string, file: string, at: PropertyKey[]) => void;
}

/**
 * A language's sidebars from Docusaurus's `sidebars.js`, keyed as the theme reads them: each page shows the first
 * sidebar that lists it (its frontmatter `displayed_sidebar` may name another), a page in none shows none. Keys are
 * the folders whose pages mostly show one sidebar, with the pages that differ as keys of their own.
 */
export function fileSidebars(input: FileSidebarInput): Sidebar {
  const names = Object.keys(input.sidebars.sidebars);
  const made = new Map<string, SidebarEntry[]>();
  const members = new Map<string, Set<string>>();
  for (const name of names) {
    const translator = new Translator(input, name);
    made.set(name, translator.list(input.sidebars.sidebars[name], [name]));
    members.set(name, translator.members);
  }
  const shown = new Map<string, string | null>();
  for (const [file, page] of input.pages) {
    if (sectionKey(input.written, page.link) !== undefined) continue;
    let name = names.find((candidate) => members.get(candidate)!.has(page.link)) ?? null;
    if (page.displayedSidebar !== undefined) {
      if (page.displayedSidebar === null || made.has(page.displayedSidebar)) name = page.displayedSidebar;
      else unknownDisplayed(input, file, page.displayedSidebar, names);
    }
    shown.set(page.link, name);
  }
  const sidebar: Sidebar = {};
  for (const [key, name] of sectionKeys(shown)) {
    if (!input.written.some((written) => key.startsWith(written))) sidebar[key] = name === null ? [] : made.get(name)!;
  }
  return sidebar;
}

/** One named sidebar's items as the theme's entries, and the pages it lists (which show it). */
class Translator {
  readonly members = new Set<string>();
  constructor(
    private readonly input: FileSidebarInput,
    private readonly name: string,
  ) {}

  /** A list of items, or Docusaurus's shorthand `{ 'Label': [items] }` for a list of categories. */
  list(items: unknown, at: PropertyKey[]): SidebarEntry[] {
    if (isRecord(items)) return Object.entries(items).flatMap(([label, children]) => this.category({ label, items: children }, [...at, label], true));
    if (!Array.isArray(items)) return this.shape(at, `is ${typeof items}, not a list of items`);
    return items.flatMap((item, i) => this.item(item, [...at, i]));
  }

  private item(item: unknown, at: PropertyKey[]): SidebarEntry[] {
    if (typeof item === 'string') return this.doc(item, at, undefined, true);
    if (!isRecord(item)) return this.shape(at, `is ${typeof item}, not an item`);
    if (!('type' in item)) return this.list(item, at);
    switch (item.type) {
      case 'doc':
      case 'ref':
        if (typeof item.id !== 'string') return this.shape([...at, 'id'], 'needs the doc\'s id, such as "guides/setup"');
        // A `ref` links the doc without making the sidebar its own, as in Docusaurus.
        return this.doc(item.id, [...at, 'id'], typeof item.label === 'string' ? item.label : undefined, item.type === 'doc');
      case 'link':
        if (typeof item.href !== 'string' || typeof item.label !== 'string') return this.shape(at, 'needs a `label` and an `href`');
        this.input.onLink?.(item.href, this.input.sidebars.file, [...at, 'href']);
        return [{ text: item.label, link: item.href }];
      case 'category':
        return this.category(item, at, false);
      case 'autogenerated': {
        if (typeof item.dirName !== 'string') return this.shape(at, 'needs a `dirName`, the folder below the docs folder (`.` for all of it)');
        const entries = this.input.tree.entries(item.dirName);
        if (!entries) {
          this.report([...at, 'dirName'], `names the folder "${item.dirName}", which is not in ${this.docsFolder()}`, `Write a folder below ${this.docsFolder()} that holds pages, or "." for all of it.`);
          return [];
        }
        for (const link of sidebarLinks(entries)) this.members.add(link.link!);
        return entries;
      }
      case 'html':
        warn(this.input.vfile(this.input.sidebars.file), `${this.where(at)}: an \`html\` item is not shown (docsite's sidebars hold no HTML)`, {
          place: this.place(at),
          ruleId: 'sidebars-html',
          fix: 'Replace it with a `link` item, or remove it.',
        });
        return [];
      default:
        return this.shape([...at, 'type'], `has the type ${JSON.stringify(item.type)}, which docsite does not read`, 'Use one of `doc`, `ref`, `link`, `category`, `autogenerated` or `html`.');
    }
  }

  private category(item: Record<string, unknown>, at: PropertyKey[], shorthand: boolean): SidebarEntry[] {
    if (typeof item.label !== 'string' || item.label === '') return this.shape(at, 'needs a `label`');
    const items = item.items === undefined ? [] : this.list(item.items, shorthand ? at : [...at, 'items']);
    const link = isRecord(item.link) && item.link.type === 'doc' ? this.linkedDoc(item.link.id, [...at, 'link', 'id']) : undefined;
    if (items.length === 0 && !link) return [];
    if (items.length === 0) return [{ text: item.label, link: link! }];
    const group: SidebarItem = {
      text: item.label,
      ...(link && { link }),
      ...(typeof item.collapsible === 'boolean' && { collapsible: item.collapsible }),
      // Folded unless asked otherwise, as Docusaurus does: a group opens when it holds the page shown.
      collapsed: typeof item.collapsed === 'boolean' ? item.collapsed : true,
      items,
    };
    return [group];
  }

  private linkedDoc(id: unknown, at: PropertyKey[]): string | undefined {
    if (typeof id !== 'string') {
      this.shape(at, 'needs the doc\'s id, such as "guides/setup"');
      return undefined;
    }
    const page = this.page(id, at);
    if (!page) return undefined;
    this.members.add(page.link);
    return page.link;
  }

  private doc(id: string, at: PropertyKey[], label: string | undefined, member: boolean): SidebarEntry[] {
    const page = this.page(id, at);
    if (!page || page.hidden) return [];
    if (member) this.members.add(page.link);
    return [{ text: label ?? page.title, link: page.link, ...(page.tag && { tag: page.tag }) }];
  }

  private page(id: string, at: PropertyKey[]): FolderPage | undefined {
    const page = this.input.tree.doc(id);
    if (page || !this.input.strict) return page;
    const near = nearestIds(id, this.input.tree.ids());
    this.report(at, `names the doc "${id}", which is no page of ${this.docsFolder()}`, `Write the page's path below ${this.docsFolder()} without its extension, or its folder and frontmatter \`id\`${near.length ? ` (${near.map((n) => `"${n}"`).join(', ')})` : ''}; or remove the item.`);
    return undefined;
  }

  private docsFolder(): string {
    return `${path.relative(this.input.siteDir, this.input.langDir).split(path.sep).join('/') || '.'}/`;
  }

  private shape(at: PropertyKey[], what: string, fix = `Make sure ${SHAPE}`): [] {
    this.report(at, what, fix, 'sidebars-shape');
    return [];
  }

  private report(at: PropertyKey[], what: string, fix: string, ruleId = 'sidebars-unknown'): void {
    fail(this.input.vfile(this.input.sidebars.file), `${this.where(at)} ${what}`, { place: this.place(at), ruleId, fix });
  }

  private where(at: PropertyKey[]): string {
    return `${path.basename(this.input.sidebars.file)}: ${keyPath(at)}`;
  }

  private place(at: PropertyKey[]) {
    return locateKey(this.input.sidebars.source, at) ?? { line: 1, column: 1 };
  }
}

/** `docs[1].items[0]`, `docs['Getting started'][0]`. */
function keyPath(at: readonly PropertyKey[]): string {
  return at.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : /^[A-Za-z_$][\w$]*$/.test(String(key)) ? `.${String(key)}` : `[${JSON.stringify(String(key))}]`)).join('');
}

function nearestIds(id: string, ids: string[]): string[] {
  return ids
    .map((candidate) => [candidate, editDistance(id, candidate)] as const)
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([candidate]) => candidate);
}

function unknownDisplayed(input: FileSidebarInput, file: string, name: string, names: string[]): void {
  const absolute = path.join(input.langDir, file);
  let source = '';
  try {
    source = readFileSync(absolute, 'utf8');
  } catch {
    // The page was read by the index: a file gone since is the next build's to report.
  }
  fail(input.vfile(absolute), `displayed_sidebar names the sidebar "${name}", which ${path.basename(input.sidebars.file)} does not have`, {
    place: locateKey(source, ['displayed_sidebar']) ?? { line: 1, column: 1 },
    ruleId: 'sidebars-unknown',
    fix: `Name one of its sidebars (${names.map((n) => `"${n}"`).join(', ')}), or write \`displayed_sidebar: null\` for none.`,
  });
}

interface Section {
  prefix: string;
  /** The sidebar of the section's own page (`/guide/`), if it has one. */
  index?: string | null;
  /** Its other pages' (`/guide/intro`), by route. */
  pages: Map<string, string | null>;
  sections: Map<string, Section>;
}

/**
 * Keys that give each route its sidebar (a name, null for none) when the longest one it starts with wins: a folder's
 * key names what most of its pages show (its own page's sidebar, if it has one), and a page that shows another is
 * a key of its own. A key is a plain prefix, so `/cli` also serves `/cli-tools`: any route the keys still give the
 * wrong sidebar becomes a key too, until none is left.
 */
function sectionKeys(shown: Map<string, string | null>): Map<string, string | null> {
  const root: Section = { prefix: '/', pages: new Map(), sections: new Map() };
  for (const [route, name] of shown) {
    const parts = route.split('/').slice(1);
    let section = root;
    for (const part of parts.slice(0, -1)) {
      let next = section.sections.get(part);
      if (!next) section.sections.set(part, (next = { prefix: `${section.prefix}${part}/`, pages: new Map(), sections: new Map() }));
      section = next;
    }
    if (parts.at(-1) === '') section.index = name;
    else section.pages.set(route, name);
  }
  const keys = new Map<string, string | null>();
  const place = (section: Section, inherited: string | null | undefined): void => {
    const name = section.index !== undefined ? section.index : mostShown(section, inherited);
    if (name !== undefined && name !== inherited) keys.set(section.prefix, name);
    for (const [route, own] of section.pages) if (own !== name) keys.set(route, own);
    for (const sub of section.sections.values()) place(sub, name);
  };
  place(root, undefined);
  for (let wrong = true; wrong; ) {
    wrong = false;
    for (const [route, name] of shown) {
      const key = sectionKey(keys.keys(), route);
      if (key === undefined || keys.get(key) !== name) {
        keys.set(route, name);
        wrong = true;
      }
    }
  }
  return keys;
}

/** The sidebar most of a section's pages show, at any depth; `fallback` for a section without pages. */
function mostShown(section: Section, fallback: string | null | undefined): string | null | undefined {
  const counts = new Map<string | null, number>();
  const count = (s: Section) => {
    if (s.index !== undefined) counts.set(s.index, (counts.get(s.index) ?? 0) + 1);
    for (const name of s.pages.values()) counts.set(name, (counts.get(name) ?? 0) + 1);
    for (const sub of s.sections.values()) count(sub);
  };
  count(section);
  let best = fallback;
  let most = 0;
  for (const [name, n] of counts) if (n > most) [best, most] = [name, n];
  return best;
}
