import { useEffect, useState } from 'react';
import type { PageData } from '../../schemas/page-data.js';
import { PageContext } from '../data/page-context.js';
import { loadPage } from '../data/pages.js';
import { useLang, useT, withLang } from '../data/site.js';
import { Content } from './Content.js';
import { Link } from './Link.js';

/**
 * The 404 screen, in the language of the path that was asked for: the
 * language's own not-found page (`pageType: 404`) when the site has one,
 * else the built-in screen.
 */
export function NotFound() {
  const t = useT();
  const lang = useLang();
  const own = useOwnNotFound(lang);
  if (own) {
    return (
      <PageContext.Provider value={own}>
        <div className="docsite-prose docsite-custom">
          <Content body={own.body} />
        </div>
      </PageContext.Provider>
    );
  }
  return (
    <div className="docsite-not-found">
      <p className="docsite-not-found-code">404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="docsite-button docsite-button-brand" href={withLang('/', lang)}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}

/**
 * The language's own not-found page, looked up after the first render: the
 * server wrote this screen only for languages without one (their `404.html`
 * holds the page itself), so hydration matches, and a path left in the
 * browser shows the page a moment after the built-in screen.
 */
function useOwnNotFound(lang: string): PageData | null {
  const [own, setOwn] = useState<PageData | null>(null);
  useEffect(() => {
    let current = true;
    loadPage(withLang('/404', lang))
      .then((data) => current && setOwn(data?.page.frontmatter.pageType === '404' ? data : null))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [lang]);
  return own;
}
