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
      <PrevNext />
    </footer>
  );
}

function PrevNext() {
  const t = useT();
  const place = usePlace();
  const local = useLocalPath();
  const { sidebar } = useThemeLocale();
  const { links, positions } = pageSequence(sidebarFor(sidebar, local));
  const index = positions.get(local);
  if (index === undefined) return null;
  const prev = links[index - 1];
  const next = links[index + 1];
  return (
    <nav className="docsite-prev-next" aria-label={t('doc.pagination')}>
      {prev ? (
        <Link className="docsite-prev" href={withPlace(prev.link!, place)} rel="prev">
          <span className="docsite-prev-next-label">{t('doc.prev')}</span>
          <span className="docsite-prev-next-title">{prev.text}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className="docsite-next" href={withPlace(next.link!, place)} rel="next">
          <span className="docsite-prev-next-label">{t('doc.next')}</span>
          <span className="docsite-prev-next-title">{next.text}</span>
        </Link>
      )}
    </nav>
  );
}
