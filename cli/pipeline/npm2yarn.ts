import type { Code, Parent, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx';
import npmToYarnModule from 'npm-to-yarn';

// The package's types are its CommonJS build's, whose default import is the module; its ES build, which Node's `import`
// and esbuild take (its `exports` `import` condition), exports the function itself as the default.
const npmToYarn = npmToYarnModule as unknown as typeof npmToYarnModule.default;

/** The group Docusaurus's plugin gives its tabs (with `sync`): they switch with each other and with an author's `<Tabs groupId="npm2yarn">`. */
const NPM2YARN_GROUP = 'npm2yarn';

/** Docusaurus's default converters, in its order and with its labels; the npm tab is the block as written. */
const MANAGERS = [
  { value: 'npm', label: 'npm' },
  { value: 'yarn', label: 'Yarn' },
  { value: 'pnpm', label: 'pnpm' },
] as const;

// The word standing alone in the meta, outside quoted values (`title="npm2yarn.sh"` is no flag).
const FLAG = /(?<=^|\s)npm2yarn(?=\s|$)/;
const QUOTED = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;

/**
 * Docusaurus's `@docusaurus/remark-plugin-npm2yarn`: a fence whose meta holds the word `npm2yarn` becomes the built-in
 * `<Tabs groupId="npm2yarn">`, a tab per package manager, each the fence with its command converted by `npm-to-yarn`
 * (what the plugin uses) and the rest of its meta (`title=`, line marks) kept. Run after the page's text is read, so
 * that text holds the command once, as written, not once per tab.
 */
export function npm2yarnTabs(parent: Parent): void {
  const children = parent.children as RootContent[];
  for (let index = 0; index < children.length; index++) {
    const child = children[index]!;
    const meta = child.type === 'code' ? withoutFlag(child.meta) : undefined;
    if (meta !== undefined) children[index] = tabsOf(child as Code, meta);
    else if ('children' in child) npm2yarnTabs(child);
  }
}

/** The meta without the `npm2yarn` word (null when nothing else is left), or undefined when it has none. */
function withoutFlag(meta: string | null | undefined): string | null | undefined {
  if (!meta?.includes('npm2yarn')) return undefined;
  const flag = FLAG.exec(meta.replace(QUOTED, (quoted) => ' '.repeat(quoted.length)));
  if (!flag) return undefined;
  return `${meta.slice(0, flag.index)}${meta.slice(flag.index + flag[0].length)}`.trim() || null;
}

function tabsOf(code: Code, meta: string | null): MdxJsxFlowElement {
  const tabs = MANAGERS.map(({ value, label }): MdxJsxFlowElement => ({
    type: 'mdxJsxFlowElement',
    name: 'Tab',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'label', value: label },
      { type: 'mdxJsxAttribute', name: 'value', value },
    ],
    children: [{ ...code, meta, value: value === 'npm' ? code.value : npmToYarn(code.value, value) }],
  }));
  return {
    type: 'mdxJsxFlowElement',
    name: 'Tabs',
    attributes: [{ type: 'mdxJsxAttribute', name: 'groupId', value: NPM2YARN_GROUP }],
    children: tabs,
    ...(code.position ? { position: code.position } : {}),
  };
}
