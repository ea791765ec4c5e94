import type { PathAlias } from './path-aliases.js';
import type { ImportDeclaration, ImportSpecifier, ModuleDeclaration, Pattern, Statement } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import type { VFile } from 'vfile';
import { applyAlias, THEME_COMPONENTS, THEME_MODULE, themeComponentNamed, themeModuleComponent, type ThemeComponentName } from '../../schemas/theme-components.js';
import { closest } from '../report/did-you-mean.js';
import { fail } from '../report/problem.js';
import { attributeIsLiteral, isCommentOnly, pagePrograms } from './mdx-literals.js';
import { reportUnknownIcons } from './icon-names.js';
import { dropCategoryItems } from './category-items.js';
import { dropOwnTocProps } from './page-toc.js';
import { themeCodeBlocksAsCode } from './theme-code-blocks.js';

/** What a page's code is checked against. */
export interface CodeContext {
  /** The site's `alias` over the default one. */
  alias: Readonly<Record<string, string>>;
  /** Names exported by the config's `components` module. */
  siteComponents: readonly string[];
  /** The path aliases of the site's file paths that no bundler sees (a hero image's): `sitePathAliases`. */
  pathAliases?: readonly PathAlias[] | undefined;
}

type JsxNode = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * Whether the page needs JavaScript of its own: an import of a module other
 * than `docsite/theme`, an export, an expression, or a prop that is not a
 * literal. A page that needs none stays data, and its theme imports leave the
 * tree (their JSX names renamed to the theme's). Components the page uses but
 * neither imports, defines nor has registered are reported at their tag.
 */
export function pageNeedsCode(tree: Root, context: CodeContext, file: VFile, sources: ReadonlyMap<string, string> = new Map()): boolean {
  dropImplicitProps(tree, esmStatements(tree), context);
  const statements = esmStatements(tree);
  themeCodeBlocksAsCode(tree, statements, context, { page: file.path, sources });
  reportUnknownTags(tree, statements, context, file);
  reportUnknownIcons(tree, statements, context, file);
  reportUnsupportedCode(tree, file);
  const needsCode = statements.some((s) => !isThemeImport(s, context)) || someNode(tree, nodeNeedsCode);
  if (!needsCode) dropThemeImports(tree, context, file);
  return needsCode;
}

function esmStatements(tree: Root): (Statement | ModuleDeclaration)[] {
  return tree.children.flatMap((node) => (node.type === 'mdxjsEsm' ? (node.data?.estree?.body ?? []) : []));
}

/** The names the page's imports and top-level declarations bring into its scope. */
export function declaredInPage(tree: Root): Set<string> {
  return new Set(esmStatements(tree).flatMap(declaredNames));
}

/**
 * Props other tools' pages pass that docsite's components know for themselves: Docusaurus's `toc={toc}` and
 * `items={useCurrentSidebarCategory().items}`. Left out, with what only they needed, the page can stay data.
 */
function dropImplicitProps(tree: Root, statements: (Statement | ModuleDeclaration)[], context: CodeContext): void {
  const declared = new Set(statements.flatMap(declaredNames));
  dropOwnTocProps(tree, themeTags(statements, context, 'Toc'), declared);
  dropCategoryItems(tree, themeTags(statements, context, 'DocCardList'));
  if (!declared.has(FRAGMENT) && !context.siteComponents.includes(FRAGMENT)) unwrapFragments(tree);
}

/** Astro's, which Starlight's pages use without an import (`<Fragment slot="markdoc">`): what it holds, in its place. */
const FRAGMENT = 'Fragment';

function unwrapFragments(parent: { children: RootContent[] }): void {
  parent.children = parent.children.flatMap((node) => {
    if (!('children' in node)) return [node];
    unwrapFragments(node as { children: RootContent[] });
    return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === FRAGMENT ? (node.children as RootContent[]) : [node];
  });
}

/** The tags that are the theme's `component` on this page: its own name, unless the site's components replace it, and the names the page imports it by. */
function themeTags(statements: (Statement | ModuleDeclaration)[], context: CodeContext, component: ThemeComponentName): Set<string> {
  const tags = new Set<string>(context.siteComponents.includes(component) ? [] : [component]);
  for (const statement of statements) {
    if (!isThemeImport(statement, context)) continue;
    for (const specifier of statement.specifiers) if (importedComponent(statement, specifier, context) === component) tags.add(specifier.local.name);
  }
  return tags;
}

/** The theme component a specifier of a theme import names; undefined for a name the theme does not have. */
function importedComponent(statement: ImportDeclaration, specifier: ImportDeclaration['specifiers'][number], context: CodeContext): ThemeComponentName | undefined {
  if (specifier.type === 'ImportDefaultSpecifier') return themeModuleComponent(applyAlias(String(statement.source.value), context.alias));
  return specifier.type === 'ImportSpecifier' ? themeComponentNamed(importedName(specifier)) : undefined;
}

const importedName = (specifier: ImportSpecifier) => (specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value));

/** `import { Tabs } from 'docsite/theme'`, or a default import of one component's module (`import TabItem from '@theme/TabItem'`). */
function isThemeImport(statement: Statement | ModuleDeclaration, context: CodeContext): statement is ImportDeclaration {
  if (statement.type !== 'ImportDeclaration') return false;
  const target = applyAlias(String(statement.source.value), context.alias);
  if (target === THEME_MODULE) return statement.specifiers.every((s) => s.type === 'ImportSpecifier');
  return !!themeModuleComponent(target) && statement.specifiers.every((s) => s.type === 'ImportDefaultSpecifier');
}

function nodeNeedsCode(node: RootContent): boolean {
  switch (node.type) {
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return !isCommentOnly(node.data?.estree ?? undefined);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return !node.attributes.every(attributeIsLiteral);
    default:
      return false;
  }
}

function someNode(parent: { children: RootContent[] }, test: (node: RootContent) => boolean): boolean {
  return parent.children.some((node) => test(node) || ('children' in node && someNode(node as { children: RootContent[] }, test)));
}

/**
 * What a page cannot do, because it is pre-rendered synchronously and
 * bundled for Node as CommonJS: `await` outside a function (MDX 3 allows
 * it, but it makes the content asynchronous) and `import.meta`.
 */
function reportUnsupportedCode(tree: Root, file: VFile): void {
  for (const program of pagePrograms(tree)) findUnsupported(program as unknown as EstreeNode, false, file);
}

interface EstreeNode {
  type: string;
  loc?: { start: { line: number; column: number } };
  [key: string]: unknown;
}

function findUnsupported(node: EstreeNode, inFunction: boolean, file: VFile): void {
  const place = node.loc && { line: node.loc.start.line, column: node.loc.start.column + 1 };
  if (node.type === 'AwaitExpression' && !inFunction) {
    fail(file, '`await` outside a function: page content is rendered synchronously, at build time and in the browser', {
      place,
      ruleId: 'page-await',
      fix: 'Load the data in a component (in `useEffect`, or with the value imported from a module), or compute it at build time in a `.ts` module the page imports.',
    });
  }
  if (node.type === 'MetaProperty') {
    fail(file, '`import.meta` is not available in page code: pages are bundled for the browser and for Node', { place, ruleId: 'page-import-meta', fix: 'Import what you need from a module, or use the page data (`usePageData()` from docsite/runtime).' });
  }
  const nested = inFunction || /Function/.test(node.type);
  for (const value of Object.values(node)) {
    const children: unknown[] = Array.isArray(value) ? value : [value];
    for (const child of children) if (child && typeof (child as EstreeNode).type === 'string' && child !== node.loc) findUnsupported(child as EstreeNode, nested, file);
  }
}

/** Remove `import { Tabs as T } from 'docsite/theme'` and write `<Tabs>` where the page wrote `<T>`. */
function dropThemeImports(tree: Root, context: CodeContext, file: VFile): void {
  const renames = new Map<string, string>();
  tree.children = tree.children.filter((node) => {
    if (node.type !== 'mdxjsEsm') return true;
    for (const statement of node.data?.estree?.body ?? []) {
      if (!isThemeImport(statement, context)) continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportNamespaceSpecifier') continue;
        const component = importedComponent(statement, specifier, context);
        const name = specifier.type === 'ImportSpecifier' ? importedName(specifier) : undefined;
        if (!component && name) reportMissingExport(name, statement, node.position, file);
        renames.set(specifier.local.name, component ?? name!);
      }
    }
    return false;
  });
  if (renames.size > 0) renameTags(tree, renames);
}

function reportMissingExport(name: string, statement: ImportDeclaration, place: RootContent['position'], file: VFile): void {
  fail(file, `\`${String(statement.source.value)}\` has no component \`${name}\``, {
    place,
    ruleId: 'theme-import',
    fix: `docsite/theme exports ${THEME_COMPONENTS.join(', ')}${closest(name, THEME_COMPONENTS)}. Import one of those, or your own component from its file.`,
  });
}

function renameTags(parent: { children: RootContent[] }, renames: Map<string, string>): void {
  for (const node of parent.children) {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      const [first, ...rest] = node.name.split('.');
      const renamed = renames.get(first!);
      if (renamed) node.name = [renamed, ...rest].join('.');
    }
    if ('children' in node) renameTags(node as { children: RootContent[] }, renames);
  }
}

/**
 * A capitalised tag (`<Tabs>`, `<Chart.Line>`) must name something: an
 * import or declaration of the page, a theme component, or an export of the
 * site's `components` module. Otherwise it would fail only when rendered.
 */
function reportUnknownTags(tree: Root, statements: (Statement | ModuleDeclaration)[], context: CodeContext, file: VFile): void {
  const known = new Set<string>([...THEME_COMPONENTS, ...context.siteComponents, ...statements.flatMap(declaredNames)]);
  const visit = (parent: { children: RootContent[] }) => {
    for (const node of parent.children) {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) checkTag(node, known, file);
      if ('children' in node) visit(node as { children: RootContent[] });
    }
  };
  visit(tree);
}

function checkTag(node: JsxNode, known: Set<string>, file: VFile): void {
  const first = node.name!.split('.')[0]!;
  if (!/^[A-Z_$]/.test(first) || known.has(first)) return;
  fail(file, `Unknown component \`<${node.name}>\`: the page neither imports nor defines it, and it is not registered`, {
    place: node.position,
    ruleId: 'unknown-component',
    fix: `Import it at the top of the page (\`import ${first} from './${first}.tsx'\`), or export it from the config's \`components\` module${closest(first, [...known])}.`,
  });
}

/** Names a top-level ESM statement brings into the page's scope. */
function declaredNames(statement: Statement | ModuleDeclaration): string[] {
  if (statement.type === 'ImportDeclaration') return statement.specifiers.map((s) => s.local.name);
  const declaration = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement;
  if (!declaration) return [];
  if (declaration.type === 'VariableDeclaration') return declaration.declarations.flatMap((d) => patternNames(d.id));
  if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) return [declaration.id.name];
  return [];
}

function patternNames(pattern: Pattern): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((p) => patternNames(p.type === 'RestElement' ? p.argument : p.value));
    case 'ArrayPattern':
      return pattern.elements.flatMap((e) => (e ? patternNames(e) : []));
    case 'RestElement':
      return patternNames(pattern.argument);
    case 'AssignmentPattern':
      return patternNames(pattern.left);
    default:
      return [];
  }
}
