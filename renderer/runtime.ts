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
import { useEffect, useState, type ReactNode } from 'react';
import { usePage } from './data/page-context.js';
import { assetUrl, site, useLang as useSiteLang, useVersion as useSiteVersion } from './data/site.js';
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
 * Docusaurus's `useBaseUrl` (`import useBaseUrl from '@docusaurus/useBaseUrl'`): the config's `base` in
 * front of a site path, and of a relative one too (`img/a.png` → `/docs/img/a.png`), unless it is there
 * already; a URL with a scheme, `//host/…` or an `#anchor` comes back as it is. `forcePrependBaseUrl`
 * adds the base even to a path that starts with it. There is no site URL in the config: `absolute`
 * gives the path, as without it.
 */
export function useBaseUrl(url: string, options: { forcePrependBaseUrl?: boolean; absolute?: boolean } = {}): string {
  const { base } = site.config;
  if (!url || url.startsWith('#') || /^([a-z][a-z\d+.-]*:|\/\/)/i.test(url)) return url;
  if (options.forcePrependBaseUrl) return base + url.replace(/^\//, '');
  if (url === base.replace(/\/$/, '')) return base;
  return url.startsWith(base) ? url : base + url.replace(/^\//, '');
}

/**
 * Docusaurus's `BrowserOnly` (`import BrowserOnly from '@docusaurus/BrowserOnly'`): its children, a
 * function, are called only in the browser, once the page is live; the pre-rendered HTML and the
 * hydrating render show `fallback` (nothing by default), so code that needs `window` runs only there.
 */
export function BrowserOnly({ children, fallback = null }: { children: () => ReactNode; fallback?: ReactNode }): ReactNode {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live ? children() : fallback;
}

/**
 * What the plugin `name` returned from `extendPageData` for the page shown;
 * undefined when it returned nothing (or on the 404 screen). Typed by
 * augmenting `PluginPageData`.
 */
export function usePluginData<K extends string>(name: K): (K extends keyof PluginPageData ? PluginPageData[K] : unknown) | undefined {
  return usePage()?.pluginData?.[name] as (K extends keyof PluginPageData ? PluginPageData[K] : unknown) | undefined;
}
