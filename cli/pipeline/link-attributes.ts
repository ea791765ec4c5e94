import type { Root, RootContent } from 'mdast';
import { ATTRIBUTE } from './container-fences.js';

/** markdown-it-attrs's braces right after a link or an image, before anything else in the text. */
const BRACES = /^\{([^{}\n]*)\}/;
/** Attributes a page may set so: plain names, none that runs script (`onclick`). */
const PLAIN_NAME = /^(?!on)[a-z][a-z\d]*$/;

/**
 * Braces right after a link or an image in an `.md` page, `[pure](/pure.html){target="_self"}` or
 * `![logo](./logo.png){width=120 .round}`, as VitePress reads them (markdown-it-attrs): that element's attributes,
 * no longer text. `#id` and `.class` as in a container's braces, `key="value"`, and `key` alone as `key=""`.
 */
export function linkAttributes(parent: { children: RootContent[] }): void {
  let emptied = false;
  parent.children.forEach((node, i) => {
    if ('children' in node) linkAttributes(node as { children: RootContent[] });
    const next = parent.children[i + 1];
    if ((node.type !== 'link' && node.type !== 'image') || next?.type !== 'text') return;
    const braces = BRACES.exec(next.value);
    if (!braces) return;
    const properties: Record<string, string | string[]> = {};
    for (const [, sigil, name, key, ...values] of braces[1]!.matchAll(ATTRIBUTE)) {
      const value = values.find((v) => v !== undefined) ?? '';
      if (sigil === '#') properties.id = name!;
      else if (sigil === '.') properties.className = [...((properties.className as string[] | undefined) ?? []), name!];
      else if (key === 'class') properties.className = [...((properties.className as string[] | undefined) ?? []), ...value.split(/\s+/).filter(Boolean)];
      else if (key && PLAIN_NAME.test(key)) properties[key] = value;
    }
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, ...properties } };
    next.value = next.value.slice(braces[0].length);
    emptied ||= next.value === '';
  });
  if (emptied) parent.children = parent.children.filter((node) => node.type !== 'text' || node.value !== '');
}
