import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { VFile } from 'vfile';
import { navFileSchema } from '../../schemas/file-nav.js';
import { languageTheme } from '../../schemas/language-theme.js';
import type { NavItem } from '../../schemas/nav.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import { placeFolder } from '../../schemas/site-paths.js';
import type { PageFolders } from '../config/page-folders.js';
import { loadDataFile } from './data-file.js';

/** A language's navbar from its `_nav.json`, in a version. */
export interface FolderNav {
  /** Absolute path of the `_nav.json`. */
  file: string;
  nav: NavItem[];
  version: string;
  lang: string;
}

/**
 * The navbars `_nav.json` files give, by folder (`placeFolder`): read from the
 * top of each language folder (`docs/zh/_nav.json`, `docs/v1/zh/_nav.json`)
 * for the languages whose config has no nav, as Rspress reads it. A nav
 * written in the config always wins.
 */
export function folderNavs(config: SiteConfig, siteDir: string, docsDir: string, folders: PageFolders, langs: string[], vfile: (file: string) => VFile): Map<string, FolderNav> {
  const navs = new Map<string, FolderNav>();
  const versions = config.multiVersion.versions.length > 0 ? config.multiVersion.versions : [''];
  for (const [version, lang] of versions.flatMap((version) => langs.map((lang) => [version, lang] as const))) {
    if (languageTheme(config, lang, version).nav.length > 0) continue;
    const folder = placeFolder(version, lang);
    const langDir = path.relative(siteDir, path.join(docsDir, folders.of(version, lang))).split(path.sep).join('/');
    const nav = `${langDir}/_nav.json`;
    const meta = `${langDir}/_meta.json`;
    const file = existsSync(path.join(siteDir, nav)) ? nav : isNavMeta(path.join(siteDir, meta)) ? meta : undefined;
    if (!file) continue;
    const name = path.posix.basename(file);
    const loaded = loadDataFile(
      siteDir,
      {
        file,
        name,
        rule: 'nav-file',
        shapeFix: `A ${name} is an array of nav items: { "text": "Guide", "link": "/guide/" } or { "text": "More", "items": [...] } (schema: schemas/json/nav.schema.json).`,
        readFix: `Make ${file} readable, or delete it and write the nav in the config.`,
      },
      navFileSchema,
      vfile,
    );
    if (loaded) navs.set(folder, { file: loaded.path, nav: loaded.data, version, lang });
  }
  return navs;
}

/**
 * Whether a language folder's own `_meta.json` is its navbar, as Rspress 1 reads it (`docs/en/_meta.json` with
 * `[{ "text": "Guide", "link": "/guide/" }]`), which the folder's sidebar then does not read: nav items, each with a
 * `text` and none with the `type` of a sidebar entry. A file that does not parse is the sidebar's to report.
 */
export function isNavMeta(file: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  } catch {
    return false;
  }
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'object' && item !== null && 'text' in item && !('type' in item));
}

/**
 * The config with the default version's `_nav.json` navbars as its languages'
 * `themeConfig.locales` navs, for what reads navs in the build (the theme
 * reads every version's from its bundle's `navs`).
 */
export function withFolderNavs(config: SiteConfig, navs: Map<string, FolderNav>): SiteConfig {
  const defaults = [...navs.values()].filter((nav) => nav.version === config.multiVersion.default);
  return withLocaleThemes(config, new Map(defaults.map(({ lang, nav }) => [lang, { nav }])));
}

type ThemeLocale = SiteConfig['themeConfig']['locales'][number];

/** The config with `themes` set on each language's `themeConfig.locales` entry, one made (labelled as the site's locale) where it has none. */
export function withLocaleThemes(config: SiteConfig, themes: Map<string, Pick<ThemeLocale, 'nav' | 'sidebar'>>): SiteConfig {
  if (themes.size === 0) return config;
  const { themeConfig } = config;
  const locales = themeConfig.locales.map((locale) => (themes.has(locale.lang) ? { ...locale, ...themes.get(locale.lang) } : locale));
  for (const [lang, theme] of themes) {
    if (!locales.some((locale) => locale.lang === lang)) locales.push({ lang, label: config.locales.find((l) => l.lang === lang)?.label ?? lang, ...theme });
  }
  return { ...config, themeConfig: { ...themeConfig, locales } };
}
