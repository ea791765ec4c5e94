import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdx';
import type { VFile } from 'vfile';
import { fail } from '../report/problem.js';
import type {} from './page-links.js';

/** Markdown files a page imports, relative to it: `import Intro from './fragments/intro.mdx'`. */
const IMPORT = /^import\s+([A-Za-z_$][\w$]*)\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"];?\s*$/gm;

/**
 * The sources of every Markdown fragment a page imports, directly or through
 * other fragments, by absolute path. Read before parsing, so the page's cache
 * key covers them: editing a fragment re-renders the pages that use it.
 * A missing file is left out; inlining reports it.
 */
export function readFragmentSources(file: string, source: string, found = new Map<string, string>()): Map<string, string> {
  for (const match of source.matchAll(IMPORT)) {
    const target = path.resolve(path.dirname(file), match[2]!);
    if (found.has(target)) continue;
    let text: string;
    try {
      text = readFileSync(target, 'utf8');
    } catch {
      continue;
    }
    found.set(target, text);
    readFragmentSources(target, text, found);
  }
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
    if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string' || !/^\.{1,2}\/.*\.mdx?$/.test(statement.source.value)) return true;
    const specifier = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier');
    if (!specifier) return true;
    const target = path.resolve(path.dirname(context.file), statement.source.value);
    if (!context.sources.has(target)) {
      fail(report, `Cannot find the fragment \`${statement.source.value}\``, { place: node.position, ruleId: 'fragment-missing', fix: `Create ${path.relative(process.cwd(), target)} or fix the import path (it is relative to this page).` });
    }
    imported.set(specifier.local.name, target);
    return false;
  });
  return estree.body.length;
}
