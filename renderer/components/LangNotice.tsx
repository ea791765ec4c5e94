import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { routeKey } from '../data/pages.js';
import { site, useRoutePath, useThemeLocale, useT } from '../data/site.js';

/** The query the language switcher adds when it leads to a fallback page: the language the reader came from. */
export const FROM_LANG = 'from-lang';

/**
 * The one-line notice on a page the language switcher fell back to. The
 * marker is read in an effect, never during render, so hydration matches the
 * pre-rendered page; it is then dropped from the address, so a reload or a
 * shared link shows the page without it. Leaving the page hides the notice.
 */
export function LangNotice() {
  const routePath = useRoutePath();
  const { label } = useThemeLocale();
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const [shownOn, setShownOn] = useState<string>();
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    // The address changes before the next page's data arrives: wait until that page is the one on screen.
    if (!query.has(FROM_LANG) || routeKey(site.config.base.replace(/\/$/, '') + location.pathname) !== routePath) return;
    setShownOn(routePath);
    query.delete(FROM_LANG);
    const search = query.toString();
    navigate({ pathname: location.pathname, search: search && `?${search}`, hash: location.hash }, { replace: true });
  }, [location, routePath, navigate]);
  if (shownOn !== routePath) return null;
  return (
    <p className="docsite-lang-notice" role="status">
      {t('lang.fallback').replace('{lang}', label)}
    </p>
  );
}
