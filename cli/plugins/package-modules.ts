import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root: two levels up from this module in source (cli/plugins/) and in the build (lib/cli/). */
export const packageDir = fileURLToPath(new URL('../../', import.meta.url));

/** `docsite/plugins/<rest>` under either of the package's names. */
const OWN_PLUGIN = /^(?:docsite|@docsite-dev\/docsite)\/plugins\/(.+)$/;

/**
 * A module of an official plugin that runs in Node (a hook module, a remark
 * plugin a worker imports): the build's copy in lib/, or the source when
 * running from it (the tests). Undefined for any other specifier.
 */
export function ownPluginModule(specifier: string): string | undefined {
  const rest = OWN_PLUGIN.exec(specifier)?.[1];
  if (!rest) return undefined;
  const name = rest.includes('/') ? rest : `${rest}/index`;
  return [path.join(packageDir, 'lib/plugins', `${name}.js`), path.join(packageDir, 'plugins', `${name}.ts`)].find((file) => existsSync(file));
}

/** A browser module of an official plugin (`docsite/plugins/medium-zoom/client`): its source, which ships with the package. */
export function ownPluginSource(specifier: string): string | undefined {
  const rest = OWN_PLUGIN.exec(specifier)?.[1];
  if (!rest) return undefined;
  const base = path.join(packageDir, 'plugins', rest);
  return ['', '.tsx', '.ts', '.css', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((file) => existsSync(file) && statSync(file).isFile());
}

/** A plugin's browser module as the theme bundle imports it: docsite's own from their source, a relative path from the site folder, a package as named. */
export function browserModule(specifier: string, siteDir: string): string {
  return ownPluginSource(specifier) ?? (specifier.startsWith('.') ? path.resolve(siteDir, specifier) : specifier);
}

/**
 * The `node_modules` folders of the site and of the folders above it, nearest first: where the theme bundles look,
 * after the importing file's own, for a package that a browser module shipped in another package imports without
 * depending on it (the mermaid plugin's `mermaid`, which the site installs).
 */
export function siteNodePaths(siteDir: string): string[] {
  const dirs: string[] = [];
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    dirs.push(path.join(dir, 'node_modules'));
    if (path.dirname(dir) === dir) return dirs;
  }
}

/**
 * The file a worker imports for a plugin's `markdown` module reference: an
 * absolute path, a path relative to the site folder, one of docsite's own, or
 * a package installed for the site (its ES module entry: remark and rehype
 * plugins are ES modules, often with no `require` condition to resolve by).
 */
export function resolveNodeModule(specifier: string, siteDir: string): string {
  const own = ownPluginModule(specifier);
  if (own) return own;
  if (path.isAbsolute(specifier)) return specifier;
  if (specifier.startsWith('.')) return path.resolve(siteDir, specifier);
  const require = createRequire(path.join(siteDir, 'package.json'));
  try {
    return require.resolve(specifier);
  } catch (error) {
    const entry = esmEntry(specifier, siteDir);
    if (entry) return entry;
    throw error;
  }
}

function esmEntry(specifier: string, siteDir: string): string | undefined {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  const subpath = `.${specifier.slice(name.length)}`;
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: unknown; module?: string; main?: string };
      const target = exportTarget(pkg.exports, subpath) ?? (subpath === '.' ? (pkg.module ?? pkg.main ?? 'index.js') : subpath);
      return path.join(path.dirname(manifest), target);
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

function exportTarget(exports: unknown, subpath: string): string | undefined {
  if (typeof exports === 'string') return subpath === '.' ? exports : undefined;
  if (!exports || typeof exports !== 'object') return undefined;
  const map = exports as Record<string, unknown>;
  const entry = Object.keys(map).some((k) => k.startsWith('.')) ? map[subpath] : subpath === '.' ? map : undefined;
  return conditionTarget(entry);
}

function conditionTarget(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (Array.isArray(entry)) return entry.map(conditionTarget).find(Boolean);
  if (!entry || typeof entry !== 'object') return undefined;
  const map = entry as Record<string, unknown>;
  for (const condition of ['node', 'import', 'default']) {
    const target = conditionTarget(map[condition]);
    if (target) return target;
  }
  return undefined;
}
