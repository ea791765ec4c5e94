/**
 * Turns each ```` ```mermaid ```` code block into `<Mermaid chart="…" />`,
 * anywhere in the page (lists, containers, tabs, imported fragments): a JSX
 * element with literal props, so the page stays data, and without children,
 * so the diagram's source is not page text that search indexes.
 */
import type { Code, Parent, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx';

/** The plugin's options, as JSON: `config` is its `mermaidConfig`, itself as JSON, for the component's `config` prop. */
export interface RemarkMermaidOptions {
  config?: string;
}

function diagram(code: Code, config: string | undefined): MdxJsxFlowElement {
  const attributes: MdxJsxAttribute[] = [{ type: 'mdxJsxAttribute', name: 'chart', value: code.value }];
  if (config) attributes.push({ type: 'mdxJsxAttribute', name: 'config', value: config });
  return { type: 'mdxJsxFlowElement', name: 'Mermaid', attributes, children: [], position: code.position };
}

function replace(parent: Parent, config: string | undefined): void {
  parent.children = parent.children.map((node) => {
    if (node.type === 'code' && node.lang === 'mermaid') return diagram(node, config);
    if ('children' in node) replace(node, config);
    return node;
  });
}

/** remark plugin: `markdown: { remarkPlugins: [['docsite/plugins/mermaid/remark', { config }]] }`. */
export default function remarkMermaid({ config }: RemarkMermaidOptions = {}) {
  return (tree: Root) => replace(tree, config);
}
