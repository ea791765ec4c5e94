import path from 'node:path';
import type { VFile } from 'vfile';
import { formatPath, parseWithSchema, withoutSchemaKey } from '../../schemas/parse.js';
import { siteConfigSchema, siteLanguages, type SiteConfig } from '../../schemas/site-config.js';
import { locateKey, type Point } from '../report/locate-key.js';
import { builtInPlugins } from '../plugins/built-ins.js';
import { configurePlugins, pluginChanging } from '../plugins/config-plugins.js';
import { orderPlugins, PluginDriver } from '../plugins/driver.js';
import { fail } from '../report/problem.js';
import { shikiProblems } from './check-shiki.js';
import { loadConfig } from './load-config.js';
import { moduleFile, themeModule } from './module-file.js';
import { docusaurusVersions, type DocusaurusVersions } from './docusaurus-versions.js';
import { pageFolders, type PageFolders } from './page-folders.js';
import { relativePosix } from '../relative-path.js';

/** The config with defaults filled and every path absolute: nothing downstream handles `undefined`. */
export interface ResolvedConfig {
  siteDir: string;
  /** Absolute path of the config file, or undefined for a site without one. */
  configFile: string | undefined;
  /** Absolute docs root: a folder per language below it, or the default language's pages at it. */
  docsDir: string;
  /** Where each version's and language's pages are below `docsDir`. */
  folders: PageFolders;
  /** A Docusaurus site's versions (`versions.json`), when its config names none. */
  docusaurus: DocusaurusVersions | undefined;
  /** Absolute folder the index files are written to. */
  outDir: string;
  /** Absolute folder of the incremental cache. */
  cacheDir: string;
  config: SiteConfig;
  /** Site languages, the default first. */
  langs: string[];
  /** The built-in and configured plugins, in hook order. */
  plugins: PluginDriver;
  /** Where each configured plugin is written in the config file, by name: where its failures are reported. */
  pluginPlaces: Map<string, Point>;
  /** Absolute path of the theme module whose exports replace theme components (`theme`, or `theme/index.tsx`); undefined when the site has none. */
  theme: string | undefined;
  /** The config's `ignoreDeadLinks`, kept out of `config`: its RegExps and functions are no JSON, which `config` must stay. */
  ignoreDeadLinks: IgnoreDeadLinks;
}

export type IgnoreDeadLinks = SiteConfig['ignoreDeadLinks'];

export interface ResolveOptions {
  siteDir: string;
  /** Output folder; default `<siteDir>/.docsite`. */
  outDir?: string | undefined;
  /** What plugins are told: true for `docsite build`, false in `docsite dev`. Default: true. */
  isProd?: boolean | undefined;
}

/** Load, validate and resolve the site config; problems are reported on the config file. */
export async function resolveConfig(options: ResolveOptions, vfile: (file: string) => VFile): Promise<ResolvedConfig | undefined> {
  const siteDir = path.resolve(options.siteDir);
  const loaded = await loadConfig(siteDir, vfile);
  if (!loaded) return undefined;
  const file = vfile(loaded.file ?? path.join(siteDir, 'docsite.config.ts'));
  /** Report each problem at its key; true when there were any. */
  const reported = (problems: readonly ConfigProblem[], ruleId: string, fix: string) => {
    for (const problem of problems) {
      fail(file, `Invalid config: ${formatPath(problem.path)}: ${problem.message}`, { place: locateKey(loaded.source, problem.path) ?? { line: 1, column: 1 }, ruleId, fix });
    }
    return problems.length > 0;
  };
  const raw = withoutSchemaKey(loaded.raw ?? {});
  const configured = await configurePlugins(isRecord(raw) ? raw : {}, { file, source: loaded.source, json: loaded.file?.endsWith('.json') ?? false }, options.isProd ?? true);
  if (!configured) return undefined;
  const result = parseWithSchema(siteConfigSchema, isRecord(raw) ? configured.config : raw);
  if (!result.ok) {
    const [own, theirs] = partition(result.problems, (problem) => pluginChanging(configured.changed, problem.path) === undefined);
    reported(own, 'config-schema', 'Check the key and its value against the config reference (docs: API → Config), which lists every key, its type and its default.');
    for (const problem of theirs) {
      const name = pluginChanging(configured.changed, problem.path)!;
      fail(file, `Invalid config from plugin "${name}": ${formatPath(problem.path)}: ${problem.message}`, {
        place: configured.places.get(name) ?? { line: 1, column: 1 },
        ruleId: 'config-schema',
        fix: `The plugin "${name}" set this key in its \`config\` hook: check the plugin's options, or report it to its author.`,
      });
    }
    return undefined;
  }
  const { ignoreDeadLinks, ...written } = result.data;
  const langs = siteLanguages(written);
  // A Docusaurus site's versions.json and versioned_docs/ are its versions, unless the config names its own.
  const docusaurus = written.multiVersion.versions.length === 0 ? docusaurusVersions(siteDir, relativePosix(siteDir, path.resolve(siteDir, written.root)), langs, vfile) : undefined;
  if (docusaurus === null) return undefined;
  // Its versions' and translations' folders lie beside docs/, not in it: the site folder is their docs root.
  const config = docusaurus ? { ...written, root: '.', ...(docusaurus.multiVersion && { multiVersion: docusaurus.multiVersion }) } : written;
  const plugins = new PluginDriver(orderPlugins(builtInPlugins(config), configured.plugins));
  if (reported(shikiProblems(config.markdown.shiki), 'config-shiki', 'Use a theme or language name that shiki bundles, e.g. `github-light`, `github-dark`, `ts`, `bash`.')) return undefined;
  const components = config.components && !moduleFile(path.resolve(siteDir, config.components)) ? [{ path: ['components'], message: `no module at ${config.components} (relative to the site folder)` }] : [];
  if (reported(components, 'config-components', 'Point `components` at the module that exports your MDX components, e.g. `./components/index.tsx`, or remove the key.')) return undefined;
  const theme = themeModule(siteDir, config.theme);
  const noTheme = config.theme && !theme ? [{ path: ['theme'], message: `no module at ${config.theme} (relative to the site folder)` }] : [];
  if (reported(noTheme, 'config-theme', 'Point `theme` at the module that exports your theme components, e.g. `./theme/index.tsx`, or remove the key: a `theme/index.tsx` in the site folder is found without it.')) return undefined;
  if (!searchKeyIsSafe(config, loaded, file)) return undefined;
  const outDir = outDirOf(options);
  const docsDir = path.resolve(siteDir, config.root);
  return {
    siteDir,
    configFile: loaded.file,
    docsDir,
    folders: pageFolders(docsDir, config, langs, docusaurus),
    docusaurus,
    outDir,
    cacheDir: path.join(outDir, 'cache'),
    config,
    langs,
    plugins,
    pluginPlaces: configured.places,
    theme,
    ignoreDeadLinks,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

/** The index and cache folder a run on the site uses: known before its config is loaded, for the site's lock. */
export function outDirOf(options: ResolveOptions): string {
  return path.resolve(options.outDir ?? path.join(path.resolve(options.siteDir), '.docsite'));
}

interface ConfigProblem {
  path: readonly PropertyKey[];
  message: string;
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
  return relativePosix(resolved.siteDir, file);
}
