import type { Program } from 'estree';
import type { Root } from 'mdast';
import { expressionOf, visitJsx } from './mdx-literals.js';
import { dropImports, namedInCode } from './page-imports.js';

/** Docusaurus's hook for the items of the sidebar category a page opens, and the modules it comes from (v2's, v3's). */
const CATEGORY_HOOK = 'useCurrentSidebarCategory';
const HOOK_MODULES = new Set(['@docusaurus/theme-common', '@docusaurus/plugin-content-docs/client']);

/**
 * A category's index page as Docusaurus writes it: `<DocCardList items={useCurrentSidebarCategory().items} />`. The
 * built-in `DocCardList` (`cardListTags`: the names the page gives it) shows the group the page opens without the
 * prop, so the prop is left out, and the hook's import with it when nothing else calls the hook: the page stays data.
 */
export function dropCategoryItems(tree: Root, cardListTags: ReadonlySet<string>): void {
  const hooks = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || !HOOK_MODULES.has(String(statement.source.value))) continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier' && specifier.imported.name === CATEGORY_HOOK) hooks.add(specifier.local.name);
      }
    }
  }
  if (hooks.size === 0) return;
  visitJsx(tree, (node) => {
    if (!node.name || !cardListTags.has(node.name)) return;
    node.attributes = node.attributes.filter((attribute) => attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'items' || typeof attribute.value !== 'object' || !isCategoryItems(attribute.value?.data?.estree ?? undefined, hooks));
  });
  dropImports(tree, (specifier, source) => HOOK_MODULES.has(source) && hooks.has(specifier.local.name) && !namedInCode(tree, specifier.local.name));
}

/** `hook().items`, the hook being one of `hooks`. */
function isCategoryItems(program: Program | undefined, hooks: ReadonlySet<string>): boolean {
  const expression = expressionOf(program);
  if (expression?.type !== 'MemberExpression' || expression.computed || expression.property.type !== 'Identifier' || expression.property.name !== 'items') return false;
  const call = expression.object;
  return call.type === 'CallExpression' && call.arguments.length === 0 && call.callee.type === 'Identifier' && hooks.has(call.callee.name);
}
