import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import * as overrides from 'docsite:theme';
import type { PageData } from '../schemas/page-data.js';
import { Layout } from './components/Layout.js';
import { setNavigate } from './data/follow-link.js';
import { PageContext } from './data/page-context.js';
import { loadPage, routeKey } from './data/pages.js';
import { loadMessages } from './i18n/index.js';
import { SiteProvider, langOf, placeOf, site, withPlace } from './data/site.js';
import { startProgress } from './hooks/progress.js';

interface Shown {
  routePath: string;
  data: PageData | null;
  /** The hash to scroll to once this page is on screen; undefined for the first page, which the browser positions. */
  hash?: string;
}

/**
 * The whole site: the page for the current location. On navigation the
 * previous page stays on screen (with the progress bar running) until the
 * next one's data has arrived, then the view scrolls to the hash or the top.
 */
export function App({ routePath, initial }: { routePath: string; initial: PageData | null }) {
  const location = useLocation();
  // The links' one click handler navigates with it (`followLink`); it changes with the location.
  const navigate = useNavigate();
  useEffect(() => {
    setNavigate(navigate);
    return () => setNavigate(undefined);
  }, [navigate]);
  const target = routeKey(site.config.base.replace(/\/$/, '') + location.pathname);
  const [shown, setShown] = useState<Shown>({ routePath, data: initial });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (target === shown.routePath) {
      scrollToHash(location.hash);
      return;
    }
    let cancelled = false;
    const done = startProgress();
    Promise.all([loadPage(target).then((data) => (data ? { routePath: target, data } : notFoundPage(target))), loadMessages(langOf(target))])
      .then(([{ routePath, data }]) => {
        if (cancelled) return;
        setShown({ routePath, data, hash: location.hash });
        document.title = titleOf(data, langOf(target));
        document.documentElement.lang = data?.page.lang ?? langOf(target);
      })
      .catch(() => {
        // Offline or a removed page: a full load shows the server's answer.
        if (!cancelled) window.location.reload();
      })
      .finally(done);
    return () => {
      cancelled = true;
      done();
    };
  }, [target, location.hash]);
  // After the commit, so the new page's headings exist when the hash is looked up.
  useEffect(() => {
    if (shown.hash !== undefined) scrollToHash(shown.hash);
  }, [shown]);
  const TheLayout = overrides.Layout ?? Layout;
  return (
    <SiteProvider routePath={shown.routePath}>
      <PageContext.Provider value={shown.data}>
        <TheLayout />
      </PageContext.Provider>
    </SiteProvider>
  );
}

/**
 * What a path with no page shows: the language's own `pageType: 404` page,
 * as itself (its route for its links, its title and layout), as the server's
 * `404.html` does; else the built-in screen.
 */
async function notFoundPage(target: string): Promise<{ routePath: string; data: PageData | null }> {
  const data = await loadPage(withPlace('/404', placeOf(target)));
  return data?.page.frontmatter.pageType === '404' ? { routePath: data.page.routePath, data } : { routePath: target, data: null };
}

function scrollToHash(hash: string): void {
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/**
 * `<title>`: the page title and the site title, or the home page's title with its `titleSuffix`; a `title` entry
 * of the frontmatter's `head` (Docusaurus's `<head><title>` in MDX is one) as written.
 */
export function titleOf(data: PageData | null, lang = site.config.lang): string {
  const siteTitle = site.config.locales.find((l) => l.lang === (data?.page.lang ?? lang))?.title ?? site.config.title;
  if (!data) return `404 | ${siteTitle}`;
  const { title, frontmatter } = data.page;
  for (const entry of frontmatter.head ?? []) {
    const [tag, , content] = Array.isArray(entry) ? entry : [entry.tag, entry.attrs, entry.content];
    if (tag === 'title' && typeof content === 'string') return content;
  }
  if (frontmatter.titleSuffix !== undefined) return `${title}${frontmatter.titleSuffix ? ` ${frontmatter.titleSuffix}` : ''}`;
  return title === siteTitle ? title : `${title} | ${siteTitle}`;
}
