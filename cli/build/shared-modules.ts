import type { Plugin } from 'esbuild';
import { THEME_MODULE, themeModuleComponent } from '../../schemas/theme-components.js';

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
      // One component's module (`docsite/theme/TabItem`, Docusaurus's shape): the component as its default export.
      build.onResolve({ filter: new RegExp(`^${THEME_MODULE}/`) }, (args) => (themeModuleComponent(args.path) ? { path: args.path, namespace: `${NAMESPACE}-part` } : undefined));
      build.onLoad({ filter: /.*/, namespace: `${NAMESPACE}-part` }, (args) => ({
        contents: `export { ${themeModuleComponent(args.path)} as default } from ${JSON.stringify(THEME_MODULE)};`,
        loader: 'js',
      }));
      if (target === 'server') {
        build.onResolve({ filter: sharedFilter }, (args) => ({ path: args.path, external: true }));
        return;
      }
      build.onResolve({ filter: sharedFilter }, (args) => ({ path: args.path, namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: shimSource(args.path, names[args.path] ?? []), loader: 'js' }));
    },
  };
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
