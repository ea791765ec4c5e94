import path from 'node:path';
import type { VFile } from 'vfile';
import { aliasPlugin } from '../build/alias.js';
import { isBuildFailure, reportBuildErrors } from '../build/esbuild-errors.js';
import { EMPTY_LOADERS } from '../build/loaders.js';
import type { ResolvedConfig } from './resolve-config.js';
import { browserModule } from '../plugins/package-modules.js';

/**
 * The names the config's `components` module exports: what pages may use
 * without importing. Reading them bundles the module's own files (not its
 * packages), so a syntax error in it is reported here, at its line, before
 * any page is parsed. Undefined once reported.
 */
export async function siteComponentNames(resolved: ResolvedConfig, vfile: (file: string) => VFile): Promise<string[] | undefined> {
  const { components } = resolved.config;
  const entries = [...pluginComponentModules(resolved), ...(components ? [path.resolve(resolved.siteDir, components)] : [])];
  const names = new Set<string>();
  for (const entry of entries) {
    const found = await exportNames(entry, resolved, vfile);
    if (!found) return undefined;
    found.forEach((name) => names.add(name));
  }
  return [...names].sort();
}

/** The plugins' `markdown.globalComponents` modules, as files (docsite's own resolved to their source). */
export function pluginComponentModules(resolved: ResolvedConfig): string[] {
  return resolved.plugins.with('markdown').flatMap((plugin) => (plugin.markdown!.globalComponents ?? []).map((specifier) => browserModule(specifier, resolved.siteDir)));
}

async function exportNames(entry: string, resolved: ResolvedConfig, vfile: (file: string) => VFile): Promise<string[] | undefined> {
  const { build } = await import('esbuild');
  try {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'neutral',
      packages: 'external',
      jsx: 'automatic',
      logLevel: 'silent',
      outdir: resolved.cacheDir,
      absWorkingDir: resolved.siteDir,
      loader: EMPTY_LOADERS,
      plugins: [aliasPlugin(resolved.siteDir, resolved.config), externalDocsite],
    });
    const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint);
    return (output?.exports ?? []).filter((name) => name !== 'default');
  } catch (error) {
    if (!isBuildFailure(error)) throw error;
    reportBuildErrors(error.errors, vfile, {
      cwd: resolved.siteDir,
      fallbackFile: entry,
      ruleId: 'components-module',
      fix: 'Fix the components module (the config\'s `components`): it is bundled with the theme, so it must build as TypeScript/JSX.',
    });
    return undefined;
  }
}

/** docsite's own modules are the theme's business here: only the export names matter. */
const externalDocsite = {
  name: 'docsite-external',
  setup(build: import('esbuild').PluginBuild) {
    build.onResolve({ filter: /^docsite(\/|:|$)/ }, (args) => ({ path: args.path, external: true }));
  },
};
