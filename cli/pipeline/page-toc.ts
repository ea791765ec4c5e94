import type { ArrayExpression, Node, Program } from 'estree';
import { EXIT, visit as visitEstree } from 'estree-util-visit';
import type { Heading, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx';
import { expressionOf, pagePrograms, visitJsx } from './mdx-literals.js';
import { inlineText } from './text.js';

/**
 * Docusaurus's MDX pages have a `toc` of their own: the headings, as
 * `{ value, id, level }` with `value` as HTML, which `<TOCInline toc={toc} />`
 * shows and a page may filter (`toc.filter((h) => h.level === 2)`).
 */
const TOC = 'toc';

/**
 * `toc={toc}` on the theme's `Toc` (`TOCInline` by Docusaurus's name, in `tocTags`): the page's own outline, which
 * `Toc` shows without the prop, to Docusaurus's default depth (h3) unless the element sets one. Left out, the page
 * can stay data. Not when the page declares a `toc` of its own.
 */
export function dropOwnTocProps(tree: Root, tocTags: ReadonlySet<string>, declared: ReadonlySet<string>): void {
  if (declared.has(TOC)) return;
  visitJsx(tree, (node) => {
    if (!node.name || !tocTags.has(node.name)) return;
    const kept = node.attributes.filter((attribute) => attribute.type !== 'mdxJsxAttribute' || attribute.name !== TOC || typeof attribute.value !== 'object' || !isTocIdentifier(attribute.value?.data?.estree ?? undefined));
    if (kept.length === node.attributes.length) return;
    if (!kept.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === MAX_LEVEL)) kept.push(numberAttribute(MAX_LEVEL, DOCUSAURUS_MAX_LEVEL));
    node.attributes = kept;
  });
}

const MAX_LEVEL = 'maxHeadingLevel';
const DOCUSAURUS_MAX_LEVEL = 3;

/** `name={value}`, as MDX parses it. */
function numberAttribute(name: string, value: number): MdxJsxAttribute {
  const estree: Program = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: { type: 'Literal', value } }] };
  return { type: 'mdxJsxAttribute', name, value: { type: 'mdxJsxAttributeValueExpression', value: String(value), data: { estree } } };
}

/**
 * Gives a compiled page that reads `toc` without declaring it Docusaurus's `export const toc`: every heading below
 * the title, in order, with its id. Its text is given as HTML, escaped, as Docusaurus's components read it.
 */
export function addTocExport(tree: Root, declared: ReadonlySet<string>): void {
  if (declared.has(TOC) || !readsToc(tree)) return;
  const items: ArrayExpression = { type: 'ArrayExpression', elements: [] };
  const visit = (parent: { children: RootContent[] }) => {
    for (const node of parent.children) {
      if (node.type === 'heading') addItem(items, node);
      else if ('children' in node) visit(node as { children: RootContent[] });
    }
  };
  visit(tree);
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        attributes: [],
        source: null,
        declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: TOC }, init: items }] },
      },
    ],
  };
  tree.children.unshift({ type: 'mdxjsEsm', value: '', data: { estree } });
}

function addItem(items: ArrayExpression, heading: Heading): void {
  const id = heading.data?.hProperties?.id;
  if (heading.depth < 2 || typeof id !== 'string' || !id) return;
  const entries: [string, string | number][] = [
    ['value', escapeHtml(inlineText(heading).trim())],
    ['id', id],
    ['level', heading.depth],
  ];
  items.elements.push({
    type: 'ObjectExpression',
    properties: entries.map(([key, value]) => ({ type: 'Property', kind: 'init', method: false, shorthand: false, computed: false, key: { type: 'Identifier', name: key }, value: { type: 'Literal', value } })),
  });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Whether any of the page's code names `toc` as a variable (not as a property: `page.toc`, `{ toc: … }`). */
function readsToc(tree: Root): boolean {
  let found = false;
  for (const program of pagePrograms(tree)) {
    if (found) break;
    visitEstree(program, (node, key, _index, ancestors) => {
      if (node.type !== 'Identifier' || node.name !== TOC || isPropertyName(ancestors.at(-1), key)) return undefined;
      found = true;
      return EXIT;
    });
  }
  return found;
}

function isPropertyName(parent: Node | undefined, key: string | undefined): boolean {
  if (parent?.type === 'MemberExpression') return key === 'property' && !parent.computed;
  if (parent?.type === 'Property') return key === 'key' && !parent.computed && !parent.shorthand;
  return false;
}

function isTocIdentifier(program: Program | undefined): boolean {
  const expression = expressionOf(program);
  return expression?.type === 'Identifier' && expression.name === TOC;
}
