import type { ImportDeclaration } from 'estree';
import { EXIT, visit } from 'estree-util-visit';
import type { Root } from 'mdast';
import { pagePrograms } from './mdx-literals.js';

type Specifier = ImportDeclaration['specifiers'][number];

/** Whether the page's code (its ESM, expressions and computed props) names `name`, besides importing it. */
export function namedInCode(tree: Root, name: string): boolean {
  let named = false;
  for (const program of pagePrograms(tree)) {
    if (named) break;
    visit(program, (node, key) => {
      if (key === 'local' || key === 'imported' || !('name' in node) || node.name !== name) return undefined;
      named = true;
      return EXIT;
    });
  }
  return named;
}

/**
 * Takes out of the page's imports the specifiers `drop` chooses, and the imports and ESM blocks that leave empty:
 * what docsite does itself for another tool's module needs no module. The locals they named are returned.
 */
export function dropImports(tree: Root, drop: (specifier: Specifier, source: string) => boolean): string[] {
  const dropped: string[] = [];
  for (const node of tree.children) {
    const program = node.type === 'mdxjsEsm' ? node.data?.estree : undefined;
    if (!program) continue;
    program.body = program.body.filter((statement) => {
      if (statement.type !== 'ImportDeclaration') return true;
      const kept = statement.specifiers.filter((specifier) => !drop(specifier, String(statement.source.value)));
      if (kept.length === statement.specifiers.length) return true;
      dropped.push(...statement.specifiers.filter((specifier) => !kept.includes(specifier)).map((specifier) => specifier.local.name));
      statement.specifiers = kept;
      return kept.length > 0;
    });
  }
  if (dropped.length > 0) tree.children = tree.children.filter((node) => node.type !== 'mdxjsEsm' || (node.data?.estree?.body.length ?? 1) > 0);
  return dropped;
}
