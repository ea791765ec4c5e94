import type { ModuleDeclaration, Statement } from 'estree';
import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { applyAlias, THEME_MODULE, themeComponentNamed, themeModuleComponent } from '../../schemas/theme-components.js';
import { attributeIsLiteral, literalOf } from './mdx-literals.js';
import type { CodeContext } from './page-code.js';

type JsxNode = MdxJsxFlowElement | MdxJsxTextElement;
type Parent = { children: RootContent[] };

/**
 * Docusaurus's `<CodeBlock language="js" title="a.js" showLineNumbers>{`code`}</CodeBlock>`
 * (`@theme/CodeBlock`) with its code written in the page becomes a code block
 * like a fence, before anything reads the page: highlighted at build time,
 * in search and in the page's text, and the page stays data. One whose code
 * or props need running (a variable, an imported file) stays the component,
 * which shows its text unhighlighted. A `CodeBlock` the page imports from
 * elsewhere, or the site's own, is left alone.
 */
export function themeCodeBlocksAsCode(tree: Root, statements: (Statement | ModuleDeclaration)[], context: CodeContext): void {
  const names = codeBlockNames(statements, context);
  if (names.size === 0) return;
  // In place: this walks every MDX page, and most have no CodeBlock.
  const visit = (parent: Parent) => {
    parent.children.forEach((node, i) => {
      const element = node.type === 'paragraph' ? onlyElement(node) : node;
      const code = element && isJsx(element) && names.has(element.name ?? '') ? asCode(element) : undefined;
      if (code) parent.children[i] = { ...code, position: node.position };
      else if ('children' in node) visit(node as Parent);
    });
  };
  visit(tree);
}

/** The local names that mean the theme's `CodeBlock`: its imports, or the name itself when nothing else claims it. */
function codeBlockNames(statements: (Statement | ModuleDeclaration)[], context: CodeContext): Set<string> {
  const names = new Set<string>();
  let imported = false;
  for (const statement of statements) {
    if (statement.type !== 'ImportDeclaration') continue;
    const target = applyAlias(String(statement.source.value), context.alias);
    for (const specifier of statement.specifiers) {
      if (specifier.local.name === 'CodeBlock') imported = true;
      const name =
        specifier.type === 'ImportDefaultSpecifier' ? themeModuleComponent(target) : specifier.type === 'ImportSpecifier' && target === THEME_MODULE ? themeComponentNamed(specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value)) : undefined;
      if (name === 'CodeBlock') names.add(specifier.local.name);
    }
  }
  if (!imported && !context.siteComponents.includes('CodeBlock')) names.add('CodeBlock');
  return names;
}

function isJsx(node: RootContent): node is JsxNode {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** A paragraph's one element (`<CodeBlock language="js">code</CodeBlock>` on a line of its own is one), or undefined. */
function onlyElement(paragraph: Parent): RootContent | undefined {
  let only: RootContent | undefined;
  for (const child of paragraph.children) {
    if (child.type === 'text' && child.value.trim() === '') continue;
    if (only) return undefined;
    only = child;
  }
  return only;
}

/** The code node the element stands for, or undefined when its code or a prop is not written out. */
function asCode(element: JsxNode): Code | undefined {
  const props = new Map<string, unknown>();
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !attributeIsLiteral(attribute)) return undefined;
    props.set(attribute.name, propValue(attribute));
  }
  const text = codeText(element.children);
  if (text === undefined) return undefined;
  const { language, title, showLineNumbers, metastring } = Object.fromEntries(props) as Record<string, unknown>;
  const meta = [
    typeof title === 'string' && title !== '' ? (title.includes('"') && !title.includes("'") ? `title='${title}'` : `title="${title}"`) : '',
    // Docusaurus's number starts the numbering at it; ours count from 1.
    showLineNumbers !== undefined && showLineNumbers !== false ? 'showLineNumbers' : '',
    typeof metastring === 'string' ? metastring : '',
  ].filter(Boolean);
  // As Docusaurus reads it: one final newline is not a line.
  return { type: 'code', lang: typeof language === 'string' && language !== '' ? language : null, meta: meta.length > 0 ? meta.join(' ') : null, value: text.replace(/\n$/, '') };
}

function propValue(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute): unknown {
  if (attribute.type !== 'mdxJsxAttribute') return undefined;
  const { value } = attribute;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  return literalOf(value.data?.estree ?? undefined)?.value;
}

/** The code an element's children write out: a string or template literal (`{`…`}`), or plain text; undefined otherwise. */
function codeText(children: RootContent[]): string | undefined {
  const rest = children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  if (rest.length !== 1) return undefined;
  const only = rest[0]!;
  if (only.type === 'mdxFlowExpression' || only.type === 'mdxTextExpression') {
    const literal = literalOf(only.data?.estree ?? undefined);
    return typeof literal?.value === 'string' ? literal.value : undefined;
  }
  if (only.type === 'text') return only.value;
  if (only.type === 'paragraph' && only.children.every((child) => child.type === 'text')) return only.children.map((child) => (child as { value: string }).value).join('');
  return undefined;
}
