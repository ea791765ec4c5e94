import path from 'node:path';
import type { Root } from 'mdast';
import type { Node, Parent } from 'unist';
import { isExternal, isFilePath } from '../../schemas/site-paths.js';
import type { HtmlElement } from './raw-html.js';

/**
 * Marks a link or image that may name a file beside the page
 * (`docsite-local:./img.png`). Whether the file exists is decided by the
 * build, never by the cached index, so adding the file later is seen: the
 * build copies it into `dist/assets/` under a content hash, or, when there is
 * no such file, puts the URL back as written (`cli/build/local-files.ts`).
 * The path after the prefix is relative to the page's own file.
 */
export const LOCAL_PREFIX = 'docsite-local:';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

/**
 * Mark relative links and images to files (`![x](./img.png)`, `<img
 * src="./img.png">`, `[zip](../files/a.zip)`); in fragments, their paths are
 * rebased from the fragment's folder to the page's, so every marker reads
 * from the page; so are a fallback page's, from its `sourceFile` (the default
 * language's) to the place it stands as. Pure: no file is looked at.
 */
export function markLocalFiles(tree: Root, pageFile: string, sourceFile = pageFile): void {
  const walk = (node: Node, from: string) => {
    const here = (node.data as { docsiteFragment?: string } | undefined)?.docsiteFragment ?? from;
    const mark = (url: unknown) => (typeof url === 'string' ? marked(url, here, pageFile) : undefined);
    if (node.type === 'image' || node.type === 'link' || node.type === 'definition') {
      const url = mark((node as unknown as { url: string }).url);
      if (url) (node as unknown as { url: string }).url = url;
    }
    if (node.type === 'htmlElement') {
      const properties = (node as HtmlElement).data.hProperties;
      for (const name of FILE_ATTRIBUTES) {
        const url = mark(properties[name]);
        if (url) properties[name] = url;
      }
      const srcSet = properties.srcSet;
      if (srcSet !== undefined && srcSet !== null) properties.srcSet = srcSetUrls(srcSet, (url) => mark(url) ?? url);
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of (node as unknown as { attributes: JsxAttribute[] }).attributes) {
        if (attribute.type !== 'mdxJsxAttribute') continue;
        if (attribute.name === 'srcSet' || attribute.name === 'srcset') {
          if (typeof attribute.value === 'string') attribute.value = srcSetUrls(attribute.value, (url) => mark(url) ?? url);
          continue;
        }
        if (!(FILE_ATTRIBUTES as readonly string[]).includes(attribute.name ?? '')) continue;
        const url = mark(attribute.value);
        if (url) attribute.value = url;
      }
    }
    for (const child of (node as Parent).children ?? []) walk(child, here);
  };
  walk(tree, sourceFile);
}

/** The attributes that name one file: a `<video>`'s `poster` too, as Vite reads it. */
export const FILE_ATTRIBUTES = ['src', 'href', 'poster'] as const;

/**
 * A `srcset` (`./a.png 1x, ./b.png 2x`; hast holds it as a list) with each URL passed through `each`, its
 * descriptors kept: a string for a string, a list for a list.
 */
export function srcSetUrls<T extends string | readonly unknown[] | number | boolean>(srcSet: T, each: (url: string) => string): T {
  const one = (candidate: string) => candidate.trim().replace(/^\S+/, (url) => each(url));
  if (typeof srcSet === 'string') return srcSet.split(',').map(one).join(', ') as T;
  if (Array.isArray(srcSet)) return srcSet.map((candidate) => (typeof candidate === 'string' ? one(candidate) : candidate)) as unknown as T;
  return srcSet;
}

/** Whether `url` may name a file beside the page: a relative path to a file, not a route, an anchor or a web address. */
export function isRelativeFile(url: string): boolean {
  return url !== '' && !isExternal(url) && !url.startsWith('/') && !url.startsWith('#') && isFilePath(url);
}

function marked(url: string, from: string, pageFile: string): string | undefined {
  if (!isRelativeFile(url)) return undefined;
  if (from === pageFile) return LOCAL_PREFIX + url;
  const suffix = /[?#].*$/.exec(url)?.[0] ?? '';
  const rebased = path.relative(path.dirname(pageFile), path.resolve(path.dirname(from), url.slice(0, url.length - suffix.length))).split(path.sep).join('/');
  return `${LOCAL_PREFIX}${rebased.startsWith('.') ? rebased : `./${rebased}`}${suffix}`;
}
