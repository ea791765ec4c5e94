import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { SiteConfig } from '../../schemas/site-config.js';
import { applyAlias, DEFAULT_ALIAS } from '../../schemas/theme-components.js';
import { sitePathAliases } from '../pipeline/path-aliases.js';

/** The site's `alias` over the default one (Rspress's theme modules are docsite's). */
export function siteAlias(config: Pick<SiteConfig, 'alias'>): Record<string, string> {
  return { ...DEFAULT_ALIAS, ...config.alias };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The config's `alias`, for every bundle that holds site code (pages and the
 * `components` module): a matching specifier is resolved again as its
 * target, from the site folder when the target is a relative path, so the
 * other plugins (docsite's own modules, externals) see the target.
 */
export function aliasPlugin(siteDir: string, config: Pick<SiteConfig, 'alias'>): Plugin {
  const alias = siteAlias(config);
  const keys = Object.keys(alias);
  return {
    name: 'docsite-alias',
    setup(build) {
      // Vite and webpack (VitePress, Docusaurus) read an import that starts with `/` from the project's folder when no
      // such file exists: `import { Comment } from '/src/components/Comment'`.
      build.onResolve({ filter: /^\/[^/]/ }, async (args) => {
        if (args.pluginData === 'rooted' || existsSync(args.path)) return undefined;
        const result = await build.resolve(`.${args.path}`, { kind: args.kind, importer: args.importer, resolveDir: siteDir, pluginData: 'rooted' });
        return result.errors.length > 0 ? undefined : result;
      });
      // Astro sites (Starlight's) import `~/components/x` from the site's src/ folder; a tsconfig `paths` entry for `~/*`,
      // which esbuild applies, comes first.
      if (sitePathAliases(siteDir).some((a) => a.prefix === '~/' && a.from === 'astro')) {
        build.onResolve({ filter: /^~\// }, async (args) => {
          if (args.pluginData === 'src') return undefined;
          const options = { kind: args.kind, importer: args.importer, pluginData: 'src' };
          const result = await build.resolve(`./${args.path.slice(2)}`, { ...options, resolveDir: path.join(siteDir, 'src') });
          if (result.errors.length === 0) return result;
          return { errors: [{ text: `Cannot resolve "${args.path}": \`~/\` is the site's src/ folder, as Astro reads it, and there is no src/${args.path.slice(2)}` }] };
        });
      }
      if (keys.length === 0) return;
      const filter = new RegExp(`^(${keys.map(escape).join('|')})(/|$)`);
      build.onResolve({ filter }, async (args) => {
        if (args.pluginData === 'aliased') return undefined;
        const target = applyAlias(args.path, alias);
        const relative = target.startsWith('.');
        const result = await build.resolve(relative ? path.resolve(siteDir, target) : target, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: relative ? siteDir : args.resolveDir,
          pluginData: 'aliased',
        });
        if (result.errors.length > 0) {
          const whose = applyAlias(args.path, config.alias ?? {}) === target ? "in the config's `alias`" : "docsite's, for pages written for other tools";
          return { errors: [{ text: `Cannot resolve "${args.path}" (alias of "${target}", ${whose}): ${result.errors[0]!.text}` }] };
        }
        return result;
      });
    },
  };
}
