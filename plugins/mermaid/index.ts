import type { Plugin } from 'esbuild';
import { definePlugin, type DocsitePlugin } from '../../schemas/plugin.js';
import { formatPath, parseWithSchema } from '../../schemas/parse.js';
import { optionsSchema, type MermaidOptions } from './options.js';

export type { MermaidOptions } from './options.js';

/**
 * Draws ```` ```mermaid ```` code blocks as diagrams, with the `mermaid`
 * package the site installs (`npm install mermaid`). Each block becomes a
 * `<Mermaid chart="…" />` element, so its page stays data; the page's HTML
 * shows the diagram's source until the browser has drawn it.
 */
export function pluginMermaid(options: MermaidOptions = {}): DocsitePlugin {
  const parsed = parseWithSchema(optionsSchema, options);
  if (!parsed.ok) throw new Error(`[mermaid] invalid options: ${parsed.problems.map((p) => `${formatPath(p.path)}: ${p.message}`).join('; ')}`);
  const { mermaidConfig } = parsed.data;
  return definePlugin({
    name: 'mermaid',
    markdown: {
      remarkPlugins: [['docsite/plugins/mermaid/remark', Object.keys(mermaidConfig).length > 0 ? { config: JSON.stringify(mermaidConfig) } : {}]],
      globalComponents: ['docsite/plugins/mermaid/client'],
    },
    esbuild: (target) => (target === 'server' ? { plugins: [mermaidOutOfPrerender] } : {}),
  });
}

/** The pre-render writes each diagram's source, never calling mermaid (it draws in an effect): its 3 MB stay out of the server bundle. */
const mermaidOutOfPrerender: Plugin = {
  name: 'docsite-mermaid-external',
  setup(build) {
    build.onResolve({ filter: /^mermaid$/ }, (args) => ({ path: args.path, external: true }));
  },
};
