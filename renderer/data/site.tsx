import { createContext, useContext, useMemo, type ReactNode } from 'react';
import siteData from 'docsite:site';
import { languageTheme, type LanguageTheme } from '../../schemas/language-theme.js';
import { messagesFor, type MessageKey } from '../i18n/index.js';
import { isExternal, withLangPrefix } from '../../schemas/site-paths.js';
import { withFolderSidebars } from './folder-sidebars.js';
import type { SiteBundle } from './site-bundle.js';

export { isExternal };

export const site = siteData as SiteBundle;

interface SiteState {
  lang: string;
  /** The current route path (no base, no `.html`), e.g. `/zh/guide/start/introduction`. */
  routePath: string;
}

const SiteContext = createContext<SiteState>({ lang: site.config.lang, routePath: '/' });

export function SiteProvider({ routePath, children }: { routePath: string; children: ReactNode }) {
  const lang = langOf(routePath);
  const value = useMemo(() => ({ lang, routePath }), [lang, routePath]);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/** The language is chosen from the path: a leading `/<lang>/` segment of a non-default language, else the default. */
export function langOf(routePath: string): string {
  const first = routePath.split('/')[1] ?? '';
  return site.langs.includes(first) && first !== site.config.lang ? first : site.config.lang;
}

export function useLang(): string {
  return useContext(SiteContext).lang;
}

export function useRoutePath(): string {
  return useContext(SiteContext).routePath;
}

/** The route path without its language prefix: what nav links and sidebar keys are written against. */
export function useLocalPath(): string {
  const { lang, routePath } = useContext(SiteContext);
  return toLocal(routePath, lang);
}

export function toLocal(routePath: string, lang: string): string {
  return lang === site.config.lang ? routePath : routePath.slice(lang.length + 1) || '/';
}

const themes = new Map<string, LanguageTheme>();

/** `languageTheme`, worked out once per language: the config does not change while the site runs. */
export function themeOf(lang: string): LanguageTheme {
  let theme = themes.get(lang);
  if (!theme) themes.set(lang, (theme = languageTheme(site.config, lang)));
  return theme;
}

/** Theme settings of the current language (nav, sidebar, edit link, overview texts). */
export function useThemeLocale() {
  const lang = useLang();
  const { themeConfig, locales } = site.config;
  const locale = themeConfig.locales.find((l) => l.lang === lang);
  const siteLocale = locales.find((l) => l.lang === lang);
  const theme = themeOf(lang);
  return {
    ...theme,
    sidebar: withFolderSidebars(theme.sidebar, lang),
    label: locale?.label ?? siteLocale?.label ?? lang,
    editLink: locale?.editLink,
    overview: locale?.overview,
    title: siteLocale?.title ?? site.config.title,
    description: siteLocale?.description ?? site.config.description,
  };
}

/** UI strings of the current language: `t('doc.lastUpdated')`. */
export function useT(): (key: MessageKey) => string {
  const messages = messagesFor(useLang());
  return (key) => messages[key];
}

/** A site link in `lang`: the language prefix added for non-default languages; external links and anchors stay as they are. */
export function withLang(link: string, lang: string): string {
  // Shared with the build's config link check, which must read links as the theme does.
  return withLangPrefix(link, lang, site.config.lang);
}

/** A route path or link as a URL: base added, `.html` per `cleanUrls` (folder indexes keep their `/`), a query and hash kept after it. */
export function hrefOf(link: string): string {
  const end = link.search(/[?#]/);
  const [path, rest] = end < 0 ? [link, ''] : [link.slice(0, end), link.slice(end)];
  let clean = path.replace(/\.html$/, '').replace(/\/index$/, '/');
  if (!site.config.route.cleanUrls && clean && !clean.endsWith('/')) clean += '.html';
  return site.config.base + clean.replace(/^\//, '') + rest;
}

/** A file from the site's `public/` folder (logos, images) as a URL: only the base is added. */
export function assetUrl(path: string): string {
  return isExternal(path) || !path.startsWith('/') ? path : site.config.base + path.slice(1);
}
