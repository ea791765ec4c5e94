import { definePlugin, type DocsitePlugin } from '../../schemas/plugin.js';
import type { SiteConfig } from '../../schemas/site-config.js';

/**
 * The page's last change (from git) under its content. Built in: whether a
 * page shows it is `lastUpdated` in its frontmatter, else
 * `themeConfig.lastUpdated`. Pages that do not show it get no time in their
 * data, so the theme shows what the data holds.
 */
export function pluginLastUpdated(): DocsitePlugin {
  let shownByDefault = false;
  return definePlugin({
    name: 'last-updated',
    // It reads the page and `themeConfig.lastUpdated` only.
    pageHooksKey: '',
    beforeBuild(config: SiteConfig) {
      shownByDefault = config.themeConfig.lastUpdated;
    },
    extendPageData(page) {
      if (page.frontmatter.lastUpdated ?? shownByDefault) return;
      delete page.lastUpdatedTime;
      delete page.lastUpdated;
    },
  });
}
