import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTestRepo } from '../helpers/make-test-repo.js';
import { runCli } from '../helpers/run-cli.js';
import { hreflangProblems, parseUrlset, schemaErrors } from '../helpers/sitemap-xml.js';
import { tempDir } from '../helpers/temp-site.js';

const config = (plugin: string) => `import { defineConfig } from 'docsite';
import { pluginSitemap } from 'docsite/plugins/sitemap';

export default defineConfig({
  title: 'Acme',
  base: '/docs/',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '中文' },
  ],
  plugins: [${plugin}],
});
`;

const JUNE = '2023-06-01T12:00:00Z';
const SEPTEMBER = '2023-09-02T08:00:00Z';

/** Pages in both languages, with names that need escaping in XML; a page only in English; one hidden in English only; drafts; pages excluded by the options; the not-found pages. */
const pages: Record<string, string> = {
  'docs/en/index.md': '# Acme\n\nWelcome.\n',
  'docs/zh/index.md': '# Acme\n\n欢迎。\n',
  'docs/en/guide/intro.md': '# Intro\n\nHow it starts.\n',
  'docs/zh/guide/intro.md': '# 介绍\n\n从这里开始。\n',
  'docs/en/guide/q&a.md': '# Q&A\n\nQuestions.\n',
  'docs/zh/guide/q&a.md': '# 问答\n\n问题。\n',
  "docs/en/guide/it's.md": "# It's\n\nA name with a quote.\n",
  "docs/zh/guide/it's.md": '# 引号\n\n带引号的名字。\n',
  'docs/en/guide/only-english.md': '# Only English\n\nNo translation.\n',
  'docs/en/secret.md': '---\nnoindex: true\n---\n\n# Secret\n\nNot for search engines.\n',
  'docs/zh/secret.md': '# 秘密\n\n中文版可以收录。\n',
  'docs/en/draft.md': '---\nsitemap: false\n---\n\n# Draft\n\nNot yet.\n',
  'docs/zh/draft.md': '---\nsitemap: false\n---\n\n# 草稿\n\n还没写完。\n',
  'docs/en/internal/notes.md': '# Notes\n\nInternal.\n',
  'docs/zh/internal/notes.md': '# 笔记\n\n内部。\n',
  'docs/en/blog.md': '---\nsitemap:\n  changefreq: daily\n  priority: 0.8\n---\n\n# Blog\n\nNews.\n',
  'docs/zh/blog.md': '# 博客\n\n新闻。\n',
  'docs/en/404.md': '---\npageType: 404\n---\n\n# Not found\n\nNothing here.\n',
  'docs/zh/404.md': '---\npageType: 404\n---\n\n# 未找到\n\n这里什么都没有。\n',
  'public/robots.txt': 'User-agent: *\nAllow: /\n',
};

/** The site as a git repository: every page committed in June, the Chinese intro changed in September. */
function repo(plugin: string, extra: Record<string, string> = {}): string {
  const dir = tempDir('docsite-sitemap-');
  makeTestRepo(dir, [
    { date: JUNE, files: { 'docsite.config.ts': config(plugin), ...pages, ...extra } },
    { date: SEPTEMBER, files: { 'docs/zh/guide/intro.md': '# 介绍\n\n从这里开始，已更新。\n' } },
  ]);
  return dir;
}

describe('pluginSitemap in a real build (docsite build)', () => {
  const dir = repo("pluginSitemap({ siteUrl: 'https://acme.example/docs/', changefreq: 'weekly', exclude: ['**/internal/**'] })");
  const result = runCli(['build', dir], dir);
  const dist = path.join(dir, 'dist');
  const xml = existsSync(path.join(dist, 'sitemap.xml')) ? readFileSync(path.join(dist, 'sitemap.xml'), 'utf8') : '';
  const { urls } = xml ? parseUrlset(xml) : { urls: [] };
  const url = (loc: string) => urls.find((u) => u.loc === `https://acme.example/docs/${loc}`);

  it('builds, warning only of the page left untranslated on purpose, and writes dist/sitemap.xml, valid against sitemaps.org\'s schema', async () => {
    expect(result.stderr.split('\n').filter((line) => /warning|error/.test(line))).toEqual(['docs/en/guide/only-english.md:1:1 warning No zh translation: expected docs/zh/guide/only-english.md; until it is added, the zh page shows this en content, with a notice']);
    expect(result.code).toBe(0);
    expect(xml).not.toBe('');
    expect(await schemaErrors(xml, 'urlset')).toEqual([]);
  });

  it('lists every page meant for search engines, by its absolute URL with the base', () => {
    expect(urls.map((u) => u.loc.replace('https://acme.example/docs/', '')).sort()).toEqual(
      ['', 'blog.html', 'guide/intro.html', "guide/it's.html", 'guide/only-english.html', 'guide/q&a.html', 'zh/', 'zh/blog.html', 'zh/guide/intro.html', "zh/guide/it's.html", 'zh/guide/q&a.html', 'zh/guide/only-english.html', 'zh/secret.html'].sort(),
    );
  });

  it('escapes & and \' in the file, and each URL is a page the build wrote', () => {
    expect(xml).toContain('guide/q&amp;a.html');
    expect(xml).toContain('guide/it&apos;s.html');
    for (const { loc } of urls) {
      const file = decodeURIComponent(new URL(loc).pathname.replace(/^\/docs\//, '')).replace(/(^|\/)$/, '$1index.html');
      expect(existsSync(path.join(dist, file)), loc).toBe(true);
    }
  });

  it('pairs every page with its translations both ways, and names none that is left out', () => {
    expect(hreflangProblems(urls)).toEqual([]);
    expect(url('guide/q&a.html')!.alternates).toEqual([
      { hreflang: 'en', href: 'https://acme.example/docs/guide/q&a.html' },
      { hreflang: 'zh', href: 'https://acme.example/docs/zh/guide/q&a.html' },
      { hreflang: 'x-default', href: 'https://acme.example/docs/guide/q&a.html' },
    ]);
    expect(url('zh/secret.html')!.alternates).toEqual([]);
    expect(url('guide/only-english.html')!.alternates).toEqual([]);
    // Its zh fallback page (fallbackContent) is no translation.
    expect(url('zh/guide/only-english.html')!.alternates).toEqual([]);
  });

  it('dates each page by its last commit, though the pages do not show the time (themeConfig.lastUpdated is off)', () => {
    expect(url('guide/intro.html')!.lastmod).toBe('2023-06-01T12:00:00Z');
    expect(url('zh/guide/intro.html')!.lastmod).toBe('2023-09-02T08:00:00Z');
  });

  it('gives every page the options\' changefreq, and a page\'s frontmatter its own', () => {
    expect(url('guide/intro.html')).toMatchObject({ changefreq: 'weekly' });
    expect(url('guide/intro.html')!.priority).toBeUndefined();
    expect(url('blog.html')).toMatchObject({ changefreq: 'daily', priority: '0.8' });
    expect(url('zh/blog.html')).toMatchObject({ changefreq: 'weekly' });
  });

  it('leaves robots.txt as the site wrote it', () => {
    expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toBe(pages['public/robots.txt']);
  });
});

describe('pluginSitemap failing a build', () => {
  it('names the page and key when a page\'s frontmatter gives a value sitemaps.org does not allow', () => {
    const dir = repo("pluginSitemap({ siteUrl: 'https://acme.example/docs/' })", { 'docs/en/bad.md': '---\nsitemap:\n  priority: 2\n---\n\n# Bad\n\nToo high.\n' });
    const result = runCli(['build', dir], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/\[sitemap\] hook afterBuild failed: docs\/en\/bad\.md: invalid frontmatter sitemap\.priority: /);
    expect(existsSync(path.join(dir, 'dist/sitemap.xml'))).toBe(false);
  });

  it('when the site already has a sitemap.xml in public/', () => {
    const dir = repo("pluginSitemap({ siteUrl: 'https://acme.example/docs/' })", { 'public/sitemap.xml': '<urlset/>\n' });
    const result = runCli(['build', dir], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/\[sitemap\] hook afterBuild failed: .*sitemap\.xml/);
  });

  it('names the key of invalid options at the config', () => {
    const dir = repo("pluginSitemap({ siteUrl: 'acme.example' })");
    const result = runCli(['build', dir], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('[sitemap] invalid options: siteUrl: ');
  });
});
