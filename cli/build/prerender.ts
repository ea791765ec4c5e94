import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION } from '../../schemas/contract.js';
import type { PageData } from '../../schemas/page-data.js';
import type { RouteEntry } from '../../schemas/routes.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import type { ClientAssets } from './bundle.js';
import type { PageModulesOutput } from './page-modules.js';
import { authorFrames, loadServerModule, type SourceFrame } from './server-module.js';
import { pageHtml } from './html.js';
import { langLinks } from '../pipeline/lang-links.js';
import { routeOverview } from './overview.js';
import type { PageEntries } from './page-entries.js';

/** The pre-render bundle of the theme (`renderer/entry-server.tsx`). */
export interface ServerEntry {
  renderPage(url: string, routePath: string, data: PageData | null, module?: unknown): string;
  titleOf(data: PageData | null, lang?: string): string;
  shared: Record<string, unknown>;
}

export interface PrerenderInput {
  config: SiteConfig;
  /** The site's languages, the default first. */
  langs: string[];
  routeEntries: RouteEntry[];
  /** Docs-root-relative source path of each route, by route path. */
  sources: Map<string, string>;
  entries: PageEntries;
  /** The body of a page as JSON text, by its docs-root-relative path. */
  bodyText: (relativePath: string) => string;
  server: ServerEntry;
  distDir: string;
  assets: ClientAssets;
  /** The compiled pages' modules (by relative path): what the browser loads, and what the pre-render evaluates. */
  modules: PageModulesOutput;
  /** URL folder of the route buckets. */
  routes: string;
  /** Extra markup for the end of every page's <body>. */
  tail?: string | undefined;
  onPage?: (done: number, total: number) => void;
}

/** A page that failed to pre-render, named by its source and route, and by the author's file where the error was thrown. */
export class PrerenderError extends Error {
  constructor(
    readonly file: string,
    readonly route: string,
    override readonly cause: Error,
    readonly thrownAt: SourceFrame | undefined = undefined,
  ) {
    super(`${file}: pre-rendering ${route} failed: ${cause.message}`);
  }
}

/**
 * Write every route's data file and HTML, one page at a time: read its entry
 * and body, render, write, let go. Memory does not grow with the page count.
 */
export async function prerender(input: PrerenderInput): Promise<{ pages: number; failures: PrerenderError[] }> {
  const { server, config, routeEntries: routes, distDir } = input;
  const known = new Set(routes.map((r) => r.path));
  const failures: PrerenderError[] = [];
  let done = 0;
  for (const route of routes) {
    const relativePath = input.sources.get(route.path)!;
    const serverModule = input.modules.server.get(relativePath);
    try {
      const data = pageData(input, route, relativePath, known);
      writeOut(distDir, route.preload.slice(config.base.length), JSON.stringify(data));
      const module = serverModule && loadServerModule(serverModule, server.shared);
      const html = renderHtml(server, input, route.path, data, known, route.preload, module);
      writeOut(distDir, htmlFile(route.path), html);
    } catch (error) {
      const thrownAt = serverModule ? authorFrames(error as Error, new Set([serverModule]))[0] : undefined;
      failures.push(new PrerenderError(relativePath, route.path, error as Error, thrownAt));
    }
    input.onPage?.(++done, routes.length);
  }
  for (const lang of input.langs) {
    const routePath = lang === config.lang ? '/404' : `/${lang}/404`;
    // A language's own not-found page (`pageType: 404`) has this route and was written with the others.
    if (known.has(routePath)) continue;
    writeOut(distDir, `${routePath.slice(1)}.html`, renderHtml(server, input, routePath, null, known, undefined));
  }
  return { pages: done - failures.length, failures };
}

function pageData(input: PrerenderInput, route: RouteEntry, relativePath: string, known: Set<string>): PageData {
  const page = input.entries.get(relativePath);
  if (!page) throw new Error('the page is missing from the index');
  const body = JSON.parse(input.bodyText(relativePath)) as PageData['body'];
  const data: PageData = { contractVersion: CONTRACT_VERSION, page, body, langLinks: langLinks(route.path, route.lang, input.langs, known) };
  const module = input.modules.client.get(relativePath);
  if (module) data.module = module;
  if (page.frontmatter.overview) data.overview = routeOverview(input.config, route, input.sources, (file) => input.entries.get(file));
  return data;
}

function renderHtml(server: ServerEntry, input: PrerenderInput, routePath: string, data: PageData | null, known: Set<string>, dataUrl: string | undefined, module?: unknown): string {
  const { config, langs } = input;
  const lang = data?.page.lang ?? (langs.find((l) => l !== config.lang && routePath.startsWith(`/${l}/`)) ?? config.lang);
  const url = config.base + routePath.slice(1);
  const local = lang === config.lang ? routePath : routePath.slice(lang.length + 1) || '/';
  const alternates = langs
    .map((other): [string, string] => [other, other === config.lang ? local : `/${other}${local}`])
    .filter(([other, path]) => data && other !== lang && known.has(path))
    .map(([other, path]): [string, string] => [other, config.base + path.slice(1) + (config.route.cleanUrls || path.endsWith('/') ? '' : '.html')]);
  const locale = config.locales.find((l) => l.lang === lang);
  return pageHtml(
    {
      lang,
      title: server.titleOf(data, lang),
      description: data?.page.description || (locale?.description ?? config.description),
      body: server.renderPage(url, routePath, data, module),
      routePath,
      data: dataUrl,
      alternates,
      assets: data?.module ? withModule(input.assets, data.module) : input.assets,
      routes: input.routes,
      tail: input.tail,
    },
    config,
  );
}

/** A compiled page's HTML also loads its module, the chunks it imports and its styles, in parallel with the theme's. */
function withModule(assets: ClientAssets, module: NonNullable<PageData['module']>): ClientAssets {
  return { ...assets, styles: [...assets.styles, ...module.css], preloads: [...assets.preloads, module.js, ...module.preload] };
}

/** `/` → `index.html`, `/api/` → `api/index.html`, `/guide/x` → `guide/x.html`. */
export function htmlFile(routePath: string): string {
  const local = routePath.slice(1);
  return local === '' || local.endsWith('/') ? `${local}index.html` : `${local}.html`;
}

function writeOut(distDir: string, file: string, text: string): void {
  const target = path.join(distDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
}
