import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveTarget } from '../../cli/build/check-links.js';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const guide = `# Guide

## Set up {#setup}

- [intro, relative](./intro.mdx)
- [intro, absolute with .html](/guide/intro.html#first-steps)
- [the home page](../index.md)
- [external](https://example.com/nowhere)
- [this page](#setup)
- [missing page](./outro.mdx)
- [missing anchor](./intro.mdx#last-steps)
- ![missing image](/images/none.svg)
- ![logo](/logo.svg)

<a href="/guide/intro#first-steps">JSX link</a>

[notes](/files/notes.txt) and [mail](mailto:docs@example.com)

import Shared from '../fragments/shared.mdx'

<Shared />
`;

function site(): string {
  const dir = tempDir();
  writeFiles(dir, {
    'docsite.config.json': JSON.stringify({ lang: 'en', route: { cleanUrls: true } }),
    'public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'public/files/notes.txt': 'notes',
    'docs/en/index.md': '# Home\n\n[Guide](./guide/index.mdx)\n',
    'docs/en/guide/index.mdx': guide,
    'docs/en/guide/intro.mdx': '# Intro\n\n## First steps\n\nText.\n',
    'docs/en/fragments/shared.mdx': 'Shared text.\n\nSee [the intro](./intro.mdx#first-step).\n',
  });
  return dir;
}

describe('the build link check', () => {
  const dir = site();
  const previous = path.join(dir, 'dist', 'index.html');
  writeFiles(dir, { 'dist/index.html': 'the previous build' });
  const { code, stderr } = runCli(['build', dir]);

  it('fails the build and keeps the previous site', () => {
    expect(code).toBe(1);
    expect(readFileSync(previous, 'utf8')).toBe('the previous build');
    // The search thread, started once the index was written, was stopped, and what it wrote went with the staging folder.
    expect(readdirSync(dir).filter((name) => name.startsWith('dist.'))).toEqual([]);
  });

  it('reports each dead link, image and anchor at file:line:column, with the fix', () => {
    const page = 'docs/en/guide/index.mdx';
    expect(stderr).toContain(`${page}:10:3 error Dead link \`./outro.mdx\`: no page has the route /guide/outro`);
    expect(stderr).toContain(`${page}:11:3 error Dead link \`./intro.mdx#last-steps\`: the page /guide/intro has no anchor #last-steps`);
    expect(stderr).toContain('Link to one of its anchors (#intro, #first-steps), or give a heading that id with `## Heading {#last-steps}`.');
    expect(stderr).toContain(`${page}:12:3 error Dead link \`/images/none.svg\`: no page or file in public/ has the path /images/none.svg`);
    expect(stderr.match(/ error /g)).toHaveLength(4);
  });

  it('reports a dead link of an imported fragment in the fragment, resolved from the page that shows it', () => {
    expect(stderr).toContain('docs/en/fragments/shared.mdx:3:5 error Dead link `./intro.mdx#first-step`: the page /guide/intro has no anchor #first-step');
  });

  it('passes once the links are fixed, reusing the unchanged pages', () => {
    const file = path.join(dir, 'docs/en/guide/index.mdx');
    writeFileSync(file, readFileSync(file, 'utf8').replace('./outro.mdx', './intro.mdx').replace('#last-steps', '#first-steps').replace('/images/none.svg', '/logo.svg'));
    writeFiles(dir, { 'docs/en/fragments/shared.mdx': 'Shared text.\n\nSee [the intro](./intro.mdx#first-steps).\n' });
    const fixed = runCli(['build', dir]);
    expect(fixed.stderr).toBe('');
    expect(fixed.code).toBe(0);
    expect(existsSync(path.join(dir, 'dist/guide/intro.html'))).toBe(true);
  });

  it('renders a link to a public file as the file, and mailto: in the same tab', () => {
    const html = readFileSync(path.join(dir, 'dist/guide/index.html'), 'utf8');
    expect(html).toContain('<a href="/files/notes.txt">notes</a>');
    expect(html).toContain('<a href="mailto:docs@example.com">mail</a>');
  });
});

describe('resolveTarget', () => {
  it.each([
    ['./intro.mdx', '/zh/guide/', { route: '/zh/guide/intro', hash: '' }],
    ['../api/index.md#x', '/guide/start/a', { route: '/guide/api/', hash: 'x' }],
    ['/guide/a.html#%E4%BD%A0', '/', { route: '/guide/a', hash: '你', html: '/guide/a.html' }],
    ['/docs/guide/a', '/', { route: '/guide/a', hash: '' }],
    ['#top', '/guide/a', { route: '/guide/a', hash: 'top' }],
    ['/images/a.png?v=2', '/', { asset: '/images/a.png' }],
    ['https://example.com', '/', undefined],
    ['mailto:a@b.c', '/', undefined],
    ['//cdn.example.com/a.js', '/', undefined],
  ])('%s from %s', (url, route, target) => {
    expect(resolveTarget(url, route, '/docs/', { lang: 'en', multiVersion: { default: '', versions: [] } })).toEqual(target);
  });
});

describe('a site path into the other language', () => {
  const dir = tempDir();
  writeFiles(dir, {
    // Without fallback pages: english-only.md has no zh page, which a link from zh to it would be told to use.
    'docsite.config.json': JSON.stringify({ lang: 'en', fallbackContent: false, locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }] }),
    'docs/en/index.md': '# Home\n\n[中文](/zh/guide/start) and [中文, marked](/zh/guide/start?lang=zh)\n',
    'docs/zh/index.mdx': "# 首页\n\nimport Shared from './fragments/shared.mdx'\n\n<Shared />\n",
    'docs/en/guide/start.md': '# Start\n\n## Install\n',
    'docs/zh/guide/start.md': '# 开始\n\n## 安装 {#install}\n',
    'docs/en/guide/english-only.md': '# Only in English\n',
    'docs/zh/guide/index.mdx': [
      '# 指南',
      '',
      '- [开始](/guide/start)',
      '- [安装](/guide/start.html#install)',
      '- [英文版](/guide/start?lang=en)',
      '- [只有英文](/guide/english-only)',
      '- [中文](/zh/guide/start) [相对](./start.md)',
      '',
      '<a href="/guide/start">JSX</a>',
      '',
      "import Shared from '../fragments/shared.mdx'",
      "import English from '../../en/fragments/links.mdx'",
      '',
      '<Shared />',
      '',
      '<English />',
      '',
    ].join('\n'),
    'docs/zh/fragments/shared.mdx': '见[开始](/guide/start)。\n',
    'docs/en/fragments/links.mdx': 'See [Start](/guide/start).\n',
  });
  const { code, stdout, stderr } = runCli(['build'], dir);
  const warnings = stderr.split('\n').filter((line) => line.includes('cross-language') || /^ {2}Link to/.test(line) || / warning Link /.test(line));

  it('is a warning at each place where the page exists in the writer’s language, with the link to write and the marker that keeps it', () => {
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Built 6 pages/);
    expect(warnings).toEqual([
      'docs/en/index.md:3:1 warning Link `/zh/guide/start` leads from en to zh, though the en page /guide/start exists',
      '  Link to `/guide/start`; if the zh page is intended, mark the link: `/zh/guide/start?lang=zh`.',
      'docs/zh/guide/index.mdx:3:3 warning Link `/guide/start` leads from zh to en, though the zh page /zh/guide/start exists',
      '  Link to `/zh/guide/start`; if the en page is intended, mark the link: `/guide/start?lang=en`.',
      'docs/zh/guide/index.mdx:4:3 warning Link `/guide/start.html#install` leads from zh to en, though the zh page /zh/guide/start exists',
      '  Link to `/zh/guide/start#install`; if the en page is intended, mark the link: `/guide/start.html?lang=en#install`.',
      'docs/zh/guide/index.mdx:9:1 warning Link `/guide/start` leads from zh to en, though the zh page /zh/guide/start exists',
      '  Link to `/zh/guide/start`; if the en page is intended, mark the link: `/guide/start?lang=en`.',
      'docs/zh/fragments/shared.mdx:1:2 warning Link `/guide/start` leads from zh to en, though the zh page /zh/guide/start exists',
      '  Link to `/zh/guide/start`; if the en page is intended, mark the link: `/guide/start?lang=en`.',
    ]);
  });

  it('keeps the marker in the rendered link, after the page’s .html', () => {
    const html = readFileSync(path.join(dir, 'dist/zh/guide/index.html'), 'utf8');
    expect(html).toContain('href="/guide/start.html?lang=en"');
  });
});

describe('links written to be read on GitHub', () => {
  // The site folder is the repository: GitHub reads `/docs/api.md` from its root, and finds `#Options` at `options`.
  const written = (extra = '') => ({
    'docsite.config.json': JSON.stringify({ lang: 'en' }),
    'docs/index.md': '# Home\n\nSee [the guide](./guide/intro.md).\n',
    'docs/api.md': '# API\n\n## Options object\n\nText.\n\n## Child loggers\n\nText.\n',
    'docs/guide/intro.md': [
      '# Intro',
      '',
      '## Quick start',
      '',
      '- [the API](/docs/api.md)',
      '- [its options](/docs/api.md#options-object)',
      '- [its options, as GitHub reads the case](/docs/api.md#Options-Object)',
      '- [child loggers](../api.md#Child-Loggers)',
      '- [this page](#Quick-Start)',
      extra,
      '',
    ].join('\n'),
  });

  it('reaches the page a file path from the site folder names, and the anchor that differs only in case', () => {
    const dir = tempDir('docsite-github-links-');
    writeFiles(dir, written());
    const result = runCli(['build', dir], dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = readFileSync(path.join(dir, 'dist/guide/intro.html'), 'utf8');
    const hrefs = [...html.matchAll(/<li><a href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['/api.html', '/api.html#options-object', '/api.html#options-object', '/api.html#child-loggers', '#quick-start']);
  });

  it('keeps a file the site folder does not have, and an anchor no heading has in any case, dead links', () => {
    const dir = tempDir('docsite-github-dead-');
    writeFiles(dir, written('- [gone](/docs/gone.md) and [nowhere](/docs/api.md#Nowhere)'));
    const result = runCli(['build', dir], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs/guide/intro.md:10:3 error Dead link `/docs/gone.md`: no page has the route /docs/gone');
    expect(result.stderr).toContain('docs/guide/intro.md:10:29 error Dead link `/docs/api.md#Nowhere`: the page /api has no anchor #Nowhere');
  });
});

describe('an HTML file of public/', () => {
  const dir = tempDir('docsite-public-html-');
  writeFiles(dir, {
    'docsite.config.json': JSON.stringify({ lang: 'en', themeConfig: { nav: [{ text: 'Pure', link: '/pure.html' }] } }),
    'public/pure.html': '<h1>Pure</h1>',
    'public/api/index.html': '<h1>API</h1>',
    'public/notes.txt': 'notes',
    'docs/index.md': '# Home\n',
    'docs/guide/intro.md': '# Intro\n\n[pure](/pure.html), [the API](../api/index.html#top), [notes](/notes.txt) and [gone](/gone.html).\n',
  });
  const failed = runCli(['build', dir], dir);

  it('is what a link to it reaches, in a page and in the config; one that public/ does not have is a dead link', () => {
    expect(failed.code).toBe(1);
    expect(failed.stderr.match(/ error /g)).toHaveLength(1);
    expect(failed.stderr).toContain('docs/guide/intro.md:3:79 error Dead link `/gone.html`: no page has the route /gone');
  });

  it('is given target="_self", so that the browser loads it from the server, as VitePress writes such links', () => {
    writeFiles(dir, { 'docs/guide/intro.md': '# Intro\n\n[pure](/pure.html), [the API](../api/index.html#top) and [notes](/notes.txt).\n' });
    const built = runCli(['build', dir], dir);
    expect(built.stderr).toBe('');
    const html = readFileSync(path.join(dir, 'dist/guide/intro.html'), 'utf8');
    expect(html).toContain('<a target="_self" href="/pure.html">pure</a>');
    expect(html).toContain('<a target="_self" href="/api/#top">the API</a>');
    expect(html).toContain('<a href="/notes.txt">notes</a>');
  });
});

describe("a link to a folder's index page without its trailing slash", () => {
  it('opens the index page, as Rspress and Docusaurus do, and is given its route', () => {
    const dir = tempDir('docsite-folder-index-');
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ lang: 'en' }),
      'docs/index.md': '# Home\n',
      'docs/guide/basic/use-mdx/index.mdx': '# Use MDX\n\n## Props\n',
      'docs/guide/basic/intro.md': '# Intro\n\n- [site path](/guide/basic/use-mdx)\n- [relative](./use-mdx#props)\n- [with .html](/guide/basic/use-mdx.html)\n',
    });
    const result = runCli(['build', dir], dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const hrefs = [...readFileSync(path.join(dir, 'dist/guide/basic/intro.html'), 'utf8').matchAll(/<li><a href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['/guide/basic/use-mdx/', '/guide/basic/use-mdx/#props', '/guide/basic/use-mdx/']);
  });
});

describe('a bare file path, written without ./', () => {
  const written = (link: string) => ({
    'docsite.config.json': JSON.stringify({ lang: 'en' }),
    'docs/index.md': '# Home\n',
    'docs/guides/creating-pages.md': '# Creating pages\n\n## Routing\n',
    'docs/api/plugins/pages.md': `---\nslug: /plugins/pages\n---\n\n# Pages plugin\n\nSee ${link}.\n`,
  });

  it("reaches the page of that path from the docs root when the file's own folder has none, as Docusaurus reads it", () => {
    const dir = tempDir('docsite-bare-path-');
    writeFiles(dir, written('[creating pages](guides/creating-pages.md#routing)'));
    const result = runCli(['build', dir], dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(readFileSync(path.join(dir, 'dist/plugins/pages.html'), 'utf8')).toContain('<a href="/guides/creating-pages.html#routing">creating pages</a>');
  });

  it("names the file a dead one names, read from its file's folder, not the route the page's slug gives", () => {
    const dir = tempDir('docsite-bare-path-dead-');
    writeFiles(dir, written('[gone](./gone.md) and [missing](guides/missing.md)'));
    const result = runCli(['build', dir], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs/api/plugins/pages.md:7:5 error Dead link `./gone.md`: no page is the file docs/api/plugins/gone.md');
    expect(result.stderr).toContain('  Link to an existing page by its file, relative to docs/api/plugins/pages.md (`./other.md`), or by a site path (`/guide/start/introduction`).');
    expect(result.stderr).toContain('docs/api/plugins/pages.md:7:27 error Dead link `guides/missing.md`: no page is the file docs/api/plugins/guides/missing.md');
  });
});

describe("a link written with the default language's prefix", () => {
  it("opens the default language's page, as Rspress drops that prefix, in page content", () => {
    const dir = tempDir('docsite-default-lang-prefix-');
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }] }),
      'docs/en/index.md': '# Home\n\n- [route](/en/guide/start.html#install)\n- [home](/en/)\n- [file](/en/guide/start.md)\n',
      'docs/en/guide/start.md': '# Start\n\n## Install\n',
      'docs/zh/index.md': '# 首页\n',
      'docs/zh/guide/start.md': '# 开始\n',
    });
    const result = runCli(['build', dir], dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
    expect([...html.matchAll(/<li><a href="([^"]*)"/g)].map((m) => m[1])).toEqual(['/guide/start.html#install', '/', '/guide/start.html']);
  });
});

describe("a dead link under Docusaurus's /docs/", () => {
  it("names `base: '/docs/'` as the likely fix, in page content and in the config", () => {
    const dir = tempDir('docsite-docs-prefix-');
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ lang: 'en', themeConfig: { nav: [{ text: 'Items', link: '/docs/sidebar/items' }] } }),
      'docs/index.md': '# Home\n\nSee [collapsible](/docs/sidebar/items#collapsible-categories).\n',
      'docs/sidebar/items.md': '# Items\n\n## Collapsible categories\n',
    });
    const result = runCli(['build', dir], dir);
    expect(result.code).toBe(1);
    const hint = " A Docusaurus site serves its docs under /docs/ (its routeBasePath): set `base: '/docs/'` in the config to keep such links (this one then reaches /sidebar/items), or drop /docs from the link.";
    expect(result.stderr).toContain('docs/index.md:3:5 error Dead link `/docs/sidebar/items#collapsible-categories`: no page has the route /docs/sidebar/items');
    expect(result.stderr.split('\n').filter((line) => line.endsWith(hint))).toHaveLength(2);
    writeFiles(dir, { 'docsite.config.json': JSON.stringify({ lang: 'en', base: '/docs/', themeConfig: { nav: [{ text: 'Items', link: '/docs/sidebar/items' }] } }) });
    const fixed = runCli(['build', dir], dir);
    expect(fixed.stderr).toBe('');
    expect(fixed.code).toBe(0);
  });
});

describe('a dead link in a fragment that two pages import', () => {
  it('is reported once, and counted once', () => {
    const dir = tempDir('docsite-fragment-dead-');
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ lang: 'en' }),
      'docs/en/index.md': '# Home\n',
      'docs/en/guide/_setup.mdx': 'Install it first: see [the drivers](/guide/drivers#linux).\n',
      'docs/en/guide/a.mdx': "# A\n\nimport Setup from './_setup.mdx';\n\n<Setup />\n",
      'docs/en/guide/b.mdx': "# B\n\nimport Setup from './_setup.mdx';\n\n<Setup />\n",
    });
    const { code, stderr } = runCli(['build', dir], dir);
    expect(code).toBe(1);
    expect(stderr.match(/error Dead link/g)).toHaveLength(1);
    expect(stderr).toContain('docs/en/guide/_setup.mdx:1:23 error Dead link `/guide/drivers#linux`: no page has the route /guide/drivers');
    expect(stderr).toContain('docsite build: 1 error(s)');
  });
});

describe("links written for VitePress's heading ids", () => {
  it('reach the heading VitePress would have given that id, and are given its id', () => {
    const dir = tempDir('docsite-vitepress-anchors-');
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ lang: 'en' }),
      'docs/index.md': '# Home\n',
      // VitePress turns punctuation into `-` (`vi-spyon`) and numbers a repeated heading from 1; GitHub drops it (`vispyon`).
      'docs/api/vi.md': '# Vi\n\n## vi.spyOn\n\nText.\n\n## vi.fn(impl?)\n\nText.\n\n### Usage\n\nA.\n\n### Usage\n\nB.\n\n## 1. Install\n\nText.\n',
      'docs/guide/mocking.md': [
        '# Mocking',
        '',
        '- [spy on](/api/vi#vi-spyon)',
        '- [fn](../api/vi.md#vi-fn-impl)',
        '- [second usage](/api/vi#usage-1)',
        '- [install](/api/vi#_1-install)',
        '- [as docsite names it](/api/vi#vispyon)',
        '',
      ].join('\n'),
    });
    const result = runCli(['build', dir], dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const hrefs = [...readFileSync(path.join(dir, 'dist/guide/mocking.html'), 'utf8').matchAll(/<li><a href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['/api/vi.html#vispyon', '/api/vi.html#vifnimpl', '/api/vi.html#usage-1', '/api/vi.html#1-install', '/api/vi.html#vispyon']);
    const ids = [...readFileSync(path.join(dir, 'dist/api/vi.html'), 'utf8').matchAll(/<h[23] id="([^"]*)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['vispyon', 'vifnimpl', 'usage', 'usage-1', '1-install']);
  });
});

describe("the config's ignoreDeadLinks", () => {
  const pages = {
    'docs/index.md': '# Home\n\n- [gone](./gone.md)\n- [old API](/old/api.md)\n- [no anchor](./api.md#nowhere)\n- [a picture](/img/missing.png)\n',
    'docs/api.md': '# API\n\n## Options\n\nText.\n',
  };
  const deadLines = (stderr: string) => stderr.split('\n').filter((line) => line.includes('error Dead link'));

  it('lets through the dead links its entries match, as written or as resolved, by string, RegExp and function', () => {
    const dir = tempDir('docsite-ignore-dead-');
    writeFiles(dir, {
      ...pages,
      // As written, by RegExp; by the route it resolves to, by string; by the function; the picture is left dead.
      'docsite.config.mjs': "export default { lang: 'en', ignoreDeadLinks: [/^\\/old\\//, '/gone', (link) => link.endsWith('#nowhere')], themeConfig: { nav: [{ text: 'Old', link: '/old/api' }] } };\n",
    });
    const first = runCli(['build', dir], dir);
    expect(first.code).toBe(1);
    expect(deadLines(first.stderr)).toEqual(['docs/index.md:6:3 error Dead link `/img/missing.png`: no page or file in public/ has the path /img/missing.png']);
    writeFiles(dir, { 'public/img/missing.png': 'png' });
    const fixed = runCli(['build', dir], dir);
    expect(fixed.stderr).toBe('');
    expect(fixed.code).toBe(0);
    // Kept verdicts are not how a rebuild passes: the page with ignored links is checked again, and a setting without the entry fails it.
    writeFiles(dir, { 'docsite.config.mjs': "export default { lang: 'en', ignoreDeadLinks: [/^\\/old\\//, '/gone'], themeConfig: { nav: [{ text: 'Old', link: '/old/api' }] } };\n" });
    const narrower = runCli(['build', dir], dir);
    expect(narrower.code).toBe(1);
    expect(deadLines(narrower.stderr)).toEqual(['docs/index.md:5:3 error Dead link `./api.md#nowhere`: the page /api has no anchor #nowhere']);
  });

  it('lets every dead link through when true, and none without it', () => {
    const dir = tempDir('docsite-ignore-all-');
    writeFiles(dir, { ...pages, 'docsite.config.json': JSON.stringify({ lang: 'en', ignoreDeadLinks: true }) });
    const all = runCli(['build', dir], dir);
    expect(all.stderr).toBe('');
    expect(all.code).toBe(0);
    expect(readFileSync(path.join(dir, 'dist/index.html'), 'utf8')).toContain('href="/gone.html"');
    writeFiles(dir, { 'docsite.config.json': JSON.stringify({ lang: 'en', ignoreDeadLinks: 'localhostLinks' }) });
    const none = runCli(['build', dir], dir);
    expect(none.code).toBe(1);
    expect(deadLines(none.stderr)).toHaveLength(4);
  });

  it('is an error at its key when an entry is neither a string, a RegExp nor a function', () => {
    const dir = tempDir('docsite-ignore-bad-');
    writeFiles(dir, { ...pages, 'docsite.config.json': '{\n  "lang": "en",\n  "ignoreDeadLinks": [3]\n}\n' });
    const result = runCli(['build', dir], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docsite.config.json:3:');
    expect(result.stderr).toContain('ignoreDeadLinks');
  });
});
