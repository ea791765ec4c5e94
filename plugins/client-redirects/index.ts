import { definePlugin, type DocsitePlugin } from '../../schemas/plugin.js';
import { formatPath, parseWithSchema } from '../../schemas/parse.js';
import { fromEntries, redirectProblems } from './check.js';
import { patternOf, targetUrl, type RedirectRule } from './match.js';
import { optionsSchema, type ClientRedirectsOptions } from './options.js';
import { redirectFile, redirectPage } from './page.js';

export type { ClientRedirectsOptions } from './options.js';

/**
 * Send readers of moved pages on to where the pages are now. Each path
 * `from` gets a static page in `dist/` that redirects (for static hosts,
 * bookmarks and crawlers); in the browser a component redirects during
 * in-app navigation and on the 404 page, which is where RegExp `from`s work.
 * The build fails when a `to` is no page or a `from` is one.
 */
export function pluginClientRedirects(options: ClientRedirectsOptions): DocsitePlugin {
  const parsed = parseWithSchema(optionsSchema, options);
  if (!parsed.ok) throw new Error(`[client-redirects] invalid options: ${parsed.problems.map((p) => `${formatPath(p.path)}: ${p.message}`).join('; ')}`);
  const entries = fromEntries(parsed.data.redirects);
  const rules: RedirectRule[] = entries.map(({ from, to }) => ({ from: typeof from === 'string' ? from : patternOf(from), to }));
  return definePlugin({
    name: 'client-redirects',
    globalUIComponents: [['docsite/plugins/client-redirects/client', { redirects: rules }]],
    routeGenerated(routes) {
      const problems = redirectProblems(entries, routes);
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
    async afterBuild({ config, emit }) {
      for (const { from, to } of entries) {
        if (typeof from === 'string') await emit(redirectFile(from), redirectPage(targetUrl(to, config.base, config.route.cleanUrls)));
      }
    },
  });
}
