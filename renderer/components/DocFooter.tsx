import type { PageData } from '../../schemas/page-data.js';
import { usePlace, useLocalPath, useThemeLocale, useT, withPlace } from '../data/site.js';
import { pageSequence, sidebarFor } from '../data/sidebar.js';
import { Link } from './Link.js';

/** The end of a doc page: edit link, last update, and the previous and next pages of the sidebar. */
export function DocFooter({ data }: { data: PageData }) {
  const t = useT();
  const { page } = data;
  const { editLink } = useThemeLocale();
  // The last-updated plugin leaves the time out of the data of pages that do not show it.
  const showUpdated = page.lastUpdatedTime;
  const showEdit = editLink && page.frontmatter.editLink !== false;
  return (
    <footer className="docsite-doc-footer">
      <div className="docsite-doc-meta">
        {showEdit && (
          <a className="docsite-edit-link" href={`${editLink.docRepoBaseUrl.replace(/\/$/, '')}/${page._relativePath}`} target="_blank" rel="noopener noreferrer">
            {editLink.text}
          </a>
        )}
        {showUpdated && (
          <p className="docsite-last-updated">
            {t('doc.lastUpdated')}<time dateTime={page.lastUpdated}>{page.lastUpdatedTime}</time>
          </p>
        )}
      </div>
      <PrevNext frontmatter={page.frontmatter} />
    </footer>
  );
}

type Frontmatter = PageData['page']['frontmatter'];
type PageLink = { text: string; link: string; placed: boolean };

/** A link of the sidebar's (`fallback`, its link written without the language's prefix) as the page's frontmatter sets it. */
function linkOf(value: Frontmatter['prev'], hidden: boolean, fallback: PageLink | undefined): PageLink | undefined {
  if (hidden || value === false) return undefined;
  if (typeof value === 'string') return fallback && { ...fallback, text: value };
  if (typeof value === 'object') {
    const text = value.text ?? value.label ?? fallback?.text;
    // A link written in the frontmatter is a site path as it stands, the language's prefix included.
    if (value.link !== undefined) return text === undefined ? undefined : { text, link: value.link, placed: true };
    return fallback && text !== undefined ? { ...fallback, text } : fallback;
  }
  return fallback;
}

function PrevNext({ frontmatter }: { frontmatter: Frontmatter }) {
  const t = useT();
  const place = usePlace();
  const local = useLocalPath();
  const { sidebar } = useThemeLocale();
  const { links, positions } = pageSequence(sidebarFor(sidebar, local));
  const index = positions.get(local);
  const fromSidebar = (item: { text: string; link?: string } | undefined): PageLink | undefined => (item?.link ? { text: item.text, link: item.link, placed: false } : undefined);
  const prev = linkOf(frontmatter.prev, frontmatter.pagination_prev === null, index === undefined ? undefined : fromSidebar(links[index - 1]));
  const next = linkOf(frontmatter.next, frontmatter.pagination_next === null, index === undefined ? undefined : fromSidebar(links[index + 1]));
  if (!prev && !next) return null;
  const href = (target: PageLink) => (target.placed ? target.link : withPlace(target.link, place));
  return (
    <nav className="docsite-prev-next" aria-label={t('doc.pagination')}>
      {prev ? (
        <Link className="docsite-prev" href={href(prev)} rel="prev">
          <span className="docsite-prev-next-label">{t('doc.prev')}</span>
          <span className="docsite-prev-next-title">{prev.text}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className="docsite-next" href={href(next)} rel="next">
          <span className="docsite-prev-next-label">{t('doc.next')}</span>
          <span className="docsite-prev-next-title">{next.text}</span>
        </Link>
      )}
    </nav>
  );
}
