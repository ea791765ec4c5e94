import type { DocsitePlugin } from '../../schemas/plugin.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import { pluginAlgolia } from '../../plugins/algolia/index.js';
import { pluginLastUpdated } from '../../plugins/last-updated/index.js';
import { pluginMediumZoom } from '../../plugins/medium-zoom/index.js';

/** docsite's own features that are plugins: they go first, and a configured plugin of the same name replaces one. */
export function builtInPlugins(config: SiteConfig): DocsitePlugin[] {
  return [pluginLastUpdated(), pluginMediumZoom(), ...(config.search && config.search.provider === 'algolia' ? [pluginAlgolia()] : [])];
}
