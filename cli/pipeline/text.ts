import type { Nodes, PhrasingContent } from 'mdast';
import type {} from 'mdast-util-mdx';

/**
 * Plain text of inline content as a reader sees it: code, emphasis, links
 * and components flattened to their text; images, HTML tags, expressions and
 * footnote references dropped.
 */
export function inlineText(node: Nodes | PhrasingContent): string {
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
    default:
      return 'children' in node ? node.children.map((child) => inlineText(child as PhrasingContent)).join('') : '';
  }
}
