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
 * taken out), else its title, else its language. Anything else in the group
 * stays in the tab before it.
 */
export function codeGroupNode(children: RootContent[], position: Position | undefined): MdxJsxFlowElement {
  const tabs: MdxJsxFlowElement[] = [];
  for (const child of children) {
    if (child.type !== 'code') {
      tabs.at(-1)?.children.push(child as BlockContent);
      continue;
    }
    const named = /\[([^\]]*)\]/.exec(child.meta ?? '');
    const meta = named ? `${child.meta!.slice(0, named.index)}${child.meta!.slice(named.index + named[0].length)}`.trim() : child.meta;
    const label = named?.[1]?.trim() || /title=(?:"([^"]*)"|'([^']*)')/.exec(child.meta ?? '')?.slice(1).find(Boolean) || child.lang || `${tabs.length + 1}`;
    const code = { ...child, meta: meta || null };
    tabs.push({ type: 'mdxJsxFlowElement', name: 'Tab', attributes: [{ type: 'mdxJsxAttribute', name: 'label', value: label }], children: [code], ...(child.position ? { position: child.position } : {}) });
  }
  return { type: 'mdxJsxFlowElement', name: 'Tabs', attributes: [], children: tabs, ...(position ? { position } : {}) };
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
