import { createElement, Fragment, type ReactNode } from 'react';
import * as parts from 'docsite:parts';
import siteComponents from 'docsite:components';
import type { BodyElement, BodyNode } from '../../schemas/page-body.js';
import type { PageData } from '../../schemas/page-data.js';
import { CodeBlock } from './CodeBlock.js';
import { Container } from './Container.js';
import { ContentImage } from './ContentImage.js';
import { Link } from './Link.js';
import { usePage } from '../data/page-context.js';
import { pageModule } from '../data/page-modules.js';
import { themeComponent, themeComponents } from '../data/theme-components.js';

/**
 * Components a page body can use without registering them; the site's own
 * (config `components`) take precedence, and the built-in MDX components
 * (`docsite/theme`) come from their own chunk, loaded before a page that uses one.
 */
const builtins: Record<string, unknown> = {
  a: ContentAnchor,
  img: ContentImage,
  'docsite-code': CodeBlock,
  'docsite-container': Container,
  'docsite-module': ModuleContent,
  Link,
  // Nothing on a site without `data/showcase.json`, as the component itself renders there.
  ToolsShowcase: parts.ToolsShowcase ?? (() => null),
};
const registry: Record<string, unknown> = { ...builtins, ...siteComponents };

/** `#Name` or `#Name.Part`: a registered component, or a clear error naming the fix. */
function component(name: string): unknown {
  const [first, ...parts] = name.slice(1).split('.');
  const found = parts.reduce((object, part) => (object as Record<string, unknown> | undefined)?.[part], registry[first!] ?? themeComponent(first!));
  if (!found) throw new Error(`The component <${name.slice(1)}> is not registered: add it to \`components\` in the site config.`);
  return found;
}

function render(node: BodyNode): ReactNode {
  if (typeof node === 'string') return node;
  const type = node.t === '' ? Fragment : node.t.startsWith('#') ? component(node.t) : (registry[node.t] ?? node.t);
  if (node.h !== undefined) return createElement(type as string, { ...node.p, dangerouslySetInnerHTML: { __html: node.h } });
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
  return createElement(module.default, { components: { ...themeComponents(), ...registry } });
}

/** A Markdown link (an `<a>` without `href` is an anchor target). */
function ContentAnchor({ href, ...rest }: { href?: string; children?: React.ReactNode; className?: string; id?: string }) {
  return href ? <Link href={href} {...rest} /> : <a {...rest} />;
}
