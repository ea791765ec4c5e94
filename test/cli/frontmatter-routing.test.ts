import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PagesFile } from '../../schemas/page-index.js';
import type { RoutesFile } from '../../schemas/routes.js';
import type { SearchRecordsFile } from '../../schemas/search-record.js';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const read = (file: string) => readFileSync(file, 'utf8');
const json = <T>(file: string) => JSON.parse(read(file)) as T;

const home = `---
pageType: home
hero:
  name: Acme
  tagine: Docs in two languages
features:
  - title: Wide card
    details: Spans two columns in Rspress.
    span: 2
---

[Moved](/elsewhere/moved) and [renamed](/guide/new-name).
`;

/** A page per language of each kind: the zh tree mirrors the en one, so no translation is missing. */
function site(): string {
  const dir = tempDir();
  const config = {
    title: 'Acme',
    lang: 'en',
    locales: [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '中文' },
    ],
    themeConfig: { sidebar: { '/guide/': [{ text: 'Guide', items: [{ text: 'A', link: '/guide/a' }, { text: 'Wide', link: '/guide/wide' }, { text: 'B', link: '/guide/b' }] }] } },
  };
  const pages: Record<string, string> = {
    'index.md': home,
    'guide/a.mdx': "# A\n\nimport Snippet from '../_snippet.md'\nimport Intro from './_shared/intro.mdx'\n\n<Snippet />\n\n<Intro />\n\n## Section\n\nText.\n",
    'guide/wide.md': '---\npageType: doc-wide\n---\n\n# Wide\n\n## Section\n\nA wide table goes here.\n',
    'guide/b.md': '# B\n',
    'guide/moved.md': '---\nslug: /elsewhere/moved\n---\n\n# Moved\n\nFound by its slug.\n',
    'guide/renamed.md': '---\nslug: new-name\n---\n\n# Renamed\n',
    '_snippet.md': 'Snippet text from a partial.\n',
    'guide/_shared/intro.mdx': 'Intro text from a shared partial.\n',
  };
  writeFiles(dir, {
    'docsite.config.json': JSON.stringify(config),
    ...Object.fromEntries(['en', 'zh'].flatMap((lang) => Object.entries(pages).map(([file, text]) => [`docs/${lang}/${file}`, text]))),
    'docs/en/404.md': '---\npageType: 404\ntitle: Lost\n---\n\nThis page went for a walk. Try [the home page](/).\n',
    'docs/zh/errors/not-found.md': '---\npageType: 404\ntitle: 走丢了\n---\n\n这个页面不见了。\n',
  });
  return dir;
}

describe('frontmatter written for other tools, page types, partials and slugs (docsite build)', () => {
  const dir = site();
  const result = runCli(['build', dir], dir);
  const dist = path.join(dir, 'dist');
  const { routes } = json<RoutesFile>(path.join(dir, '.docsite/routes.json'));
  const { pages } = json<PagesFile>(path.join(dir, '.docsite/pages.json'));
  const { records } = json<SearchRecordsFile>(path.join(dir, '.docsite/search-records.json'));
  const html = (file: string) => read(path.join(dist, file));

  it('builds, warning about the near miss of a known key at its position', () => {
    expect(result.code).toBe(0);
    const warning =
      'Unknown frontmatter key `hero.tagine`: did you mean `tagline`?\n' +
      "  Keys docsite does not know are kept as the page's own data and have no effect; rename it to `tagline` if that is what you meant.\n";
    for (const lang of ['en', 'zh']) expect(result.stderr).toContain(`docs/${lang}/index.md:5:3 warning ${warning}`);
  });

  it('keeps unknown keys of nested objects as data (a feature card’s `span`)', () => {
    expect(pages.find((p) => p.routePath === '/')!.frontmatter.features).toEqual([{ title: 'Wide card', details: 'Spans two columns in Rspress.', span: 2 }]);
    expect(html('index.html')).toContain('Wide card');
  });

  it('routes no `_` partial, and inlines it where a page imports it', () => {
    expect(routes.map((r) => r.path).filter((p) => p.includes('_'))).toEqual([]);
    expect(existsSync(path.join(dist, '_snippet.html'))).toBe(false);
    expect(html('guide/a.html')).toContain('Snippet text from a partial.');
    expect(html('zh/guide/a.html')).toContain('Intro text from a shared partial.');
  });

  it('lays a doc-wide page out with no sidebar and no outline, but with the doc footer', () => {
    const wide = html('guide/wide.html');
    expect(wide).toContain('data-page-type="doc-wide"');
    expect(wide).not.toContain('docsite-sidebar');
    expect(wide).not.toContain('docsite-doc-aside');
    expect(wide).toMatch(/class="docsite-prev-next"[\s\S]*href="\/guide\/a.html"[\s\S]*href="\/guide\/b.html"/);
    const doc = html('guide/a.html');
    expect(doc).toContain('docsite-sidebar');
    expect(doc).toContain('docsite-doc-aside');
  });

  it('routes a page by its slug: routes.json, pages.json, search records, the HTML file and links agree', () => {
    for (const [route, file, source] of [
      ['/elsewhere/moved', 'elsewhere/moved.html', 'en/guide/moved.md'],
      ['/zh/elsewhere/moved', 'zh/elsewhere/moved.html', 'zh/guide/moved.md'],
      ['/guide/new-name', 'guide/new-name.html', 'en/guide/renamed.md'],
    ] as const) {
      expect(routes.find((r) => r.path === route)).toMatchObject({ filePath: `docs/${source}` });
      expect(pages.find((p) => p._relativePath === source)!.routePath).toBe(route);
      expect(records.filter((r) => r.url.startsWith(`${route}.html`)).length).toBeGreaterThan(0);
      expect(existsSync(path.join(dist, file)), file).toBe(true);
    }
    expect(existsSync(path.join(dist, 'guide/moved.html'))).toBe(false);
    expect(html('index.html')).toContain('href="/elsewhere/moved.html"');
    expect(html('elsewhere/moved.html')).toContain('Found by its slug.');
  });

  it('writes each language’s own 404 page as its 404.html, kept out of search', () => {
    const en = html('404.html');
    expect(en).toMatch(/^<!doctype html><html lang="en">/);
    expect(en).toContain('<title>Lost | Acme</title>');
    expect(en).toContain('This page went for a walk.');
    expect(en).toContain('data-page-type="404"');
    expect(en).not.toContain('docsite-not-found');
    const zh = html('zh/404.html');
    expect(zh).toMatch(/^<!doctype html><html lang="zh">/);
    expect(zh).toContain('这个页面不见了。');
    expect(routes.filter((r) => r.path.endsWith('/404')).map((r) => [r.path, r.filePath])).toEqual([
      ['/404', 'docs/en/404.md'],
      ['/zh/404', 'docs/zh/errors/not-found.md'],
    ]);
    expect(existsSync(path.join(dist, 'zh/errors/not-found.html'))).toBe(false);
    expect(records.filter((r) => r.url.includes('404'))).toEqual([]);
  });
});

const FAILED = 'docsite index: 1 error(s); nothing was written.\n';

describe('a slug that takes another page’s route', () => {
  it('fails the run at the slug', () => {
    const dir = tempDir();
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ lang: 'en' }),
      'docs/en/guide/a.md': '# A\n',
      'docs/en/guide/b.md': '---\ntitle: B\nslug: a\n---\n',
      'docs/en/z.md': '---\nslug: /guide/b\n---\n# Z\n',
    });
    const { code, stderr } = runCli(['index', dir], dir);
    expect(code).toBe(1);
    expect(stderr).toBe(
      'docs/en/guide/b.md:3:1 error Route /guide/a comes from two files: docs/en/guide/a.md and docs/en/guide/b.md\n' +
        '  Change the `slug`: each route must come from one file.\n' +
        FAILED,
    );
  });

  it('puts the error on the page with the slug even when it comes first', () => {
    const dir = tempDir();
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ lang: 'en' }),
      'docs/en/a.md': '---\nslug: /b\n---\n# A\n',
      'docs/en/b.md': '# B\n',
    });
    expect(runCli(['index', dir], dir).stderr).toBe('docs/en/a.md:2:1 error Route /b comes from two files: docs/en/a.md and docs/en/b.md\n  Change the `slug`: each route must come from one file.\n' + FAILED);
  });

  it('says a language has one 404 page', () => {
    const dir = tempDir();
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ lang: 'en' }),
      'docs/en/404.md': '---\npageType: 404\n---\n# Lost\n',
      'docs/en/gone.md': '---\ntitle: Gone\npageType: 404\n---\n',
    });
    expect(runCli(['index', dir], dir).stderr).toBe(
      'docs/en/gone.md:3:1 error Route /404 comes from two files: docs/en/404.md and docs/en/gone.md\n  A language has one not-found page: keep `pageType: 404` on one of them.\n' + FAILED,
    );
  });
});

describe('near-miss warnings on a warm run', () => {
  it('are printed again: a page with warnings is parsed every run', () => {
    const dir = tempDir();
    writeFiles(dir, { 'docsite.config.json': JSON.stringify({ lang: 'en' }), 'docs/en/index.md': '---\nsidbar: false\n---\n# Home\n', 'docs/en/b.md': '# B\n' });
    const warning = 'docs/en/index.md:2:1 warning Unknown frontmatter key `sidbar`: did you mean `sidebar`?\n';
    const first = runCli(['index', dir, '--json'], dir);
    const second = runCli(['index', dir, '--json'], dir);
    expect(JSON.parse(second.stdout).summary).toMatchObject({ parsed: 1, cached: 1 });
    for (const run of [first, second]) {
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout).messages.filter((m: { severity: string }) => m.severity !== 'info')).toEqual([expect.objectContaining({ file: 'docs/en/index.md', line: 2, column: 1, severity: 'warning', rule: 'frontmatter-typo' })]);
    }
    expect(runCli(['index', dir], dir).stderr).toBe(`${warning}  Keys docsite does not know are kept as the page's own data and have no effect; rename it to \`sidebar\` if that is what you meant.\n`);
  });
});

describe('links written as a page’s file, with slugs moving pages (docsite build)', () => {
  // As Docusaurus sites write them: the intro at the docs root by `slug: /`, pages linking each other by file.
  const files = (extra: Record<string, string> = {}) => ({
    'docsite.config.json': JSON.stringify({ title: 'Slugs', lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }], themeConfig: { nav: [{ text: 'Guide', link: '/guide/a' }] } }),
    ...Object.fromEntries(
      ['docs', 'docs/zh'].flatMap((root) => [
        [`${root}/intro.md`, '---\nslug: /\n---\n\n# Intro\n\nRead [A](./guide/a.md), then [B](./guide/b.md#bee).\n'],
        [`${root}/guide/a.md`, '# A\n\nBack to [the intro](../intro.md), or on to [B](./b.md).\n'],
        [`${root}/guide/b.md`, '---\nslug: /elsewhere/bee\n---\n\n# B\n\n## Bee\n\nSee [A](./a.md) and [the intro](../intro.md#intro).\n'],
      ]),
    ),
    ...extra,
  });
  // The links of the page's paragraphs, not of its footer's previous and next pages.
  const hrefs = (dist: string, file: string) => [...readFileSync(path.join(dist, file), 'utf8').matchAll(/<p>[\s\S]*?<\/p>/g)].flatMap(([paragraph]) => [...paragraph.matchAll(/href="([^"]*)"/g)].map((m) => m[1]));

  it("links each to the page whose file it names, from the file it is written in, in the HTML and in the page's data", () => {
    const dir = tempDir('docsite-file-links-');
    writeFiles(dir, files());
    const result = runCli(['build', dir], dir);
    expect(result.code, result.stderr).toBe(0);
    const dist = path.join(dir, 'dist');
    expect(hrefs(dist, 'index.html')).toEqual(['/guide/a.html', '/elsewhere/bee.html#bee']);
    expect(hrefs(dist, 'guide/a.html')).toEqual(['/', '/elsewhere/bee.html']);
    expect(hrefs(dist, 'elsewhere/bee.html')).toEqual(['/guide/a.html', '/#intro']);
    expect(hrefs(dist, 'zh/elsewhere/bee.html')).toEqual(['/zh/guide/a.html', '/zh/#intro']);
    const data = readdirSync(path.join(dist, 'static/pages/guide')).find((f) => f.startsWith('b.'))!;
    expect(readFileSync(path.join(dist, 'static/pages/guide', data), 'utf8')).toContain('"href":"../guide/a"');
  });

  it('gives a compiled page’s link to a moved page its route in the page’s code, in the HTML and in the browser', () => {
    const dir = tempDir('docsite-file-links-code-');
    writeFiles(dir, files({ 'docs/guide/code.mdx': 'export const n = 1;\n\n# Code\n\nGo to [B](./b.md), {n}.\n', 'docs/zh/guide/code.mdx': '# Code\n\nText.\n' }));
    const result = runCli(['build', dir], dir);
    expect(result.code, result.stderr).toBe(0);
    const dist = path.join(dir, 'dist');
    expect(hrefs(dist, 'guide/code.html')).toEqual(['/elsewhere/bee.html']);
    // The module the browser runs links the same page: its code was given the route as the pre-render's was.
    const modules = readdirSync(path.join(dist, 'assets'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    const code = modules.map((f) => readFileSync(path.join(dist, 'assets', f), 'utf8')).find((text) => text.includes('Go to '))!;
    expect(code).toContain('"../elsewhere/bee"');
    expect(code).not.toContain('"./b.md"');
  });
});

describe("Docusaurus's `id` (docsite build)", () => {
  const files = (extra: Record<string, string> = {}) => ({
    'docsite.config.json': '{ "title": "Ids", "lang": "en" }',
    'docs/index.md': '# Home\n\n[Set up](./01-guide/01-install.md)\n',
    'docs/01-guide/_category_.json': '{ "label": "Guide", "link": { "type": "doc", "id": "01-guide/setup" } }',
    'docs/01-guide/01-install.md': '---\nid: setup\ntitle: Set up\n---\n\nThen [use it](./02-use.md).\n',
    'docs/01-guide/02-use.md': '# Use\n\nBack to [set up](./01-install.md).\n',
    'docs/01-guide/index.md': '---\nid: overview\n---\n\n# Guide\n',
    ...extra,
  });

  it('names the page in its folder, for its route, its links by file and a category link by id; an index page keeps its folder', () => {
    const dir = tempDir('docsite-doc-id-');
    writeFiles(dir, files());
    const result = runCli(['build', dir], dir);
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(path.join(dir, 'dist/01-guide/setup.html'))).toBe(true);
    expect(existsSync(path.join(dir, 'dist/01-guide/01-install.html'))).toBe(false);
    expect(existsSync(path.join(dir, 'dist/01-guide/index.html'))).toBe(true);
    expect(readFileSync(path.join(dir, 'dist/01-guide/02-use.html'), 'utf8')).toContain('<a href="/01-guide/setup.html">set up</a>');
    // The group's own link, as `_category_.json` gives it by id.
    expect(readFileSync(path.join(dir, 'dist/index.html'), 'utf8')).toContain('<div class="docsite-sidebar-group-title"><a class="docsite-sidebar-link" href="/01-guide/setup.html">Guide</a>');
  });

  it('reports two pages on one route at the `id` that moved one of them', () => {
    const dir = tempDir('docsite-doc-id-clash-');
    writeFiles(dir, files({ 'docs/01-guide/02-use.md': '---\nid: setup\n---\n\n# Use\n' }));
    const result = runCli(['build', dir], dir);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/docs\/01-guide\/0[12]-(install|use)\.md:2:1 error Route \/01-guide\/setup comes from two files/);
    expect(result.stderr).toContain('Change the `id`: each route must come from one file.');
  });
});
