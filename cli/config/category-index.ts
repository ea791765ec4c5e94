import { existsSync } from 'node:fs';
import path from 'node:path';
import { slug } from 'github-slugger';
import { VFile } from 'vfile';
import { categoryFileSchema, type CategoryFile } from '../../schemas/file-nav.js';
import { loadDataFile } from '../build/data-file.js';

/** The names Docusaurus reads a folder's category from, in the order it looks. */
export const CATEGORY_FILES = ['_category_.json', '_category_.yml', '_category_.yaml'];

/** A numeric ordering prefix of a file or folder name (`01-`, `2_`), which names and ids leave out. */
export const NUMBER_PREFIX = /^\d+[-_.\s]+(?=.)/;

/** A folder's category file below the site folder: `docs/en/guide/_category_.json`, or the first name when it has none. */
export function categoryFile(siteDir: string, dir: string): { file: string; name: string } {
  const name = CATEGORY_FILES.find((candidate) => existsSync(path.join(siteDir, dir, candidate))) ?? CATEGORY_FILES[0]!;
  return { file: `${dir}/${name}`, name };
}

/** A folder's category as the index reads it: a file that is not one reads as none here, and the sidebars report it. */
function quietCategory(siteDir: string, dir: string): CategoryFile | undefined {
  const { file, name } = categoryFile(siteDir, dir);
  const kind = { file, name, rule: 'category', shapeFix: '', readFix: '' };
  return loadDataFile(siteDir, kind, categoryFileSchema, () => new VFile())?.data;
}

/** What a category's generated index page is: Docusaurus's `link: { type: 'generated-index' }`. */
export interface GeneratedIndex {
  /** Its route from the language's root, without a trailing slash: `/category/tutorial---basics`. */
  local: string;
  title: string;
  description: string | undefined;
}

/**
 * The generated index page of the folder `dir` (below the site folder), when
 * its category file asks for one. Without a `slug`, its route is
 * `/category/` and the label slugged, as Docusaurus makes it; the label of
 * the same folder in the default language (`defaultDir`) when that one has a
 * generated index too, so that the languages' pages are translations of each
 * other.
 */
export function generatedIndex(siteDir: string, dir: string, defaultDir: string | undefined, read: (dir: string) => CategoryFile | undefined = (d) => quietCategory(siteDir, d)): GeneratedIndex | undefined {
  const category = read(dir);
  const link = category?.link;
  if (!link || link.type !== 'generated-index') return undefined;
  const name = path.posix.basename(dir).replace(NUMBER_PREFIX, '');
  const label = category.label ?? name;
  const inDefault = defaultDir === undefined ? undefined : read(defaultDir);
  const shared = inDefault?.link?.type === 'generated-index' ? (inDefault.link.slug ?? `/category/${slug(inDefault.label ?? name)}`) : undefined;
  const route = link.slug ?? shared ?? `/category/${slug(label)}`;
  const local = `/${route.replace(/^\/+|\/+$/g, '')}`;
  return { local, title: link.title ?? label, description: link.description || undefined };
}

// Backslash escapes of every ASCII punctuation character that Markdown or MDX could read as syntax.
const SYNTAX = /[\\`*_{}[\]()<>#+!|~&:-]/g;
const escapeText = (text: string) => text.replace(SYNTAX, '\\$&');

/** The generated page's source: its title and description, then a card for each of the category's entries. */
export function generatedIndexSource(index: GeneratedIndex): string {
  const frontmatter = { title: index.title, ...(index.description && { description: index.description }) };
  const lines = [`# ${escapeText(index.title.replace(/\s+/g, ' '))}`, ...(index.description ? [escapeText(index.description)] : []), '<DocCardList />'];
  return `---\n${JSON.stringify(frontmatter)}\n---\n\n${lines.join('\n\n')}\n`;
}
