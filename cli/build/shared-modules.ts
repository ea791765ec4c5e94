import type { Plugin, PluginBuild } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCUSAURUS_MODULE, moduleDefault, RSPRESS_MODULE } from '../../schemas/theme-components.js';

/**
 * Modules a compiled page shares with the theme instead of bundling its own
 * copy: one React, one set of contexts, the theme's components and hooks.
 */
export const SHARED_MODULES = ['react', 'react/jsx-runtime', 'react-dom', 'docsite/runtime', 'docsite/theme'] as const;

/** Where the theme puts its instances for pages (`renderer/entry-client.tsx` sets it). */
export const SHARED_GLOBAL = '__DOCSITE_SHARED__';

const NAMESPACE = 'docsite-shared';
const sharedFilter = new RegExp(`^(${SHARED_MODULES.map((s) => s.replace(/[/-]/g, '\\$&')).join('|')})$`);

/**
 * For page bundles: each shared module becomes a few lines that re-export
 * the theme's instance from `SHARED_GLOBAL` by name, so a page chunk holds no
 * copy and the theme's bundle needs no extra entries. `names` are the export
 * names of each module, read from the pre-render's instances. In Node the
 * modules stay external: the pre-render's `require` hands over its own.
 */
export function sharedModulesPlugin(target: 'client' | 'server', names: Record<string, string[]>): Plugin {
  return {
    name: 'docsite-shared-modules',
    setup(build) {
      defaultExportModules(build, `${NAMESPACE}-part`);
      if (target === 'server') {
        build.onResolve({ filter: sharedFilter }, (args) => ({ path: args.path, external: true }));
        return;
      }
      build.onResolve({ filter: sharedFilter }, (args) => ({ path: args.path, namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: shimSource(args.path, names[args.path] ?? []), loader: 'js' }));
    },
  };
}

/** Docusaurus's modules and Rspress's runtime: bundled where they are used (a page's own chunk), never with the theme's first load. */
const docusaurusFile = fileURLToPath(new URL('../../renderer/compat/docusaurus.ts', import.meta.url));
const rspressFile = fileURLToPath(new URL('../../renderer/compat/rspress.ts', import.meta.url));

/**
 * One part of the theme as a module of its own, its default export (Docusaurus's shape: `docsite/theme/TabItem`,
 * `docsite/docusaurus/useBaseUrl`, see `moduleDefault`), re-exported from the theme's module or from Docusaurus's;
 * for the page bundles and for the theme's, where a site's components import them too.
 */
export function defaultExportModules(build: PluginBuild, namespace: string): void {
  build.onResolve({ filter: new RegExp(`^${RSPRESS_MODULE}$`) }, () => ({ path: rspressFile }));
  build.onResolve({ filter: /^docsite\/(theme|docusaurus)\// }, (args) => (moduleDefault(args.path) ? { path: args.path, namespace } : undefined));
  build.onLoad({ filter: /.*/, namespace }, (args) => {
    const { module, name, named } = moduleDefault(args.path)!;
    const from = module === DOCUSAURUS_MODULE ? docusaurusFile : module;
    const exported = [...(name ? [`${name} as default`] : []), ...named];
    return { contents: `export { ${exported.join(', ')} } from ${JSON.stringify(from)};`, loader: 'js', resolveDir: path.dirname(docusaurusFile) };
  });
}

function shimSource(specifier: string, names: string[]): string {
  const exported = names.filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
  return [
    `const m = globalThis.${SHARED_GLOBAL}[${JSON.stringify(specifier)}];`,
    'export default m.default ?? m;',
    ...exported.map((name) => `export const ${name} = m.${name};`),
  ].join('\n');
}

/** Export names of each shared module, from the instances the pre-render uses. */
export function sharedNames(shared: Record<string, unknown>): Record<string, string[]> {
  return Object.fromEntries(SHARED_MODULES.map((specifier) => [specifier, Object.keys(shared[specifier] as object)]));
}
