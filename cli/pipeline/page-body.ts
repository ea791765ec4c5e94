import type { Element, Root as HastRoot, Nodes as HastNodes } from 'hast';
import type { Code, Root, RootContent } from 'mdast';
import type {} from 'mdast-util-mdx';
import { toHast } from 'mdast-util-to-hast';
import { splitAtBlockHtml } from './block-html.js';
import { freezeAttribute } from './mdx-literals.js';

/** Renders one code block at build time (see `code-block.ts`). */
export type RenderCode = (node: Code) => Element;

const MDX_NODES = ['mdxJsxFlowElement', 'mdxJsxTextElement'] as const;

/**
 * The page body as data: the hast tree after the Markdown transforms, code
 * highlighted, components kept as MDX JSX nodes with their literal props.
 * The renderer turns it into React elements; positions are dropped, since
 * the browser never needs them. Only pages that need no JavaScript come here
 * (`page-code.ts` sends the others to the compiler).
 */
export function pageBody(tree: Root, renderCode: RenderCode): HastRoot {
  prepare(tree);
  const hast = toHast(tree, {
    allowDangerousHtml: false,
    passThrough: [...MDX_NODES],
    handlers: { code: (_state, node: Code) => renderCode(node) },
  }) as HastRoot;
  stripPositions(hast);
  return hast;
}

/**
 * Remove what is not content (frontmatter, comment-only expressions), freeze
 * JSX props into data, and unwrap paragraphs that hold only JSX: in MDX,
 * `<Card>text</Card>` on one line is a paragraph around the element, and a
 * block component inside `<p>` is invalid HTML that browsers re-nest, which
 * breaks hydration. The compiler does the same (`remark-mark-and-unravel`).
 * A block HTML element among text is lifted out too (`block-html.ts`).
 */
function prepare(parent: { children: RootContent[] }): void {
  // One new array per parent, not one per node: this runs over every node of every page.
  const children: RootContent[] = [];
  for (const node of parent.children) {
    if (node.type === 'yaml' || node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') continue;
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') node.attributes.forEach(freezeAttribute);
    if ('children' in node) prepare(node as { children: RootContent[] });
    if (node.type !== 'paragraph') children.push(node);
    else if (onlyJsx(node.children)) children.push(...(node.children.filter((child) => child.type !== 'text') as RootContent[]));
    else children.push(...splitAtBlockHtml(node));
  }
  parent.children = children;
}

function onlyJsx(children: RootContent[]): boolean {
  return children.some((c) => c.type === 'mdxJsxTextElement') && children.every((c) => c.type === 'mdxJsxTextElement' || (c.type === 'text' && c.value.trim() === ''));
}

function stripPositions(node: HastNodes): void {
  delete node.position;
  if ('children' in node) for (const child of node.children) stripPositions(child);
}
