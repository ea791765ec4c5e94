import { describe, expect, it } from 'vitest';
import { pluginSitemap, type SitemapOptions } from '../../../plugins/sitemap/index.js';
import type { AfterBuildContext, BuiltPage } from '../../../schemas/plugin.js';
import { siteConfigSchema } from '../../../schemas/site-config.js';
import { hreflangProblems, parseSitemapIndex, parseUrlset, schemaErrors } from '../../helpers/sitemap-xml.js';

interface FakePage {
  routePath: string;
  frontmatter?: Record<string, unknown>;
  lastUpdated?: string;
  /** Route paths of the same page in the other languages. */
  translations?: string[];
}

const langOf = (routePath: string) => (routePath.startsWith('/zh/') ? 'zh' : 'en');

/** A page as the build streams it, its URL as `cleanUrls: false` writes it. */
function builtPage(page: FakePage, base: string): BuiltPage {
  const url = (routePath: string) => `${base}${routePath.slice(1)}${routePath.endsWith('/') ? '' : '.html'}`;
  return {
    routePath: page.routePath,
    lang: langOf(page.routePath),
    version: '',
    url: url(page.routePath),
    filePath: `docs/${langOf(page.routePath)}${page.routePath.replace(/^\/zh/, '').replace(/\/$/, '/index')}.md`,
    fallback: false,
    changed: true,
    title: page.routePath,
    description: '',
    frontmatter: (page.frontmatter ?? {}) as BuiltPage['frontmatter'],
    toc: [],
    content: '',
    lastUpdated: page.lastUpdated,
    translations: (page.translations ?? []).map((routePath) => ({ lang: langOf(routePath), routePath, url: url(routePath) })),
    markdown: async () => '',
    contentHtml: async () => '',
    html: async () => '',
  };
}

interface Run {
  files: Record<string, string>;
  /** Per emitted file, how many pages of the pass that wrote it had been read when its first part was written. */
  pagesReadAtFirstWrite: Record<string, number>;
}

/** Run the plugin's `afterBuild` over `pages` (made one at a time, as the build streams them) and collect what it emits. */
async function build(options: SitemapOptions, pages: () => Iterable<FakePage>, { base = '/' } = {}): Promise<Run> {
  const files: Record<string, string> = {};
  const pagesReadAtFirstWrite: Record<string, number> = {};
  let read = 0;
  const context: AfterBuildContext = {
    config: siteConfigSchema.parse({ base, lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }] }),
    langs: ['en', 'zh'],
    isProd: true,
    routes: [],
    pages: () =>
      (async function* () {
        read = 0;
        for (const page of pages()) {
          read++;
          yield builtPage(page, base);
        }
      })(),
    emit: async (file, data) => {
      if (file in files) throw new Error(`${file} emitted twice`);
      if (typeof data === 'string') files[file] = data;
      else {
        let text = '';
        for await (const part of data as AsyncIterable<string>) {
          pagesReadAtFirstWrite[file] ??= read;
          text += part;
        }
        files[file] = text;
      }
    },
    keep: async () => false,
    previous: async () => undefined,
  };
  await pluginSitemap(options).afterBuild!(context);
  return { files, pagesReadAtFirstWrite };
}

const SITE_URL = 'https://example.com/';

/** A bilingual site: pages in both languages, one only in English, one left out in Chinese by its frontmatter. */
const BILINGUAL: FakePage[] = [
  { routePath: '/', translations: ['/zh/'], lastUpdated: '2024-03-01T10:00:00.000Z' },
  { routePath: '/guide/start', translations: ['/zh/guide/start'], lastUpdated: '2024-03-02T11:30:00.250Z' },
  { routePath: '/guide/only-english' },
  { routePath: '/guide/private', translations: ['/zh/guide/private'] },
  { routePath: '/404', frontmatter: { pageType: '404' }, translations: ['/zh/404'] },
  { routePath: '/zh/', translations: ['/'], lastUpdated: '2024-03-05T09:00:00.000Z' },
  { routePath: '/zh/guide/start', translations: ['/guide/start'] },
  { routePath: '/zh/guide/private', frontmatter: { noindex: true }, translations: ['/guide/private'] },
  { routePath: '/zh/404', frontmatter: { pageType: '404' }, translations: ['/404'] },
];

describe('options', () => {
  it('are checked, naming the key path and what was expected', () => {
    expect(() => pluginSitemap({} as SitemapOptions)).toThrow('[sitemap] invalid options: siteUrl: required: expected string');
    expect(() => pluginSitemap({ siteUrl: 'example.com' })).toThrow(/^\[sitemap\] invalid options: siteUrl: /);
    expect(() => pluginSitemap({ siteUrl: 'ftp://example.com/' })).toThrow(/^\[sitemap\] invalid options: siteUrl: /);
    expect(() => pluginSitemap({ siteUrl: SITE_URL, changefreq: 'sometimes' as never })).toThrow(
      '[sitemap] invalid options: changefreq: expected one of "always", "hourly", "daily", "weekly", "monthly", "yearly", "never", received "sometimes"',
    );
    expect(() => pluginSitemap({ siteUrl: SITE_URL, priority: 1.5 })).toThrow(/^\[sitemap\] invalid options: priority: .*1/);
    expect(() => pluginSitemap({ siteUrl: SITE_URL, excludes: ['/a'] } as never)).toThrow('[sitemap] invalid options: excludes: unknown key; did you mean `exclude`?');
  });

  it('make a plugin named sitemap with an afterBuild hook only', () => {
    const plugin = pluginSitemap({ siteUrl: SITE_URL });
    expect(plugin.name).toBe('sitemap');
    expect(Object.keys(plugin).sort()).toEqual(['afterBuild', 'name']);
  });
});

describe('siteUrl and the base', () => {
  const pages = () => [{ routePath: '/guide/start' }];

  it('fail the build when siteUrl lacks the base, saying what to write', async () => {
    await expect(build({ siteUrl: 'https://example.com/' }, pages, { base: '/docs/' })).rejects.toThrow(
      "siteUrl https://example.com/ does not end with the config's base /docs/, so no page's URL would be right; write the URL the site's home page is served at, such as https://example.com/docs/",
    );
  });

  it('are joined whether or not siteUrl ends with a slash', async () => {
    for (const siteUrl of ['https://example.com/docs', 'https://example.com/docs/', 'https://example.com/mount/docs/']) {
      const { urls } = parseUrlset((await build({ siteUrl }, pages, { base: '/docs/' })).files['sitemap.xml']!);
      expect(urls.map((u) => u.loc)).toEqual([`${siteUrl.replace(/\/?$/, '/')}guide/start.html`]);
    }
  });
});

describe('sitemap.xml of a bilingual site', async () => {
  const { files } = await build({ siteUrl: 'https://example.com/docs/' }, () => BILINGUAL, { base: '/docs/' });
  const xml = files['sitemap.xml']!;
  const { namespaces, urls } = parseUrlset(xml);
  const byLoc = new Map(urls.map((url) => [url.loc, url]));

  it('is the only file written, and valid against sitemaps.org\'s schema (with the xhtml:link alternates)', async () => {
    expect(Object.keys(files)).toEqual(['sitemap.xml']);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(namespaces).toEqual({ xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9', 'xmlns:xhtml': 'http://www.w3.org/1999/xhtml' });
    expect(await schemaErrors(xml, 'urlset')).toEqual([]);
  });

  it('lists each page once, by its absolute URL with the base, in the order the pages come', () => {
    expect(urls.map((url) => url.loc)).toEqual([
      'https://example.com/docs/',
      'https://example.com/docs/guide/start.html',
      'https://example.com/docs/guide/only-english.html',
      'https://example.com/docs/guide/private.html',
      'https://example.com/docs/zh/',
      'https://example.com/docs/zh/guide/start.html',
    ]);
  });

  it('leaves out the not-found pages and a page with noindex', () => {
    expect(xml).not.toContain('404');
    expect(xml).not.toContain('zh/guide/private');
  });

  it('gives every language version of a page, itself included, and x-default for the default language', () => {
    const start = byLoc.get('https://example.com/docs/guide/start.html')!;
    expect(start.alternates).toEqual([
      { hreflang: 'en', href: 'https://example.com/docs/guide/start.html' },
      { hreflang: 'zh', href: 'https://example.com/docs/zh/guide/start.html' },
      { hreflang: 'x-default', href: 'https://example.com/docs/guide/start.html' },
    ]);
    // The Chinese page lists the same set, in the site's language order.
    expect(byLoc.get('https://example.com/docs/zh/guide/start.html')!.alternates).toEqual(start.alternates);
  });

  it('pairs the hreflang alternates both ways', () => {
    expect(urls.filter((url) => url.alternates.length > 0)).toHaveLength(4);
    expect(hreflangProblems(urls)).toEqual([]);
  });

  it('names no version that is left out, and gives a page without a listed translation no alternates', () => {
    expect(byLoc.get('https://example.com/docs/guide/private.html')!.alternates).toEqual([]);
    expect(byLoc.get('https://example.com/docs/guide/only-english.html')!.alternates).toEqual([]);
  });

  it('dates a page by its git time, to the second, and leaves lastmod out when that is unknown', () => {
    expect(byLoc.get('https://example.com/docs/')!.lastmod).toBe('2024-03-01T10:00:00Z');
    expect(byLoc.get('https://example.com/docs/guide/start.html')!.lastmod).toBe('2024-03-02T11:30:00Z');
    expect(byLoc.get('https://example.com/docs/zh/guide/start.html')!.lastmod).toBeUndefined();
    expect(xml.match(/<lastmod>/g)).toHaveLength(3);
  });

  it('writes no changefreq or priority unless asked', () => {
    expect(xml).not.toMatch(/changefreq|priority/);
  });
});

describe('what is left out', () => {
  const pages: FakePage[] = [
    { routePath: '/', translations: ['/zh/'] },
    { routePath: '/guide/a', translations: ['/zh/guide/a'] },
    { routePath: '/guide/draft', frontmatter: { sitemap: false } },
    { routePath: '/internal/x', translations: ['/zh/internal/x'] },
    { routePath: '/internal/deep/y' },
    { routePath: '/numeric-404', frontmatter: { pageType: 404 } },
    { routePath: '/zh/', translations: ['/'] },
    { routePath: '/zh/guide/a', translations: ['/guide/a'] },
    { routePath: '/zh/internal/x', translations: ['/internal/x'] },
  ];
  const locs = async (options: Partial<SitemapOptions>) => parseUrlset((await build({ siteUrl: SITE_URL, ...options }, () => pages)).files['sitemap.xml']!).urls.map((u) => u.loc.replace(SITE_URL, '/'));

  it('pages with sitemap: false, and a 404 page whose YAML gave a number', async () => {
    expect(await locs({})).toEqual(['/', '/guide/a.html', '/internal/x.html', '/internal/deep/y.html', '/zh/', '/zh/guide/a.html', '/zh/internal/x.html']);
  });

  it('the routes `exclude` matches, as globs or as route paths', async () => {
    expect(await locs({ exclude: ['/internal/**'] })).toEqual(['/', '/guide/a.html', '/zh/', '/zh/guide/a.html', '/zh/internal/x.html']);
    expect(await locs({ exclude: ['**/internal/**', '/zh/'] })).toEqual(['/', '/guide/a.html', '/zh/guide/a.html']);
    expect(await locs({ exclude: ['/guide/a'] })).toEqual(['/', '/internal/x.html', '/internal/deep/y.html', '/zh/', '/zh/guide/a.html', '/zh/internal/x.html']);
  });

  it('excluded versions from the alternates of the others', async () => {
    const { urls } = parseUrlset((await build({ siteUrl: SITE_URL, exclude: ['/zh/'] }, () => pages)).files['sitemap.xml']!);
    expect(urls.find((u) => u.loc === SITE_URL)!.alternates).toEqual([]);
    expect(urls.find((u) => u.loc === `${SITE_URL}guide/a.html`)!.alternates.map((a) => a.hreflang)).toEqual(['en', 'zh', 'x-default']);
    expect(hreflangProblems(urls)).toEqual([]);
  });

  it('every page: then no file is written (an empty urlset is not valid)', async () => {
    expect((await build({ siteUrl: SITE_URL, exclude: ['**'] }, () => pages)).files).toEqual({});
  });
});

describe('changefreq and priority', () => {
  const pages: FakePage[] = [
    { routePath: '/' },
    { routePath: '/blog', frontmatter: { sitemap: { changefreq: 'daily', priority: 1 } } },
    { routePath: '/archive', frontmatter: { sitemap: { priority: 0 } } },
    { routePath: '/fine', frontmatter: { sitemap: { priority: 0.125 }, other: 'kept' } },
  ];

  it('are the options\' for every page, and a page\'s frontmatter `sitemap` object overrides them', async () => {
    const xml = (await build({ siteUrl: SITE_URL, changefreq: 'weekly', priority: 0.5 }, () => pages)).files['sitemap.xml']!;
    expect(await schemaErrors(xml, 'urlset')).toEqual([]);
    expect(parseUrlset(xml).urls.map(({ changefreq, priority }) => [changefreq, priority])).toEqual([
      ['weekly', '0.5'],
      ['daily', '1.0'],
      ['weekly', '0.0'],
      ['weekly', '0.125'],
    ]);
  });

  it('come from the frontmatter alone when the options set none', async () => {
    const { urls } = parseUrlset((await build({ siteUrl: SITE_URL }, () => pages)).files['sitemap.xml']!);
    expect(urls.map(({ changefreq, priority }) => [changefreq, priority])).toEqual([
      [undefined, undefined],
      ['daily', '1.0'],
      [undefined, '0.0'],
      [undefined, '0.125'],
    ]);
  });

  it('fail the build when a page\'s frontmatter gives a value sitemaps.org does not allow, naming the file and key', async () => {
    const bad = (sitemap: unknown) => build({ siteUrl: SITE_URL }, () => [{ routePath: '/' }, { routePath: '/x', frontmatter: { sitemap } }]);
    await expect(bad({ priority: 2 })).rejects.toThrow(/^docs\/en\/x\.md: invalid frontmatter sitemap\.priority: .*1/);
    await expect(bad({ changefreq: 'often' })).rejects.toThrow('docs/en/x.md: invalid frontmatter sitemap.changefreq: expected one of "always"');
    await expect(bad('no')).rejects.toThrow(/^docs\/en\/x\.md: invalid frontmatter sitemap: /);
  });
});

describe('escaping', () => {
  it('writes &, \' and the other XML specials as entities, so the URLs read back as they are', async () => {
    const pages: FakePage[] = [
      { routePath: '/guide/a&b', translations: ['/zh/guide/a&b'] },
      { routePath: "/guide/it's", translations: ["/zh/guide/it's"] },
      { routePath: '/guide/<tag>"q"' },
      { routePath: '/zh/guide/a&b', translations: ['/guide/a&b'] },
      { routePath: "/zh/guide/it's", translations: ["/guide/it's"] },
    ];
    const xml = (await build({ siteUrl: SITE_URL }, () => pages)).files['sitemap.xml']!;
    expect(xml).toContain('<loc>https://example.com/guide/a&amp;b.html</loc>');
    expect(xml).toContain('href="https://example.com/zh/guide/it&apos;s.html"');
    expect(xml).not.toMatch(/&(?!amp;|apos;|quot;|lt;|gt;)/);
    expect(await schemaErrors(xml, 'urlset')).toEqual([]);
    const { urls } = parseUrlset(xml);
    expect(urls.map((u) => u.loc)).toEqual([
      'https://example.com/guide/a&b.html',
      "https://example.com/guide/it's.html",
      // What the URL standard does not escape in a path, the sitemap does; what it does, stays escaped.
      'https://example.com/guide/%3Ctag%3E%22q%22.html',
      'https://example.com/zh/guide/a&b.html',
      "https://example.com/zh/guide/it's.html",
    ]);
    expect(hreflangProblems(urls)).toEqual([]);
  });
});

describe('past 50,000 URLs', async () => {
  const COUNT = 50_001;
  const day = (i: number) => new Date(Date.UTC(2020, 0, 1) + (i % 1000) * 86_400_000).toISOString();
  const { files, pagesReadAtFirstWrite } = await build({ siteUrl: 'https://example.com/docs/', changefreq: 'monthly' }, function* () {
    for (let i = 0; i < COUNT; i++) yield { routePath: `/p/${i}`, lastUpdated: i === COUNT - 1 ? '2030-01-01T00:00:00.000Z' : day(i) };
  }, { base: '/docs/' });

  it('writes sitemap-1.xml with 50,000 URLs and sitemap-2.xml with the rest, both valid', async () => {
    expect(Object.keys(files).sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap.xml']);
    const [first, second] = [parseUrlset(files['sitemap-1.xml']!).urls, parseUrlset(files['sitemap-2.xml']!).urls];
    expect(first).toHaveLength(50_000);
    expect(second.map((u) => u.loc)).toEqual(['https://example.com/docs/p/50000.html']);
    expect(first[49_999]!.loc).toBe('https://example.com/docs/p/49999.html');
    expect(await schemaErrors(files['sitemap-1.xml']!, 'urlset')).toEqual([]);
    expect(await schemaErrors(files['sitemap-2.xml']!, 'urlset')).toEqual([]);
  });

  it('makes sitemap.xml the index of those files, dated by their newest page', async () => {
    expect(await schemaErrors(files['sitemap.xml']!, 'index')).toEqual([]);
    expect(parseSitemapIndex(files['sitemap.xml']!)).toEqual({
      namespace: 'http://www.sitemaps.org/schemas/sitemap/0.9',
      sitemaps: [
        { loc: 'https://example.com/docs/sitemap-1.xml', lastmod: day(999).replace('.000Z', 'Z') },
        { loc: 'https://example.com/docs/sitemap-2.xml', lastmod: '2030-01-01T00:00:00Z' },
      ],
    });
  });

  it('writes each file as it reads the pages, rather than after reading them all', () => {
    expect(pagesReadAtFirstWrite['sitemap-1.xml']).toBeLessThan(2_000);
    expect(pagesReadAtFirstWrite['sitemap-2.xml']).toBe(COUNT);
  });
});

describe('past 50 MB', async () => {
  // Long routes in four languages: each entry is about 10 kB, so 50 MB is reached at some 5,000 pages.
  const COUNT = 6_000;
  const long = 'x'.repeat(1_900);
  const { files } = await build({ siteUrl: SITE_URL }, function* () {
    for (let i = 0; i < COUNT; i++) yield { routePath: `/${long}/${i}`, translations: [`/zh/${long}/${i}`, `/fr/${long}/${i}`, `/de/${long}/${i}`] };
  });

  it('splits before a file would pass 52,428,800 bytes', async () => {
    const names = Object.keys(files).filter((f) => f !== 'sitemap.xml').sort();
    expect(names).toEqual(['sitemap-1.xml', 'sitemap-2.xml']);
    const sizes = names.map((f) => Buffer.byteLength(files[f]!));
    expect(sizes[0]).toBeLessThanOrEqual(50 * 1024 * 1024);
    expect(sizes[0]).toBeGreaterThan(49 * 1024 * 1024);
    const counts = names.map((f) => parseUrlset(files[f]!).urls.length);
    expect(counts[0]! + counts[1]!).toBe(COUNT);
    expect(parseSitemapIndex(files['sitemap.xml']!).sitemaps.map((s) => s.loc)).toEqual([`${SITE_URL}sitemap-1.xml`, `${SITE_URL}sitemap-2.xml`]);
  });
});

describe('a URL of 2,048 characters or more', () => {
  // `https://example.com/` and `.html` are 25 characters around the route's.
  const page = (length: number) => [{ routePath: `/${'y'.repeat(length - 25)}` }];

  it('fails the build, naming the page: sitemaps.org takes less', async () => {
    await expect(build({ siteUrl: SITE_URL }, () => page(2_048))).rejects.toThrow(/^docs\/en\/y+\.md: the page's URL is 2048 characters long; sitemaps\.org allows less than 2,048 \(https:\/\/example\.com\/yyy/);
    const xml = (await build({ siteUrl: SITE_URL }, () => page(2_047))).files['sitemap.xml']!;
    expect(parseUrlset(xml).urls[0]!.loc).toHaveLength(2_047);
  });
});

describe('the checks these tests rely on', () => {
  const urlset = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}</urlset>\n`;
  const link = (lang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`;

  it('find what sitemaps.org\'s schema rejects', async () => {
    expect(await schemaErrors(urlset('<url><loc>https://example.com/</loc><lastmod>2024-01-01T00:00:00Z</lastmod></url>'), 'urlset')).toEqual([]);
    for (const body of [
      '<url><loc>https://example.com/</loc><changefreq>sometimes</changefreq></url>',
      '<url><loc>https://example.com/</loc><priority>1.5</priority></url>',
      '<url><loc>https://example.com/</loc><lastmod>yesterday</lastmod></url>',
      `<url><loc>https://example.com/</loc>${link('en', 'https://example.com/')}<lastmod>2024-01-01</lastmod></url>`,
      `<url><loc>https://example.com/</loc>${link('en', '/relative')}</url>`,
      '<url><loc>https://example.com/a&b</loc></url>',
      '',
    ]) {
      expect(await schemaErrors(urlset(body), 'urlset'), body).not.toEqual([]);
    }
    expect(await schemaErrors('<urlset><url><loc>https://example.com/</loc></url></urlset>', 'urlset')).not.toEqual([]);
  });

  it('find alternates that do not pair both ways', () => {
    const a = 'https://example.com/a';
    const b = 'https://example.com/zh/a';
    const both = [{ hreflang: 'en', href: a }, { hreflang: 'zh', href: b }];
    expect(hreflangProblems([{ loc: a, alternates: both }, { loc: b, alternates: both }])).toEqual([]);
    expect(hreflangProblems([{ loc: a, alternates: both }, { loc: b, alternates: [] }])).toEqual([`${a}: alternate ${b} does not name the same versions back`]);
    expect(hreflangProblems([{ loc: a, alternates: both }])).toEqual([`${a}: alternate ${b} is not in the sitemap`]);
    expect(hreflangProblems([{ loc: a, alternates: [both[1]!] }, { loc: b, alternates: [both[1]!] }])).toEqual([`${a}: its alternates do not name the page itself`]);
  });
});
