/**
 * `docsite/runtime`: the theme's API for a site's own components (the
 * config's `components` module). The build resolves this import to the
 * theme's own copy, so hooks read the same React context the theme renders.
 *
 * Its declarations are published (lib/types/, from tsconfig.types.json): each
 * export's type is written here in terms of schemas/ and React, so the
 * published types never reach the theme's internals and the build's virtual
 * modules (scripts/emit-types.mjs checks it).
 */
import { usePage } from './data/page-context.js';
import { navigateTo } from './data/follow-link.js';
import { assetUrl, site, useLang as useSiteLang, useRoutePath, useVersion as useSiteVersion } from './data/site.js';
import type { PageData } from '../schemas/page-data.js';
import type { PluginPageData } from '../schemas/plugin.js';
import type { SiteConfig } from '../schemas/site-config.js';

export { Link } from './components/Link.js';
export type { PluginPageData } from '../schemas/plugin.js';

/** The current language code (`en`, `zh`), from the page's route. */
export function useLang(): string {
  return useSiteLang();
}

/** The docs version of the current page (`multiVersion`), from its route; `''` on a site without versions. */
export function useVersion(): string {
  return useSiteVersion();
}

/** The page being shown: its index entry (`page`) and body; null on the 404 screen. */
export function usePageData(): PageData | null {
  return usePage();
}

/** The resolved config (every default filled in) and the site's languages, the default first. */
export function useSiteData(): { config: SiteConfig; langs: string[] } {
  return { config: site.config, langs: site.langs };
}

/** `t(key)`: the site's text for `key` (`data/i18n.json`) in the current language; an unknown key comes back as is. */
export function useI18n(): (key: string) => string {
  const lang = useLang();
  return (key) => site.i18n[key]?.[lang] ?? key;
}

/** A site path with the config's `base` in front (`/logo.svg` → `/docs/logo.svg`); URLs and relative paths stay as they are. */
export function withBase(path: string): string {
  return assetUrl(path);
}

/**
 * What the plugin `name` returned from `extendPageData` for the page shown;
 * undefined when it returned nothing (or on the 404 screen). Typed by
 * augmenting `PluginPageData`.
 */
export function usePluginData<K extends string>(name: K): (K extends keyof PluginPageData ? PluginPageData[K] : unknown) | undefined {
  return usePage()?.pluginData?.[name] as (K extends keyof PluginPageData ? PluginPageData[K] : unknown) | undefined;
}

/**
 * The page's place in the app: `pathname`, its route below the `base`, which changes as the reader navigates, and the
 * URL's `search` and `hash` as they were when it rendered (`''` in the pre-render).
 */
export function useLocation(): { pathname: string; search: string; hash: string } {
  const pathname = useRoutePath();
  return typeof window === 'undefined' ? { pathname, search: '', hash: '' } : { pathname, search: window.location.search, hash: window.location.hash };
}

/** `navigate(to)`: to a site path in the app, as a `Link` goes (`{ replace: true }` replaces the history entry); `navigate(-1)` goes back. */
export function useNavigate(): (to: string | number, options?: { replace?: boolean }) => void {
  return navigateTo;
}
