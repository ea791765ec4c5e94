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

function PrevNext({ frontmatter }: { frontmatter: Frontmatter }) {
  const t = useT();
  const place = usePlace();
  const local = useLocalPath();
  const { sidebar } = useThemeLocale();
  const { links, positions } = pageSequence(sidebarFor(sidebar, local));
  const index = positions.get(local) ?? NaN;
  // The frontmatter's `prev` and `next`, as the build leaves them: `false`, or a text and a site path (its prefix included) over the sidebar's.
  const end = (value: Frontmatter['prev'], item: { text: string; link?: string } | undefined) => {
    const own = typeof value === 'object' ? value : undefined;
    const link = own?.link ?? (item?.link && withPlace(item.link, place));
    const text = own?.text ?? item?.text;
    return value !== false && link && text !== undefined ? { link, text } : undefined;
  };
  const prev = end(frontmatter.prev, links[index - 1]);
  const next = end(frontmatter.next, links[index + 1]);
  if (!prev && !next) return null;
  return (
    <nav className="docsite-prev-next" aria-label={t('doc.pagination')}>
      {prev ? (
        <Link className="docsite-prev" href={prev.link} rel="prev">
          <span className="docsite-prev-next-label">{t('doc.prev')}</span>
          <span className="docsite-prev-next-title">{prev.text}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className="docsite-next" href={next.link} rel="next">
          <span className="docsite-prev-next-label">{t('doc.next')}</span>
          <span className="docsite-prev-next-title">{next.text}</span>
        </Link>
      )}
    </nav>
  );
}
