import { describe, expect, it } from 'vitest';
import type { SearchRecord } from '../../../../schemas/search-record.js';
import { memoryIndex, pageRecords } from '../../../helpers/local-search.js';

const en: SearchRecord[] = [
  ...pageRecords('en', '/guide/config.html', 'Configuration', {
    '': ['Every site has a docsite.config.ts file at its root.'],
    '## Theme options': ['The theme reads nav and sidebar from themeConfig.', 'Colours follow the system setting.'],
    '### Dark mode': ['Readers switch between light and dark with the toggle.'],
  }),
  ...pageRecords('en', '/guide/deploy.html', 'Deployment', {
    '': ['Upload the dist folder to any static host.'],
    '## GitHub Pages': ['Set the base to the repository name, then push.', 'The theme needs no server.'],
    '## Configuration of caching': ['Hashed assets may be cached forever.'],
  }),
  ...pageRecords('en', '/guide/markup.html', 'Markup', {
    '## Escaping': ['Write <img src=x onerror="window.__xss=1"> in inline code to show it.'],
    '## Long text': ['one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'],
  }),
];

const zh: SearchRecord[] = [
  ...pageRecords('zh', '/zh/guide/config.html', '配置', {
    '': ['每个站点的根目录都有一个配置文件。'],
    '## 主题选项': ['主题从配置中读取导航和侧边栏。'],
  }),
  ...pageRecords('zh', '/zh/guide/deploy.html', '部署', {
    '': ['把构建输出上传到任意静态主机。文档的配置不需要服务器，文件可以缓存。'],
  }),
];

const urls = (result: { hits: { url: string }[] }) => result.hits.map((h) => h.url);

describe('the local search engine', () => {
  it('ranks hierarchy matches before content, and higher headings first', async () => {
    const index = memoryIndex('en', en);
    expect(urls(await index.search('configuration'))).toEqual(['/guide/config.html', '/guide/config.html#theme-options', '/guide/config.html#dark-mode', '/guide/deploy.html#configuration-of-caching']);
    const theme = await index.search('theme');
    expect(urls(theme).slice(0, 2)).toEqual(['/guide/config.html#theme-options', '/guide/config.html#dark-mode']);
    expect(urls(theme)).toContain('/guide/deploy.html#github-pages');
  });

  it('returns one hit per url, its best record, with the type of that record', async () => {
    const { hits } = await memoryIndex('en', en).search('dark');
    expect(hits.map((h) => [h.url, h.type])).toEqual([['/guide/config.html#dark-mode', 'lvl3']]);
    const [content] = (await memoryIndex('en', en).search('toggle')).hits;
    expect(content).toMatchObject({ url: '/guide/config.html#dark-mode', type: 'content', content: 'Readers switch between light and dark with the toggle.' });
  });

  it('matches every word, the last as a prefix while typing, and only within one record', async () => {
    const index = memoryIndex('en', en);
    expect(urls(await index.search('upload stat'))).toEqual(['/guide/deploy.html']);
    expect(urls(await index.search('upload stat '))).toEqual([]);
    expect(urls(await index.search('stat upload'))).toEqual([]);
    // "repository" and "server" are both under GitHub Pages, but in different paragraphs.
    expect(urls(await index.search('repository server'))).toEqual([]);
    // A word in the heading completes one in the paragraph below it.
    expect((await index.search('github push')).hits.map((h) => h.content)).toEqual(['Set the base to the repository name, then push.']);
  });

  it('tolerates typos like the DocSearch crawler: one from 3 letters, two from 7, exact first', async () => {
    const index = memoryIndex('en', en);
    expect(urls(await index.search('thme'))).toContain('/guide/config.html#theme-options');
    expect(urls(await index.search('cnfiguratoin'))).toContain('/guide/config.html');
    expect(urls(await index.search('deplyoment'))).toEqual(['/guide/deploy.html', '/guide/deploy.html#github-pages', '/guide/deploy.html#configuration-of-caching']);
    expect(urls(await index.search('ni '))).toEqual([]);
    expect(urls(await index.search('dakr '))).toEqual(['/guide/config.html#dark-mode']);
    expect(urls(await index.search('drak mode'))).toEqual(['/guide/config.html#dark-mode']);
    expect(urls(await index.search('thxmx '))).toEqual([]);
    const tags = memoryIndex('en', [...pageRecords('en', '/tags.html', 'Tags', {}), ...pageRecords('en', '/tabs.html', 'Tabs', {})]);
    expect(urls(await tags.search('tabs '))).toEqual(['/tabs.html', '/tags.html']);
  });

  it('finds Chinese substrings exactly, never pairs that are merely near each other', async () => {
    const index = memoryIndex('zh', zh);
    expect(urls(await index.search('配置文件'))).toEqual(['/zh/guide/config.html']);
    expect(urls(await index.search('静态主机'))).toEqual(['/zh/guide/deploy.html']);
    expect(urls(await index.search('配'))).toEqual(['/zh/guide/config.html', '/zh/guide/config.html#主题选项', '/zh/guide/deploy.html']);
    // 部署 page has 配置 and 文件, but not 配置文件.
    expect(urls(await index.search('置文'))).toEqual(['/zh/guide/config.html']);
    expect(urls(await index.search('主题 导航'))).toEqual(['/zh/guide/config.html#主题选项']);
  });

  it('highlights and snippets as Algolia does: escaped text, only the highlight tags, ellipses at cuts', async () => {
    const index = memoryIndex('en', en);
    const [hit] = (await index.search('onerror', { attributesToSnippet: ['content:5'], snippetEllipsisText: '…' })).hits;
    expect(hit!._highlightResult.content!.value).toBe('Write &lt;img src=x <mark>onerror</mark>=&quot;window.__xss=1&quot;&gt; in inline code to show it.');
    expect(hit!._snippetResult!.content!.value).toBe('…x <mark>onerror</mark>=&quot;window.__xss=1…');
    const [long] = (await index.search('twelve', { attributesToSnippet: ['content:10'], snippetEllipsisText: '…' })).hits;
    expect(long!._snippetResult!.content).toEqual({ value: '…ten eleven <mark>twelve</mark> thirteen fourteen fifteen sixteen seventeen eighteen nineteen…', matchLevel: 'full' });
    const prefix = (await index.search('deplo')).hits[0]!;
    expect(prefix._highlightResult.hierarchy.lvl1).toMatchObject({ value: '<mark>Deplo</mark>yment', matchLevel: 'full', matchedWords: ['deplo'] });
  });

  it('answers a one-word query from the heads of its postings, and the same as with every posting', async () => {
    const records = Array.from({ length: 60 }, (_, i) =>
      pageRecords('en', `/p${i}.html`, `Page ${i} ${i % 3 ? 'guide' : 'theme'}`, { '## Setup': [`Install the theme ${i}.`, 'Then build.'] }),
    ).flat();
    const small = memoryIndex('en', records, { shardBytes: 200, chunkBytes: 300, headPostings: 4, inlineTailBytes: 0 });
    const whole = memoryIndex('en', records, { shardBytes: 1e9, chunkBytes: 1e9, headPostings: 1e9, inlineTailBytes: 0 });
    // Tails of up to 150 bytes stay in their shards; longer ones still get files.
    const inlined = memoryIndex('en', records, { shardBytes: 200, chunkBytes: 300, headPostings: 4, inlineTailBytes: 150 });
    const tails = (index: typeof small) => [...index.files.keys()].filter((f) => /\/t\d+\.json$/.test(f));
    expect(tails(inlined).length).toBeGreaterThan(0);
    expect(tails(inlined).length).toBeLessThan(tails(small).length);
    for (const query of ['theme', 'th', 'guide', 'setup', 'install theme', 'buil', 'page 7', 'instal']) {
      expect(urls(await small.search(query)), query).toEqual(urls(await whole.search(query)));
      expect((await small.search(query)).nbHits, query).toBe((await whole.search(query)).nbHits);
      expect(urls(await inlined.search(query)), query).toEqual(urls(await whole.search(query)));
      expect((await inlined.search(query)).nbHits, query).toBe((await whole.search(query)).nbHits);
    }
    small.fetched.length = 0;
    await small.search('setup');
    expect(small.fetched.filter((f) => /\/t\d+\.json$/.test(f))).toEqual([]);
  });

  it('rejects when the index cannot be fetched, and recovers once it can', async () => {
    const index = memoryIndex('en', en);
    const manifest = index.files.get('static/search/en.json')!;
    index.files.delete('static/search/en.json');
    await expect(index.search('theme')).rejects.toThrow('404 static/search/en.json');
    index.files.set('static/search/en.json', manifest);
    expect((await index.search('theme')).nbHits).toBeGreaterThan(0);
  });
});
