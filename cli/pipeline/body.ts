import type { Heading, Root, RootContent } from 'mdast';
import type {} from './containers.js';

/**
 * The page body: the top-level blocks after the first top-level h1 (all of
 * them when there is none). What stands before the h1 (imports, badges) is
 * not part of the page's text.
 */
export function bodyBlocks(tree: Root): { h1: Heading | undefined; blocks: RootContent[] } {
  const index = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  if (index === -1) return { h1: undefined, blocks: tree.children };
  return { h1: tree.children[index] as Heading, blocks: tree.children.slice(index + 1) };
}

/** Nodes whose children are blocks a reader sees as blocks of their own; an HTML element when it holds Markdown blocks (`<details>`). */
export function isContainer(node: RootContent): node is RootContent & { children: RootContent[] } {
  return node.type === 'blockquote' || node.type === 'mdxJsxFlowElement' || node.type === 'container' || (node.type === 'htmlElement' && node.children.some((child) => BLOCKS.has(child.type) || isContainer(child)));
}

const BLOCKS = new Set(['paragraph', 'heading', 'list', 'table', 'code', 'blockquote', 'container', 'thematicBreak']);

/** An HTML element in block position that holds only text (`<div align="center">text <b>bold</b></div>`): read as a paragraph. */
export function isHtmlText(node: RootContent): boolean {
  return node.type === 'htmlElement' && !isContainer(node);
}
