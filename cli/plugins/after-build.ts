import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DistOverlay } from '../output/dist-overlay.js';
import matter from 'gray-matter';
import type { AfterBuildContext, BuiltPage } from '../../schemas/plugin.js';
import type { PageIndexEntry } from '../../schemas/page-index.js';
import type { RouteEntry } from '../../schemas/routes.js';
import type { RouteTable } from '../build/route-table.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import type { PageEntries } from '../build/page-entries.js';
import { htmlFile, type PageRenderer } from '../build/prerender.js';
import { localOf, placePrefix } from '../../schemas/site-paths.js';
import { pageUrl } from '../pipeline/routes.js';
import type { PluginDriver } from './driver.js';

export interface AfterBuildInput {
  plugins: PluginDriver;
  config: SiteConfig;
  langs: string[];
  isProd: boolean;
  /** The routes, with each one's docs-root-relative source. */
  routes: RouteTable;
  /** Route paths whose HTML was kept from the site being replaced: nothing they are made from changed. */
  kept: ReadonlySet<string>;
  docsDir: string;
  entries: PageEntries;
  renderer: PageRenderer;
  /** Where the new site is written: an emitted file that comes out as the site being replaced has it is kept. */
  output: DistOverlay;
  /** A page's whole HTML: read from the new site after a build, rendered in dev. */
  html(route: RouteEntry): Promise<string>;
}

/** Every plugin's `afterBuild`, at once, each with an `emit` that knows whose output a file is. */
export async function runAfterBuild(input: AfterBuildInput): Promise<void> {
  const plugins = input.plugins.with('afterBuild');
  if (plugins.length === 0) return;
  // What the plugins are given: the routes as objects, made only when a plugin has the hook.
  const routes = [...input.routes];
  const pageFiles = new Map(routes.map((route) => [htmlFile(route.path), route]));
  const emitted = new Map<string, string>();
  await Promise.all(
    plugins.map((plugin) => {
      /** `file` as a name no page, site file or other plugin holds, now this plugin's. */
      const claim = (file: string) => {
        const target = emitTarget(file);
        const owner = emitted.get(target.name);
        if (owner) throw new Error(`cannot emit ${target.name}: the plugin "${owner}" already wrote it`);
        const page = pageFiles.get(target.name);
        if (page) throw new Error(`cannot emit ${target.name}: the page ${page.path} (${page.filePath}) is written there`);
        if (input.output.has(target.name)) throw new Error(`cannot emit ${target.name}: the site already has that file (from public/ or the theme's assets)`);
        emitted.set(target.name, plugin.name);
        return target.name;
      };
      const context: AfterBuildContext = {
        config: input.config,
        langs: input.langs,
        isProd: input.isProd,
        routes,
        pages: () => builtPages(input),
        emit: async (file, data) => write(input.output, claim(file), data),
        keep: async (file) => {
          const name = claim(file);
          if (input.output.keep(name)) return true;
          emitted.delete(name);
          return false;
        },
        // Read at once, not through the thread pool: llms reads the previous Markdown of every unchanged page, and at
        // 2 × 2,000 pages the round trips between those reads left this thread idle for ~0.6 s of a 2.5 s rebuild.
        previous: async (file) => {
          if (!input.output.previous) return undefined;
          try {
            return readFileSync(path.join(input.output.previous, emitTarget(file).name));
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
            throw error;
          }
        },
      };
      return input.plugins.call(plugin, 'afterBuild', context);
    }),
  );
}

/** `file` below the site's folder: a relative path that stays inside it. */
function emitTarget(file: string): { name: string } {
  const name = path.posix.normalize(String(file).replace(/\\/g, '/').replace(/^\/+/, ''));
  if (name === '.' || name.startsWith('../') || name === '..' || name.endsWith('/')) throw new Error(`cannot emit "${file}": expected a file path below the site root, such as "sitemap.xml"`);
  return { name };
}

async function write(output: DistOverlay, name: string, data: string | Uint8Array | AsyncIterable<string | Uint8Array>): Promise<void> {
  if (typeof data === 'string' || data instanceof Uint8Array) return output.write(name, data);
  const out = createWriteStream(output.target(name));
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  try {
    for await (const chunk of data) {
      // Wait for the stream to drain, so a file that grows with the site is never held in memory.
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
  } catch (error) {
    out.destroy();
    throw error;
  }
  out.end();
  return finished;
}

/** The built pages one at a time, each read when reached: an entry only when a field of it is, so a plugin that passes over a page by its route reads nothing. */
async function* builtPages(input: AfterBuildInput): AsyncIterable<BuiltPage> {
  const { config, langs, routes, kept, docsDir, entries, renderer } = input;
  for (const route of routes) {
    const relativePath = routes.source(route.path)!;
    if (entries.path(relativePath) === undefined) continue;
    // The plain text is most of an entry: parsed only for a plugin that reads it (rss and llms do, sitemap twice over every page does not).
    let entry: Omit<PageIndexEntry, 'content'> | undefined;
    const read = () => (entry ??= entries.get(relativePath)!);
    let translations: BuiltPage['translations'] | undefined;
    const translate = () => {
      if (route.fallback) return [];
      const local = localOf(route.path, route.lang, config);
      return langs
        .filter((lang) => lang !== route.lang)
        .map((lang) => placePrefix(route.version, lang, config) + local)
        .filter((other) => routes.has(other) && !routes.get(other)!.fallback)
        .map((other) => ({ lang: routes.get(other)!.lang, routePath: other, url: pageUrl(other, config.base, config.route.cleanUrls) }));
    };
    yield {
      routePath: route.path,
      lang: route.lang,
      version: route.version,
      url: pageUrl(route.path, config.base, config.route.cleanUrls),
      filePath: route.filePath,
      fallback: route.fallback === true,
      changed: !kept.has(route.path),
      get title() {
        return read().title;
      },
      get description() {
        return read().description;
      },
      get frontmatter() {
        return read().frontmatter;
      },
      get toc() {
        return read().toc;
      },
      get content() {
        return entries.full(relativePath)!.content;
      },
      get lastUpdated() {
        return read().lastUpdated;
      },
      get translations() {
        return (translations ??= translate());
      },
      // A fallback page's source is the default language's file (its entry's).
      markdown: async () => matter(readFileSync(path.join(docsDir, route.fallback ? read()._relativePath : relativePath), 'utf8'), {}).content.replace(/^\n+/, ''),
      contentHtml: () => renderer.content(route),
      html: () => input.html(route),
    };
  }
}
