import type { Nodes, PhrasingContent } from 'mdast';
import type {} from 'mdast-util-mdx';

/**
 * Plain text of inline content as a reader sees it: code, emphasis, links
 * and components flattened to their text; images, HTML tags, expressions and
 * footnote references dropped. In a heading, a `<Badge>` labels the heading
 * rather than names it (`## API <Badge text="new" />`), so the title, toc,
 * search records and id leave it out; in running text its words are kept.
 */
export function inlineText(node: Nodes | PhrasingContent): string {
  return textOf(node, node.type === 'heading');
}

function textOf(node: Nodes | PhrasingContent, inHeading: boolean): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'break':
      return '\n';
    case 'html':
    case 'image':
    case 'imageReference':
    case 'footnoteReference':
    case 'mdxTextExpression':
    case 'mdxFlowExpression':
    case 'mdxjsEsm':
      return '';
    case 'htmlElement':
      return node.name === 'br' ? '\n' : childrenText(node, inHeading);
    case 'mdxJsxTextElement':
      return inHeading && node.name === 'Badge' ? '' : childrenText(node, inHeading);
    default:
      return 'children' in node ? childrenText(node, inHeading) : '';
  }
}

function childrenText(node: Extract<Nodes, { children: unknown }>, inHeading: boolean): string {
  return node.children.map((child) => textOf(child as PhrasingContent, inHeading)).join('');
}
