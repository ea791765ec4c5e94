import picomatch from 'picomatch';
import { formatPath, parseWithSchema } from '../../schemas/parse.js';
import { absoluteUrl, definePlugin, type AfterBuildContext, type BuiltPage, type DocsitePlugin } from '../../schemas/plugin.js';
import { optionsSchema, pageSitemapSchema, type ResolvedSitemapOptions, type SitemapOptions } from './options.js';

export type { SitemapOptions } from './options.js';

/** sitemaps.org's limits for one sitemap file: URLs, uncompressed bytes, and characters of a URL ("less than 2,048"). */
const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;
const MAX_URL_LENGTH = 2047;

/** Entries are handed to `emit` in strings of about this size: one write per page would be thousands of tiny writes. */
const WRITE_SIZE = 64 * 1024;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = '</urlset>\n';
const URLSET_BYTES = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE);

/**
 * `sitemap.xml` for search engines: every page's absolute URL, its last git
 * change, and its versions in the site's other languages (hreflang). Pages
 * with `noindex: true`, `unlisted: true` or `sitemap: false` in their frontmatter, the not-found
 * pages and those `exclude` matches are left out. Past 50,000 URLs (or 50 MB)
 * the URLs go to `sitemap-1.xml`, `sitemap-2.xml`, … and `sitemap.xml` is the
 * index of those files.
 */
export function pluginSitemap(options: SitemapOptions): DocsitePlugin {
  const parsed = parseWithSchema(optionsSchema, options);
  if (!parsed.ok) throw new Error(`[sitemap] invalid options: ${parsed.problems.map((p) => `${formatPath(p.path)}: ${p.message}`).join('; ')}`);
  const resolved = parsed.data;
  return definePlugin({ name: 'sitemap', afterBuild: (ctx) => writeSitemap(ctx, resolved) });
}

/** One `<url>` element, with what the index file and the file limits need. */
interface Entry {
  xml: string;
  bytes: number;
  lastmod: string | undefined;
}

/** What went into one file so far. */
interface Written {
  urls: number;
  bytes: number;
  /** The newest `lastmod` among its URLs: the file's own in the index. */
  lastmod: string | undefined;
}

const nothingWritten = (): Written => ({ urls: 0, bytes: URLSET_BYTES, lastmod: undefined });

async function writeSitemap(ctx: AfterBuildContext, options: ResolvedSitemapOptions): Promise<void> {
  const { base } = ctx.config;
  // The site's pages are served below its base: a siteUrl without it would list addresses that are not the site's.
  const site = new URL(options.siteUrl);
  if (!site.pathname.replace(/\/?$/, '/').endsWith(base)) {
    throw new Error(`siteUrl ${options.siteUrl} does not end with the config's base ${base}, so no page's URL would be right; write the URL the site's home page is served at, such as ${new URL(base, site.origin).href}`);
  }
  const excludedByOption = picomatch(options.exclude, { dot: true });
  const url = (pageUrl: string) => absoluteUrl(options.siteUrl, base, pageUrl);

  // A page's hreflang alternates may only name versions that are in the sitemap
  // themselves, and whether a translation is depends on its own frontmatter: a
  // first pass notes the pages their frontmatter leaves out (only their paths
  // are kept), counts the others and bounds their size, to know whether one
  // file holds them all before writing any.
  const leftOut = new Set<string>();
  let count = 0;
  let bytesAtMost = URLSET_BYTES;
  for await (const page of ctx.pages()) {
    if (!wantedByFrontmatter(page)) leftOut.add(page.routePath);
    else if (!excludedByOption(page.routePath)) {
      count++;
      // With every translation listed, an entry is as long as it can get.
      bytesAtMost += entry(page, () => true).bytes;
    }
  }
  if (count === 0) return;
  const isListed = (routePath: string) => !leftOut.has(routePath) && !excludedByOption(routePath);

  async function* entries(): AsyncGenerator<Entry> {
    for await (const page of ctx.pages()) if (isListed(page.routePath)) yield entry(page, isListed);
  }
  const source = entries();
  let pending = await source.next();

  /**
   * A `<urlset>` of the entries from the stream that fit the limits; the entry
   * that does not fit is left for the next file. Yielded in strings of about
   * WRITE_SIZE, so the file is written as the pages are read.
   */
  async function* urlset(written: Written): AsyncGenerator<string> {
    let chunk = URLSET_OPEN;
    while (!pending.done) {
      const { xml, bytes, lastmod } = pending.value;
      if (written.urls === MAX_URLS || (written.urls > 0 && written.bytes + bytes > MAX_BYTES)) break;
      written.urls++;
      written.bytes += bytes;
      if (lastmod && (!written.lastmod || lastmod > written.lastmod)) written.lastmod = lastmod;
      chunk += xml;
      pending = await source.next();
      if (chunk.length >= WRITE_SIZE) {
        yield chunk;
        chunk = '';
      }
    }
    yield chunk + URLSET_CLOSE;
  }

  if (count <= MAX_URLS && bytesAtMost <= MAX_BYTES) {
    await ctx.emit('sitemap.xml', urlset(nothingWritten()));
    return;
  }
  const files: { loc: string; lastmod: string | undefined }[] = [];
  while (!pending.done) {
    const file = `sitemap-${files.length + 1}.xml`;
    const written = nothingWritten();
    await ctx.emit(file, urlset(written));
    files.push({ loc: url(`${base}${file}`), lastmod: written.lastmod });
  }
  await ctx.emit('sitemap.xml', sitemapIndex(files));

  /** The page's `<url>`, with alternates for the versions `listed` accepts (the page itself included). */
  function entry(page: BuiltPage, listed: (routePath: string) => boolean): Entry {
    const loc = url(page.url);
    if (loc.length > MAX_URL_LENGTH) throw new Error(`${page.filePath}: the page's URL is ${loc.length} characters long; sitemaps.org allows less than 2,048 (${loc.slice(0, 80)}…)`);
    const { changefreq, priority } = pageSettings(page, options);
    const lastmod = w3cDatetime(page.lastUpdated);
    let xml = `  <url>\n    <loc>${escapeXml(loc)}</loc>\n`;
    if (lastmod) xml += `    <lastmod>${lastmod}</lastmod>\n`;
    if (changefreq) xml += `    <changefreq>${changefreq}</changefreq>\n`;
    if (priority !== undefined) xml += `    <priority>${formatPriority(priority)}</priority>\n`;
    // Alternates come last: sitemaps.org's schema allows other namespaces' elements only after its own.
    xml += alternates(page, listed, ctx.langs, url);
    xml += '  </url>\n';
    return { xml, bytes: Buffer.byteLength(xml), lastmod };
  }
}

function sitemapIndex(files: { loc: string; lastmod: string | undefined }[]): string {
  const items = files.map(({ loc, lastmod }) => `  <sitemap>\n    <loc>${escapeXml(loc)}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}  </sitemap>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('')}</sitemapindex>\n`;
}

/**
 * `xhtml:link` alternates for every listed language version of the page, the
 * page itself included (Google ignores a set that does not name its own page),
 * in the site's language order, and `x-default` for the default language's
 * version. None for a page with no listed translation: one version has no alternates.
 */
function alternates(page: BuiltPage, listed: (routePath: string) => boolean, langs: string[], url: (pageUrl: string) => string): string {
  const versions = [{ lang: page.lang, routePath: page.routePath, url: page.url }, ...page.translations].filter((v) => listed(v.routePath));
  if (versions.length < 2) return '';
  const order = (lang: string) => (langs.includes(lang) ? langs.indexOf(lang) : langs.length);
  versions.sort((a, b) => order(a.lang) - order(b.lang));
  const link = (hreflang: string, pageUrl: string) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(url(pageUrl))}"/>\n`;
  const fallback = versions.find((v) => v.lang === langs[0]);
  return versions.map((v) => link(v.lang, v.url)).join('') + (fallback ? link('x-default', fallback.url) : '');
}

/** False for the pages a page's frontmatter keeps out of search engines: `noindex: true`, `unlisted: true`, `sitemap: false`, a not-found page. */
function wantedByFrontmatter(page: BuiltPage): boolean {
  const fm = page.frontmatter as Record<string, unknown>;
  return fm.noindex !== true && fm.unlisted !== true && fm.sitemap !== false && String(fm.pageType) !== '404';
}

/** The page's `changefreq` and `priority`: its frontmatter `sitemap` object's, else the plugin's. */
function pageSettings(page: BuiltPage, options: ResolvedSitemapOptions): Pick<ResolvedSitemapOptions, 'changefreq' | 'priority'> {
  const raw = (page.frontmatter as Record<string, unknown>).sitemap;
  if (raw === undefined) return options;
  const parsed = parseWithSchema(pageSitemapSchema, raw);
  if (!parsed.ok) {
    const problems = parsed.problems.map((p) => `${formatPath(['sitemap', ...p.path])}: ${p.message}`).join('; ');
    throw new Error(`${page.filePath}: invalid frontmatter ${problems}`);
  }
  const own = typeof parsed.data === 'object' ? parsed.data : {};
  return { changefreq: own.changefreq ?? options.changefreq, priority: own.priority ?? options.priority };
}

/**
 * An ISO time as W3C Datetime (what `<lastmod>` takes) to the second: git's
 * times have no milliseconds, and one length for all lets the newest be found
 * by comparing the text. Undefined when unknown or unreadable.
 */
function w3cDatetime(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A decimal without an exponent (`String(1e-7)` is `1e-7`, which `xsd:decimal` rejects), at most three places: `1.0`, `0.5`, `0.125`. */
function formatPriority(priority: number): string {
  return priority.toFixed(3).replace(/0+$/, '').replace(/\.$/, '.0');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&apos;', '"': '&quot;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>'"]/g, (c) => XML_ESCAPES[c]!);
}
