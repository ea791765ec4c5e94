import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSiteData } from 'docsite/runtime';
import { createMatcher, isWebUrl, keepQueryAndHash, targetUrl, type RedirectRule } from './match.js';

/**
 * Redirects in the browser: whenever the path (below the base) matches a
 * `from`, by an in-app navigation or on the 404 page a static host answered
 * with, the app moves on to `to` in place of it, keeping the reader's query
 * and hash. Renders nothing, so the server and the browser agree.
 */
export default function ClientRedirects({ redirects }: { redirects: RedirectRule[] }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { cleanUrls } = useSiteData().config.route;
  const match = useMemo(() => createMatcher(redirects), [redirects]);
  useEffect(() => {
    const to = match(pathname);
    if (to === undefined) return;
    if (isWebUrl(to)) {
      window.location.replace(keepQueryAndHash(to, search, hash));
      return;
    }
    // The router's paths are below the base, so the target is written as if the base were `/`.
    const target = keepQueryAndHash(targetUrl(to, '/', cleanUrls), search, hash);
    // A pattern whose `to` matches it again must not loop.
    if (target !== pathname + search + hash) navigate(target, { replace: true });
  }, [match, pathname, search, hash, navigate, cleanUrls]);
  return null;
}
