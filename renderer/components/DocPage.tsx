import type { PageData } from '../../schemas/page-data.js';
import { site, useLang, useLocalPath, useThemeLocale, useT, withLang } from '../data/site.js';
import { flattenLinks, linkPath, sidebarFor } from '../data/sidebar.js';
import type { BodyNode } from '../../schemas/page-body.js';
import { Content } from './Content.js';
import { Link } from './Link.js';
import { Outline } from './Outline.js';
import { OverviewGroups } from './OverviewPage.js';

/** A doc page: body, outline (not on a `doc-wide` page), and the footer with edit link, last update and previous/next. */
export function DocPage({ data }: { data: PageData }) {
  const { page } = data;
  const fm = page.frontmatter;
  const body = data.body;
  const nodes = (body.c as BodyNode[] | undefined) ?? [];
  const h1At = nodes.findIndex((node) => typeof node !== 'string' && node.t === 'h1');
  const hasH1 = h1At !== -1 || nodes.some((node) => typeof node !== 'string' && node.t === 'docsite-module' && node.p?.h1 === true);
  const showOutline = fm.outline !== false && fm.pageType !== 'doc-wide' && !data.overview;
  return (
    <div className="docsite-doc" data-overview={data.overview ? '' : undefined}>
      <article className="docsite-doc-content docsite-prose">
        {!hasH1 && <h1>{page.title}</h1>}
        {h1At === -1 ? (
          <>
            {/* A compiled page's h1 is inside its module: the row goes beside it (floated) rather than under it. */}
            <DocActions beside={hasH1} />
            <Content body={body} />
          </>
        ) : (
          <>
            <Content body={{ t: '', c: nodes.slice(0, h1At + 1) }} />
            <DocActions beside={false} />
            <Content body={{ t: '', c: nodes.slice(h1At + 1) }} />
          </>
        )}
        {data.overview && <OverviewGroups groups={data.overview} />}
        <DocFooter data={data} />
      </article>
      {showOutline && (
        <div className="docsite-doc-aside">
          <Outline toc={page.toc} />
        </div>
      )}
    </div>
  );
}

/** The row of page actions under the title: empty here; plugins fill it after hydration (the llms plugin's Copy button). */
function DocActions({ beside }: { beside: boolean }) {
  return <div className="docsite-doc-actions" data-beside-title={beside ? '' : undefined} />;
}

function DocFooter({ data }: { data: PageData }) {
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
  const lang = useLang();
  const local = useLocalPath();
  const { sidebar } = useThemeLocale();
  const links = flattenLinks(sidebarFor(sidebar, local)).filter((item) => !/^[a-z]+:/i.test(item.link!));
  const index = links.findIndex((item) => linkPath(item.link!) === local);
  if (index === -1) return null;
  const prev = links[index - 1];
  const next = links[index + 1];
  return (
    <nav className="docsite-prev-next" aria-label={t('doc.pagination')}>
      {prev ? (
        <Link className="docsite-prev" href={withLang(prev.link!, lang)} rel="prev">
          <span className="docsite-prev-next-label">{t('doc.prev')}</span>
          <span className="docsite-prev-next-title">{prev.text}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className="docsite-next" href={withLang(next.link!, lang)} rel="next">
          <span className="docsite-prev-next-label">{t('doc.next')}</span>
          <span className="docsite-prev-next-title">{next.text}</span>
        </Link>
      )}
    </nav>
  );
}
