import type { NavItem } from './nav.js';
import type { Sidebar, SidebarEntry } from './sidebar.js';
// Types only: the theme's first load imports this, and the config schema would bring zod with it.
import type { SiteConfig } from './site-config.js';

export interface LanguageTheme {
  nav: NavItem[];
  sidebar: Sidebar;
}

/**
 * The nav and sidebar of `lang`: its `themeConfig.locales` entry's, else the
 * top-level ones, with links and sidebar keys as the theme reads them, without
 * the language prefix. Written with it, as VitePress and Rspress configs are
 * (`/zh/guide/`), they mean the same page; and in a shared sidebar, a key under
 * another language's prefix is that language's section, not this one's.
 */
export function languageTheme(config: SiteConfig, lang: string): LanguageTheme {
  const { themeConfig } = config;
  const locale = themeConfig.locales.find((l) => l.lang === lang);
  const prefixed = config.locales.filter((l) => l.lang !== config.lang).map((l) => `/${l.lang}`);
  const ownerOf = (path: string) => prefixed.find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  const own = lang === config.lang ? undefined : `/${lang}`;
  const local = (path: string) => (own && ownerOf(path) === own ? path.slice(own.length) || '/' : path);
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
  // A key written with this language's prefix wins over the same section written without one.
  const entries = Object.entries(locale?.sidebar ?? themeConfig.sidebar ?? {}).sort(([a], [b]) => Number(ownerOf(a) !== undefined) - Number(ownerOf(b) !== undefined));
  for (const [key, items] of entries) {
    const owner = ownerOf(key);
    if (owner && owner !== own) continue;
    sidebar[local(key)] = items.map(sidebarItem);
  }
  return { nav: (locale?.nav ?? themeConfig.nav).map(navItem), sidebar };
}
