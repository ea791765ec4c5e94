import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONTRACT_VERSION } from '../../schemas/contract.js';
import type { PageData } from '../../schemas/page-data.js';
import type { RouteEntry } from '../../schemas/routes.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import type { ClientAssets } from './bundle.js';
import { pageHtml } from './html.js';
import { routeOverview } from './overview.js';
import type { PageEntries } from './page-entries.js';

interface ServerEntry {
  renderPage(url: string, routePath: string, data: PageData | null): string;
  titleOf(data: PageData | null, lang?: string): string;
}

export interface PrerenderInput {
  config: SiteConfig;
  langs: string[];
  routeEntries: RouteEntry[];
  /** Docs-root-relative source path of each route, by route path. */
  sources: Map<string, string>;
  entries: PageEntries;
  /** The body file of a page, by its docs-root-relative path. */
  bodyFile: (relativePath: string) => string;
  serverFile: string;
  distDir: string;
  assets: ClientAssets;
  /** URL folder of the route buckets. */
  routes: string;
  /** Extra markup for the end of every page's <body>. */
  tail?: string | undefined;
  onPage?: (done: number, total: number) => void;
}

/** A page that failed to pre-render, named by its source and route. */
export class PrerenderError extends Error {
  constructor(
    readonly file: string,
    readonly route: string,
    override readonly cause: Error,
  ) {
    super(`${file}: pre-rendering ${route} failed: ${cause.message}`);
  }
}

/**
 * Write every route's data file and HTML, one page at a time: read its entry
 * and body, render, write, let go. Memory does not grow with the page count.
 */
export async function prerender(input: PrerenderInput): Promise<{ pages: number; failures: PrerenderError[] }> {
  const server = (await import(`${pathToFileURL(input.serverFile).href}?t=${Date.now()}`)) as ServerEntry;
  const { config, routeEntries: routes, distDir } = input;
  const known = new Set(routes.map((r) => r.path));
  const failures: PrerenderError[] = [];
  let done = 0;
  for (const route of routes) {
    const relativePath = input.sources.get(route.path)!;
    try {
      const data = pageData(input, route, relativePath);
      writeOut(distDir, route.preload.slice(config.base.length), JSON.stringify(data));
      const html = renderHtml(server, input, route.path, data, known, route.preload);
      writeOut(distDir, htmlFile(route.path), html);
    } catch (error) {
      failures.push(new PrerenderError(relativePath, route.path, error as Error));
    }
    input.onPage?.(++done, routes.length);
  }
  for (const lang of input.langs) {
    const routePath = lang === config.lang ? '/404' : `/${lang}/404`;
    writeOut(distDir, `${routePath.slice(1)}.html`, renderHtml(server, input, routePath, null, known, undefined));
  }
  return { pages: done - failures.length, failures };
}

function pageData(input: PrerenderInput, route: RouteEntry, relativePath: string): PageData {
  const page = input.entries.get(relativePath);
  if (!page) throw new Error('the page is missing from the index');
  const body = JSON.parse(readFileSync(input.bodyFile(relativePath), 'utf8')) as PageData['body'];
  const data: PageData = { contractVersion: CONTRACT_VERSION, page, body };
  if (page.frontmatter.overview) data.overview = routeOverview(input.config, route, input.sources, (file) => input.entries.get(file));
  return data;
}

function renderHtml(server: ServerEntry, input: PrerenderInput, routePath: string, data: PageData | null, known: Set<string>, dataUrl: string | undefined): string {
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
      body: server.renderPage(url, routePath, data),
      routePath,
      data: dataUrl,
      alternates,
      assets: input.assets,
      routes: input.routes,
      tail: input.tail,
    },
    config,
  );
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
