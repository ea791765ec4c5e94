import type { Nodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { Frontmatter } from '../../schemas/frontmatter.js';

/**
 * The text a reader sees of a frontmatter value that the theme renders as HTML (a home page's `hero.name`, as
 * VitePress and Starlight render it: `Starlight <br/> makes docs shine`), for where HTML has no place: the page
 * title, `<title>`, the meta description and search records. Tags are dropped, entities decoded, a `<br>` and
 * runs of white space are one space.
 */
export function htmlText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  return textOf(fromHtml(html, { fragment: true })).replace(/\s+/g, ' ').trim();
}

/** A home page's description when its frontmatter has none: the hero's tagline, else its text, as text. */
export function heroDescription(frontmatter: Frontmatter): string | undefined {
  const line = frontmatter.hero?.tagline ?? frontmatter.hero?.text;
  return line === undefined ? undefined : htmlText(line);
}

function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'br') return ' ';
  return 'children' in node ? node.children.map(textOf).join('') : '';
}
