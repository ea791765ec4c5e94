import { parseFeed } from '@rowanmanning/feed-parser';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { pluginRss, type RssOptions } from '../../../plugins/rss/index.js';
import type { AfterBuildContext, BuiltPage, DocsitePlugin, HeadContext } from '../../../schemas/plugin.js';
import { siteConfigSchema, type UserConfig } from '../../../schemas/site-config.js';

const siteUrl = 'https://acme.example/docs/';

function config(extra: UserConfig = {}) {
  return siteConfigSchema.parse({
    title: 'Acme',
    description: 'Acme docs',
    base: '/docs/',
    lang: 'en',
    locales: [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '中文', title: 'Acme 中文', description: 'Acme 文档' },
    ],
    ...extra,
  });
}

interface FakePage {
  routePath: string;
  lang?: string;
  frontmatter?: Record<string, unknown>;
  lastUpdated?: string;
  title?: string;
  html?: string;
}

/** What the fake build saw: which pages' bodies a plugin asked for, and any other read. */
interface Reads {
  contentHtml: string[];
  other: string[];
}

function builtPage(page: FakePage, reads: Reads): BuiltPage {
  const lang = page.lang ?? 'en';
  return {
    routePath: page.routePath,
    lang,
    version: '',
    url: `/docs${page.routePath}.html`,
    filePath: `docs/${lang}${page.routePath.replace(/^\/zh/, '')}.md`,
    fallback: false,
    changed: true,
    title: page.title ?? `Title of ${page.routePath}`,
    description: (page.frontmatter?.description as string | undefined) ?? `About ${page.routePath}`,
    frontmatter: page.frontmatter ?? {},
    toc: [],
    content: `Text of ${page.routePath}`,
    lastUpdated: page.lastUpdated,
    translations: [],
    markdown: async () => {
      reads.other.push(`markdown ${page.routePath}`);
      return '';
    },
    contentHtml: async () => {
      reads.contentHtml.push(page.routePath);
      return page.html ?? `<p>Body of ${page.routePath}</p>`;
    },
    html: async () => {
      reads.other.push(`html ${page.routePath}`);
      return '';
    },
  };
}

/**
 * Run the plugin's afterBuild over `pages`, made one at a time as the build
 * streams them; the files it emitted, by path.
 */
async function build(options: RssOptions, pages: Iterable<FakePage>, site = config()) {
  const plugin = pluginRss(options);
  const files = new Map<string, string>();
  const reads: Reads = { contentHtml: [], other: [] };
  const ctx: AfterBuildContext = {
    config: site,
    langs: ['en', 'zh'],
    isProd: true,
    routes: [],
    async *pages() {
      for (const page of pages) yield builtPage(page, reads);
    },
    async emit(file, data) {
      if (files.has(file)) throw new Error(`${file} emitted twice`);
      if (typeof data !== 'string') throw new Error('expected a string');
      files.set(file, data);
    },
    keep: async () => false,
    previous: async () => undefined,
  };
  await plugin.beforeBuild?.(site, true);
  await plugin.afterBuild!(ctx);
  return { files, reads, feed: (file: string) => parseFeed(wellFormed(files.get(file)!)) };
}

/** The XML, once a strict parser found it well-formed (namespaces included). */
function wellFormed(xml: string): string {
  const parser = new SaxesParser({ xmlns: true });
  const errors: string[] = [];
  parser.on('error', (error) => errors.push(error.message));
  parser.write(xml).close();
  expect(errors).toEqual([]);
  return xml;
}

/** The text (CDATA included) of every element named `name`, in order. */
function elementTexts(xml: string, name: string): string[] {
  const parser = new SaxesParser();
  const texts: string[] = [];
  let open = false;
  parser.on('opentag', (tag) => {
    if (tag.name === name) [open] = [true, texts.push('')];
  });
  parser.on('closetag', (tag) => {
    if (tag.name === name) open = false;
  });
  const add = (text: string) => {
    if (open) texts[texts.length - 1] += text;
  };
  parser.on('text', add);
  parser.on('cdata', add);
  parser.write(xml).close();
  return texts;
}

const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString();

/** 100 blog posts, dated in a shuffled order (post k is k days after 2024-01-01), and other pages. */
function* manyPosts(): Generator<FakePage> {
  for (let i = 0; i < 100; i++) {
    const k = (i * 37) % 100;
    yield { routePath: `/blog/post-${k}`, frontmatter: { date: day(k) } };
    if (i % 10 === 0) yield { routePath: `/guide/page-${i}`, lastUpdated: day(500) };
  }
}

describe('pluginRss afterBuild', () => {
  it('keeps the 20 newest of 100 matching pages, newest first, and reads only their bodies', async () => {
    const { files, reads, feed } = await build({ siteUrl, feeds: [{ id: 'blog', test: '/blog/**', language: 'en' }] }, manyPosts());
    expect([...files.keys()].sort()).toEqual(['rss/blog.atom', 'rss/blog.xml']);
    const newest = Array.from({ length: 20 }, (_, i) => `/blog/post-${99 - i}`);
    for (const file of ['rss/blog.xml', 'rss/blog.atom']) {
      const items = feed(file).items;
      expect(items.map((item) => item.url)).toEqual(newest.map((route) => `https://acme.example/docs${route}.html`));
      expect(items.map((item) => item.published?.toISOString() ?? item.updated?.toISOString())).toEqual(newest.map((_, i) => day(99 - i)));
    }
    // Each kept page's body is read once per feed file pair, and no page outside the top 20 is read at all.
    expect([...reads.contentHtml].sort()).toEqual([...newest].sort());
    expect(reads.other).toEqual([]);
  });

  it('caps a feed at its `limit`', async () => {
    const { feed, reads } = await build({ siteUrl, feeds: [{ id: 'blog', test: '/blog/**', language: 'en', limit: 3 }] }, manyPosts());
    expect(feed('rss/blog.xml').items.map((item) => item.title)).toEqual(['Title of /blog/post-99', 'Title of /blog/post-98', 'Title of /blog/post-97']);
    expect(reads.contentHtml).toHaveLength(3);
  });

  it('orders pages with the same date by route path', async () => {
    const pages = ['/blog/c', '/blog/a', '/blog/b'].map((routePath) => ({ routePath, frontmatter: { date: '2024-05-01' } }));
    const { feed } = await build({ siteUrl, feeds: [{ id: 'blog', test: '/blog/*', language: 'en' }] }, pages);
    expect(feed('rss/blog.xml').items.map((item) => item.title)).toEqual(['Title of /blog/a', 'Title of /blog/b', 'Title of /blog/c']);
  });

  it('dates a page by frontmatter `date`, else `published_at`, else its git time, and leaves out a page with none', async () => {
    const pages: FakePage[] = [
      { routePath: '/blog/dated', frontmatter: { date: '2024-03-01', published_at: '2020-01-01' }, lastUpdated: '2025-01-01T00:00:00.000Z' },
      { routePath: '/blog/yaml-date', frontmatter: { date: new Date('2024-02-01T12:00:00Z') } },
      { routePath: '/blog/published', frontmatter: { published_at: '2024-04-01T08:00:00+08:00' }, lastUpdated: '2025-01-01T00:00:00.000Z' },
      { routePath: '/blog/git', lastUpdated: '2024-01-15T10:00:00.000Z' },
      { routePath: '/blog/undated' },
    ];
    const { feed, reads } = await build({ siteUrl, feeds: [{ id: 'blog', test: '/blog/*', language: 'en' }] }, pages);
    const items = feed('rss/blog.atom').items.map((item) => [item.title, item.updated?.toISOString()]);
    expect(items).toEqual([
      ['Title of /blog/published', '2024-04-01T00:00:00.000Z'],
      ['Title of /blog/dated', '2024-03-01T00:00:00.000Z'],
      ['Title of /blog/yaml-date', '2024-02-01T12:00:00.000Z'],
      ['Title of /blog/git', '2024-01-15T10:00:00.000Z'],
    ]);
    expect(reads.contentHtml).not.toContain('/blog/undated');
  });

  it('fails on a frontmatter date that is no date, naming the file', async () => {
    const pages = [{ routePath: '/blog/typo', frontmatter: { date: '2024-31-01' } }];
    await expect(build({ siteUrl, feeds: [{ id: 'blog', test: '/blog/*' }] }, pages)).rejects.toThrow('docs/en/blog/typo.md: frontmatter `date` is not a date: "2024-31-01"');
    // A page no feed lists is never dated, so its frontmatter is none of the plugin's business.
    await expect(build({ siteUrl, feeds: [{ id: 'blog', test: '/news/*' }] }, pages)).resolves.toBeDefined();
  });

  it('writes one feed per site language when `language` is left out, matching routes without their language prefix', async () => {
    const pages: FakePage[] = [
      { routePath: '/blog/a', frontmatter: { date: '2024-01-01' } },
      { routePath: '/zh/blog/a', lang: 'zh', frontmatter: { date: '2024-01-02' } },
      { routePath: '/zh/blog/b', lang: 'zh', frontmatter: { date: '2024-01-03' } },
      { routePath: '/zh/guide/x', lang: 'zh', frontmatter: { date: '2024-01-04' } },
    ];
    const { files, feed } = await build({ siteUrl, feeds: [{ id: 'blog', test: '/blog/**' }] }, pages);
    expect([...files.keys()].sort()).toEqual(['rss/blog-zh.atom', 'rss/blog-zh.xml', 'rss/blog.atom', 'rss/blog.xml']);
    const en = feed('rss/blog.xml');
    expect([en.title, en.description, en.language, en.url, en.self]).toEqual(['Acme', 'Acme docs', 'en', 'https://acme.example/docs/', 'https://acme.example/docs/rss/blog.xml']);
    expect(en.items.map((item) => item.url)).toEqual(['https://acme.example/docs/blog/a.html']);
    expect(feed('rss/blog-zh.xml').language).toBe('zh');
    // Atom has no language element (the feed library writes no xml:lang).
    const zh = feed('rss/blog-zh.atom');
    expect([zh.title, zh.description, zh.url, zh.self]).toEqual(['Acme 中文', 'Acme 文档', 'https://acme.example/docs/zh/', 'https://acme.example/docs/rss/blog-zh.atom']);
    expect(zh.items.map((item) => item.url)).toEqual(['https://acme.example/docs/zh/blog/b.html', 'https://acme.example/docs/zh/blog/a.html']);
  });

  it('lists only the pages of a feed’s `language`, under its own id and title', async () => {
    const pages: FakePage[] = [
      { routePath: '/news/a', frontmatter: { date: '2024-01-01' } },
      { routePath: '/zh/news/a', lang: 'zh', frontmatter: { date: '2024-01-02' } },
    ];
    const { files, feed } = await build({ siteUrl, feeds: [{ id: 'news-cn', test: '/news/*', language: 'zh', title: '新闻', description: '最新消息' }] }, pages);
    expect([...files.keys()].sort()).toEqual(['rss/news-cn.atom', 'rss/news-cn.xml']);
    const zh = feed('rss/news-cn.xml');
    expect([zh.title, zh.description]).toEqual(['新闻', '最新消息']);
    expect(zh.items.map((item) => item.url)).toEqual(['https://acme.example/docs/zh/news/a.html']);
  });

  it('leaves out what a `!` glob matches, and not-found pages', async () => {
    const pages: FakePage[] = [
      { routePath: '/blog/', lastUpdated: day(9) },
      { routePath: '/blog/a', lastUpdated: day(1) },
      { routePath: '/404', frontmatter: { pageType: '404' }, lastUpdated: day(2) },
    ];
    const { feed } = await build({ siteUrl, feeds: [{ id: 'all', test: ['/**', '!/blog/'], language: 'en' }] }, pages);
    expect(feed('rss/all.xml').items.map((item) => item.title)).toEqual(['Title of /blog/a']);
    const onlyNot = await build({ siteUrl, feeds: [{ id: 'all', test: '!/blog/a', language: 'en' }] }, pages);
    expect(onlyNot.feed('rss/all.xml').items.map((item) => item.title)).toEqual(['Title of /blog/']);
  });

  it('gives items their HTML with absolute links, without the title heading and buttons; the description, authors and categories', async () => {
    const html =
      '<h1 id="a">A &amp; B</h1><p><a href="/docs/guide/x.html#y">x</a> <a href="#a">top</a> <a href="sibling.html">s</a> <a href="https://other.example/">o</a> ' +
      '<img src="/docs/static/cat.png" srcset="/docs/static/cat.png 1x, /docs/static/cat@2x.png 2x" alt="cat"></p><div class="code"><pre><code>if (a &lt; b) { x = "]]&gt;"; }</code></pre><button type="button">Copy</button></div><section><h1>Inner</h1></section>';
    const pages: FakePage[] = [
      {
        routePath: '/blog/a',
        title: 'Ships <Widget> & more',
        html,
        frontmatter: {
          date: '2024-01-01',
          description: 'Why A & <B>',
          author: [{ name: 'Ada', email: 'ada@acme.example', url: 'https://ada.example/' }, 'Bo'],
          categories: ['release', 'R&D'],
        },
      },
      { routePath: '/blog/b', frontmatter: { date: '2023-01-01', author: 'Cy', category: 'news' } },
    ];
    const { feed, files } = await build({ siteUrl, feeds: [{ id: 'blog', test: '/blog/*', language: 'en', title: 'Acme & co <blog>' }] }, pages);
    const absolute =
      '<p><a href="https://acme.example/docs/guide/x.html#y">x</a> <a href="https://acme.example/docs/blog/a.html#a">top</a> ' +
      '<a href="https://acme.example/docs/blog/sibling.html">s</a> <a href="https://other.example/">o</a> ' +
      '<img src="https://acme.example/docs/static/cat.png" srcset="https://acme.example/docs/static/cat.png 1x, https://acme.example/docs/static/cat@2x.png 2x" alt="cat"></p>' +
      '<div class="code"><pre><code>if (a &#x3C; b) { x = "]]>"; }</code></pre></div><section><h1>Inner</h1></section>';
    for (const [file, contentElement] of [['rss/blog.xml', 'content:encoded'], ['rss/blog.atom', 'content']] as const) {
      expect(elementTexts(files.get(file)!, contentElement)[0]).toBe(absolute);
      const parsed = feed(file);
      expect(parsed.title).toBe('Acme & co <blog>');
      const [a, b] = parsed.items;
      expect(a!.content).toContain('<a href="https://acme.example/docs/guide/x.html#y">x</a>');
      // Titles and descriptions are text, carried as escaped HTML: a reader shows the `<Widget>`, and no tag opens.
      expect(a!.title).toBe('Ships <Widget> & more');
      expect(a!.description).toBe('Why A & <B>');
      expect(a!.id).toBe('https://acme.example/docs/blog/a.html');
      expect(a!.authors.map((author) => [author.name, author.email])).toEqual([['Ada', 'ada@acme.example'], ['Bo', null]]);
      expect(a!.categories.map((category) => category.term)).toEqual(['release', 'R&D']);
      expect(b!.description).toBe('About /blog/b');
      expect(b!.authors.map((author) => author.name)).toEqual(['Cy']);
      expect(b!.categories.map((category) => category.term)).toEqual(['news']);
    }
    expect(files.get('rss/blog.xml')).toContain('<guid isPermaLink="true">https://acme.example/docs/blog/a.html</guid>');
    expect(elementTexts(files.get('rss/blog.xml')!, 'title').slice(1, 2)).toEqual(['Ships &lt;Widget&gt; &amp; more']);
    expect(elementTexts(files.get('rss/blog.xml')!, 'description').slice(1, 2)).toEqual(['Why A &amp; &lt;B&gt;']);
    expect(elementTexts(files.get('rss/blog.atom')!, 'title').slice(1, 2)).toEqual(['Ships &lt;Widget&gt; &amp; more']);
    expect(elementTexts(files.get('rss/blog.atom')!, 'summary').slice(0, 1)).toEqual(['Why A &amp; &lt;B&gt;']);
  });

  it('refuses an author it cannot read, and a category with `<`, naming the file', async () => {
    await expect(build({ siteUrl, feeds: [{ id: 'b', test: '/b' }] }, [{ routePath: '/b', lastUpdated: day(1), frontmatter: { author: 42 } }])).rejects.toThrow('docs/en/b.md: frontmatter `author` should be a name');
    await expect(build({ siteUrl, feeds: [{ id: 'b', test: '/b' }] }, [{ routePath: '/b', lastUpdated: day(1), frontmatter: { category: 'a<b' } }])).rejects.toThrow('docs/en/b.md: frontmatter `category` should be a name without `<`');
  });

  it('writes an empty feed when no page matches', async () => {
    const { feed } = await build({ siteUrl, feeds: [{ id: 'blog', test: '/blog/**', language: 'en' }] }, [{ routePath: '/guide/a', lastUpdated: day(1) }]);
    expect(feed('rss/blog.xml').items).toEqual([]);
    expect(feed('rss/blog.atom').items).toEqual([]);
  });

  it('fails for a language the site does not have, and for two feeds written to one file', async () => {
    await expect(build({ siteUrl, feeds: [{ id: 'blog', test: '/blog/**', language: 'fr' }] }, [])).rejects.toThrow('feeds[0].language: `fr` is not a language of the site (en, zh)');
    await expect(build({ siteUrl, feeds: [{ id: 'blog', test: '/blog/**' }, { id: 'blog-zh', test: '/news/**', language: 'zh' }] }, [])).rejects.toThrow(
      "feeds[1]: its zh feed would be written to rss/blog-zh.xml, as feeds[0]'s is; change one `id`",
    );
  });
});

describe('pluginRss head', () => {
  const site = config();
  const head = (plugin: DocsitePlugin, context: Partial<HeadContext> & { routePath: string }) =>
    plugin.head!({ lang: 'en', version: '', url: '', config: site, page: { frontmatter: {} } as HeadContext['page'], ...context });
  const plugin = pluginRss({ siteUrl, feeds: [{ id: 'blog', test: '/blog/**', title: 'Acme blog' }, { id: 'news', test: '/news/*', language: 'zh' }] });

  it('links a matching page to its language’s RSS and Atom feeds', async () => {
    expect(await head(plugin, { routePath: '/blog/a' })).toEqual([
      ['link', { rel: 'alternate', type: 'application/rss+xml', title: 'Acme blog', hreflang: 'en', href: '/docs/rss/blog.xml' }],
      ['link', { rel: 'alternate', type: 'application/atom+xml', title: 'Acme blog', hreflang: 'en', href: '/docs/rss/blog.atom' }],
    ]);
    expect(await head(plugin, { routePath: '/zh/blog/a', lang: 'zh' })).toEqual([
      ['link', { rel: 'alternate', type: 'application/rss+xml', title: 'Acme blog', hreflang: 'zh', href: '/docs/rss/blog-zh.xml' }],
      ['link', { rel: 'alternate', type: 'application/atom+xml', title: 'Acme blog', hreflang: 'zh', href: '/docs/rss/blog-zh.atom' }],
    ]);
    expect(await head(plugin, { routePath: '/zh/news/a', lang: 'zh' })).toEqual([
      ['link', { rel: 'alternate', type: 'application/rss+xml', title: 'Acme 中文', hreflang: 'zh', href: '/docs/rss/news.xml' }],
      ['link', { rel: 'alternate', type: 'application/atom+xml', title: 'Acme 中文', hreflang: 'zh', href: '/docs/rss/news.atom' }],
    ]);
  });

  it('adds nothing to a page no feed lists', async () => {
    expect(await head(plugin, { routePath: '/guide/a' })).toEqual([]);
    expect(await head(plugin, { routePath: '/news/a' })).toEqual([]);
    expect(await head(plugin, { routePath: '/blog/404', page: { frontmatter: { pageType: '404' } } as HeadContext['page'] })).toEqual([]);
    expect(await head(plugin, { routePath: '/blog/a', page: null })).toBeUndefined();
  });
});

describe('pluginRss options', () => {
  it('names the key of an invalid option', () => {
    expect(() => pluginRss({ siteUrl: 'acme.example', feeds: [{ id: 'blog', test: '/blog/**' }] })).toThrow('[rss] invalid options: siteUrl:');
    expect(() => pluginRss({ siteUrl, feeds: [{ id: 'blog', test: '/blog/**' }, { id: 'blog', test: '/news/**' }] })).toThrow(
      '[rss] invalid options: feeds[1].id: another feed already has the id `blog`',
    );
    expect(() => pluginRss({ siteUrl, feeds: [{ id: 'my blog', test: '/blog/**' }] })).toThrow('[rss] invalid options: feeds[0].id: expected a file name');
    expect(() => pluginRss({ siteUrl, feeds: [{ id: 'blog', test: '/blog/**', limit: 0 }] })).toThrow('[rss] invalid options: feeds[0].limit:');
    expect(() => pluginRss({ siteUrl, feeds: [{ id: 'blog', tset: '/blog/**' } as never] })).toThrow('feeds[0].tset: unknown key; did you mean `test`?');
  });
});
