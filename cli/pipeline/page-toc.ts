import type { ArrayExpression, Expression, Node, Program } from 'estree';
import { EXIT, visit as visitEstree } from 'estree-util-visit';
import type { Heading, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx';
import { expressionOf, pagePrograms, visitJsx } from './mdx-literals.js';
import { inlineText } from './text.js';

/**
 * Docusaurus's MDX pages have a `toc` of their own: the headings, as
 * `{ value, id, level }` with `value` as HTML, which `<TOCInline toc={toc} />`
 * shows and a page may filter (`toc.filter((h) => h.level === 2)`); and
 * `frontMatter` and `contentTitle` (`addPageGlobals`).
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

/** What Docusaurus gives every MDX page besides `toc`: its frontmatter, and the text of its `# title` when it has one. */
export interface PageGlobals {
  frontMatter: Record<string, unknown>;
  contentTitle: string | undefined;
}

/**
 * Gives a compiled page the variables Docusaurus gives every MDX page, those it reads without declaring them:
 * `toc`, every heading below the title, in order, with its id, its text as HTML, escaped, as Docusaurus's
 * components read it; `frontMatter`; and `contentTitle`.
 */
export function addPageGlobals(tree: Root, declared: ReadonlySet<string>, globals: PageGlobals): void {
  const read = readVariables(tree, [TOC, ...Object.keys(globals)].filter((name) => !declared.has(name)));
  for (const [name, value] of Object.entries(globals)) {
    // Parsed from JSON text as the page loads: a large frontmatter is one string literal in the module, not a tree of them.
    if (read.has(name)) exportConst(tree, name, { type: 'CallExpression', optional: false, callee: { type: 'MemberExpression', object: { type: 'Identifier', name: 'JSON' }, property: { type: 'Identifier', name: 'parse' }, computed: false, optional: false }, arguments: [{ type: 'Literal', value: JSON.stringify(value ?? null) }] });
  }
  if (!read.has(TOC)) return;
  const items: ArrayExpression = { type: 'ArrayExpression', elements: [] };
  const visit = (parent: { children: RootContent[] }) => {
    for (const node of parent.children) {
      if (node.type === 'heading') addItem(items, node);
      else if ('children' in node) visit(node as { children: RootContent[] });
    }
  };
  visit(tree);
  exportConst(tree, TOC, items);
}

function exportConst(tree: Root, name: string, init: Expression): void {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        attributes: [],
        source: null,
        declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init }] },
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

/** Which of `names` the page's code names as a variable (not as a property: `page.toc`, `{ toc: … }`). */
function readVariables(tree: Root, names: readonly string[]): Set<string> {
  const found = new Set<string>();
  if (names.length === 0) return found;
  for (const program of pagePrograms(tree)) {
    visitEstree(program, (node, key, _index, ancestors) => {
      if (node.type !== 'Identifier' || !names.includes(node.name) || isPropertyName(ancestors.at(-1), key)) return undefined;
      found.add(node.name);
      return found.size === names.length ? EXIT : undefined;
    });
    if (found.size === names.length) break;
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
