import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import type { VFile } from 'vfile';
import type { Frontmatter } from '../../schemas/frontmatter.js';
import { warn } from '../report/problem.js';
import { literalOf } from './mdx-literals.js';
import { dropImports, namedInCode } from './page-imports.js';

type JsxNode = MdxJsxFlowElement | MdxJsxTextElement;
type HeadEntry = NonNullable<Frontmatter['head']>[number];

/** What Docusaurus lets a page's `<head>` hold: the tags of a document's head that are data. */
const HEAD_TAGS = new Set(['title', 'meta', 'link', 'base']);

/** Docusaurus's `<Head>` component, whose children go to the document's head as those of `<head>` do. */
const HEAD_MODULE = '@docusaurus/Head';

/**
 * Docusaurus's `<head>` in an `.mdx` page: its `<title>`, `<meta>` and
 * `<link>` tags go to the page's `<head>`, after the frontmatter's `head`
 * entries (a `<title>` replaces the page's own), and the element leaves the
 * body. In the body it would be a `<head>` inside the page's `<div>`, which the
 * browser's parser drops and React then fails to hydrate; its title would be
 * the page's text too. A tag of another kind, or a prop that needs running,
 * is left out with a warning at it.
 */
export function headOutOfBody(tree: Root, frontmatter: Frontmatter, file: VFile): void {
  const entries: HeadEntry[] = [];
  const heads = new Set(['head', ...headImports(tree)]);
  const visit = (parent: { children: RootContent[] }) => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i]!;
      if (isJsx(node) && heads.has(node.name ?? '')) {
        for (const child of elements(node)) entries.push(...entryOf(child, file));
        // In place: most pages have none, and their trees stay as they are.
        parent.children.splice(i--, 1);
      } else if ('children' in node) visit(node as { children: RootContent[] });
    }
  };
  visit(tree);
  if (entries.length > 0) frontmatter.head = [...(frontmatter.head ?? []), ...entries];
}

/**
 * The names a page imports Docusaurus's `<Head>` by, its imports taken out: the elements leave the body, so the page
 * needs no module for them. An import whose name the page's code uses otherwise stays, and fails as the module is not there.
 */
function headImports(tree: Root): string[] {
  return dropImports(tree, (specifier, source) => source === HEAD_MODULE && specifier.type === 'ImportDefaultSpecifier' && !namedInCode(tree, specifier.local.name));
}

function isJsx(node: RootContent): node is JsxNode {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** The elements inside `<head>`: MDX wraps tags written on one line in a paragraph. */
function elements(parent: { children: RootContent[] }): JsxNode[] {
  return parent.children.flatMap((child) => (isJsx(child) ? [child] : child.type === 'paragraph' ? elements(child) : []));
}

function entryOf(element: JsxNode, file: VFile): HeadEntry[] {
  const tag = element.name ?? '';
  if (!HEAD_TAGS.has(tag)) return leftOut(element, file, `a \`<${tag}>\``);
  const attributes: Record<string, string | true> = {};
  for (const attribute of element.attributes) {
    const literal = attribute.type === 'mdxJsxAttribute' ? (typeof attribute.value === 'string' || attribute.value == null ? { value: attribute.value ?? true } : literalOf(attribute.value.data?.estree ?? undefined)) : undefined;
    if (attribute.type !== 'mdxJsxAttribute' || !literal || (typeof literal.value !== 'string' && typeof literal.value !== 'number' && literal.value !== true)) {
      return leftOut(element, file, 'a prop that needs running');
    }
    // JSX's names for HTML's attributes.
    attributes[attribute.name === 'className' ? 'class' : attribute.name === 'htmlFor' ? 'for' : attribute.name] = literal.value === true ? true : String(literal.value);
  }
  if (tag !== 'title') return [[tag, attributes]];
  return [[tag, attributes, element.children.map(textOf).join('')]];
}

function textOf(node: RootContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? (node.children as RootContent[]).map(textOf).join('') : '';
}

function leftOut(element: JsxNode, file: VFile, what: string): [] {
  warn(file, `The page's \`<head>\` holds ${what}, which is left out`, {
    place: element.position,
    ruleId: 'mdx-head',
    fix: "Keep `<title>`, `<meta>`, `<link>` and `<base>` tags with written-out props in `<head>`; a script belongs in a component, or in a plugin's `head` hook.",
  });
  return [];
}
