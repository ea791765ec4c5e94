import { readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { memoryPages, validateXML } from 'xmllint-wasm';

const xsd = (name: string) => ({ fileName: name, contents: readFileSync(new URL(`../fixtures/sitemap-xsd/${name}`, import.meta.url), 'utf8') });

/**
 * What libxml2 (xmllint) finds wrong with `xml` against sitemaps.org's schema:
 * `urlset` for a sitemap (its xhtml:link alternates checked too), `index` for
 * a sitemap index. Empty when the file is valid.
 */
export async function schemaErrors(xml: string, kind: 'urlset' | 'index'): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: kind === 'urlset' ? 'sitemap.xml' : 'sitemap-index.xml', contents: xml }],
    schema: kind === 'urlset' ? [xsd('urlset-with-xhtml.xsd')] : [xsd('siteindex.xsd')],
    preload: kind === 'urlset' ? [xsd('sitemap.xsd'), xsd('xhtml-link.xsd')] : [],
    // A file of 50,000 URLs is some megabytes; the default 32 MiB is not enough to validate it.
    maxMemoryPages: memoryPages.GiB,
  });
  return result.errors.map((e) => e.rawMessage);
}

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  changefreq?: string;
  priority?: string;
  alternates: { hreflang: string; href: string }[];
}

export interface Urlset {
  /** The namespace declarations of `<urlset>`, by attribute (`xmlns`, `xmlns:xhtml`). */
  namespaces: Record<string, string>;
  urls: SitemapUrl[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Text as written (`0.50` stays `0.50`): the tests look at what crawlers read.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['url', 'xhtml:link', 'sitemap'].includes(name),
});

/** A sitemap's URLs, read with a real XML parser (entities decoded). */
export function parseUrlset(xml: string): Urlset {
  const doc = parser.parse(xml) as { urlset?: Record<string, unknown> & { url?: Record<string, unknown>[] } };
  if (!doc.urlset) throw new Error(`not a <urlset>: ${xml.slice(0, 200)}`);
  const namespaces = Object.fromEntries(Object.entries(doc.urlset).filter(([key]) => key.startsWith('xmlns')) as [string, string][]);
  const urls = (doc.urlset.url ?? []).map((url) => {
    const { loc, lastmod, changefreq, priority } = url as Record<string, string | undefined>;
    const alternates = ((url['xhtml:link'] ?? []) as { rel: string; hreflang: string; href: string }[]).map((link) => {
      if (link.rel !== 'alternate') throw new Error(`xhtml:link with rel="${link.rel}"`);
      return { hreflang: link.hreflang, href: link.href };
    });
    return { loc: loc!, alternates, ...(lastmod !== undefined && { lastmod }), ...(changefreq !== undefined && { changefreq }), ...(priority !== undefined && { priority }) };
  });
  return { namespaces, urls };
}

/** A sitemap index's entries. */
export function parseSitemapIndex(xml: string): { namespace: string; sitemaps: { loc: string; lastmod?: string }[] } {
  const doc = parser.parse(xml) as { sitemapindex?: { xmlns: string; sitemap?: { loc: string; lastmod?: string }[] } };
  if (!doc.sitemapindex) throw new Error(`not a <sitemapindex>: ${xml.slice(0, 200)}`);
  return { namespace: doc.sitemapindex.xmlns, sitemaps: doc.sitemapindex.sitemap ?? [] };
}

/**
 * Where the hreflang alternates break Google's rules: each set names its own
 * page, every version it names is in the sitemap and names the same set back
 * (so A → B implies B → A), and `x-default` is one of the versions.
 */
export function hreflangProblems(urls: SitemapUrl[]): string[] {
  const byLoc = new Map(urls.map((url) => [url.loc, url]));
  const problems: string[] = [];
  const set = (url: SitemapUrl) =>
    url.alternates
      .map((a) => `${a.hreflang} ${a.href}`)
      .sort()
      .join('\n');
  for (const url of urls) {
    if (url.alternates.length === 0) continue;
    const versions = url.alternates.filter((a) => a.hreflang !== 'x-default');
    if (!versions.some((a) => a.href === url.loc)) problems.push(`${url.loc}: its alternates do not name the page itself`);
    if (new Set(versions.map((a) => a.hreflang)).size !== versions.length) problems.push(`${url.loc}: a language is named twice`);
    const fallback = url.alternates.filter((a) => a.hreflang === 'x-default');
    if (fallback.length > 1 || (fallback[0] && !versions.some((a) => a.href === fallback[0]!.href))) problems.push(`${url.loc}: x-default is not one of its versions`);
    for (const { href } of versions) {
      const other = byLoc.get(href);
      if (!other) problems.push(`${url.loc}: alternate ${href} is not in the sitemap`);
      else if (set(other) !== set(url)) problems.push(`${url.loc}: alternate ${href} does not name the same versions back`);
    }
  }
  return problems;
}
