import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
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

/** Where a code block's `pre` carries its lines' HTML through the conversion, to become its `h`. */
const HTML_PROP = 'data-docsite-html';

function element(type: unknown, props: Record<string, unknown>, key?: string): BodyElement {
  const { children, [HTML_PROP]: html, ...rest } = props;
  const node: BodyElement = { t: type === FRAGMENT ? '' : String(type) };
  if (typeof html === 'string') node.h = html;
  if (key !== undefined) rest.key = key;
  if (Object.keys(rest).length) node.p = rest;
  const list = (Array.isArray(children) ? children : children === undefined ? [] : [children]) as BodyNode[];
  if (list.length) node.c = list;
  return node;
}

const FRAGMENT = Symbol('fragment');

const OPTIONS = {
  Fragment: FRAGMENT,
  jsx: element,
  jsxs: element,
  createEvaluater: () => evaluater as never,
  elementAttributeNameCase: 'react',
  stylePropertyNameCase: 'dom',
} as const;

/**
 * The hast body as React elements in data form: hast-util-to-jsx-runtime
 * does the conversion (attribute names, styles, MDX JSX) at build time, with
 * a `jsx` that records elements instead of creating them. The hast is
 * consumed: its `style` texts become the objects they parse to.
 */
export function toBodyTree(hast: Root, htmlCode: boolean): BodyElement {
  if (htmlCode) codeAsHtml(hast);
  parseStyles(hast);
  return toJsxRuntime(hast, OPTIONS) as unknown as BodyElement;
}

/**
 * A highlighted code block's lines, as HTML text in its `pre` (`h`): they
 * are markup no reader interacts with (a token a span with two colours), and
 * as elements they were half of a page's elements, each rendered by React at
 * build time and again in the browser. A block that a rehype plugin gave
 * anything but spans keeps its elements.
 */
function codeAsHtml(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'pre' && (child.properties.className as string[] | undefined)?.includes('shiki') && child.children.every(plainMarkup)) {
      child.properties.dataDocsiteHtml = toHtml(child.children);
      child.children = [];
    } else codeAsHtml(child);
  }
}

/** Text, or code and spans holding only that. */
function plainMarkup(node: ElementContent): boolean {
  if (node.type === 'text') return true;
  return node.type === 'element' && (node.tagName === 'span' || node.tagName === 'code') && node.children.every(plainMarkup);
}

/**
 * Style texts parsed once each: a highlighted code token has one (its two
 * colours), the same few over and over, and parsing them one by one was a
 * twentieth of a page's parse. A style object is used as it is.
 */
const parsed = new Map<string, Properties>();
/** Token styles are a theme's few dozen colours; a page's own styles may be any text, so the cache is emptied at this size. */
const STYLES_KEPT = 4096;

function parseStyles(node: Root | RootContent): void {
  if (!('children' in node)) return;
  for (const child of node.children) {
    if (child.type === 'element' && typeof child.properties.style === 'string') {
      const style = parsedStyle(child.properties.style);
      if (style) child.properties.style = style as never;
    }
    parseStyles(child);
  }
}

/** The style object the converter makes of `text`; none when it does not parse, so the converter reports it in place. */
function parsedStyle(text: string): Properties | undefined {
  let style = parsed.get(text);
  if (style) return style;
  const span: Element = { type: 'element', tagName: 'span', properties: { style: text }, children: [] };
  try {
    style = (toJsxRuntime(span, OPTIONS) as unknown as BodyElement).p?.style as Properties | undefined;
  } catch {
    return undefined;
  }
  if (!style) return undefined;
  if (parsed.size >= STYLES_KEPT) parsed.clear();
  parsed.set(text, style);
  return style;
}
