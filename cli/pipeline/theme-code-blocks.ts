import type { ModuleDeclaration, Program, Statement } from 'estree';
import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { applyAlias, THEME_MODULE, themeComponentNamed, themeModuleComponent, type ThemeComponentName } from '../../schemas/theme-components.js';
import { expressionOf, literalOf } from './mdx-literals.js';
import { rawImportFile } from './raw-imports.js';
import type { CodeContext } from './page-code.js';

type JsxNode = MdxJsxFlowElement | MdxJsxTextElement;
type Parent = { children: RootContent[] };

/**
 * Docusaurus's `<CodeBlock language="js" title="a.js" showLineNumbers>{`code`}</CodeBlock>`
 * (`@theme/CodeBlock`) with its code written in the page becomes a code block
 * like a fence, before anything reads the page: highlighted at build time,
 * in search and in the page's text, and the page stays data. So does one
 * whose code or props are the page's constants, known before it runs: an
 * `export const code = \`…\`` of literals, or a file's text imported raw
 * (`import src from './x.js?raw'`, `'!!raw-loader!./x.js'`), which is read with
 * the page (`raw-imports.ts`); the page is compiled for its code but the block
 * is highlighted as a fence. One whose code needs running (a function's
 * result, a module's export) stays the component, which shows its text
 * unhighlighted. A `CodeBlock` the page imports from elsewhere, or the site's
 * own, is left alone.
 */
export function themeCodeBlocksAsCode(tree: Root, statements: (Statement | ModuleDeclaration)[], context: CodeContext, page?: { page: string; sources: ReadonlyMap<string, string> }): void {
  const names = themeComponentNames(statements, context, CODE_KINDS);
  if (names.size === 0) return;
  const constants = page ? pageConstants(statements, page.page, page.sources) : new Map<string, unknown>();
  // In place: this walks every MDX page, and most have no CodeBlock.
  const visit = (parent: Parent) => {
    parent.children.forEach((node, i) => {
      const element = node.type === 'paragraph' ? onlyElement(node) : node;
      const kind = element && isJsx(element) ? names.get(element.name ?? '') : undefined;
      const code = kind === 'CodeBlock' ? asCode(element as JsxNode, constants) : kind === 'Code' ? starlightCode(element as JsxNode, constants) : undefined;
      if (code) parent.children[i] = { ...code, position: node.position };
      else if ('children' in node) visit(node as Parent);
    });
  };
  visit(tree);
}

type CodeKind = 'CodeBlock' | 'Code';
const CODE_KINDS: readonly CodeKind[] = ['CodeBlock', 'Code'];

/**
 * The local names that mean one of the theme's `kinds`: their imports from
 * `docsite/theme` (under any alias, renamed or not), or the names themselves
 * when the page imports nothing by that name and the site's `components` do
 * not replace them.
 */
export function themeComponentNames<Kind extends ThemeComponentName>(statements: (Statement | ModuleDeclaration)[], context: CodeContext, kinds: readonly Kind[]): Map<string, Kind> {
  const names = new Map<string, Kind>();
  const imported = new Set<string>();
  const wanted = (name: ThemeComponentName | undefined): name is Kind => (kinds as readonly string[]).includes(name ?? '');
  for (const statement of statements) {
    if (statement.type !== 'ImportDeclaration') continue;
    const target = applyAlias(String(statement.source.value), context.alias);
    for (const specifier of statement.specifiers) {
      imported.add(specifier.local.name);
      const name =
        specifier.type === 'ImportDefaultSpecifier' ? themeModuleComponent(target) : specifier.type === 'ImportSpecifier' && target === THEME_MODULE ? themeComponentNamed(specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value)) : undefined;
      if (wanted(name)) names.set(specifier.local.name, name);
    }
  }
  for (const kind of kinds) if (!imported.has(kind) && !context.siteComponents.includes(kind)) names.set(kind, kind);
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
function asCode(element: JsxNode, constants: ReadonlyMap<string, unknown>): Code | undefined {
  const props = new Map<string, unknown>();
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') return undefined;
    const value = propValue(attribute, constants);
    if (!value) return undefined;
    props.set(attribute.name, value.value);
  }
  const text = codeText(element.children, constants);
  if (text === undefined) return undefined;
  const { language, title, showLineNumbers, metastring } = Object.fromEntries(props) as Record<string, unknown>;
  const meta = [
    titleMeta(title),
    // Docusaurus's number starts the numbering at it.
    typeof showLineNumbers === 'number' ? `showLineNumbers=${showLineNumbers}` : showLineNumbers !== undefined && showLineNumbers !== false ? 'showLineNumbers' : '',
    typeof metastring === 'string' ? metastring : '',
  ].filter(Boolean);
  // As Docusaurus reads it: one final newline is not a line.
  return { type: 'code', lang: typeof language === 'string' && language !== '' ? language : null, meta: meta.length > 0 ? meta.join(' ') : null, value: text.replace(/\n$/, '') };
}

/**
 * Starlight's `<Code code={`…`} lang="js" title="a.js" meta="…" mark={[2, 'text']} ins={{ range: '4-5' }} />` as a
 * code node, when every prop is written out and is one of those; undefined otherwise. As Expressive Code reads
 * `mark`, `ins` and `del`: a number is a line, `{ range }` lines, a string a text to mark wherever it appears.
 * Without `code`, its children written out are the code, and `language` is `lang`, as Docusaurus sites write a
 * `Code` of their own (`<Code language="md">{'…'}</Code>`).
 */
function starlightCode(element: JsxNode, constants: ReadonlyMap<string, unknown>): Code | undefined {
  const props = new Map<string, unknown>();
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !STARLIGHT_CODE_PROPS.has(attribute.name)) return undefined;
    const value = propValue(attribute, constants);
    if (!value) return undefined;
    props.set(attribute.name, value.value);
  }
  const { code = codeText(element.children, constants), language, lang = language, title, meta } = Object.fromEntries(props) as Record<string, unknown>;
  if (typeof code !== 'string') return undefined;
  const markers: string[] = [];
  for (const kind of MARKER_PROPS) {
    const value = props.get(kind);
    const written = markerMeta(kind, Array.isArray(value) ? value : value === undefined ? [] : [value]);
    if (written === undefined) return undefined;
    markers.push(...written);
  }
  const parts = [...markers, titleMeta(title), typeof meta === 'string' ? meta : ''].filter(Boolean);
  return { type: 'code', lang: typeof lang === 'string' && lang !== '' ? lang : null, meta: parts.length > 0 ? parts.join(' ') : null, value: code.replace(/\n$/, '') };
}

const MARKER_PROPS = ['mark', 'ins', 'del'] as const;
const STARLIGHT_CODE_PROPS = new Set<string>(['code', 'lang', 'language', 'title', 'meta', ...MARKER_PROPS]);

/** A `mark`, `ins` or `del` prop's definitions as a fence line writes them (`ins={3,5-6} ins="text"`); undefined when one is none. */
function markerMeta(kind: (typeof MARKER_PROPS)[number], definitions: unknown[]): string[] | undefined {
  const lines: string[] = [];
  const texts: string[] = [];
  for (const definition of definitions) {
    const range = typeof definition === 'number' ? String(definition) : typeof definition === 'object' && definition !== null && 'range' in definition ? String(definition.range) : undefined;
    if (range !== undefined && /^\s*\d+(\s*-\s*\d+)?(\s*,\s*\d+(\s*-\s*\d+)?)*\s*$/.test(range)) lines.push(range.replace(/\s+/g, ''));
    else if (typeof definition === 'string' && definition !== '') texts.push(`${kind}="${definition.replace(/[\\"]/g, '\\$&')}"`);
    else return undefined;
  }
  return [lines.length > 0 ? `${kind}={${lines.join(',')}}` : '', ...texts].filter(Boolean);
}

/** A `title` prop as a fence line writes it, quoted so that its own quotes survive; `''` for none. */
function titleMeta(title: unknown): string {
  if (typeof title !== 'string' || title === '') return '';
  return title.includes('"') && !title.includes("'") ? `title='${title}'` : `title="${title}"`;
}

/** A prop's value, when it is written out or is one of the page's constants; undefined when it needs running. */
function propValue(attribute: MdxJsxAttribute, constants: ReadonlyMap<string, unknown>): { value: unknown } | undefined {
  const { value } = attribute;
  if (value === null || value === undefined) return { value: true };
  if (typeof value === 'string') return { value };
  return constantOf(value.data?.estree ?? undefined, constants);
}

/** A one-expression program's value: literals, or a name of the page's constants. */
function constantOf(program: Program | undefined, constants: ReadonlyMap<string, unknown>): { value: unknown } | undefined {
  const expression = expressionOf(program);
  if (expression?.type === 'Identifier' && constants.has(expression.name)) return { value: constants.get(expression.name) };
  return literalOf(program);
}

/**
 * The page's top-level names whose values are known without running it: `export const` of literals, and
 * default imports of a file's text (`?raw`, `!!raw-loader!`) that was read with the page.
 */
export function pageConstants(statements: (Statement | ModuleDeclaration)[], page: string, sources: ReadonlyMap<string, string>): Map<string, unknown> {
  const constants = new Map<string, unknown>();
  for (const statement of statements) {
    if (statement.type === 'ImportDeclaration') {
      const file = rawImportFile(page, String(statement.source.value));
      const text = file === undefined ? undefined : sources.get(file);
      const only = statement.specifiers.length === 1 ? statement.specifiers[0] : undefined;
      if (text !== undefined && only?.type === 'ImportDefaultSpecifier') constants.set(only.local.name, text);
      continue;
    }
    // MDX allows only imports and exports: a constant is an exported one.
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : undefined;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations) {
      const literal = declarator.id.type === 'Identifier' && declarator.init ? literalOf({ type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: declarator.init }] }) : undefined;
      if (literal && declarator.id.type === 'Identifier') constants.set(declarator.id.name, literal.value);
    }
  }
  return constants;
}

/** The code an element's children write out: a string or template literal (`{`…`}`), or plain text; undefined otherwise. */
function codeText(children: RootContent[], constants: ReadonlyMap<string, unknown>): string | undefined {
  const rest = children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  if (rest.length !== 1) return undefined;
  const only = rest[0]!;
  if (only.type === 'mdxFlowExpression' || only.type === 'mdxTextExpression') {
    const literal = constantOf(only.data?.estree ?? undefined, constants);
    return typeof literal?.value === 'string' ? literal.value : undefined;
  }
  if (only.type === 'text') return only.value;
  if (only.type === 'paragraph' && only.children.every((child) => child.type === 'text')) return only.children.map((child) => (child as { value: string }).value).join('');
  return undefined;
}
