import type { Sidebar, SidebarEntry } from '../../schemas/sidebar.js';
import { isSidebarItem } from '../../schemas/sidebar-entry.js';
import { decodePath, isExternal } from '../../schemas/site-paths.js';

/** One page as `llms.txt` links it. */
export interface LlmsLink {
  title: string;
  url: string;
  description: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

/** What goes above the sections: the site's title and its description. */
export interface LlmsHeader {
  title: string;
  description: string;
}

/**
 * Titles of the section of pages in no sidebar group: `other` after the
 * groups, `all` when there is no group at all. In the languages docsite has
 * texts for; English for the others.
 */
const REST: Record<string, { other: string; all: string }> = { en: { other: 'Other', all: 'Pages' }, zh: { other: '其他', all: '页面' } };

export function restSectionTitles(lang: string): { other: string; all: string } {
  return REST[lang] ?? REST.en!;
}

/** A sidebar link as the route path it names within its language: `.html` and a trailing `index` dropped, as the theme reads it. */
function linkRoute(link: string): string {
  return decodePath(link.replace(/[?#].*$/, '').replace(/\.html$/, '').replace(/\/index$/, '/'));
}

function linksOf(item: SidebarEntry): string[] {
  if (!isSidebarItem(item)) return [];
  return [...(item.link && !isExternal(item.link) ? [linkRoute(item.link)] : []), ...(item.items ?? []).flatMap(linksOf)];
}

/**
 * The sections of one language's `llms.txt`: each top-level group of its
 * sidebars (in config order) with every page below it, at any depth, in
 * sidebar order; then Other, with the pages no group holds (top-level
 * sidebar links and pages in no sidebar), by route, so the home page
 * comes first (Pages when there
 * is no group). A page is listed
 * once, in the first group that holds it; sections left empty are dropped.
 *
 * `pages` maps each page's route path within its language (`/guide/intro`,
 * without the `/zh` prefix) to its link.
 */
export function llmsSections(sidebar: Sidebar, pages: ReadonlyMap<string, LlmsLink>, rest: { other: string; all: string }): LlmsSection[] {
  const listed = new Set<string>();
  const sections: LlmsSection[] = [];
  for (const items of Object.values(sidebar)) {
    for (const item of items) {
      if (!isSidebarItem(item) || !item.items) continue;
      const links: LlmsLink[] = [];
      for (const route of linksOf(item)) {
        const link = pages.get(route);
        if (!link || listed.has(route)) continue;
        listed.add(route);
        links.push(link);
      }
      if (links.length > 0) sections.push({ title: item.text, links });
    }
  }
  const other = [...pages]
    .filter(([route]) => !listed.has(route))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, link]) => link);
  if (other.length > 0) sections.push({ title: sections.length > 0 ? rest.other : rest.all, links: other });
  return sections;
}

/** Text on one line, for a heading, a blockquote or a list item. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A link text that cannot end the link early. */
const linkText = (text: string) => oneLine(text).replace(/[\\[\]]/g, '\\$&');

/** A URL as a Markdown link destination: characters that would end it or break it percent-encoded. */
export const linkDestination = (url: string) => url.replace(/[ ()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `llms.txt` in the llmstxt.org format: the title as the H1, the
 * description as a blockquote (left out when empty), then one H2 per
 * section with a list of `- [title](url): description` links.
 */
export function formatLlmsTxt(header: LlmsHeader, sections: LlmsSection[]): string {
  const parts = [`# ${oneLine(header.title)}`];
  const description = oneLine(header.description);
  if (description) parts.push(`> ${description}`);
  for (const section of sections) {
    const lines = section.links.map(({ title, url, description }) => {
      const notes = oneLine(description);
      return `- [${linkText(title)}](${linkDestination(url)})${notes ? `: ${notes}` : ''}`;
    });
    parts.push(`## ${oneLine(section.title)}\n\n${lines.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}
