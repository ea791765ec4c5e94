import type { Paragraph, Parent, Root, RootContent } from 'mdast';
import type { Point } from 'unist';
import { transformAlerts } from './alerts.js';
import { splitParagraph, type Closing, type Fence, type Opening } from './container-fences.js';
import { CODE_GROUP, CODE_GROUP_ITEM, CONTAINER_TYPES, codeGroupItemNode, codeGroupNode, containerNode, holdsBlocks, type Container } from './container-node.js';
import type { SyntaxWarning } from './syntax-warnings.js';

export { CONTAINER_TYPES, type Container, type ContainerType } from './container-node.js';

type Item = RootContent | Fence;

interface Context {
  /** Colons of the containers open around this block that a closing line lazily continued into it may close. */
  outer: number[];
  /** The fragment file the nodes came from: their positions are in it. */
  fragment: string | undefined;
  warnings: SyntaxWarning[];
}

/** One parent's children being grouped: the containers open in it, innermost last, and what is placed so far. */
interface Level {
  frames: { opening: Opening; children: RootContent[] }[];
  placed: RootContent[];
  context: Context;
}

/** Blocks that Markdown continues lazily: a line after a list item or quote, without a blank line, joins its last paragraph. */
const LAZY = new Set(['list', 'listItem', 'blockquote']);

/**
 * Turn `:::tip`, `:::info`, `:::note`, `:::warning`, `:::danger`,
 * `:::caution` and `:::details` blocks, with an optional title, into
 * container nodes, as VitePress, Rspress and Docusaurus readers write them
 * (`:::tip Title`, `::: tip Title`, `:::tip[Title]`); GitHub alerts too
 * (see `alerts.ts`). Markdown parses the fences as paragraph text, so they
 * are found on any line of a paragraph, with or without blank lines around
 * them. An unclosed container runs to the end of its parent; it and an
 * unknown type (left as text) are noted on the tree for `reportSyntaxWarnings`.
 */
export function transformContainers(tree: Root): void {
  const warnings: SyntaxWarning[] = [];
  transformParent(tree, { outer: [], fragment: undefined, warnings });
  transformAlerts(tree);
  if (warnings.length > 0) tree.data = { ...tree.data, syntaxWarnings: warnings };
}

/**
 * Group one parent's children. A closing line that Markdown continued into
 * the parent's last paragraph (`- item` then `:::`) and that closes nothing
 * here is returned, with whatever follows it, for the enclosing level.
 */
function transformParent(parent: Parent, context: Context): Item[] {
  const level: Level = { frames: [], placed: [], context };
  const children = parent.children as RootContent[];
  let escaped: Item[] = [];
  children.forEach((child, index) => {
    const last = index === children.length - 1;
    escaped = place(level, expand(child, level, last), last ? context.outer : []);
  });
  while (level.frames.length > 0) closeInnermost(level, undefined);
  parent.children = level.placed;
  return escaped;
}

/** A child as items to place: a paragraph cut at its fences, or a block (grouped inside) and the closing lines it let out. */
function expand(child: RootContent, level: Level, last: boolean): Item[] {
  const fragment = child.data?.docsiteFragment ?? level.context.fragment;
  if (child.type === 'paragraph') {
    if (isTocMarker(child)) return [{ type: 'mdxJsxFlowElement', name: 'Toc', attributes: [], children: [], ...(child.position ? { position: child.position } : {}) }];
    return splitParagraph(child, (name, start) => level.context.warnings.push(unknownType(name, start, fragment))) ?? [child];
  }
  if (!holdsBlocks(child)) return [child];
  const open = level.frames.map((frame) => frame.opening.colons);
  const outer = LAZY.has(child.type) ? [...open, ...(last ? level.context.outer : [])] : [];
  return [child, ...transformParent(child, { ...level.context, outer, fragment })];
}

function place(level: Level, items: Item[], outer: number[]): Item[] {
  for (const [index, item] of items.entries()) {
    if (item.type !== 'containerFence') append(level, item);
    else if (item.kind) level.frames.push({ opening: item, children: [] });
    else if (!close(level, item)) {
      if (outer.some((colons) => colons <= item.colons)) return items.slice(index).map((rest) => fromFragment(rest, level.context.fragment));
      append(level, asText(item));
    }
  }
  return [];
}

/** VitePress's `[[toc]]`, a paragraph of its own: the built-in `<Toc>`, the page's outline in the page. */
function isTocMarker(paragraph: Paragraph): boolean {
  const [only] = paragraph.children;
  return paragraph.children.length === 1 && only!.type === 'text' && only.value.trim() === '[[toc]]';
}

/** A closing line that closes nothing stays the text it was. */
function asText(closing: Closing): Paragraph {
  return { type: 'paragraph', children: [{ type: 'text', value: ':'.repeat(closing.colons) }], ...(closing.position ? { position: closing.position } : {}) };
}

/**
 * Close the outermost container opened with as many colons or fewer, and any left open inside it; false when there
 * is none. That is markdown-it-container's rule (VitePress), and remark-directive's (Docusaurus): a container ends
 * at the first line of at least its colons, whatever opened in between.
 */
function close(level: Level, closing: Closing): boolean {
  const at = level.frames.findIndex((frame) => frame.opening.colons <= closing.colons);
  if (at === -1) return false;
  while (level.frames.length > at + 1) closeInnermost(level, undefined);
  closeInnermost(level, closing);
  return true;
}

function closeInnermost(level: Level, closing: Closing | undefined): void {
  const { opening, children } = level.frames.pop()!;
  if (!closing) level.context.warnings.push(unclosed(opening, level.context.fragment));
  const start = opening.position?.start;
  const end = closing?.position?.end ?? children.at(-1)?.position?.end ?? opening.position?.end;
  const position = start && end && { start, end };
  const { kind } = opening;
  if (kind === 'v-pre' || kind === 'raw') for (const child of children) append(level, child);
  else if (kind === CODE_GROUP_ITEM) {
    // A tab only in a code group: elsewhere VuePress shows what it holds.
    if (level.frames.at(-1)?.opening.kind === CODE_GROUP) append(level, codeGroupItemNode(opening.title, children, position));
    else for (const child of children) append(level, child);
  } else append(level, kind === CODE_GROUP ? codeGroupNode(children, position) : containerNode(kind, opening.title, children as Container['children'], position, opening.attributes));
}

function append(level: Level, node: RootContent): void {
  (level.frames.at(-1)?.children ?? level.placed).push(node);
}

/** Text leaving a fragment's nested block keeps saying where it was written. */
function fromFragment(item: Item, fragment: string | undefined): Item {
  if (!fragment || item.type !== 'paragraph') return item;
  return { ...item, data: { ...item.data, docsiteFragment: fragment } } satisfies Paragraph;
}

function unknownType(name: string, place: Point | undefined, fragment: string | undefined): SyntaxWarning {
  return {
    ruleId: 'container-unknown',
    reason: `Unknown container type \`${name}\``,
    fix: `Use one of ${[...CONTAINER_TYPES, CODE_GROUP].join(', ')}; until then the line shows as text.`,
    place,
    fragment,
  };
}

function unclosed(opening: Opening, fragment: string | undefined): SyntaxWarning {
  const colons = ':'.repeat(opening.colons);
  return {
    ruleId: 'container-unclosed',
    reason: `This \`${colons}${opening.kind}\` is never closed`,
    fix: `Add a line \`${colons}\` where it ends (as many colons as its opening line); until then it runs to the end of the block it is in.`,
    place: opening.position?.start,
    fragment,
  };
}
