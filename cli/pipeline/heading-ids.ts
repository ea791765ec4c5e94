import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import type { MdxTextExpression } from 'mdast-util-mdx';
import type {} from 'mdast-util-to-hast';
import { SKIP, visit } from 'unist-util-visit';
import { inlineText } from './text.js';

export interface HeadingInfo {
  depth: number;
  /** Plain text, trimmed, without the `{#custom-id}` suffix. */
  text: string;
  /** The DOM id; empty when the heading has neither text nor a custom id. */
  id: string;
}

const CUSTOM_ID = /\s*\{#([^{}\s]+)\}\s*$/;
// Docusaurus's MDX form: `## Title {/* #custom-id */}`, a comment, which MDX renders as nothing.
const COMMENT_ID = /^\s*\/\*\s*#([^{}\s*]+)\s*\*\/\s*$/;

/**
 * The one place heading anchors are made, for the toc, search records and
 * the rendered page alike: every heading, in document order, gets a
 * github-slugger id (unique per page) or its `{#custom-id}`. The id is set as
 * `data.hProperties.id`, so the HTML heading carries the same id, and the
 * suffix is removed from the tree so readers never see it.
 */
export function assignHeadingIds(tree: Root): Map<Heading, HeadingInfo> {
  const slugger = new GithubSlugger();
  const vitepress = new Set<string>();
  const headings = new Map<Heading, HeadingInfo>();
  visit(tree, (node) => {
    // Headings are flow content: nothing in a paragraph, table or heading is one, so the walk leaves their text, most of a page's nodes.
    if (node.type === 'paragraph' || node.type === 'table') return SKIP;
    if (node.type !== 'heading') return undefined;
    const custom = takeCustomId(node);
    const text = inlineText(node).trim();
    const id = custom ?? (text ? slugger.slug(text) : '');
    // A custom id claims its slug, so a later heading with that text gets `-1`.
    if (custom) slugger.occurrences[custom] = 0;
    if (id) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    if (custom) vitepress.add(custom);
    const alias = custom || !text ? undefined : uniqueSlug(vitepressSlug(text), vitepress);
    if (id && alias && alias !== id) node.data = { ...node.data, docsiteAnchorAlias: alias };
    headings.set(node, { depth: node.depth, text, id });
    return SKIP;
  });
  return headings;
}

declare module 'mdast' {
  interface Data {
    /** The id VitePress gives the heading, where it is not docsite's: a link written for a VitePress site is given docsite's. */
    docsiteAnchorAlias?: string;
  }
}

const CONTROL = /[\u0000-\u001f]/g;
const SEPARATORS = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g;
const ACCENTS = /[\u0300-\u036f]/g;

/**
 * The id VitePress gives a heading (its markdown-it anchors are slugged by
 * `@mdit-vue/shared`): punctuation becomes a `-` where GitHub's drops it,
 * so `### vi.spyOn` is `vi-spyon` there and `vispyon` here.
 */
export function vitepressSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(ACCENTS, '')
    .replace(CONTROL, '')
    .replace(SEPARATORS, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();
}

/** `slug`, or `slug-1`, `slug-2`… for the next headings of the page that have it, as markdown-it's anchors count them. */
function uniqueSlug(slug: string, seen: Set<string>): string {
  let unique = slug;
  for (let n = 1; seen.has(unique); n++) unique = `${slug}-${n}`;
  seen.add(unique);
  return unique;
}

function takeCustomId(node: Heading): string | undefined {
  const last = node.children.at(-1);
  if (last?.type === 'mdxTextExpression') return takeCommentId(node, last);
  if (last?.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  trimEnd(node, last, match.index);
  return match[1];
}

function takeCommentId(node: Heading, expression: MdxTextExpression): string | undefined {
  const id = COMMENT_ID.exec(expression.value)?.[1];
  if (!id) return undefined;
  node.children.pop();
  const before = node.children.at(-1);
  if (before?.type === 'text') trimEnd(node, before, before.value.trimEnd().length);
  return id;
}

/** Cut the heading's last text node at `length`, dropping it when nothing is left. */
function trimEnd(node: Heading, last: Text, length: number): void {
  last.value = last.value.slice(0, length);
  if (!last.value) node.children.pop();
}
