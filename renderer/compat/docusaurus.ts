/**
 * Docusaurus's own modules, for pages and components written for it:
 * `@docusaurus/useBaseUrl` and `@docusaurus/BrowserOnly` are aliases of these
 * (`DEFAULT_ALIAS`). A module of its own, not part of `docsite/runtime`, which
 * every page loads: only the pages and components that use them download them.
 * It reaches the theme through its public names, as a site's own code does, so
 * a page's copy reads the theme's instances.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useSiteData } from 'docsite/runtime';

/**
 * `useBaseUrl(url)`: the config's `base` in front of a site path, and of a
 * relative one too (`img/a.png` → `/docs/img/a.png`), unless it is there
 * already; a URL with a scheme, `//host/…` or an `#anchor` comes back as it
 * is. `forcePrependBaseUrl` adds the base even to a path that starts with it.
 * There is no site URL in the config: `absolute` gives the path, as without it.
 */
export function useBaseUrl(url: string, options: { forcePrependBaseUrl?: boolean; absolute?: boolean } = {}): string {
  const { base } = useSiteData().config;
  if (!url || url.startsWith('#') || /^([a-z][a-z\d+.-]*:|\/\/)/i.test(url)) return url;
  if (options.forcePrependBaseUrl) return base + url.replace(/^\//, '');
  if (url === base.replace(/\/$/, '')) return base;
  return url.startsWith(base) ? url : base + url.replace(/^\//, '');
}

/**
 * `<BrowserOnly fallback>{() => …}</BrowserOnly>`: its children, a function,
 * are called only in the browser, once the page is live; the pre-rendered HTML
 * and the hydrating render show `fallback` (nothing by default), so code that
 * needs `window` runs only there.
 */
export function BrowserOnly({ children, fallback = null }: { children: () => ReactNode; fallback?: ReactNode }): ReactNode {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live ? children() : fallback;
}
