import type { MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import { site } from './site.js';

let navigate: NavigateFunction | undefined;

/** The app's router navigation, which `followLink` uses: set by the app once it is live. */
export function setNavigate(to: NavigateFunction | undefined): void {
  navigate = to;
}

/**
 * A click on a link to a page of the site: navigates in the app, as
 * react-router's `Link` does, unless the reader asked for a new tab or window
 * (a modifier key, a middle click, `target`, `download`; `target="_self"` too,
 * as VitePress reads it: the browser loads what it links) or a handler of the
 * page's own prevented it. One handler for every link, instead of each link
 * running the router's hooks as it renders: a page's sidebar holds hundreds,
 * and those hooks were a quarter of the pre-render (2 × 2,000 pages).
 */
export function followLink(event: MouseEvent<HTMLAnchorElement>): void {
  const anchor = event.currentTarget;
  if (!navigate || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  if (anchor.target || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href);
  const base = site.config.base;
  if (url.origin !== window.location.origin || !url.pathname.startsWith(base)) return;
  event.preventDefault();
  // A link to the page shown replaces its history entry rather than adding the same one again.
  navigate(`/${url.pathname.slice(base.length)}${url.search}${url.hash}`, { replace: url.href === window.location.href });
}

/** Navigation by code (`useNavigate` in docsite/runtime): to a site path in the app, or back and forth by `delta`; nothing before the app is live. */
export function navigateTo(to: string | number, options?: { replace?: boolean }): void {
  if (typeof to === 'number') navigate?.(to);
  else navigate?.(to, options);
}
