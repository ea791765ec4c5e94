import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxTextElement } from 'mdast-util-mdx';
import type { Node } from 'unist';
import type { SyntaxWarning } from './syntax-warnings.js';

/**
 * The elements whose start tag ends an open `<p>` in the HTML parser (the
 * "in body" insertion mode, with a doctype). Pre-rendered inside a paragraph,
 * the browser moves them out of it, and React's hydration then meets a
 * different tree than it rendered (error #418).
 */
const ENDS_PARAGRAPH = new Set([
  ...['address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset', 'figcaption', 'figure', 'footer'],
  ...['header', 'hgroup', 'main', 'menu', 'nav', 'ol', 'p', 'search', 'section', 'summary', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['pre', 'listing', 'form', 'li', 'dd', 'dt', 'plaintext', 'table', 'hr', 'xmp'],
]);

/** An element in text, written as JSX or (in an `.md` page) as HTML, that ends a paragraph. */
function isBlockHtml(node: Node): node is MdxJsxTextElement {
  return (node.type === 'mdxJsxTextElement' || node.type === 'htmlElement') && ENDS_PARAGRAPH.has((node as MdxJsxTextElement).name ?? '');
}

/**
 * A paragraph as the blocks the browser makes of it: in MDX a tag with its
 * content on the same line (`<div>text</div>`), or one that continues a line
 * of text, is inline, so a block element lands in a paragraph. Each such
 * element becomes a block of its own, and the text around it paragraphs of
 * their own. Data pages (`page-body.ts`) and compiled pages
 * (`compile-page.ts`) both render through this. Any other paragraph is
 * returned as it is.
 */
export function splitAtBlockHtml(paragraph: Paragraph): RootContent[] {
  if (!paragraph.children.some(isBlockHtml)) return [paragraph];
  const blocks: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    const text = trimmed(run);
    run = [];
    if (text.length === 0) return;
    const start = text[0]!.position?.start;
    const end = text.at(-1)!.position?.end;
    blocks.push({ type: 'paragraph', children: text, ...(start && end && { position: { start, end } }) });
  };
  for (const child of paragraph.children) {
    if (isBlockHtml(child)) {
      flush();
      // A text element in block position: what MDX makes of a paragraph that holds only JSX, too.
      blocks.push(child as unknown as RootContent);
    } else {
      run.push(child);
    }
  }
  flush();
  return blocks;
}

/** `nodes` without the white space at their ends (the line break before an element): none at all when that is all they hold. */
function trimmed(nodes: PhrasingContent[]): PhrasingContent[] {
  const result = nodes.map((node) => ({ ...node }));
  const first = result[0];
  if (first?.type === 'text') first.value = first.value.trimStart();
  const last = result.at(-1);
  if (last?.type === 'text') last.value = last.value.trimEnd();
  return result.filter((node) => node.type !== 'text' || node.value !== '');
}

/** The remark plugin for compiled pages: `splitAtBlockHtml` on every paragraph. */
export function remarkSplitAtBlockHtml() {
  return (tree: Root) => splitAll(tree);
}

function splitAll(parent: { children: RootContent[] }): void {
  parent.children = parent.children.flatMap((node) => {
    if ('children' in node) splitAll(node as { children: RootContent[] });
    return node.type === 'paragraph' ? splitAtBlockHtml(node) : [node];
  });
}

/**
 * Note the block elements that stay inside a paragraph because they are not
 * its own children, which `splitAtBlockHtml` cannot lift out: in emphasis or
 * a link (`**<div>…</div>**`), or in an inline element (`<span><div>`,
 * `<p><div>`). The page still builds, but the browser re-nests them.
 */
export function noteBlockHtmlInParagraphs(tree: Root): void {
  const warnings: SyntaxWarning[] = [];
  const visit = (node: Node & { children?: Node[] }, inParagraph: boolean, fragment: string | undefined) => {
    for (const child of node.children ?? []) {
      const from = (child.data as { docsiteFragment?: string } | undefined)?.docsiteFragment ?? fragment;
      const blockHtml = isBlockHtml(child);
      if (blockHtml && inParagraph && node.type !== 'paragraph') {
        const name = (child as MdxJsxTextElement).name!;
        warnings.push({
          ruleId: 'block-in-paragraph',
          reason: `\`<${name}>\` is inside a paragraph, where browsers do not keep it: they move it out of the \`<p>\`, and the page no longer matches what React renders (hydration error #418)`,
          fix: `Put \`<${name}>\` on lines of its own, with a blank line before and after it, outside emphasis, links and inline elements; or use an inline element such as \`<span>\`.`,
          place: child.position?.start,
          fragment: from,
        });
      }
      const opensParagraph = child.type === 'paragraph' || ((child.type === 'mdxJsxTextElement' || child.type === 'mdxJsxFlowElement' || child.type === 'htmlElement') && (child as MdxJsxTextElement).name === 'p');
      visit(child, opensParagraph || (inParagraph && !blockHtml), from);
    }
  };
  visit(tree, false, undefined);
  if (warnings.length > 0) tree.data = { ...tree.data, syntaxWarnings: [...(tree.data?.syntaxWarnings ?? []), ...warnings] };
}
