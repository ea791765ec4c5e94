import type { NavItem } from '../../../schemas/nav.js';
import type { Sidebar, SidebarItem } from '../../../schemas/sidebar.js';
import { isSidebarItem } from '../../../schemas/sidebar-entry.js';
import { isExternal, site, useThemeLocale } from '../../data/site.js';
import { useSearchT } from './use-search-t.js';
import { ErrorIcon, NoResultsIcon } from './icons.js';

/** Spec §8: every search host (or the local index) unreachable. */
export function ErrorScreen() {
  const t = useSearchT();
  return (
    <div className="docsite-search-message docsite-search-error">
      <ErrorIcon />
      <p className="docsite-search-message-title">{t('search.errorTitle')}</p>
      <p className="docsite-search-message-help">{t('search.errorText')}</p>
    </div>
  );
}

/** Up to `count` section names of the site to suggest: internal nav entries, then sidebar groups, the query itself left out. */
export function suggestions(nav: readonly NavItem[], sidebar: Sidebar, query: string, count = 3): string[] {
  const names = [
    ...nav.filter((item) => !item.items && item.link && !isExternal(item.link)).map((item) => item.text),
    ...Object.values(sidebar).flatMap((items) => items.filter((item) => isSidebarItem(item) && item.items).map((item) => (item as SidebarItem).text)),
  ];
  const q = query.trim().toLowerCase();
  return [...new Set(names)].filter((name) => name.toLowerCase() !== q).slice(0, count);
}

/** Where to report a missing result: a new issue in the GitHub repository of the site's social links, if it has one. */
export function issueUrl(title: string): string | undefined {
  const github = site.config.themeConfig.socialLinks.find((link) => link.icon === 'github' && link.mode === 'link');
  const repo = github && /^https:\/\/github\.com\/[^/?#]+\/[^/?#]+/.exec(github.content)?.[0].replace(/\.git$/, '');
  return repo ? `${repo}/issues/new?title=${encodeURIComponent(title)}` : undefined;
}

/** A text with `{query}` in it, the query emphasised. */
function withQuery(text: string, query: string) {
  const [before, after = ''] = text.split('{query}');
  return (
    <>
      {before}
      <strong>{query}</strong>
      {after}
    </>
  );
}

/** Spec §8: no hits for the query, with a few sections to try instead and a way to report it. */
export function NoResults({ query, onQuery }: { query: string; onQuery: (query: string) => void }) {
  const t = useSearchT();
  const { nav, sidebar } = useThemeLocale();
  const suggested = suggestions(nav, sidebar, query);
  const report = issueUrl(t('search.reportTitle').replace('{query}', query));
  return (
    <div className="docsite-search-message docsite-search-no-results">
      <NoResultsIcon />
      <p className="docsite-search-message-title">{withQuery(t('search.noResults'), query)}</p>
      {suggested.length > 0 && (
        <div className="docsite-search-suggestions">
          <p className="docsite-search-message-help">{t('search.suggest')}</p>
          <ul>
            {suggested.map((name) => (
              <li key={name}>
                <button type="button" onClick={() => onQuery(name)}>
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {report && (
        <p className="docsite-search-message-help docsite-search-report">
          {t('search.reportMissing')}{' '}
          <a href={report} target="_blank" rel="noopener noreferrer">
            {t('search.reportLink')}
          </a>
        </p>
      )}
    </div>
  );
}
