import type { SidebarEntry, SidebarItem } from '../../../schemas/sidebar.js';
import { isSidebarItem } from '../../../schemas/sidebar-entry.js';
import { useLocalPath, usePlace, useT, useThemeLocale, withPlace } from '../../data/site.js';
import { linkPath, pageSequence, sidebarFor } from '../../data/sidebar.js';
import { LinkCard } from './LinkCard.js';

/**
 * Docusaurus's `<DocCardList />` (`@theme/DocCardList`), as a category's index
 * page writes it: a card for each entry of the sidebar group this page opens
 * (a page, or a group with the number of its pages); on a page that opens
 * none, its siblings in the group that lists it, as Docusaurus 3 shows them;
 * else the whole sidebar.
 */
export function DocCardList() {
  const t = useT();
  const place = usePlace();
  const local = useLocalPath();
  const { sidebar } = useThemeLocale();
  const section = sidebarFor(sidebar, local);
  const entries = groupOf(section, local)?.items ?? groupOf(section, local, true)?.items ?? section;
  return (
    <div className="docsite-card-grid docsite-doc-card-list">
      {entries.filter(isSidebarItem).flatMap((item) => {
        // A section's category page is an entry of its own sidebar: no card leads to the page it is on.
        if (item.link && linkPath(item.link) === local) return [];
        const pages = item.items && pageSequence(item.items).links;
        const href = item.link ?? pages?.[0]?.link;
        if (!href) return [];
        const description = pages?.length ? (pages.length === 1 ? t('docCardList.page') : t('docCardList.pages').replace('{count}', String(pages.length))) : undefined;
        // Sidebar links are written without the version's and language's prefixes, which the sidebar adds too.
        return [<LinkCard key={`${item.text}\0${href}`} href={withPlace(href, place)} title={item.text} description={description} />];
      })}
    </div>
  );
}

/**
 * The group whose own link is the page at `local`, searched depth first; with `holding`, the group that lists it,
 * whose other entries are its siblings (Docusaurus 3's `DocCardList` on a page that opens no group).
 */
function groupOf(entries: readonly SidebarEntry[], local: string, holding = false): SidebarItem | undefined {
  for (const entry of entries) {
    if (!isSidebarItem(entry) || !entry.items) continue;
    if (holding ? entry.items.some((item) => isSidebarItem(item) && item.link !== undefined && linkPath(item.link) === local) : entry.link && linkPath(entry.link) === local) return entry;
    const inner = groupOf(entry.items, local, holding);
    if (inner) return inner;
  }
  return undefined;
}
