import type { Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import siteComponents from 'docsite:components';
import { CodeBlock } from './CodeBlock.js';
import { Container } from './Container.js';
import { ContentImage } from './ContentImage.js';
import { Link } from './Link.js';
import { isExternal, useRoutePath } from '../data/site.js';
import { ToolsShowcase } from './ToolsShowcase.js';

/** Components a page body can use without registering them; the site's own (config `components`) take precedence. */
const builtins: Record<string, unknown> = {
  a: ContentAnchor,
  img: ContentImage,
  'docsite-code': CodeBlock,
  'docsite-container': Container,
  ToolsShowcase,
};
const registry = { ...builtins, ...siteComponents };

/** The node type literal props are stored as (cli/pipeline/mdx-literals.ts). */
const LITERAL_NODE = 'DocsiteLiteral';

type Expression = { type: string; value?: unknown; name?: string; object?: Expression; property?: Expression };

/** Page bodies carry no code: an expression is a component name or a literal prop, nothing else. */
function evaluate(node: Expression): unknown {
  if (node.type === LITERAL_NODE) return node.value;
  if (node.type === 'Identifier') {
    const component = registry[node.name!];
    if (!component) throw new Error(`The component <${node.name}> is not registered: add it to \`components\` in the site config.`);
    return component;
  }
  if (node.type === 'MemberExpression') return (evaluate(node.object!) as Record<string, unknown>)[node.property!.name!];
  throw new Error(`Unexpected ${node.type} in page data`);
}

const evaluater = { evaluateExpression: evaluate, evaluateProgram: () => undefined };

/** A page body (hast from the build) as React elements. */
export function Content({ body }: { body: Root }) {
  return toJsxRuntime(body, {
    Fragment,
    jsx,
    jsxs,
    components: registry as Components,
    createEvaluater: () => evaluater as never,
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
  });
}

function ContentAnchor(props: { href?: string; children?: React.ReactNode; className?: string; id?: string }) {
  const { href, ...rest } = props;
  const routePath = useRoutePath();
  if (!href) return <a {...rest} />;
  return <Link href={resolveLink(href, routePath)} {...rest} />;
}

/**
 * Authors link pages as files (`./getting-started.mdx`, `../api/index.md`):
 * resolve them against the current page and drop the extension, so they
 * become the route the file is served at.
 */
export function resolveLink(href: string, routePath: string): string {
  if (isExternal(href) || href.startsWith('#') || href.startsWith('/')) return href.replace(/\.mdx?(?=$|#)/, '');
  const url = new URL(href, `http://site${routePath}`);
  return `${url.pathname.replace(/\.mdx?$/, '').replace(/\/index$/, '/')}${url.hash}`;
}
