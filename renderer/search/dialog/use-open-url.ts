import { useNavigate } from 'react-router-dom';
import { routeKey } from '../../data/pages.js';
import { site } from '../../data/site.js';

/**
 * The router path of a hit URL on this site (base stripped, hash kept), or
 * undefined for a URL elsewhere (another origin, or outside the base).
 */
export function inAppPath(url: string, base: string, here: string): string | undefined {
  const target = new URL(url, here);
  if (target.origin !== new URL(here).origin || !target.pathname.startsWith(base)) return undefined;
  return `/${target.pathname.slice(base.length)}${target.search}${target.hash}`;
}

function anchorOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

function scrollToAnchor(hash: string): void {
  const id = anchorOf(hash);
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
}

/**
 * Go to a hit's URL: inside the app through the router (so the page loads
 * with the progress bar and the app scrolls to its anchor), or a full load
 * for a URL off the site. A hit on the page already shown scrolls to its anchor.
 */
export function useOpenUrl(): (url: string) => void {
  const navigate = useNavigate();
  return (url) => {
    const here = window.location.href;
    const to = inAppPath(url, site.config.base, here);
    if (to === undefined) {
      window.location.assign(url);
      return;
    }
    const target = new URL(url, here);
    const samePage = routeKey(target.pathname) === routeKey(window.location.pathname);
    navigate(to);
    // The app scrolls to the anchor of a page it loads; on the page shown, an unchanged hash needs a nudge.
    if (samePage) requestAnimationFrame(() => scrollToAnchor(target.hash));
  };
}
