import type { NavItem } from './nav.js';
import type { Sidebar, SidebarEntry } from './sidebar.js';
// Types only: the theme's first load imports this, and the config schema would bring zod with it.
import type { SiteConfig } from './site-config.js';

export interface LanguageTheme {
  nav: NavItem[];
  sidebar: Sidebar;
}

/**
 * The nav and sidebar of `lang` in `version` (the default one unless given):
 * its `themeConfig.locales` entry's, else the top-level ones, with links and
 * sidebar keys as the theme reads them, without the language prefix. Written
 * with it, as VitePress and Rspress configs are (`/zh/guide/`), they mean the
 * same page; and in a shared sidebar, a key under another language's prefix is
 * that language's section, not this one's. Version prefixes work the same way:
 * a key `/v1/guide/` is the `/guide/` section of v1 only, and wins there over
 * the `/guide/` that every version shares.
 */
export function languageTheme(config: SiteConfig, lang: string, version = config.multiVersion.default): LanguageTheme {
  const { themeConfig } = config;
  const locale = themeConfig.locales.find((l) => l.lang === lang);
  const ownerIn = (prefixes: string[]) => (path: string) => prefixes.find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  const versionOwner = ownerIn(config.multiVersion.versions.map((v) => `/${v}`));
  const langOwner = ownerIn(config.locales.filter((l) => l.lang !== config.lang).map((l) => `/${l.lang}`));
  const ownVersion = `/${version}`;
  const own = lang === config.lang ? undefined : `/${lang}`;
  const strip = (path: string, prefix: string | undefined) => (prefix ? path.slice(prefix.length) || '/' : path);
  const local = (path: string) => {
    const inVersion = versionOwner(path) === ownVersion ? strip(path, ownVersion) : path;
    return own && langOwner(inVersion) === own ? strip(inVersion, own) : inVersion;
  };
  const navItem = (item: NavItem): NavItem => ({
    ...item,
    ...(item.link && { link: local(item.link) }),
    ...(item.activeMatch && { activeMatch: local(item.activeMatch) }),
    ...(item.items && { items: item.items.map(navItem) }),
  });
  const sidebarItem = (item: SidebarEntry): SidebarEntry =>
    'text' in item
      ? {
          ...item,
          ...(item.link && { link: local(item.link) }),
          ...(item.items && { items: item.items.map(sidebarItem) }),
        }
      : item;
  const sidebar: Sidebar = {};
  // A key written with this version's or language's prefix wins over the same section written without one; a version's over a language's.
  const owners = (key: string) => {
    const version = versionOwner(key);
    return 2 * Number(version !== undefined) + Number(langOwner(strip(key, version)) !== undefined);
  };
  const entries = Object.entries(locale?.sidebar ?? themeConfig.sidebar ?? {}).sort(([a], [b]) => owners(a) - owners(b));
  for (const [key, items] of entries) {
    const version = versionOwner(key);
    if (version && version !== ownVersion) continue;
    const inVersion = strip(key, version);
    const owner = langOwner(inVersion);
    if (owner && owner !== own) continue;
    sidebar[strip(inVersion, owner)] = items.map(sidebarItem);
  }
  return { nav: (locale?.nav ?? themeConfig.nav).map(navItem), sidebar };
}
