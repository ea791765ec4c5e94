import path from 'node:path';
import type { VFile } from 'vfile';
import { categoryFileSchema, metaFileSchema, type CategoryFile, type MetaCustomLink, type MetaFile } from '../../schemas/file-nav.js';
import type { Sidebar, SidebarEntry, SidebarItem } from '../../schemas/sidebar.js';
import { categoryFile, generatedIndex, NUMBER_PREFIX } from '../config/category-index.js';
import { fail } from '../report/problem.js';
import { loadDataFile, placeOf, type LoadedDataFile } from './data-file.js';
import { isNavMeta } from './folder-nav.js';

/** A page as a generated sidebar shows it. */
export interface FolderPage {
  /** Its route path within its language (`/guide/intro`). */
  link: string;
  title: string;
  /** Frontmatter `sidebar: false`: left out. */
  hidden: boolean;
  /** Frontmatter `sidebar_position`: before the pages without one, lowest first. */
  position?: number;
  /** Frontmatter `sidebar.badge` (Starlight's): the entry's tag. */
  tag?: string;
  /** Frontmatter `id` (Docusaurus's): the page's name in its doc id, instead of its file name. */
  id?: string;
  /** Frontmatter `displayed_sidebar` (Docusaurus's): the sidebar of a `sidebars.js` the page shows, by name; null for none. */
  displayedSidebar?: string | null;
}

interface Folder {
  /** Below the site folder, with `/`: `docs/en/guide`. */
  dir: string;
  /** By file name (`01-intro.md`). */
  pages: Map<string, FolderPage>;
  folders: Map<string, Folder>;
}

export interface FolderSidebarInput {
  siteDir: string;
  /** The language folder below the site folder: `docs/en`. */
  langDir: string;
  /** The default language's folder, in the same version, for the other languages: a generated category page is named after its label there. */
  defaultLangDir?: string | undefined;
  /** Each page of the language by its path below `langDir` (`guide/start/01-intro.md`). */
  pages: Iterable<[string, FolderPage]>;
  /** Sidebar keys the config has for the language: a section under one of them is left to it. */
  written: string[];
  /**
   * Whether the language has a nav (the config's, or a `_nav.json`), which links its sections. Without one, nothing
   * would lead to a top-level folder's own sidebar: the language gets one sidebar of all its folders, as
   * Docusaurus and Starlight make it.
   */
  hasNav: boolean;
  vfile: (file: string) => VFile;
  /** Called with each `custom-link`'s link, the `_meta.json` (absolute) and its key path there, for the link check. */
  onLink?: (link: string, file: string, at: PropertyKey[]) => void;
}

const collator = new Intl.Collator('en', { numeric: true });
const README = /^readme\.mdx?$/i;

/**
 * The sidebars a language's folders give, for the sections the config has
 * none for: `/<folder>/` for each top-level folder, and `/` for the pages at
 * the top; for a language without a nav, one sidebar `/` of them all. A folder's `_meta.json` lists its entries in order, as Rspress
 * reads it; without one, its pages (by title) and subfolders (as groups) come
 * in name order, numeric prefixes (`01-`) counting as numbers, after those
 * with a `sidebar_position` (Docusaurus's frontmatter key).
 */
export function folderSidebars(input: FolderSidebarInput): Sidebar {
  const root = rootOf(input);
  const covered = (prefix: string) => input.written.some((key) => prefix.startsWith(key));
  const sections = new Map([...root.folders].filter(([name]) => !covered(`/${name}/`)));
  const sidebar: Sidebar = {};
  if (input.hasNav) {
    for (const [name, folder] of sections) {
      const items = entriesOf(folder, input, true);
      if (items.length === 0) continue;
      sidebar[`/${name}/`] = items;
      // A generated category page lies outside its folder's section (`/category/…`): it shows the section's sidebar.
      const own = categoryLink(folder, loadCategory(folder, input), input);
      const generated = generatedRoutes.get(input);
      // A section is no group whose text could link its category page, so the page comes first in the section's sidebar.
      const title = own && generated?.get(own);
      if (title !== undefined && !items.some((entry) => 'link' in entry && entry.link === own)) items.unshift({ text: title, link: own! });
      for (const route of [own, ...groupLinks(items)]) if (route && generated?.has(route)) sidebar[route] = items;
    }
  }
  if (!covered('/')) {
    // With a nav, the top level's folders have sidebars of their own; without a _meta.json, only its pages are listed.
    const items = entriesOf({ ...root, folders: input.hasNav ? new Map() : sections }, input, false, root);
    if (items.length > 0) sidebar['/'] = items;
  }
  return sidebar;
}

/** A folder's entries: its `_meta.json`'s, else its pages and subfolders in name order. `meta` is the folder whose `_meta.json` counts. */
function entriesOf(folder: Folder, input: FolderSidebarInput, withIndex: boolean, meta: Folder = folder): SidebarEntry[] {
  const listed = loadMeta(meta, input);
  if (listed) return metaEntries(meta, listed, input);
  const indexFile = indexName(folder);
  const names = [...folder.pages.keys()].filter((name) => name !== indexFile);
  // Docusaurus's `sidebar_position` first (a folder's from its `_category_.json`, else its index page), lowest first; then the rest in name order.
  const position = (name: string) => {
    const page = folder.pages.get(name);
    if (page) return page.position ?? Infinity;
    const sub = folder.folders.get(name)!;
    return loadCategory(sub, input)?.position ?? indexPage(sub)?.position ?? Infinity;
  };
  const sorted = [...names, ...folder.folders.keys()].sort((a, b) => position(a) - position(b) || collator.compare(a, b));
  const index = withIndex ? indexPage(folder) : undefined;
  const entries: SidebarEntry[] = index && !index.hidden ? [pageItem(index)] : [];
  for (const name of sorted) {
    const page = folder.pages.get(name);
    const entry = page ? (page.hidden ? undefined : pageItem(page)) : groupOf(folder.folders.get(name)!, name, input);
    if (entry) entries.push(entry);
  }
  return entries;
}

/** The keys of `options` that are set. */
function definedOf(options: GroupOptions): GroupOptions {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as GroupOptions;
}

const categories = new WeakMap<Folder, CategoryFile | undefined>();

/** A folder's `_category_.json` or `_category_.yml` (Docusaurus), read once per folder: it is asked for its position and its group. */
function loadCategory(folder: Folder, input: FolderSidebarInput): CategoryFile | undefined {
  if (categories.has(folder)) return categories.get(folder);
  const { file, name } = categoryFile(input.siteDir, folder.dir);
  const kind = {
    file,
    name,
    rule: 'category',
    shapeFix: `A ${name} is an object with an optional "label" (text), "position" (number), "collapsed" and "collapsible" (true or false), and "link" ({ "type": "generated-index" } or { "type": "doc", "id": "a/page" }) (schema: schemas/json/category.schema.json).`,
    readFix: `Make ${file} readable, or delete it.`,
  };
  const category = loadDataFile(input.siteDir, kind, categoryFileSchema, input.vfile)?.data;
  categories.set(folder, category);
  return category;
}

function loadMeta(folder: Folder, input: FolderSidebarInput): LoadedDataFile<MetaFile> | undefined {
  const file = `${folder.dir}/_meta.json`;
  // Rspress 1's navbar, read by `folderNavs`.
  if (folder.dir === input.langDir && isNavMeta(path.join(input.siteDir, file))) return undefined;
  const kind = {
    file,
    name: '_meta.json',
    rule: 'meta',
    shapeFix: 'A _meta.json is an array of file or folder names, or of { "type": "file" | "dir" | "divider" | "section-header" | "custom-link", … } entries (schema: schemas/json/meta.schema.json).',
    readFix: `Make ${file} readable, or delete it to list the folder in name order.`,
  };
  return loadDataFile(input.siteDir, kind, metaFileSchema, input.vfile);
}

function metaEntries(folder: Folder, meta: LoadedDataFile<MetaFile>, input: FolderSidebarInput): SidebarEntry[] {
  const entries: SidebarEntry[] = [];
  meta.data.forEach((item, i) => {
    const at = typeof item === 'string' ? [i] : [i, 'name'];
    if (typeof item === 'string' || item.type === 'file' || item.type === 'dir') {
      const name = typeof item === 'string' ? item : item.name;
      const kind = typeof item === 'string' ? 'any' : item.type;
      const page = kind === 'dir' ? undefined : pageNamed(folder, name);
      const sub = page || kind === 'file' ? undefined : folder.folders.get(name);
      if (!page && !sub) return unknownName(meta, name, folder, at, input);
      const options: GroupOptions = typeof item === 'string' ? {} : item;
      if (page) {
        if (!page.hidden) entries.push({ ...pageItem(page), ...(options.label && { text: options.label }), ...(options.tag && { tag: options.tag }) });
        return;
      }
      const group = groupOf(sub!, name, input, options);
      if (group) entries.push(group);
    } else if (item.type === 'divider') entries.push({ dividerType: item.dashed ? 'dashed' : 'solid' });
    else if (item.type === 'section-header') entries.push({ sectionHeaderText: item.label, ...(item.tag && { tag: item.tag }) });
    else {
      entries.push(customLink(item));
      reportLinks(item, meta.path, [i], input);
    }
  });
  return entries;
}

interface GroupOptions {
  label?: string | undefined;
  tag?: string | undefined;
  collapsible?: boolean | undefined;
  collapsed?: boolean | undefined;
}

/** A subfolder as a group: its index page is the group's link and names it. Empty folders are left out. */
function groupOf(folder: Folder, name: string, input: FolderSidebarInput, meta: GroupOptions = {}): SidebarItem | undefined {
  // What the parent's `_meta.json` item says wins over the folder's own `_category_.json`.
  const category = loadCategory(folder, input);
  const options: GroupOptions = { ...(category && { label: category.label, collapsed: category.collapsed, collapsible: category.collapsible }), ...definedOf(meta) };
  const index = indexPage(folder);
  const items = entriesOf(folder, input, false);
  if (items.length === 0 && (!index || index.hidden)) return undefined;
  const link = categoryLink(folder, category, input) ?? (index && !index.hidden ? index.link : undefined);
  return {
    text: options.label ?? (index && !index.hidden ? index.title : name.replace(NUMBER_PREFIX, '')),
    ...(link && { link }),
    ...(options.tag && { tag: options.tag }),
    ...(options.collapsible !== undefined && { collapsible: options.collapsible }),
    // Folded unless asked otherwise, as Docusaurus does: a group opens when it holds the page shown.
    collapsed: options.collapsed ?? true,
    items,
  };
}

function groupLinks(entries: SidebarEntry[]): string[] {
  return entries.flatMap((entry) => ('items' in entry && entry.items ? [...(entry.link ? [entry.link] : []), ...groupLinks(entry.items)] : []));
}

/** The generated category pages the sidebars link to, route to title, per language's input: each gets its section's sidebar. */
const generatedRoutes = new WeakMap<FolderSidebarInput, Map<string, string>>();

/**
 * Where a category's `link` leads: its generated index page (which the index
 * made, unless the folder has an `index` page of its own), or the doc it
 * names; undefined for none.
 */
function categoryLink(folder: Folder, category: CategoryFile | undefined, input: FolderSidebarInput): string | undefined {
  const link = category?.link;
  if (!link) return undefined;
  if (link.type === 'generated-index') {
    if (indexPage(folder)) return undefined;
    const counterpart = input.defaultLangDir === undefined ? undefined : input.defaultLangDir + folder.dir.slice(input.langDir.length);
    // Read as the index reads it, which made the page: the route must be the one it has.
    const generated = generatedIndex(input.siteDir, folder.dir, counterpart);
    if (!generated) return undefined;
    let routes = generatedRoutes.get(input);
    if (!routes) generatedRoutes.set(input, (routes = new Map()));
    routes.set(generated.local, generated.title);
    return generated.local;
  }
  const page = docById(input, link.id);
  if (page) return page.link;
  const { file } = categoryFile(input.siteDir, folder.dir);
  fail(input.vfile(path.join(input.siteDir, file)), `${path.posix.basename(file)} links to the doc "${link.id}", which is no page of ${input.langDir}/`, {
    ruleId: 'category-link',
    fix: `Write the page's path below ${input.langDir}/ without its extension (such as "${path.posix.relative(input.langDir, folder.dir)}/intro"), or link the category to a generated page: { "type": "generated-index" }.`,
  });
  return undefined;
}

/** Each language's folder tree, for the docs a category links to. */
const roots = new WeakMap<FolderSidebarInput, Folder>();

function rootOf(input: FolderSidebarInput): Folder {
  let root = roots.get(input);
  if (root) return root;
  root = { dir: input.langDir, pages: new Map(), folders: new Map() };
  for (const [file, page] of input.pages) {
    const parts = file.split('/');
    let folder = root;
    for (const part of parts.slice(0, -1)) {
      let next = folder.folders.get(part);
      if (!next) folder.folders.set(part, (next = { dir: `${folder.dir}/${part}`, pages: new Map(), folders: new Map() }));
      folder = next;
    }
    folder.pages.set(parts.at(-1)!, page);
  }
  roots.set(input, root);
  return root;
}

/** A language's pages as a sidebar written by hand (Docusaurus's `sidebars.js`) names them. */
export interface FolderTree {
  /** The page of a Docusaurus doc id (`guides/setup`), as a category's `link` finds it. */
  doc(id: string): FolderPage | undefined;
  /** Every page's id, number prefixes dropped, for the nearest ones to an unknown id. */
  ids(): string[];
  /** What a sidebar generated from the folder `dir` (below the language folder; `.` for itself) lists, its index page first; undefined for no such folder. */
  entries(dir: string): SidebarEntry[] | undefined;
}

export function folderTree(input: FolderSidebarInput): FolderTree {
  const root = rootOf(input);
  const named = (name: string, part: string) => name === part || name.replace(NUMBER_PREFIX, '') === part;
  return {
    doc: (id) => docById(input, id),
    ids() {
      const ids: string[] = [];
      const walk = (folder: Folder, prefix: string) => {
        for (const [name, page] of folder.pages) ids.push(prefix + (page.id ?? name.replace(/\.mdx?$/, '').replace(NUMBER_PREFIX, '')));
        for (const [name, sub] of folder.folders) walk(sub, `${prefix}${name.replace(NUMBER_PREFIX, '')}/`);
      };
      walk(root, '');
      return ids;
    },
    entries(dir) {
      let folder: Folder | undefined = root;
      for (const part of dir.split('/').filter((p) => p !== '' && p !== '.')) folder = folder && [...folder.folders].find(([name]) => named(name, part))?.[1];
      return folder && entriesOf(folder, input, true);
    },
  };
}

/** A page by its Docusaurus id: its path below the language folder without extension, numeric prefixes written or not, or with its frontmatter `id` as its name. */
function docById(input: FolderSidebarInput, id: string): FolderPage | undefined {
  const parts = id.replace(/^\/+/, '').split('/');
  const named = (name: string, part: string) => name === part || name.replace(NUMBER_PREFIX, '') === part;
  let folder = roots.get(input);
  for (const part of parts.slice(0, -1)) folder = folder && [...folder.folders].find(([name]) => named(name, part))?.[1];
  const last = parts.at(-1)!;
  // A page's own `id` (Docusaurus's) names it, and in its route: `guide/setup` is the page of `guide/` with `id: setup` too.
  return folder && [...folder.pages].find(([name, page]) => page.id === last || named(name.replace(/\.mdx?$/, ''), last) || page.link.slice(page.link.lastIndexOf('/') + 1) === last)?.[1];
}

function reportLinks(item: MetaCustomLink, file: string, at: PropertyKey[], input: FolderSidebarInput): void {
  if (item.link) input.onLink?.(item.link, file, [...at, 'link']);
  item.items?.forEach((child, i) => reportLinks(child, file, [...at, 'items', i], input));
}

function customLink(item: MetaCustomLink): SidebarItem {
  return {
    text: item.label,
    ...(item.link && { link: item.link }),
    ...(item.tag && { tag: item.tag }),
    ...(item.collapsible !== undefined && { collapsible: item.collapsible }),
    ...(item.collapsed !== undefined && { collapsed: item.collapsed }),
    ...(item.items && { items: item.items.map(customLink) }),
  };
}

function pageItem(page: FolderPage): SidebarItem {
  return { text: page.title, link: page.link, ...(page.tag && { tag: page.tag }) };
}

function indexPage(folder: Folder): FolderPage | undefined {
  const name = indexName(folder);
  return name === undefined ? undefined : folder.pages.get(name);
}

/** The file name of a folder's index page: its `index.md`, else the README that the index routed as the folder (`readmesAsIndexes`). */
function indexName(folder: Folder): string | undefined {
  const names = [...folder.pages.keys()];
  return names.find((name) => name === 'index.md') ?? names.find((name) => name === 'index.mdx') ?? names.find((name) => README.test(name) && folder.pages.get(name)!.link.endsWith('/'));
}

function pageNamed(folder: Folder, name: string): FolderPage | undefined {
  return folder.pages.get(name) ?? folder.pages.get(`${name}.md`) ?? folder.pages.get(`${name}.mdx`);
}

function unknownName(meta: LoadedDataFile<MetaFile>, name: string, folder: Folder, at: PropertyKey[], input: FolderSidebarInput): void {
  const here = [...folder.pages.keys(), ...folder.folders.keys()].sort(collator.compare);
  fail(input.vfile(meta.path), `_meta.json lists "${name}", but ${path.posix.basename(folder.dir)}/ has no page or folder of that name`, {
    place: placeOf(meta.source, at),
    ruleId: 'meta-unknown-name',
    fix: `Name a page (with or without .md/.mdx) or a subfolder of ${folder.dir}/${here.length ? ` (${here.slice(0, 8).join(', ')})` : ''}, or remove the entry.`,
  });
}
