import matter from 'gray-matter';
import type { Root, Yaml } from 'mdast';
import type { Point, Position } from 'unist';
import type { VFile } from 'vfile';
import { frontmatterSchema, type Frontmatter } from '../../schemas/frontmatter.js';
import { formatPath, parseWithSchema } from '../../schemas/parse.js';
import { locateKey } from '../report/locate-key.js';
import { fail, warn } from '../report/problem.js';
import { isRecord, nearMisses } from './frontmatter-keys.js';

interface YamlError {
  reason?: string;
  mark?: { line: number; column: number };
}

/**
 * Read and validate the page's YAML frontmatter, reporting problems at their
 * line in the file. The tree's `yaml` node says where the block starts, so
 * positions stay true. Returns undefined when the frontmatter is unusable.
 */
export function readFrontmatter(tree: Root, source: string, file: VFile): Frontmatter | undefined {
  const node = tree.children[0];
  if (node?.type !== 'yaml') return OPENING_FENCE.test(source) ? reportUnclosed(file) : {};
  const fenceLine = node.position?.start.line ?? 1;
  let data: unknown;
  try {
    // The block alone, as the tree has it: gray-matter keys a cache lookup by its input and slices the body
    // off it, a page's whole text; passing options keeps that cache from holding every page's text.
    data = matter(`---\n${node.value}\n---\n`, { language: 'yaml' }).data;
  } catch (error) {
    const { reason, mark } = error as YamlError;
    fail(file, `Invalid YAML frontmatter: ${reason ?? String(error)}`, {
      // gray-matter hands YAML the text from the newline after the opening `---`, so its line 0 is the fence line.
      place: mark ? { line: fenceLine + mark.line, column: mark.column + 1 } : node.position,
      ruleId: 'frontmatter-yaml',
      fix: 'Fix the YAML between the `---` lines: indent nested keys with spaces, and quote values that contain `: `, `#` or start with a special character.',
    });
    return undefined;
  }
  try {
    // The index stores frontmatter as JSON: YAML dates become ISO strings here, and self-referencing aliases are refused.
    data = JSON.parse(JSON.stringify(data ?? {}));
  } catch (error) {
    fail(file, `Invalid frontmatter: it must be plain data (${(error as Error).message.split('\n')[0]})`, {
      place: node.position,
      ruleId: 'frontmatter-yaml',
      fix: 'Remove the YAML alias (`*name`) that refers to its own anchor (`&name`).',
    });
    return undefined;
  }
  // YAML reads `pageType: 404` as a number; the page type is the string.
  if (isRecord(data) && data.pageType === 404) data.pageType = '404';
  // VitePress's `layout` names the page type; `pageType`, when both are written, wins.
  if (isRecord(data) && data.pageType === undefined && typeof data.layout === 'string' && Object.hasOwn(LAYOUT_PAGE_TYPES, data.layout)) data.pageType = LAYOUT_PAGE_TYPES[data.layout];
  if (isRecord(data)) readOtherToolsKeys(data);
  warnNearMisses(data, node, file);
  const result = parseWithSchema(frontmatterSchema, data);
  if (result.ok) return result.data;
  for (const problem of result.problems) {
    fail(file, `Invalid frontmatter: ${formatPath(problem.path)}: ${problem.message}`, {
      place: placeOf(node, problem.path),
      ruleId: 'frontmatter-schema',
      fix: 'Check the key and its value against the frontmatter reference (docs: API → Config → Front matter).',
    });
  }
  return undefined;
}

/**
 * Other tools' keys for what docsite has a key of its own for, read into
 * that key when the page does not set it (and Starlight's hero, see
 * `starlightHero`): VitePress's `aside: false` hides
 * the outline; Starlight's `pagefind: false` keeps the page out of search, its
 * `editUrl: false` and Docusaurus's `custom_edit_url: null` hide the edit link,
 * and its `lastUpdated: <date>` is the page's last-updated time, as
 * Docusaurus's `last_update.date` is.
 */
function readOtherToolsKeys(data: Record<string, unknown>): void {
  if (data.aside === false) data.outline ??= false;
  if (data.pagefind === false) data.search ??= false;
  if (data.editUrl === false || data.custom_edit_url === null) data.editLink ??= false;
  if (typeof data.lastUpdated === 'string') {
    data.last_update = { ...(isRecord(data.last_update) ? data.last_update : {}), date: data.lastUpdated };
    data.lastUpdated = true;
  }
  const splash = data.template === 'splash';
  if (isRecord(data.hero) && (splash || isStarlightHero(data.hero))) starlightHero(data.hero, data.title);
  // Starlight's splash template: its landing page, with the hero, or a page without sidebars.
  if (splash) data.pageType ??= isRecord(data.hero) ? 'home' : 'doc-wide';
}

function isStarlightHero(hero: Record<string, unknown>): boolean {
  const image = hero.image;
  const actions = Array.isArray(hero.actions) ? hero.actions : [];
  return 'title' in hero || (isRecord(image) && ('file' in image || 'dark' in image || 'html' in image)) || actions.some((action) => isRecord(action) && 'variant' in action);
}

/**
 * Starlight's hero as docsite's: its `title` (the page's title when none) is the
 * name; an image `file` (or the light one of `dark` and `light`) is the
 * image, an `html` one is left out; an action's `variant` is its button:
 * `primary` the filled one, `secondary` and `minimal` the outlined one.
 */
function starlightHero(hero: Record<string, unknown>, pageTitle: unknown): void {
  const title = hero.title ?? pageTitle;
  if (hero.name === undefined && typeof title === 'string') hero.name = title;
  const image = hero.image;
  if (isRecord(image) && image.src === undefined) {
    const src = image.file ?? image.light;
    if (typeof src === 'string') hero.image = { ...image, src };
    else delete hero.image;
  }
  if (Array.isArray(hero.actions)) {
    for (const action of hero.actions) {
      if (isRecord(action) && action.theme === undefined && typeof action.variant === 'string') action.theme = action.variant === 'primary' ? 'brand' : 'alt';
    }
  }
}

/** VitePress's `layout` values, as page types: `page` is its page with no sidebar, laid out by the author. */
const LAYOUT_PAGE_TYPES: Record<string, string> = { home: 'home', doc: 'doc', page: 'custom' };

/** A first line `---`: when the tree has no `yaml` node after it, the block was never closed. */
const OPENING_FENCE = /^\uFEFF?---[ \t]*(\r?\n|$)/;

/**
 * remark-frontmatter reads an unclosed block as a thematic break and text,
 * so the page would silently start with a rule and its YAML as prose.
 */
function reportUnclosed(file: VFile): undefined {
  fail(file, 'Frontmatter is not closed: add a line --- after it', {
    place: { line: 1, column: 1 },
    ruleId: 'frontmatter-unclosed',
    fix: 'End the frontmatter with a line `---` after its last key. A page meant to start with a horizontal rule can use `***` instead.',
  });
  return undefined;
}

/** Unknown keys are the page's own data, but one a letter or two away from a known key is most likely a typo that silently does nothing. */
function warnNearMisses(data: unknown, node: Yaml, file: VFile): void {
  for (const { path, known } of nearMisses(frontmatterSchema, data)) {
    warn(file, `Unknown frontmatter key \`${formatPath(path)}\`: did you mean \`${known}\`?`, {
      place: placeOf(node, path),
      ruleId: 'frontmatter-typo',
      fix: `Keys docsite does not know are kept as the page's own data and have no effect; rename it to \`${known}\` if that is what you meant.`,
    });
  }
}

/** Where a key path sits in the file, or the whole block when it cannot be found. */
/** Where the frontmatter key at `path` is in the page: a problem found after parsing is reported there. */
export function frontmatterPlace(tree: Root, path: readonly PropertyKey[]): Point | undefined {
  const node = tree.children.find((child): child is Yaml => child.type === 'yaml');
  const place = node && placeOf(node, path);
  return place && ('start' in place ? place.start : place);
}

function placeOf(node: Yaml, path: readonly PropertyKey[]): Point | Position | undefined {
  const at = locateKey(node.value, path);
  // The block's value starts on the line after the opening `---`.
  const fenceLine = node.position?.start.line ?? 1;
  return at ? { line: fenceLine + at.line, column: at.column } : node.position;
}

/**
 * The frontmatter key that gives a page a route other than its file's, and
 * where it is in the page's text: for a route clash, found after parsing.
 */
export function routeKeyAt(source: string): { key: 'pageType' | 'slug' | 'id'; place: Point } | undefined {
  const { data } = matter(source, { language: 'yaml' });
  const key = String(data.pageType) === '404' ? 'pageType' : data.slug === undefined && typeof data.id === 'string' ? 'id' : 'slug';
  const place = locateKey(source.slice(0, source.indexOf('\n---', 3)), [key]);
  return place && { key, place };
}
