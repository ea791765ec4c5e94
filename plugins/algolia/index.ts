import { definePlugin, type DocsitePlugin } from '../../schemas/plugin.js';
import { formatPath, parseWithSchema } from '../../schemas/parse.js';
import { optionsSchema, type AlgoliaOptions } from './options.js';

export type { AlgoliaOptions } from './options.js';

/**
 * Hosted Algolia search. Built in for sites whose `search.provider` is
 * `algolia`; add `pluginAlgolia({ verificationContent })` to `plugins` for the
 * domain verification meta tag of Algolia's crawler.
 */
export function pluginAlgolia(options: AlgoliaOptions = {}): DocsitePlugin {
  const parsed = parseWithSchema(optionsSchema, options);
  if (!parsed.ok) throw new Error(`[algolia] invalid options: ${parsed.problems.map((p) => `${formatPath(p.path)}: ${p.message}`).join('; ')}`);
  const { verificationContent } = parsed.data;
  return definePlugin({
    name: 'algolia',
    pageHooksKey: verificationContent ?? '',
    head: () => (verificationContent ? [['meta', { name: 'algolia-site-verification', content: verificationContent }]] : []),
  });
}
