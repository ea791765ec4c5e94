import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { SaxesParser } from 'saxes';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { git, makeTestRepo } from '../helpers/make-test-repo.js';
import { runCli } from '../helpers/run-cli.js';
import { tempDir } from '../helpers/temp-site.js';

const config = `import { defineConfig } from 'docsite';
import { pluginRss } from 'docsite/plugins/rss';

export default defineConfig({
  title: 'Acme',
  description: 'Acme docs',
  base: '/docs/',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '中文', title: 'Acme 中文' },
  ],
  plugins: [pluginRss({ siteUrl: 'https://acme.example/docs/', feeds: [{ id: 'blog', test: ['/blog/**', '!/blog/'], title: 'Acme blog' }] })],
});
`;

/** A page per language: the zh tree mirrors the en one. */
function pages(lang: 'en' | 'zh'): Record<string, string> {
  const t = (en: string, zh: string) => (lang === 'en' ? en : zh);
  return {
    'index.md': t('# Acme\n\nWelcome.\n', '# Acme\n\n欢迎。\n'),
    'guide/intro.md': t('# Intro\n\nHow it starts.\n', '# 介绍\n\n从这里开始。\n'),
    'blog/index.md': t('# Blog\n\nAll posts.\n', '# 博客\n\n所有文章。\n'),
    'blog/first.md': `---\ndate: ${t('2024-01-10', '2024-01-11')}\n---\n\n# ${t('First post', '第一篇')}\n\n${t('The first one.', '第一篇文章。')}\n`,
    'blog/second.md':
      `---\ndate: 2024-03-05T09:30:00+08:00\ndescription: ${t('What is new in 2.0', '2.0 有什么新东西')}\nauthor: Ada\ncategory: release\n---\n\n` +
      `# ${t('Second post', '第二篇')}\n\n${t('Read the [intro](/guide/intro) first.', '先读[介绍](/zh/guide/intro)。')}\n\n## ${t('Details', '细节')}\n\n\`\`\`js\nconst a = 1 < 2;\n\`\`\`\n`,
    'blog/undated.md': `# ${t('Undated post', '无日期')}\n\n${t('Dated by git.', '按 git 时间。')}\n`,
  };
}

const files = {
  'docsite.config.ts': config,
  ...Object.fromEntries((['en', 'zh'] as const).flatMap((lang) => Object.entries(pages(lang)).map(([file, text]) => [`docs/${lang}/${file}`, text]))),
};

/** The site as a git repository: every page committed on 2023-06-01, then one more commit that touches no page. */
function repo(): string {
  const dir = tempDir('docsite-rss-');
  makeTestRepo(dir, [
    { date: '2023-06-01T12:00:00Z', files },
    { date: '2023-07-01T12:00:00Z', files: { 'README.md': 'Acme docs.\n' } },
  ]);
  return dir;
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

/** The `<link rel="alternate">` tags of a page's `<head>` that point at feeds, as attribute records. */
function feedLinks(html: string): Record<string, unknown>[] {
  const links: Record<string, unknown>[] = [];
  visit(fromHtml(html), 'element', (node: Element) => {
    const type = String(node.properties.type ?? '');
    if (node.tagName === 'link' && /^application\/(rss|atom)\+xml$/.test(type)) {
      links.push({ rel: [node.properties.rel].flat().join(' '), type, title: node.properties.title, hreflang: node.properties.hrefLang, href: node.properties.href });
    }
  });
  return links;
}

describe('pluginRss in a real build (docsite build)', () => {
  const dir = repo();
  const result = runCli(['build', dir], dir);
  const dist = path.join(dir, 'dist');
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
  const feed = (file: string) => parseFeed(wellFormed(read(file)));

  it('builds without a warning', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it.each(['rss/blog.xml', 'rss/blog.atom'])('%s lists the en posts newest first, by frontmatter date, else git time, the blog index left out', (file) => {
    const parsed = feed(file);
    expect(parsed.meta.type).toBe(file.endsWith('.xml') ? 'rss' : 'atom');
    expect(parsed.title).toBe('Acme blog');
    expect(parsed.url).toBe('https://acme.example/docs/');
    expect(parsed.self).toBe(`https://acme.example/docs/${file}`);
    expect(parsed.items.map((item) => [item.title, item.url, (item.published ?? item.updated)?.toISOString()])).toEqual([
      ['Second post', 'https://acme.example/docs/blog/second.html', '2024-03-05T01:30:00.000Z'],
      ['First post', 'https://acme.example/docs/blog/first.html', '2024-01-10T00:00:00.000Z'],
      ['Undated post', 'https://acme.example/docs/blog/undated.html', '2023-06-01T12:00:00.000Z'],
    ]);
  });

  it.each(['rss/blog.xml', 'rss/blog.atom'])('%s gives each item the page’s body with absolute links, its description, author and category', (file) => {
    const second = feed(file).items[0]!;
    expect(second.id).toBe('https://acme.example/docs/blog/second.html');
    expect(second.description).toBe('What is new in 2.0');
    expect(second.authors.map((author) => author.name)).toEqual(['Ada']);
    expect(second.categories.map((category) => category.term)).toEqual(['release']);
    const content = fromHtml(second.content!, { fragment: true });
    const hrefs: string[] = [];
    const headings: string[] = [];
    visit(content, 'element', (node: Element) => {
      if (node.tagName === 'a' && typeof node.properties.href === 'string') hrefs.push(node.properties.href);
      if (node.tagName === 'h2') headings.push(String(node.properties.id));
    });
    expect(hrefs).toContain('https://acme.example/docs/guide/intro.html');
    expect(hrefs.every((href) => href.startsWith('https://'))).toBe(true);
    expect(headings).toEqual(['details']);
    // The title heading is the item's title, and the code block's buttons do nothing in a reader.
    expect(second.content).not.toMatch(/<h1|<button/);
    expect(second.content).toContain('Read the ');
    expect(second.content).toContain('const');
  });

  it('writes the zh feed beside the en one, with the zh posts only', () => {
    for (const file of ['rss/blog-zh.xml', 'rss/blog-zh.atom']) {
      const parsed = feed(file);
      expect(parsed.title).toBe('Acme blog');
      expect(parsed.url).toBe('https://acme.example/docs/zh/');
      expect(parsed.items.map((item) => [item.title, item.url])).toEqual([
        ['第二篇', 'https://acme.example/docs/zh/blog/second.html'],
        ['第一篇', 'https://acme.example/docs/zh/blog/first.html'],
        ['无日期', 'https://acme.example/docs/zh/blog/undated.html'],
      ]);
    }
    expect(feed('rss/blog-zh.xml').language).toBe('zh');
  });

  it('links a matching page to its language’s feeds, and no other page', () => {
    expect(feedLinks(read('blog/second.html'))).toEqual([
      { rel: 'alternate', type: 'application/rss+xml', title: 'Acme blog', hreflang: 'en', href: '/docs/rss/blog.xml' },
      { rel: 'alternate', type: 'application/atom+xml', title: 'Acme blog', hreflang: 'en', href: '/docs/rss/blog.atom' },
    ]);
    expect(feedLinks(read('zh/blog/first.html'))).toEqual([
      { rel: 'alternate', type: 'application/rss+xml', title: 'Acme blog', hreflang: 'zh', href: '/docs/rss/blog-zh.xml' },
      { rel: 'alternate', type: 'application/atom+xml', title: 'Acme blog', hreflang: 'zh', href: '/docs/rss/blog-zh.atom' },
    ]);
    for (const page of ['guide/intro.html', 'blog/index.html', 'index.html', 'zh/guide/intro.html']) expect(feedLinks(read(page)), page).toEqual([]);
  });
});

describe('pluginRss in a shallow clone, where git knows no page’s time', () => {
  const dir = tempDir('docsite-rss-shallow-');
  git(dir, ['clone', '-q', '--depth', '1', `file://${repo()}`, '.']);
  const result = runCli(['build', dir], dir);

  it('leaves out the pages without a frontmatter date', () => {
    expect(result.code).toBe(0);
    const parsed = parseFeed(readFileSync(path.join(dir, 'dist/rss/blog.xml'), 'utf8'));
    expect(parsed.items.map((item) => item.title)).toEqual(['Second post', 'First post']);
  });
});
