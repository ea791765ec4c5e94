import type { DocsitePlugin } from '../../schemas/plugin.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import { pluginAlgolia } from '../../plugins/algolia/index.js';
import { pluginLastUpdated } from '../../plugins/last-updated/index.js';
import { pluginMediumZoom } from '../../plugins/medium-zoom/index.js';

/** docsite's own features that are plugins: they go first, and a configured plugin of the same name replaces one. */
export function builtInPlugins(config: SiteConfig): DocsitePlugin[] {
  const lastUpdated = pluginLastUpdated();
  PAGE_AND_CONFIG_ONLY.add(lastUpdated);
  return [lastUpdated, pluginMediumZoom(), ...(config.search && config.search.provider === 'algolia' ? [pluginAlgolia()] : [])];
}

/** Built-in plugins whose per-page hooks read nothing but the page's entry and the site's config. */
const PAGE_AND_CONFIG_ONLY = new WeakSet<DocsitePlugin>();

/** Whether `plugin`'s per-page hooks read nothing but the page's entry and the site's config: a page's output then follows from those. */
export function readsPageAndConfigOnly(plugin: DocsitePlugin): boolean {
  return PAGE_AND_CONFIG_ONLY.has(plugin);
}
