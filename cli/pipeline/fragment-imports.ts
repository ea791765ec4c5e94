import { statSync } from 'node:fs';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxjsEsm } from 'mdast-util-mdx';
import type { VFile } from 'vfile';
import { fail } from '../report/problem.js';
import { readNamedFiles } from './named-files.js';
import type {} from './page-links.js';

/** Default imports of relative paths, among which the Markdown files a page imports: `import Intro from './fragments/intro.mdx'`. */
const IMPORT = /^[ \t]*import\s+([A-Za-z_$][\w$]*)\s+from\s+['"](\.{1,2}\/[^'"]+)['"];?\s*$/gm;
const MARKDOWN = /\.mdx?$/;
const CODE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs'];

/**
 * The Markdown file a relative import names, or undefined when it names no Markdown file: `./intro.mdx` itself;
 * `./intro`, as Rspress's and Docusaurus's bundlers resolve it, `intro.mdx` or else `intro.md` when there is no
 * module of code by that name, which they would try first.
 */
export function fragmentFile(importer: string, specifier: string): string | undefined {
  const target = path.resolve(path.dirname(importer), specifier);
  if (MARKDOWN.test(specifier)) return target;
  if (isFile(target) || CODE_EXTENSIONS.some((ext) => isFile(target + ext))) return undefined;
  return ['.mdx', '.md'].map((ext) => target + ext).find(isFile);
}

function isFile(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/**
 * The sources of every Markdown fragment a page imports, directly or through
 * other fragments, by absolute path. Read before parsing, so the page's cache
 * key covers them: editing a fragment re-renders the pages that use it.
 * A missing file is left out; inlining reports it.
 */
export function readFragmentSources(file: string, source: string, found = new Map<string, string>()): Map<string, string> {
  readNamedFiles(source, IMPORT, (match) => fragmentFile(file, match[2]!), found, (target, text) => readFragmentSources(target, text, found));
  return found;
}

export interface FragmentContext {
  /** Absolute path of the file being inlined into. */
  file: string;
  sources: Map<string, string>;
  /** Parse a fragment: the page's own parser. */
  parse: (source: string, file: string) => Root;
  /** Files being inlined, to stop an import cycle. */
  stack?: string[];
}

/**
 * Replace `<Intro />` with the parsed tree of the fragment `Intro` was
 * imported from, and drop the import: a fragment is part of the page's data,
 * its text is indexed and searched with the page, and it needs no JavaScript.
 * Imports of anything else are left for the MDX compiler.
 */
export function inlineFragments(tree: Root, context: FragmentContext, report: VFile): void {
  const imported = takeFragmentImports(tree, context, report);
  if (imported.size === 0) return;
  const stack = [...(context.stack ?? []), context.file];
  const replace = (children: RootContent[]) => {
    for (let i = 0; i < children.length; i++) {
      const node = children[i]!;
      const target = node.type === 'mdxJsxFlowElement' && node.name ? imported.get(node.name) : undefined;
      if (target === undefined) {
        if ('children' in node) replace(node.children as RootContent[]);
        continue;
      }
      if (stack.includes(target)) {
        fail(report, `Fragment import cycle: ${[...stack, target].map((f) => path.basename(f)).join(' → ')}`, { place: node.position, ruleId: 'fragment-cycle', fix: 'A fragment cannot include itself, directly or through another fragment.' });
        children.splice(i--, 1);
        continue;
      }
      const source = context.sources.get(target);
      if (source === undefined) {
        // Already reported at the import.
        children.splice(i--, 1);
        continue;
      }
      const fragment = context.parse(source, target);
      giveProps(fragment, literalProps(node as MdxJsxFlowElement));
      inlineFragments(fragment, { ...context, file: target, stack }, report);
      const body = fragment.children.filter((child) => child.type !== 'yaml');
      // Positions inside are the fragment's own; nodes of a nested fragment keep the file they came from.
      for (const child of body) child.data = { docsiteFragment: target, ...child.data };
      children.splice(i, 1, ...body);
      i += body.length - 1;
    }
  };
  replace(tree.children);
}

/** The props written as text on a fragment's element: `<Partial name="Sebastien" />`. */
function literalProps(node: MdxJsxFlowElement): Map<string, string> {
  const props = new Map<string, string>();
  for (const attribute of node.attributes) if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string') props.set(attribute.name, attribute.value);
  return props;
}

const PROP = /^\s*props\.([A-Za-z_$][\w$]*)\s*$/;

/**
 * `{props.name}` in a fragment, as Docusaurus's MDX partials read the props of their element, given the text the
 * element passes (nothing for a prop it does not pass, as React renders `undefined`): the fragment stays data.
 */
function giveProps(parent: { children: RootContent[] }, props: Map<string, string>): void {
  parent.children = parent.children.flatMap((node): RootContent[] => {
    const prop = node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression' ? PROP.exec(node.value)?.[1] : undefined;
    if (prop !== undefined) {
      const text = props.get(prop) ?? '';
      if (text === '') return [];
      return node.type === 'mdxTextExpression' ? [{ type: 'text', value: text, position: node.position }] : [{ type: 'paragraph', children: [{ type: 'text', value: text }], position: node.position }];
    }
    if ('children' in node) giveProps(node as { children: RootContent[] }, props);
    return [node];
  });
}

/** Local names of the fragment imports, mapped to their files; those import statements leave the tree. */
function takeFragmentImports(tree: Root, context: FragmentContext, report: VFile): Map<string, string> {
  const imported = new Map<string, string>();
  tree.children = tree.children.filter((node) => {
    if (node.type !== 'mdxjsEsm') return true;
    const kept = keptStatements(node, context, imported, report);
    return kept > 0;
  });
  return imported;
}

function keptStatements(node: MdxjsEsm, context: FragmentContext, imported: Map<string, string>, report: VFile): number {
  const estree = node.data?.estree;
  if (!estree) return 0;
  // A fragment import leaves the node; the node's other statements (imports of code) stay for the compiler.
  estree.body = estree.body.filter((statement) => {
    if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string' || !/^\.{1,2}\//.test(statement.source.value)) return true;
    const specifier = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier');
    const target = specifier && fragmentFile(context.file, statement.source.value);
    if (!specifier || target === undefined) return true;
    if (!context.sources.has(target)) {
      fail(report, `Cannot find the fragment \`${statement.source.value}\``, { place: node.position, ruleId: 'fragment-missing', fix: `Create ${path.relative(process.cwd(), target)} or fix the import path (it is relative to this page).` });
    }
    imported.set(specifier.local.name, target);
    return false;
  });
  return estree.body.length;
}
