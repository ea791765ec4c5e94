import type { BodyNode } from '../../schemas/page-body.js';
import type { PageData } from '../../schemas/page-data.js';
import { routeBucket } from '../../schemas/route-bucket.js';
import { decodePath, placeFolder, withoutVersion } from '../../schemas/site-paths.js';
import { loadPageModule } from './page-modules.js';
import { loadTheme, usesTheme } from './theme-components.js';
import { loadFolderSidebar } from './folder-sidebars.js';
import { site, themeOf, toLocal } from './site.js';

/**
 * The route path a URL path names: base removed, `.html` and a trailing
 * `index` dropped, and a bare language prefix (`/zh`) given its slash, so
 * `/zh`, `/zh/index.html` and `/zh/` are one page.
 */
export function routeKey(pathname: string): string {
  const { base } = site.config;
  // Every escape: a page named `what?.md` is requested as `/what%3F`, which decodeURI would leave encoded.
  let path = decodePath(pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname);
  path = path.replace(/\.html$/, '').replace(/\/index$/, '/');
  // `/zh`, `/v1` and `/v1/zh` are home pages.
  const rest = withoutVersion(path, site.config);
  if (site.langs.includes(rest.slice(1)) || (rest !== path && rest === '/' && !path.endsWith('/'))) path += '/';
  return path || '/';
}

const buckets = new Map<string, Promise<Record<string, string>>>();
const pages = new Map<string, Promise<PageData | null>>();

function bucketOf(routePath: string): Promise<Record<string, string>> {
  const name = routeBucket(routePath, window.__DOCSITE__.buckets);
  let bucket = buckets.get(name);
  if (!bucket) {
    // Every bucket of a build exists: a missing one means this tab runs an older build, which a full load replaces.
    bucket = fetch(`${window.__DOCSITE__.routes}${name}.json`).then((res) => {
      if (!res.ok) throw new Error(`Route bucket ${name}: HTTP ${res.status}`);
      return res.json() as Promise<Record<string, string>>;
    });
    // A failed fetch (offline, or a newer build) must not stick: the next navigation tries again.
    bucket.catch(() => buckets.delete(name));
    buckets.set(name, bucket);
  }
  return bucket;
}

/** The page's data URL, or undefined for a path with no page. */
export async function pageUrl(routePath: string): Promise<string | undefined> {
  const bucket = await bucketOf(routePath);
  return bucket[routePath] ?? (routePath.endsWith('/') ? undefined : bucket[`${routePath}/`]);
}

/** Fetch a page's data, and its module when it has one (once; later calls share the request). Resolves to null when the path has no page. */
export function loadPage(routePath: string): Promise<PageData | null> {
  let page = pages.get(routePath);
  if (!page) {
    page = pageUrl(routePath).then(async (url) => {
      if (!url) return null;
      const res = await fetch(url);
      if (!res.ok) throw new Error(`Failed to load ${url}: HTTP ${res.status}`);
      const data = (await res.json()) as PageData;
      // The old page stays on screen until the new one's code and styles are here too.
      await pageReady(data);
      return data;
    });
    page.catch(() => pages.delete(routePath));
    pages.set(routePath, page);
  }
  return page;
}

/** Load what a page needs besides its data: its module, or the built-in components its body uses, and the sidebar of its section. */
export async function pageReady(data: PageData): Promise<void> {
  const { frontmatter, lang, version, routePath } = data.page;
  const place = { version, lang };
  const sidebar = (frontmatter.pageType ?? 'doc') === 'doc' && frontmatter.sidebar !== false ? loadFolderSidebar(themeOf(place).sidebar, placeFolder(version, lang), toLocal(routePath, lang)) : undefined;
  if (data.module) await loadPageModule(data.module);
  else if (usesTheme(data.body as BodyNode)) await loadTheme();
  await sidebar;
}

/** Start loading the page a link points to, so following it is instant. */
export function prefetch(href: string): void {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  loadPage(routeKey(url.pathname)).catch(() => {});
}
