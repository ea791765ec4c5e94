import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';
import { placeOf } from '../helpers/text-place.js';

/** The error lines of a run (by file, then place), each followed by the fix printed under it. */
function errors(stderr: string): string[] {
  const lines = stderr.split('\n');
  return lines.flatMap((line, i) => (/ error /.test(line) ? [line, lines[i + 1] ?? ''] : []));
}

const pages = {
  'docs/en/guide/start.md': '# Start\n\n## Install\n',
  'docs/en/guide/config.md': '# Config\n',
  'docs/zh/guide/start.md': '# 开始\n\n## 安装 {#install}\n',
  'docs/en/api/index.md': '# API\n',
  'docs/zh/api/index.md': '# API\n',
};

describe('dead links in the config and in home pages', () => {
  const config = `import { defineConfig } from 'docsite';

export default defineConfig({
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  themeConfig: {
    // Shared: zh reads its /zh/ key; en has its own sidebar, so the /guide/ key here shows nowhere.
    sidebar: {
      '/guide/': [{ text: 'Unused', link: '/guide/unused' }],
      '/zh/guide/': [
        {
          text: '指南',
          items: [
            { text: '开始', link: '/zh/guide/start' },
            { text: '缺失', link: '/zh/guide/missing' },
          ],
        },
      ],
    },
    locales: [
      {
        lang: 'en',
        label: 'English',
        nav: [
          { text: 'Guide', link: '/guide/start' },
          { text: 'Plugin', link: '/plugin/system/introduction.html' },
          {
            text: 'More',
            items: [
              { text: 'Changelog', link: 'https://example.com/changelog' },
              { text: 'Old', link: '/old/' },
            ],
          },
        ],
        sidebar: {
          '/guide/': [
            { text: 'Start', link: '/guide/start' },
            { text: 'Confg', link: '/guide/confg' },
          ],
        },
      },
      {
        lang: 'zh',
        label: '简体中文',
        nav: [
          { text: '指南', link: '/guide/start' },
          { text: '配置', link: '/guide/config' },
        ],
      },
    ],
  },
  banner: { message: 'News', link: '/news' },
});
`;
  const home = `---
pageType: home
hero:
  name: Docs
  actions:
    - text: Start
      link: /guide/start
    - text: Tour
      link: /guide/tour
features:
  - title: Install
    details: Install it.
    link: /guide/start#setup
  - title: API
    details: The API.
    link: /api/
---
`;
  const dir = tempDir();
  writeFiles(dir, { 'docsite.config.ts': config, 'docs/en/index.md': home, 'docs/zh/index.md': '---\npageType: home\nhero:\n  actions:\n    - text: 开始\n      link: /zh/guide/start\n---\n', ...pages });
  const { code, stderr } = runCli(['build'], dir);
  const at = (needle: string) => `docsite.config.ts:${placeOf(config, needle)}`;

  it('fails the build', () => {
    expect(code).toBe(1);
    expect(existsSync(path.join(dir, 'dist'))).toBe(false);
  });

  it('reports each at its key in the config, naming the link, its language and the nearest pages', () => {
    expect(errors(stderr)).toEqual([
      `docs/en/index.md:${placeOf(home, 'link: /guide/tour')} error Dead link \`/guide/tour\` in the hero actions (en): no page has the route /guide/tour`,
      '  Link to an existing page (/guide/config, /guide/start), or add a page with the route /guide/tour.',
      `docs/en/index.md:${placeOf(home, 'link: /guide/start#setup')} error Dead link \`/guide/start#setup\` in the features (en): the page /guide/start has no anchor #setup`,
      '  Link to one of its anchors (#start, #install), or give a heading that id with `## Heading {#setup}`.',
      `${at("link: '/zh/guide/missing'")} error Dead link \`/zh/guide/missing\` in the sidebar (zh): no page has the route /zh/guide/missing`,
      // /zh/guide/config is the English page's fallback: zh has no translation of it.
      '  Link to an existing page (/zh/guide/config, /zh/guide/start), or add a page with the route /zh/guide/missing.',
      `${at("link: '/plugin/system/introduction.html'")} error Dead link \`/plugin/system/introduction.html\` in the navbar (en): no page has the route /plugin/system/introduction`,
      '  Link to an existing page, or add a page with the route /plugin/system/introduction.',
      `${at("link: '/old/'")} error Dead link \`/old/\` in the navbar dropdown (en): no page has the route /old/`,
      '  Link to an existing page, or add a page with the route /old/.',
      `${at("link: '/guide/confg'")} error Dead link \`/guide/confg\` in the sidebar (en): no page has the route /guide/confg`,
      '  Link to an existing page (/guide/config, /guide/start), or add a page with the route /guide/confg.',
      `${at("link: '/news'")} error Dead link \`/news\` in the banner (en): no page has the route /news`,
      '  Link to an existing page, or add a page with the route /news.',
      `${at("link: '/news'")} error Dead link \`/news\` in the banner (zh): no page has the route /zh/news`,
      '  Link to an existing page, or add a page with the route /zh/news.',
    ]);
  });

  it('does not check the sidebar a language does not show, nor external links', () => {
    expect(stderr).not.toContain('/guide/unused');
    expect(stderr).not.toContain('example.com');
  });
});

describe('live config links', () => {
  const config = (cleanUrls: boolean) => `import { defineConfig } from 'docsite';

export default defineConfig({
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  route: { cleanUrls: ${cleanUrls} },
  themeConfig: {
    nav: [
      { text: 'Home', link: '/' },
      { text: 'Guide', link: '/guide/start.html' },
      { text: 'Install', link: '/guide/start#install' },
      { text: 'Config', link: 'guide/config.md' },
      {
        text: 'More',
        items: [
          { text: 'Notes', link: '/files/notes.txt' },
          { text: 'GitHub', link: 'https://github.com/o/r' },
          { text: 'CDN', link: '//cdn.example.com/docs/' },
          { text: 'Mail', link: 'mailto:docs@example.com' },
          { text: 'Call', link: 'tel:+1-555-0100' },
        ],
      },
    ],
    sidebar: {
      '/guide/': [{ text: 'Start', link: '/guide/start' }, { text: 'Config', link: '/guide/config' }],
      '/zh/guide/': [{ text: '开始', link: '/zh/guide/start#install' }, { text: '首页', link: '/zh' }],
    },
    locales: [
      { lang: 'en', label: 'English' },
      {
        lang: 'zh',
        label: '简体中文',
        nav: [
          { text: '首页', link: '/zh/' },
          { text: '指南', link: '/zh/guide/start.html' },
          { text: 'API', link: '/api/index.html' },
        ],
      },
    ],
  },
  banner: { message: 'API', link: '/api/' },
});
`;
  const dir = tempDir();
  writeFiles(dir, {
    'docsite.config.ts': config(false),
    'public/files/notes.txt': 'notes',
    'docs/en/index.md': '---\npageType: home\nhero:\n  actions:\n    - text: Start\n      link: /guide/start.html\nfeatures:\n  - title: Mail\n    link: mailto:docs@example.com\n  - title: Install\n    link: guide/start#install\n---\n',
    // `./x` and `../x` read from the home page's URL, as VitePress leaves them to the browser.
    'docs/zh/index.md': '---\npageType: home\nhero:\n  actions:\n    - text: 开始\n      link: /zh/guide/start\n    - text: API\n      link: /api/\n    - text: 配置\n      link: ./guide/config\nfeatures:\n  - title: 安装\n    link: ../zh/guide/start#install\n---\n',
    'docs/zh/guide/config.md': '# 配置\n',
    ...pages,
  });

  it('pass, with and without cleanUrls', () => {
    const first = runCli(['build', dir]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    writeFiles(dir, { 'docsite.config.ts': config(true) });
    const second = runCli(['build', dir]);
    expect(second.stderr).toBe('');
    expect(second.code).toBe(0);
  });

  it('are the links the theme renders', () => {
    const zh = readFileSync(path.join(dir, 'dist/zh/guide/start.html'), 'utf8');
    expect(zh).toContain('href="/zh/guide/start#install"');
    expect(zh).toContain('href="/zh/api/"');
    const zhHome = readFileSync(path.join(dir, 'dist/zh/index.html'), 'utf8');
    expect(zhHome).toContain('href="/zh/guide/config"');
    expect(zhHome).toContain('href="/zh/guide/start#install"');
    expect(readFileSync(path.join(dir, 'dist/guide/start.html'), 'utf8')).toContain('href="/files/notes.txt"');
  });
});

describe('a JSON config', () => {
  // Without fallback content, a language with no pages of its own has none at all.
  const config = `{
  "base": "/docs/",
  "lang": "en",
  "fallbackContent": false,
  "locales": [{ "lang": "en", "label": "English" }, { "lang": "zh", "label": "简体中文" }],
  "themeConfig": {
    "nav": [{ "text": "Guide", "link": "/docs/guide/start" }, { "text": "Tour", "link": "/guide/tour" }],
    "sidebar": { "/guide/": [{ "text": "Start", "link": "/guide/start" }, { "text": "Files", "link": "/files/none.pdf" }] },
    "locales": [{ "lang": "zh", "label": "简体中文", "nav": [{ "text": "没有中文页面", "link": "/nowhere" }] }]
  }
}
`;
  const dir = tempDir();
  writeFiles(dir, { 'docsite.config.json': config, 'docs/en/index.md': '# Home\n', 'docs/en/guide/start.md': '# Start\n' });
  const { code, stderr } = runCli(['build'], dir);

  it('is checked too, its keys located, the base read as the theme does; a language without pages is not checked', () => {
    expect(code).toBe(1);
    expect(errors(stderr)).toEqual([
      `docsite.config.json:${placeOf(config, '"link": "/guide/tour"')} error Dead link \`/guide/tour\` in the navbar (en): no page has the route /guide/tour`,
      '  Link to an existing page (/guide/start), or add a page with the route /guide/tour.',
      `docsite.config.json:${placeOf(config, '"link": "/files/none.pdf"')} error Dead link \`/files/none.pdf\` in the sidebar (en): no page or file in public/ has the path /files/none.pdf`,
      '  Put the file at public/files/none.pdf, or link it by its full URL.',
    ]);
  });
});

describe('a home page edited between two builds of one process, as dev rebuilds', () => {
  const home = (link: string) => `---\npageType: home\nhero:\n  name: Docs\n  actions:\n    - text: Start\n      link: ${link}\n---\n`;

  it('has its hero links read again', async () => {
    const dir = tempDir();
    writeFiles(dir, { 'docsite.config.json': '{ "lang": "en" }', 'docs/en/index.md': home('/guide/start'), 'docs/en/guide/start.md': '# Start\n' });
    expect((await buildSite({ siteDir: dir, threads: 1 })).ok).toBe(true);
    writeFiles(dir, { 'docs/en/index.md': home('/guide/gone') });
    const edited = await buildSite({ siteDir: dir, threads: 1 });
    expect(edited.ok).toBe(false);
    expect(edited.messages.filter((m) => m.fatal).map((m) => [m.file, m.line, m.column, m.reason])).toEqual([
      [path.join(dir, 'docs/en/index.md'), 7, 7, 'Dead link `/guide/gone` in the hero actions (en): no page has the route /guide/gone'],
    ]);
  });
});
