import { createElement, Fragment, type ReactNode } from 'react';
import siteComponents from 'docsite:components';
import type { BodyElement, BodyNode } from '../../schemas/page-body.js';
import type { PageData } from '../../schemas/page-data.js';
import { CodeBlock } from './CodeBlock.js';
import { Container } from './Container.js';
import { ContentImage } from './ContentImage.js';
import { Link } from './Link.js';
import { usePage } from '../data/page-context.js';
import { pageModule } from '../data/page-modules.js';
import { isExternal, useRoutePath } from '../data/site.js';
import { ToolsShowcase } from './ToolsShowcase.js';

/** Components a page body can use without registering them; the site's own (config `components`) take precedence. */
const builtins: Record<string, unknown> = {
  a: ContentAnchor,
  img: ContentImage,
  'docsite-code': CodeBlock,
  'docsite-container': Container,
  'docsite-module': ModuleContent,
  ToolsShowcase,
};
const registry: Record<string, unknown> = { ...builtins, ...siteComponents };

/** `#Name` or `#Name.Part`: a registered component, or a clear error naming the fix. */
function component(name: string): unknown {
  const [first, ...parts] = name.slice(1).split('.');
  const found = parts.reduce((object, part) => (object as Record<string, unknown> | undefined)?.[part], registry[first!]);
  if (!found) throw new Error(`The component <${name.slice(1)}> is not registered: add it to \`components\` in the site config.`);
  return found;
}

function render(node: BodyNode): ReactNode {
  if (typeof node === 'string') return node;
  const type = node.t === '' ? Fragment : node.t.startsWith('#') ? component(node.t) : (registry[node.t] ?? node.t);
  return createElement(type as string, node.p, ...(node.c ?? []).map(render));
}

/** A page body (React elements as data, from the build) on screen. */
export function Content({ body }: { body: PageData['body'] }) {
  return render(body as BodyElement);
}

/** The content of a compiled page: its module (loaded before the page is shown) rendered with the same components as data bodies. */
function ModuleContent() {
  const url = usePage()?.module?.js;
  const module = url ? pageModule(url) : undefined;
  if (!module) throw new Error(`The page module ${url ?? '(none)'} was not loaded before rendering.`);
  return createElement(module.default, { components: registry });
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
