import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { VFile } from 'vfile';
import type { AdditionalPage, DocsitePlugin, ModuleRef } from '../../schemas/plugin.js';
import { versionOf, withoutVersion, withVersionPrefix } from '../../schemas/site-paths.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { writeFileAtomicSync } from '../output/write-atomic.js';
import type { SourceFile } from '../pipeline/collect-files.js';
import type { MarkdownModule, MarkdownModules } from '../pipeline/markdown-plugins.js';
import { fail } from '../report/problem.js';
import { reportPluginError } from './config-plugins.js';
import { PluginError } from './driver.js';
import { resolveNodeModule } from './package-modules.js';

type Files = (file: string) => VFile;

/** Run `work`; a plugin's failure is reported at the plugin in the config, and the answer is undefined. */
export async function pluginStep<T>(resolved: ResolvedConfig, vfile: Files, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PluginError)) throw error;
    reportPluginError(error, vfile(resolved.configFile ?? resolved.siteDir), resolved.pluginPlaces.get(error.plugin));
    return undefined;
  }
}

/** The plugins' remark and rehype modules, resolved to the files a worker imports. */
export function markdownModules(resolved: ResolvedConfig): MarkdownModules {
  const modules = (plugin: DocsitePlugin, refs: ModuleRef[] | undefined, hook: string): MarkdownModule[] =>
    (refs ?? []).map((ref) => {
      const [specifier, options] = typeof ref === 'string' ? [ref, undefined] : ref;
      if (typeof specifier !== 'string') throw new PluginError(plugin.name, hook, new Error('expected a module path, or [module path, JSON options]: functions cannot be sent to the parse workers'));
      try {
        return { file: resolveNodeModule(specifier, resolved.siteDir), options, plugin: plugin.name };
      } catch (error) {
        throw new PluginError(plugin.name, hook, new Error(`cannot find the module "${specifier}" (from ${resolved.siteDir}): ${(error as Error).message.split('\n')[0]}`));
      }
    });
  const plugins = resolved.plugins.with('markdown');
  return {
    remark: plugins.flatMap((p) => modules(p, p.markdown!.remarkPlugins, 'markdown.remarkPlugins')),
    rehype: plugins.flatMap((p) => modules(p, p.markdown!.rehypePlugins, 'markdown.rehypePlugins')),
  };
}

/** What the markdown modules' results depend on besides their names: their files' stats, so an edited plugin re-parses the pages. */
export function markdownStamp(modules: MarkdownModules): string {
  return [...modules.remark, ...modules.rehype]
    .map(({ file, options, plugin }) => {
      const stat = existsSync(file) ? statSync(file) : undefined;
      return `${plugin}:${file}:${stat?.mtimeMs}:${stat?.size}:${JSON.stringify(options)}`;
    })
    .join('\n');
}

const PAGE_FILE = /\.(md|mdx)$/;

/**
 * The pages the plugins add (`addPages`), as source files: a page given as
 * content is written below `<outDir>/virtual/<lang>/` (only when it
 * changed, so the cache stands), one given as a file is read where it is.
 * Undefined when a problem was reported.
 */
export async function virtualPages(resolved: ResolvedConfig, isProd: boolean, vfile: Files): Promise<SourceFile[] | undefined> {
  const { plugins, config, langs } = resolved;
  const added: { plugin: string; page: AdditionalPage }[] = [];
  for (const plugin of plugins.with('addPages')) {
    const pages = await plugins.call(plugin, 'addPages', config, isProd);
    if (!Array.isArray(pages)) throw new PluginError(plugin.name, 'addPages', new Error('expected an array of pages'));
    added.push(...pages.map((page) => ({ plugin: plugin.name, page })));
  }
  const files: SourceFile[] = [];
  const virtualDir = path.join(resolved.outDir, 'virtual');
  for (const { plugin, page } of added) {
    const problem = (message: string) => {
      fail(vfile(resolved.configFile ?? resolved.siteDir), `[${plugin}] hook addPages failed: ${message}`, {
        place: resolved.pluginPlaces.get(plugin) ?? { line: 1, column: 1 },
        ruleId: 'plugin',
        fix: 'A page is `{ routePath, content }` or `{ routePath, filepath }` (a .md or .mdx file), with an optional `lang` and `frontmatter`.',
      });
    };
    if (typeof page?.routePath !== 'string' || !page.routePath.startsWith('/')) {
      problem(`a page's routePath must be a path starting with "/", received ${JSON.stringify(page?.routePath)}`);
      continue;
    }
    // A version's prefix first (`/v1/zh/…`, or the default's name, `/v2/…`): the page is that version's.
    const written = withVersionPrefix(page.routePath, config.multiVersion.default, config);
    const version = versionOf(written, config);
    const routePath = withoutVersion(written, config);
    const prefixed = langs.find((l) => l !== config.lang && (routePath === `/${l}` || routePath.startsWith(`/${l}/`)));
    const lang = page.lang ?? prefixed ?? config.lang;
    if (!langs.includes(lang)) {
      problem(`the page ${page.routePath} is in "${lang}", which is not a site language (${langs.join(', ')})`);
      continue;
    }
    const local = page.lang === undefined && prefixed ? routePath.slice(prefixed.length + 1) || '/' : routePath;
    const pagePath = local === '/' ? 'index' : local.endsWith('/') ? `${local.slice(1)}index` : local.slice(1).replace(PAGE_FILE, '').replace(/\.html$/, '');
    let absolutePath: string;
    let format: 'md' | 'mdx';
    if (page.filepath !== undefined && page.content === undefined && !page.frontmatter) {
      absolutePath = path.resolve(resolved.siteDir, page.filepath);
      if (!PAGE_FILE.test(absolutePath) || !existsSync(absolutePath)) {
        problem(`the page ${page.routePath} reads ${page.filepath}, which ${existsSync(absolutePath) ? 'is no .md or .mdx file' : 'does not exist'}`);
        continue;
      }
      format = absolutePath.endsWith('.mdx') ? 'mdx' : 'md';
    } else {
      const text = page.content ?? (page.filepath !== undefined ? readFileSync(path.resolve(resolved.siteDir, page.filepath), 'utf8') : undefined);
      if (typeof text !== 'string') {
        problem(`the page ${page.routePath} has neither \`content\` nor \`filepath\``);
        continue;
      }
      format = page.format ?? (page.filepath?.endsWith('.md') ? 'md' : 'mdx');
      absolutePath = path.join(virtualDir, version, lang, `${pagePath}.${format}`);
      writeIfChanged(absolutePath, withFrontmatter(text, page.frontmatter));
    }
    files.push({ absolutePath, relativePath: path.relative(resolved.docsDir, absolutePath).split(path.sep).join('/'), pagePath, lang, version, format });
  }
  return files;
}

/** The content with `frontmatter` over its own (as JSON, which is YAML). */
function withFrontmatter(text: string, frontmatter: AdditionalPage['frontmatter']): string {
  if (!frontmatter || Object.keys(frontmatter).length === 0) return text;
  // With options, gray-matter does not keep every text it parsed in its cache.
  const parsed = matter(text, {});
  const data = { ...parsed.data, ...frontmatter };
  return `---\n${JSON.stringify(data)}\n---\n${parsed.content}`;
}

/** Writes `text` to `file` unless it holds it already: an unchanged page keeps its time, and the cache stands. */
export function writeIfChanged(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileAtomicSync(file, text);
}
