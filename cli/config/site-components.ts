import { existsSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import type { VFile } from 'vfile';
import { aliasPlugin } from '../build/alias.js';
import { isBuildFailure, reportBuildErrors } from '../build/esbuild-errors.js';
import { EMPTY_LOADERS } from '../build/loaders.js';
import type { ResolvedConfig } from './resolve-config.js';
import { browserModule, siteNodePaths } from '../plugins/package-modules.js';
import { fail } from '../report/problem.js';

/** A module whose named exports pages may use without importing them: a plugin's (`markdown.globalComponents`) or the config's `components`. */
interface ComponentsModule {
  file: string;
  /** The plugin that names it, and how; undefined for the config's `components`. */
  plugin?: { name: string; specifier: string };
}

/**
 * The names the config's `components` module exports: what pages may use
 * without importing. Reading them bundles the module's own files (not its
 * packages), so a syntax error in it is reported here, at its line, before
 * any page is parsed; so is a package a plugin's module imports that the site
 * has not installed. Undefined once reported.
 */
export async function siteComponentNames(resolved: ResolvedConfig, vfile: (file: string) => VFile): Promise<string[] | undefined> {
  const { components } = resolved.config;
  const entries: ComponentsModule[] = [...pluginComponents(resolved), ...(components ? [{ file: path.resolve(resolved.siteDir, components) }] : [])];
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
  return pluginComponents(resolved).map((entry) => entry.file);
}

function pluginComponents(resolved: ResolvedConfig): ComponentsModule[] {
  return resolved.plugins
    .with('markdown')
    .flatMap((plugin) => (plugin.markdown!.globalComponents ?? []).map((specifier) => ({ file: browserModule(specifier, resolved.siteDir), plugin: { name: plugin.name, specifier } })));
}

async function exportNames({ file: entry, plugin }: ComponentsModule, resolved: ResolvedConfig, vfile: (file: string) => VFile): Promise<string[] | undefined> {
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
    if (plugin && !reportMissingPackages(result.metafile, plugin, resolved, vfile)) return undefined;
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

/** The packages the theme gives every module, whether the site installed them or not. */
const THEME_PACKAGES = /^(?:docsite|@docsite-dev\/docsite|react|react-dom|react-router|react-router-dom)(?:\/|$)/;

/**
 * A plugin's module may import a package that the site installs, not the
 * plugin (the mermaid plugin's `mermaid`): the theme finds it in the site's
 * `node_modules` (`siteNodePaths`). One installed in neither place is
 * reported at the plugin in the config, with the install that fixes it,
 * rather than as an unresolved import in the plugin's file once the pages
 * are parsed. False when one was reported.
 */
function reportMissingPackages(metafile: Metafile, plugin: { name: string; specifier: string }, resolved: ResolvedConfig, vfile: (file: string) => VFile): boolean {
  const missing = new Set<string>();
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    for (const { path: specifier, external } of imports) {
      if (!external || specifier.startsWith('.') || path.isAbsolute(specifier) || isBuiltin(specifier) || THEME_PACKAGES.test(specifier)) continue;
      const name = packageName(specifier);
      if (!installed(name, path.dirname(path.resolve(resolved.siteDir, input)), resolved.siteDir)) missing.add(name);
    }
  }
  for (const name of missing) {
    fail(vfile(resolved.configFile ?? resolved.siteDir), `[${plugin.name}] ${plugin.specifier} imports the package \`${name}\`, which the site has not installed`, {
      place: resolved.pluginPlaces.get(plugin.name) ?? { line: 1, column: 1 },
      ruleId: 'plugin-package',
      fix: `The plugin uses the site's own copy: install it in the site folder (\`npm install ${name}\`).`,
    });
  }
  return missing.size === 0;
}

const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** Whether `name` is in a `node_modules` folder above `dir`, or in the site's. */
function installed(name: string, dir: string, siteDir: string): boolean {
  for (; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(dir) === dir) break;
  }
  return siteNodePaths(siteDir).some((folder) => existsSync(path.join(folder, name, 'package.json')));
}
