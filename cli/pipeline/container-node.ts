import type { BlockContent, DefinitionContent, Parent, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx';
import type {} from 'mdast-util-to-hast';
import type { Position } from 'unist';
import { containerTitle } from '../../schemas/container-titles.js';
import type { FenceAttributes } from './container-fences.js';

/** Docusaurus's `important`, `secondary` and `success` too: its default admonition types, each with a title of its own. */
export const CONTAINER_TYPES = ['tip', 'info', 'note', 'warning', 'danger', 'caution', 'details', 'important', 'secondary', 'success'] as const;
/** VitePress's `::: code-group`: its code blocks as the tabs of a `<Tabs>`. */
export const CODE_GROUP = 'code-group';
/** VuePress 2's tab of a `:::: code-group`, `::: code-group-item Title` (`Title:active` is the one shown first): a `<Tab>` of what it holds. */
export const CODE_GROUP_ITEM = 'code-group-item';
/**
 * VitePress's `::: v-pre` (Vue leaves `{{ }}` inside as written) and `::: raw` (VitePress's styles leave it alone):
 * what they hold, as it is, since docsite reads no Vue and styles nothing by those rules.
 */
export const PLAIN_CONTAINERS: ReadonlySet<string> = new Set(['v-pre', 'raw'] satisfies PlainContainer[]);
export type PlainContainer = 'v-pre' | 'raw';
export type ContainerType = (typeof CONTAINER_TYPES)[number];

/** A `:::tip Title` … `:::` block (or a GitHub alert); rendered by the renderer's `docsite-container` component. */
export interface Container extends Parent {
  type: 'container';
  kind: ContainerType;
  title: string | undefined;
  children: (BlockContent | DefinitionContent)[];
}

declare module 'mdast' {
  interface Data {
    /** A `code-group-item`'s tab, which its code group takes as it is. */
    docsiteCodeGroupItem?: true;
    /** The file a `<<<` snippet came from: its tab's label in a code group, when it has no `[name]`. */
    docsiteSnippetFile?: string;
  }
  interface RootContentMap {
    container: Container;
  }
  interface BlockContentMap {
    container: Container;
  }
}

// A table holds inline content too, in its cells.
const INLINE_PARENTS = new Set(['paragraph', 'heading', 'table']);

/** Nodes whose children are blocks, where containers and alerts may sit. */
export function holdsBlocks(node: RootContent): node is RootContent & Parent {
  return 'children' in node && !INLINE_PARENTS.has(node.type);
}

export function isContainerType(name: string): name is ContainerType {
  return (CONTAINER_TYPES as readonly string[]).includes(name);
}

/**
 * A `::: code-group`'s blocks as built-in `<Tabs>`, each code block a `<Tab>`
 * labelled as VitePress labels it: by the `[name]` in its meta (which is
 * taken out), else its title, else a snippet's file name, else its language; a `code-group-item` is a tab
 * already. Anything else in the group stays in the tab before it.
 */
export function codeGroupNode(children: RootContent[], position: Position | undefined): MdxJsxFlowElement {
  const tabs: MdxJsxFlowElement[] = [];
  for (const child of children) {
    if (child.type === 'mdxJsxFlowElement' && child.data?.docsiteCodeGroupItem) {
      tabs.push(child);
      continue;
    }
    if (child.type !== 'code') {
      tabs.at(-1)?.children.push(child as BlockContent);
      continue;
    }
    const named = /\[([^\]]*)\]/.exec(child.meta ?? '');
    const meta = named ? `${child.meta!.slice(0, named.index)}${child.meta!.slice(named.index + named[0].length)}`.trim() : child.meta;
    const label = named?.[1]?.trim() || /title=(?:"([^"]*)"|'([^']*)')/.exec(child.meta ?? '')?.slice(1).find(Boolean) || child.data?.docsiteSnippetFile || child.lang || `${tabs.length + 1}`;
    const code = { ...child, meta: meta || null };
    tabs.push({ type: 'mdxJsxFlowElement', name: 'Tab', attributes: [{ type: 'mdxJsxAttribute', name: 'label', value: label }], children: [code], ...(child.position ? { position: child.position } : {}) });
  }
  return { type: 'mdxJsxFlowElement', name: 'Tabs', attributes: [], children: tabs, ...(position ? { position } : {}) };
}

/** A `code-group-item`'s tab, labelled by its title (VuePress's `Title:active` is shown first); outside a code group, what it holds. */
export function codeGroupItemNode(title: string | undefined, children: RootContent[], position: Position | undefined): MdxJsxFlowElement {
  const active = title?.endsWith(':active') ?? false;
  const label = (active ? title!.slice(0, -':active'.length) : title)?.trim() || 'Tab';
  return {
    type: 'mdxJsxFlowElement',
    name: 'Tab',
    attributes: [{ type: 'mdxJsxAttribute', name: 'label', value: label }, ...(active ? [{ type: 'mdxJsxAttribute' as const, name: 'default', value: null }] : [])],
    children: children as MdxJsxFlowElement['children'],
    data: { docsiteCodeGroupItem: true },
    ...(position ? { position } : {}),
  };
}

/** `attributes` from the opening line: its id is an anchor of the page (`page-links.ts` reads `hProperties.id`). */
export function containerNode(kind: ContainerType, title: string | undefined, children: Container['children'], position: Position | undefined, attributes: FenceAttributes = {}): Container {
  const { id, classes, open } = attributes;
  return {
    type: 'container',
    kind,
    title,
    children,
    data: {
      hName: 'docsite-container',
      hProperties: { type: kind, ...(title ? { title } : {}), ...(id ? { id } : {}), ...(classes ? { className: classes } : {}), ...(open && kind === 'details' ? { open } : {}) },
    },
    ...(position ? { position } : {}),
  };
}

/**
 * Gives each box of the page that has no title of its own its type's title in the page's language
 * (`containerTitle`): written here, into the page's data, rather than looked up by the theme, whose first load
 * would then hold every language's titles.
 */
export function titleContainers(parent: { children: RootContent[] }, lang: string): void {
  for (const node of parent.children) {
    if (node.type === 'container' && node.title === undefined) {
      node.title = containerTitle(node.kind, lang);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, title: node.title } };
    }
    if ('children' in node) titleContainers(node as { children: RootContent[] }, lang);
  }
}

/** Nodes before a page's first content: its frontmatter and imports. */
const PREAMBLE = new Set(['yaml', 'toml', 'mdxjsEsm']);

/**
 * A fallback page's notice (`fallbackNoticeText`) as a note box at the top of its content, below its `# title`:
 * data the index writes, in the page's language, as it writes the boxes' titles.
 */
export function fallbackNotice(tree: { children: RootContent[] }, text: string): void {
  let at = tree.children.findIndex((node) => !PREAMBLE.has(node.type));
  if (at < 0) at = tree.children.length;
  else if (tree.children[at]!.type === 'heading' && (tree.children[at] as { depth: number }).depth === 1) at++;
  tree.children.splice(at, 0, containerNode('note', undefined, [{ type: 'paragraph', children: [{ type: 'text', value: text }] }], undefined));
}
