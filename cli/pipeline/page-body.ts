import type { Element, Root as HastRoot, Nodes as HastNodes } from 'hast';
import type { Code, Root, RootContent } from 'mdast';
import type {} from 'mdast-util-mdx';
import { toHast } from 'mdast-util-to-hast';
import type { VFile } from 'vfile';
import { fail } from '../report/problem.js';
import { freezeAttribute, isCommentOnly } from './mdx-literals.js';

/** Renders one code block at build time (see `code-block.ts`). */
export type RenderCode = (node: Code) => Element;

const MDX_NODES = ['mdxJsxFlowElement', 'mdxJsxTextElement'] as const;

/**
 * The page body as data: the hast tree after the Markdown transforms, code
 * highlighted, components kept as MDX JSX nodes with their literal props.
 * The renderer turns it into React elements; positions are dropped, since
 * the browser never needs them. JavaScript the page would need (variables,
 * calls, imports of modules) is reported on the page.
 */
export function pageBody(tree: Root, renderCode: RenderCode, file: VFile): HastRoot {
  prepare(tree, file);
  const hast = toHast(tree, {
    allowDangerousHtml: false,
    passThrough: [...MDX_NODES],
    handlers: { code: (_state, node: Code) => renderCode(node) },
  }) as HastRoot;
  stripPositions(hast);
  return hast;
}

/** Remove what is not content (frontmatter, ESM) and freeze JSX props; report what needs running. */
function prepare(parent: { children: RootContent[] }, file: VFile): void {
  parent.children = parent.children.filter((node) => {
    switch (node.type) {
      case 'yaml':
        return false;
      case 'mdxjsEsm':
        needsJavaScript(file, node, 'an `import` or `export` of JavaScript', 'Import components through the site config (`components`) instead, and Markdown fragments with `import X from \'./fragments/x.mdx\'`.');
        return false;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (!isCommentOnly(node.data?.estree ?? undefined)) needsJavaScript(file, node, `the expression \`{${node.value}}\``, 'Write the value as text, or move the logic into a component registered in the site config (`components`).');
        return false;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        for (const attribute of node.attributes) {
          if (!freezeAttribute(attribute)) needsJavaScript(file, node, `a prop of \`<${node.name ?? ''}>\` that is not a literal value`, 'Pass strings, numbers, booleans, arrays or objects of those; move computed values into the component.');
        }
        break;
    }
    if ('children' in node) prepare(node as { children: RootContent[] }, file);
    return true;
  });
}

function needsJavaScript(file: VFile, node: RootContent, what: string, fix: string): void {
  fail(file, `This page uses ${what}, which docsite cannot keep as page data`, { place: node.position, ruleId: 'mdx-javascript', fix });
}

function stripPositions(node: HastNodes): void {
  delete node.position;
  if ('children' in node) for (const child of node.children) stripPositions(child);
}
