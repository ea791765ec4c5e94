import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import type {} from 'mdast-util-to-hast';
import { visit } from 'unist-util-visit';
import { inlineText } from './text.js';

export interface HeadingInfo {
  depth: number;
  /** Plain text, trimmed, without the `{#custom-id}` suffix. */
  text: string;
  /** The DOM id; empty when the heading has neither text nor a custom id. */
  id: string;
}

const CUSTOM_ID = /\s*\{#([^{}\s]+)\}\s*$/;

/**
 * The one place heading anchors are made, for the toc, search records and
 * the rendered page alike: every heading, in document order, gets a
 * github-slugger id (unique per page) or its `{#custom-id}`. The id is set as
 * `data.hProperties.id`, so the HTML heading carries the same id, and the
 * suffix is removed from the tree so readers never see it.
 */
export function assignHeadingIds(tree: Root): Map<Heading, HeadingInfo> {
  const slugger = new GithubSlugger();
  const headings = new Map<Heading, HeadingInfo>();
  visit(tree, 'heading', (node) => {
    const custom = takeCustomId(node);
    const text = inlineText(node).trim();
    const id = custom ?? (text ? slugger.slug(text) : '');
    // A custom id claims its slug, so a later heading with that text gets `-1`.
    if (custom) slugger.occurrences[custom] = 0;
    if (id) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    headings.set(node, { depth: node.depth, text, id });
  });
  return headings;
}

function takeCustomId(node: Heading): string | undefined {
  const last = node.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  (last as Text).value = last.value.slice(0, match.index);
  if (!last.value) node.children.pop();
  return match[1];
}
