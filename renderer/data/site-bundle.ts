import type { NavItem } from '../../schemas/nav.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import type { I18nTexts } from '../../schemas/i18n-texts.js';
import type { Showcase } from '../../schemas/tool-showcase.js';

/** What the build hands the theme (module `docsite:site`): the same for every page, so its size never depends on the page count. */
export interface SiteBundle {
  langs: string[];
  config: SiteConfig;
  /** Tools showcase data, when the site has one. */
  showcase: Showcase | undefined;
  /** Texts for the site's own components (`data/i18n.json`), read with `useI18n()`. */
  i18n: I18nTexts;
  /** Navbars from `_nav.json` files, by the folder of their version and language (`en`, `v1/zh`), where the config gives none. */
  navs: Record<string, NavItem[]>;
  /** By the same folders, where a version and language without a page at its root has its home (`cli/build/home-links.ts`): a link as written in its sidebar. */
  homes: Record<string, string>;
}
