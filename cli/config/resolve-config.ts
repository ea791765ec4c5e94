import path from 'node:path';
import type { VFile } from 'vfile';
import { formatPath, parseWithSchema } from '../../schemas/parse.js';
import { siteConfigSchema, siteLanguages, type SiteConfig } from '../../schemas/site-config.js';
import { locateKey } from '../report/locate-key.js';
import { fail } from '../report/problem.js';
import { shikiProblems } from './check-shiki.js';
import { loadConfig } from './load-config.js';

/** The config with defaults filled and every path absolute: nothing downstream handles `undefined`. */
export interface ResolvedConfig {
  siteDir: string;
  /** Absolute path of the config file, or undefined for a site without one. */
  configFile: string | undefined;
  /** Absolute docs root: one folder per language below it. */
  docsDir: string;
  /** Absolute folder the index files are written to. */
  outDir: string;
  /** Absolute folder of the incremental cache. */
  cacheDir: string;
  config: SiteConfig;
  /** Site languages, the default first. */
  langs: string[];
}

export interface ResolveOptions {
  siteDir: string;
  /** Output folder; default `<siteDir>/.docsite`. */
  outDir?: string | undefined;
}

/** Load, validate and resolve the site config; problems are reported on the config file. */
export async function resolveConfig(options: ResolveOptions, vfile: (file: string) => VFile): Promise<ResolvedConfig | undefined> {
  const siteDir = path.resolve(options.siteDir);
  const loaded = await loadConfig(siteDir, vfile);
  if (!loaded) return undefined;
  const result = parseWithSchema(siteConfigSchema, loaded.raw ?? {});
  if (!result.ok) {
    const file = vfile(loaded.file ?? path.join(siteDir, 'docsite.config.ts'));
    for (const problem of result.problems) {
      fail(file, `Invalid config: ${formatPath(problem.path)}: ${problem.message}`, {
        place: locateKey(loaded.source, problem.path) ?? { line: 1, column: 1 },
        ruleId: 'config-schema',
        fix: 'Check the key and its value against the config reference (docs: API → Config), which lists every key, its type and its default.',
      });
    }
    return undefined;
  }
  const config = result.data;
  const shiki = shikiProblems(config.markdown.shiki);
  if (shiki.length) {
    const file = vfile(loaded.file ?? path.join(siteDir, 'docsite.config.ts'));
    for (const problem of shiki) {
      fail(file, `Invalid config: ${formatPath(problem.path)}: ${problem.message}`, {
        place: locateKey(loaded.source, problem.path) ?? { line: 1, column: 1 },
        ruleId: 'config-shiki',
        fix: 'Use a theme or language name that shiki bundles, e.g. `github-light`, `github-dark`, `ts`, `bash`.',
      });
    }
    return undefined;
  }
  if (!searchKeyIsSafe(config, loaded, vfile(loaded.file ?? path.join(siteDir, 'docsite.config.ts')))) return undefined;
  const outDir = path.resolve(options.outDir ?? path.join(siteDir, '.docsite'));
  return {
    siteDir,
    configFile: loaded.file,
    docsDir: path.resolve(siteDir, config.root),
    outDir,
    cacheDir: path.join(outDir, 'cache'),
    config,
    langs: siteLanguages(config),
  };
}

/**
 * The search key ships in every page's JavaScript and in the index output, so
 * it must never be the admin key that `docsite search push` reads from the
 * environment. The comparison is the only place the admin key is touched
 * outside the push, and it is never echoed.
 */
function searchKeyIsSafe(config: SiteConfig, loaded: { source: string }, file: VFile): boolean {
  const adminKey = process.env.ALGOLIA_ADMIN_KEY?.trim();
  if (!config.search || config.search.provider !== 'algolia' || !adminKey || config.search.apiKey.trim() !== adminKey) return true;
  fail(file, 'Invalid config: search.apiKey is the Algolia admin key (it equals ALGOLIA_ADMIN_KEY), and it would be published in every page.', {
    place: locateKey(loaded.source, ['search', 'apiKey']) ?? { line: 1, column: 1 },
    ruleId: 'search-admin-key',
    fix: 'Set search.apiKey to the search-only API key (Algolia dashboard → Settings → API Keys → Search API Key) and revoke the admin key if it was ever committed or deployed.',
  });
  return false;
}

/** A path relative to the site folder, with `/` separators, as routes and messages show it. */
export function sitePath(resolved: ResolvedConfig, file: string): string {
  return path.relative(resolved.siteDir, file).split(path.sep).join('/');
}
