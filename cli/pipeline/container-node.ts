import type { BlockContent, DefinitionContent, Parent, RootContent } from 'mdast';
import type {} from 'mdast-util-to-hast';
import type { Position } from 'unist';

export const CONTAINER_TYPES = ['tip', 'info', 'note', 'warning', 'danger', 'caution', 'details'] as const;
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

export function containerNode(kind: ContainerType, title: string | undefined, children: Container['children'], position: Position | undefined): Container {
  return {
    type: 'container',
    kind,
    title,
    children,
    data: { hName: 'docsite-container', hProperties: { type: kind, ...(title ? { title } : {}) } },
    ...(position ? { position } : {}),
  };
}
