import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { BodyElement, BodyNode } from '../../schemas/page-body.js';
import { LITERAL_NODE } from './mdx-literals.js';

type Expression = { type: string; value?: unknown; name?: string; object?: Expression; property?: Expression };

/** A component's name as the body refers to it: `#Badge`, `#Tabs.Tab`. */
function componentName(node: Expression): string {
  if (node.type === 'Identifier') return `#${node.name}`;
  if (node.type === 'MemberExpression') return `${componentName(node.object!)}.${node.property!.name ?? String(node.property!.value)}`;
  throw new Error(`Unexpected ${node.type} naming a component`);
}

const evaluater = {
  evaluateExpression: (node: Expression) => (node.type === LITERAL_NODE ? node.value : componentName(node)),
  evaluateProgram: () => undefined,
};

function element(type: unknown, props: Record<string, unknown>, key?: string): BodyElement {
  const { children, ...rest } = props;
  const node: BodyElement = { t: type === FRAGMENT ? '' : String(type) };
  if (key !== undefined) rest.key = key;
  if (Object.keys(rest).length) node.p = rest;
  const list = (Array.isArray(children) ? children : children === undefined ? [] : [children]) as BodyNode[];
  if (list.length) node.c = list;
  return node;
}

const FRAGMENT = Symbol('fragment');

/**
 * The hast body as React elements in data form: hast-util-to-jsx-runtime
 * does the conversion (attribute names, styles, MDX JSX) at build time, with
 * a `jsx` that records elements instead of creating them.
 */
export function toBodyTree(hast: Root): BodyElement {
  return toJsxRuntime(hast, {
    Fragment: FRAGMENT,
    jsx: element,
    jsxs: element,
    createEvaluater: () => evaluater as never,
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
  }) as unknown as BodyElement;
}
