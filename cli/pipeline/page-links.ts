import type { Root } from 'mdast';
import type { Node, Parent } from 'unist';
import { FILE_ATTRIBUTES, srcSetUrls } from './page-assets.js';
import type { HtmlElement } from './raw-html.js';

/** One link of a page body, where its author wrote it. */
export interface LinkSite {
  url: string;
  line: number;
  column: number;
  /** The fragment file the link was written in, when it is not the page itself. */
  file?: string;
}

/** What the build's link check needs of one page, kept beside its body. */
export interface PageLinks {
  /** Ids a `#hash` may point at: headings, and JSX and HTML elements with an `id` (`<a name>` too). */
  ids: string[];
  /** Headings' ids as VitePress makes them, where they differ, with the heading's id: a link written for VitePress is given the id. */
  aliases?: [alias: string, id: string][];
  links: LinkSite[];
  /**
   * The page's body is rendered by code (it is compiled, or uses a component of the site's components module):
   * its HTML may hold ids that `ids` lacks, which the build finds in the pre-rendered page (`RenderedAnchors`).
   */
  rendered?: true;
}

declare module 'mdast' {
  interface Data {
    /** Set by `inlineFragments` on the nodes a fragment brought in: their positions are in that file. */
    docsiteFragment?: string;
  }
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

/**
 * The links (Markdown links, images and definitions, literal `href` or
 * `src` props of JSX elements, and those attributes of HTML elements) and anchor ids of a page tree after its
 * transforms, so fragment content is checked in the page that shows it. `code`: whether the page is compiled,
 * and the names the site's components module exports, an element of which makes a data page rendered by code too.
 */
export function pageLinks(tree: Root, code?: { compiled: boolean; siteComponents: readonly string[] }): PageLinks {
  let rendered = code?.compiled ?? false;
  const ids: string[] = [];
  const aliases: [string, string][] = [];
  const links: LinkSite[] = [];
  const walk = (node: Node, file: string | undefined) => {
    const here = (node.data as { docsiteFragment?: string } | undefined)?.docsiteFragment ?? file;
    const add = (url: unknown) => {
      if (typeof url !== 'string' || url === '' || !node.position) return;
      const { line, column } = node.position.start;
      links.push(here ? { url, line, column, file: here } : { url, line, column });
    };
    const id = (node.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id;
    if (typeof id === 'string') {
      ids.push(id);
      const alias = (node.data as { docsiteAnchorAlias?: string } | undefined)?.docsiteAnchorAlias;
      if (alias) aliases.push([alias, id]);
    }
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') add((node as unknown as { url: string }).url);
    if (node.type === 'htmlElement') {
      const { hName, hProperties } = (node as HtmlElement).data;
      for (const name of FILE_ATTRIBUTES) add(hProperties[name]);
      if (hProperties.srcSet !== undefined && hProperties.srcSet !== null) srcSetUrls(hProperties.srcSet, (url) => (add(url), url));
      // `<a name="x">`, the anchor HTML had before `id`: browsers still scroll to it.
      if (hName === 'a' && typeof hProperties.name === 'string') ids.push(hProperties.name);
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const name = (node as { name?: string | null }).name;
      if (name && code?.siteComponents.includes(name)) rendered = true;
      for (const attribute of (node as unknown as { attributes: JsxAttribute[] }).attributes) {
        if (attribute.type !== 'mdxJsxAttribute') continue;
        // `to`: Docusaurus's `<Link to>`, the theme's Link once its import is dropped.
        if ((FILE_ATTRIBUTES as readonly (string | undefined)[]).includes(attribute.name) || (attribute.name === 'to' && (node as { name?: string }).name === 'Link')) add(attribute.value);
        if ((attribute.name === 'srcSet' || attribute.name === 'srcset') && typeof attribute.value === 'string') srcSetUrls(attribute.value, (url) => (add(url), url));
        if (attribute.name === 'id' && typeof attribute.value === 'string') ids.push(attribute.value);
      }
    }
    for (const child of (node as Parent).children ?? []) walk(child, here);
  };
  walk(tree, undefined);
  return { ids, ...(aliases.length > 0 && { aliases }), links, ...(rendered && { rendered: true as const }) };
}
