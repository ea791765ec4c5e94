/**
 * Docusaurus's own modules, for pages and components written for it:
 * `@docusaurus/useBaseUrl`, `@docusaurus/BrowserOnly`,
 * `@docusaurus/useDocusaurusContext` and `@docusaurus/Translate` are aliases
 * of these (`DEFAULT_ALIAS`). A module of its own, not part of `docsite/runtime`, which
 * every page loads: only the pages and components that use them download them.
 * It reaches the theme through its public names, as a site's own code does, so
 * a page's copy reads the theme's instances.
 */
import { createElement, Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLang, useLocation as useSiteLocation, useNavigate, useSiteData } from 'docsite/runtime';
import { setDark, useDarkScheme } from './color-scheme.js';

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

/** `useIsBrowser()`: false in the pre-render and the hydrating render, true once the page is live, as in Docusaurus. */
export function useIsBrowser(): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live;
}

const canUseDOM = typeof window !== 'undefined' && 'document' in window && 'createElement' in window.document;

/** `ExecutionEnvironment`: what the code runs in, read once, as Docusaurus's constants are (false in the pre-render). */
export const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && 'addEventListener' in window,
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};

/**
 * `@docusaurus/router`: `useLocation()` (`pathname` within the site, `search`, `hash`), and react-router 5's
 * `useHistory()` that Docusaurus's router is: `push`, `replace`, `go`, `goBack`, `goForward` and the `location`.
 */
export function useLocation() {
  return useSiteLocation();
}

export function useHistory() {
  const navigate = useNavigate();
  const location = useSiteLocation();
  return useMemo(
    () => ({
      location,
      push: (to: string) => navigate(to),
      replace: (to: string) => navigate(to, { replace: true }),
      go: (delta: number) => navigate(delta),
      goBack: () => navigate(-1),
      goForward: () => navigate(1),
    }),
    [navigate, location],
  );
}

/**
 * `@docusaurus/theme-common`'s `useColorMode()`: `colorMode` (`light` or `dark`), `isDarkTheme`, and
 * `setColorMode`, which switches the scheme as the theme's toggle does and remembers it. The pre-render and the
 * hydrating render say `light`; the page's own scheme follows at once.
 */
export function useColorMode() {
  const dark = useDarkScheme();
  return { colorMode: dark ? ('dark' as const) : ('light' as const), isDarkTheme: dark, setColorMode: (mode: 'light' | 'dark') => setDark(mode === 'dark') };
}

/**
 * `<BrowserOnly fallback>{() => …}</BrowserOnly>`: its children, a function,
 * are called only in the browser, once the page is live; the pre-rendered HTML
 * and the hydrating render show `fallback` (nothing by default), so code that
 * needs `window` runs only there.
 */
export function BrowserOnly({ children, fallback = null }: { children: () => ReactNode; fallback?: ReactNode }): ReactNode {
  return useIsBrowser() ? children() : fallback;
}

/**
 * `useDocusaurusContext()`: what pages written for Docusaurus read of it,
 * from docsite's config. `siteConfig`: `title`, `tagline` (the config's
 * `description`), `baseUrl` (its `base`), `themeConfig`; `url` is empty and
 * `customFields` empty, as docsite's config has neither. `i18n`: the default
 * language, every language, and the page's (`currentLocale`).
 */
export function useDocusaurusContext() {
  const { config, langs } = useSiteData();
  const currentLocale = useLang();
  const label = (lang: string) => config.locales.find((locale) => locale.lang === lang)?.label ?? lang;
  return {
    siteConfig: { title: config.title, tagline: config.description, url: '', baseUrl: config.base, customFields: {}, themeConfig: config.themeConfig },
    siteMetadata: {},
    globalData: {},
    i18n: {
      defaultLocale: config.lang,
      locales: langs,
      currentLocale,
      localeConfigs: Object.fromEntries(langs.map((lang) => [lang, { label: label(lang), htmlLang: lang, direction: 'ltr' }])),
    },
    codeTranslations: {},
  };
}

/** `{name}` placeholders of `text` replaced by `values`; an unknown name stays as written, as in Docusaurus. */
function interpolate(text: string, values: Record<string, ReactNode> = {}): ReactNode[] {
  return text.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && Object.hasOwn(values, name) ? values[name] : part;
  });
}

/**
 * `translate({ message }, values)`: the message with its placeholders filled.
 * docsite has no translation files (each language has its own pages), so the
 * message is shown as written, as Docusaurus shows one it has no translation for.
 */
export function translate({ message }: { message: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return interpolate(message, values).join('');
}

/** `<Translate values>message</Translate>`: as `translate`, with values that may be elements (`{link}` → `<a>`). */
export function Translate({ children, values }: { children: ReactNode; id?: string; description?: string; values?: Record<string, ReactNode> }): ReactNode {
  // MDX gives block content (a paragraph) for a tag on lines of its own: it is shown as it is.
  if (typeof children !== 'string') return children;
  const parts = interpolate(children, values);
  if (parts.every((part) => typeof part === 'string' || typeof part === 'number')) return parts.join('');
  return parts.map((part, i) => createElement(Fragment, { key: i }, part));
}

/**
 * `<Heading as="h2" id="usage">` (`@theme/Heading`), the heading Docusaurus 3's components and pages write: the
 * element `as` names, with its props, as docsite draws a page's own headings. Not in the page's outline or search,
 * which read the page's Markdown headings.
 */
export function Heading({ as, ...props }: { as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; id?: string; className?: string; children?: ReactNode }): ReactNode {
  return createElement(as, props);
}
