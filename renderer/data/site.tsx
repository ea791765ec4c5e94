import { createContext, useContext, useMemo, type ReactNode } from 'react';
import siteData from 'docsite:site';
import { languageTheme, type LanguageTheme } from '../../schemas/language-theme.js';
import { messagesFor, type MessageKey } from '../i18n/index.js';
import { isExternal, langOfPath, localOf, placeFolder, versionLink, versionOf, withPlacePrefix } from '../../schemas/site-paths.js';
import { withFolderSidebars } from './folder-sidebars.js';
import type { SiteBundle } from './site-bundle.js';

export { isExternal };

export const site = siteData as SiteBundle;

/** Where a page is: its docs version (`''` without `multiVersion`) and language. */
export interface Place {
  version: string;
  lang: string;
}

interface SiteState {
  place: Place;
  /** The current route path (no base, no `.html`), e.g. `/zh/guide/start/introduction`. */
  routePath: string;
}

const places = new Map<string, Place>();

/** One object per version and language, so hooks that depend on the place run again only when it changes. */
function placeFor(version: string, lang: string): Place {
  const key = placeFolder(version, lang);
  return places.get(key) ?? places.set(key, { version, lang }).get(key)!;
}

const SiteContext = createContext<SiteState>({ place: placeFor(site.config.multiVersion.default, site.config.lang), routePath: '/' });

export function SiteProvider({ routePath, children }: { routePath: string; children: ReactNode }) {
  const place = placeOf(routePath);
  const value = useMemo(() => ({ place, routePath }), [place, routePath]);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/** The version and language of a route path: a leading `/<version>` of a version other than the default, then a `/<lang>` of a language other than the default. */
export function placeOf(routePath: string): Place {
  return placeFor(versionOf(routePath, site.config), langOf(routePath));
}

/** The language is chosen from the path: a leading `/<lang>/` segment (after a version's) of a non-default language, else the default. */
export function langOf(routePath: string): string {
  return langOfPath(routePath, site.langs, site.config);
}

export function useLang(): string {
  return useContext(SiteContext).place.lang;
}

/** The docs version of the current page: `''` on sites without `multiVersion`. */
export function useVersion(): string {
  return useContext(SiteContext).place.version;
}

export function usePlace(): Place {
  return useContext(SiteContext).place;
}

export function useRoutePath(): string {
  return useContext(SiteContext).routePath;
}

/** The route path without its version and language prefixes: what nav links and sidebar keys are written against. */
export function useLocalPath(): string {
  const { place, routePath } = useContext(SiteContext);
  return toLocal(routePath, place.lang);
}

export function toLocal(routePath: string, lang: string): string {
  return localOf(routePath, lang, site.config);
}

const themes = new Map<string, LanguageTheme>();

/**
 * `languageTheme`, worked out once per version and language (the config does
 * not change while the site runs), with the navbar of the place's `_nav.json`
 * when the config gives it none.
 */
export function themeOf(place: Place): LanguageTheme {
  const key = placeFolder(place.version, place.lang);
  let theme = themes.get(key);
  if (!theme) {
    const written = languageTheme(site.config, place.lang, place.version);
    themes.set(key, (theme = { ...written, nav: site.navs[key] ?? written.nav }));
  }
  return theme;
}

/** Theme settings of the current version and language (nav, sidebar, edit link, overview texts). */
export function useThemeLocale() {
  const place = usePlace();
  const { lang } = place;
  const { themeConfig, locales } = site.config;
  const locale = themeConfig.locales.find((l) => l.lang === lang);
  const siteLocale = locales.find((l) => l.lang === lang);
  const theme = themeOf(place);
  return {
    ...theme,
    sidebar: withFolderSidebars(theme.sidebar, placeFolder(place.version, lang)),
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

/**
 * A site link on a page of `place`: the prefixes of its version and language
 * added (when not the defaults); external links and anchors stay as they are.
 * `Link` reads a site path in the version of the page showing it, so a link
 * from an older version to the default one keeps the default's name
 * (`/v2/guide/`), which `Link` then drops.
 */
export function withPlace(link: string, place: Place): string {
  // Shared with the build's config link check, which must read links as the theme does.
  const path = withPlacePrefix(link, place.version, place.lang, site.config);
  return path.startsWith('/') && place.version !== site.config.multiVersion.default ? versionLink(path, versionOf(path, site.config), site.config) : path;
}

/**
 * The home of `place`: its root page, or, in a version and language without
 * one (`SiteBundle.homes`), the first page of its sidebar, so the site title
 * and the not-found page's link never lead to a 404.
 */
export function homeOf(place: Place): string {
  return withPlace(site.homes[placeFolder(place.version, place.lang)] ?? '/', place);
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
