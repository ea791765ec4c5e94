import type { Frontmatter } from '../../schemas/frontmatter.js';
import type { HeadTag } from '../../schemas/plugin.js';

/**
 * The tags a page's frontmatter asks for in its `<head>`, as the tools it was
 * written for make them: `robots` for Docusaurus's `unlisted` and `noindex`,
 * `keywords` for Docusaurus's `keywords`, and each of VitePress's and
 * Starlight's `head` entries as written (Docusaurus's `<head>` in MDX is made
 * into entries too, `mdx-head.ts`), but for a `title`, which is the page's
 * `<title>`. They come before the plugins' tags.
 */
export function frontmatterHead(frontmatter: Frontmatter): HeadTag[] {
  const tags: HeadTag[] = [];
  const robots = frontmatter.unlisted ? 'noindex, nofollow' : frontmatter.noindex ? 'noindex' : undefined;
  if (robots) tags.push(['meta', { name: 'robots', content: robots }]);
  const keywords = Array.isArray(frontmatter.keywords) ? frontmatter.keywords.join(', ') : frontmatter.keywords;
  if (keywords) tags.push(['meta', { name: 'keywords', content: keywords }]);
  for (const entry of frontmatter.head ?? []) {
    const [tag, attrs = {}, content] = Array.isArray(entry) ? entry : [entry.tag, entry.attrs, entry.content];
    // The page's `<title>` (`titleOf` in renderer/app.tsx): one element, not two.
    if (tag === 'title') continue;
    // An attribute set to `false` is left out, as VitePress leaves it.
    const attributes: Record<string, string | true> = {};
    for (const [name, value] of Object.entries(attrs)) if (value !== false) attributes[name] = value === true ? true : String(value);
    tags.push(content === undefined ? [tag, attributes] : [tag, attributes, content]);
  }
  return tags;
}
