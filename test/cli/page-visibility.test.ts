import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutesFile } from '../../schemas/routes.js';
import { startDev } from '../../cli/serve/dev.js';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const draft = (title: string) => `---\ndraft: true\nsidebar_position: 1\n---\n\n# ${title}\n\nUnpublished roadmap words.\n`;

/** A Docusaurus-style site: sidebars from folders, a draft in each language, and a page that mentions it without a link. */
function site(): string {
  const dir = tempDir('docsite-drafts-');
  const pages = (lang: string) => ({
    [`docs/${lang}/index.md`]: '---\npageType: home\nhero:\n  name: Drafty\n---\n',
    [`docs/${lang}/guide/intro.md`]: '# Intro\n\nThe plan comes later.\n',
    [`docs/${lang}/guide/plan.md`]: draft(lang === 'en' ? 'Plan' : '计划'),
    [`docs/${lang}/guide/zeta.md`]: '# Zeta\n\nPublished words.\n',
  });
  writeFiles(dir, {
    'docsite.config.json': JSON.stringify({ title: 'Drafty', lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }], themeConfig: { nav: [{ text: 'Guide', link: '/guide/intro' }] } }),
    ...pages('en'),
    ...pages('zh'),
  });
  return dir;
}

describe('a draft page (`draft: true`) in a production build', () => {
  const dir = site();
  const result = runCli(['build', dir], dir);
  const dist = path.join(dir, 'dist');

  it('builds the rest of the site, with no route, HTML, sidebar entry or search record for the draft', () => {
    expect(result.code, result.stderr).toBe(0);
    const routes = JSON.parse(readFileSync(path.join(dir, '.docsite/routes.json'), 'utf8')) as RoutesFile;
    expect(routes.routes.map((r) => r.path).sort()).toEqual(['/', '/guide/intro', '/guide/zeta', '/zh/', '/zh/guide/intro', '/zh/guide/zeta']);
    for (const lang of ['', 'zh/']) {
      expect(existsSync(path.join(dist, `${lang}guide/plan.html`))).toBe(false);
      const intro = readFileSync(path.join(dist, `${lang}guide/intro.html`), 'utf8');
      expect(intro).toContain(`/${lang}guide/zeta.html`);
      expect(intro).not.toContain(`/${lang}guide/plan`);
    }
    expect(readFileSync(path.join(dir, '.docsite/search-records.json'), 'utf8')).not.toContain('Unpublished roadmap');
  });

  it('fails a build whose page links to the draft, saying it is a draft and where', () => {
    const linking = site();
    writeFileSync(path.join(linking, 'docs/en/guide/intro.md'), '# Intro\n\nSee [the plan](./plan.md).\n');
    const failed = runCli(['build', linking], linking);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toContain('docs/en/guide/intro.md:3:5 error Dead link `./plan.md`: /guide/plan is a draft, which a production build leaves out (`draft: true` in docs/en/guide/plan.md)');
    expect(failed.stderr).toContain('Remove the link until the page is published, or remove `draft: true` from its frontmatter.');
  });
});

describe('a draft page under docsite dev', () => {
  const dir = site();
  let dev: Awaited<ReturnType<typeof startDev>>;
  beforeAll(async () => {
    dev = await startDev({ siteDir: dir, port: 0 });
  }, 60_000);
  afterAll(() => dev?.close());

  it('is served with its sidebar entry and a notice in its language; published, the notice goes', async () => {
    const page = (route: string) => fetch(new URL(route, dev.url)).then((r) => r.text());
    const en = await page('guide/plan');
    expect(en).toContain('Unpublished roadmap words.');
    expect(en).toContain('Draft: production builds leave this page out.');
    expect(await page('zh/guide/plan')).toContain('草稿：正式构建不包含此页面。');
    expect(await page('guide/intro')).toContain('/guide/plan.html');
    writeFileSync(path.join(dir, 'docs/en/guide/plan.md'), '# Plan\n\nPublished roadmap words.\n');
    await expect.poll(() => page('guide/plan'), { timeout: 15_000 }).toContain('Published roadmap words.');
    expect(await page('guide/plan')).not.toContain('Draft: production builds');
  });
});

describe('unlisted pages, noindex and head tags from the frontmatter (docsite build)', () => {
  const dir = tempDir('docsite-unlisted-');
  const pages = (lang: string) => ({
    [`docs/${lang}/index.md`]: '---\npageType: home\nhero:\n  name: Hidden\n---\n',
    [`docs/${lang}/guide/intro.md`]: '# Intro\n\nPublic words.\n',
    [`docs/${lang}/guide/secret.md`]: '---\nunlisted: true\nkeywords: [widgets, "a & b"]\n---\n\n# Secret\n\nUnlisted launch words.\n',
    [`docs/${lang}/guide/quiet.md`]: '---\nnoindex: true\n---\n\n# Quiet\n\nQuiet words.\n',
  });
  writeFiles(dir, {
    'docsite.config.mjs': `import { pluginSitemap } from 'docsite/plugins/sitemap';
export default { title: 'Hidden', lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }], themeConfig: { nav: [{ text: 'Guide', link: '/guide/intro' }] }, plugins: [pluginSitemap({ siteUrl: 'https://hidden.example/' })] };
`,
    ...pages('en'),
    ...pages('zh'),
    // Docusaurus's `<head>` in MDX.
    'docs/en/guide/docusaurus-head.mdx': '# Docusaurus head\n\n<head>\n  <title>Head & title</title>\n  <meta name="keywords" content="docs" />\n</head>\n\nIts words.\n',
    'docs/zh/guide/docusaurus-head.mdx': '# 头部\n\n头部的文字。\n',
    // VitePress's form and Starlight's, side by side.
    'docs/en/guide/intro.md': `---
head:
  - [meta, { name: twitter:card, content: summary }]
  - [link, { rel: canonical, href: 'https://hidden.example/guide/intro' }]
  - [script, { async: true, defer: false, src: 'https://cdn.example/a.js' }]
  - [style, {}, 'p { color: red }']
  - tag: meta
    attrs: { property: 'og:ttl', content: 60 }
---

# Intro

Public words.
`,
  });
  const result = runCli(['build', dir], dir);
  const html = (file: string) => readFileSync(path.join(dir, 'dist', file), 'utf8');
  const head = (file: string) => /<head>[\s\S]*<\/head>/.exec(html(file))![0];

  it('builds an unlisted page, reachable by its link, with robots noindex and its keywords, and a notice', () => {
    expect(result.code, result.stderr).toBe(0);
    expect(head('guide/secret.html')).toContain('<meta name="robots" content="noindex, nofollow"><meta name="keywords" content="widgets, a &amp; b">');
    expect(html('guide/secret.html')).toContain('Unlisted: search engines skip this page, and only its link leads here.');
    expect(html('zh/guide/secret.html')).toContain('未列出：搜索引擎不收录此页面，只能通过链接访问。');
    expect(head('guide/quiet.html')).toContain('<meta name="robots" content="noindex">');
    expect(head('guide/intro.html')).not.toContain('robots');
  });

  it('lists it nowhere: no sidebar entry, no search records, no sitemap URL; a noindex page is in the sidebar but not the sitemap', () => {
    const intro = html('guide/intro.html');
    expect(intro).toContain('/guide/quiet.html');
    expect(intro).not.toContain('/guide/secret');
    const records = readFileSync(path.join(dir, '.docsite/search-records.json'), 'utf8');
    expect(records).not.toContain('Unlisted launch');
    expect(records).toContain('Quiet words');
    const sitemap = readFileSync(path.join(dir, 'dist/sitemap.xml'), 'utf8');
    expect(sitemap).toContain('https://hidden.example/guide/intro.html');
    expect(sitemap).not.toContain('secret');
    expect(sitemap).not.toContain('quiet');
  });

  it("writes VitePress's and Starlight's head entries into the page's <head>, attributes escaped, `false` ones left out", () => {
    expect(head('guide/intro.html')).toContain(
      '<meta name="twitter:card" content="summary"><link rel="canonical" href="https://hidden.example/guide/intro"><script async src="https://cdn.example/a.js"></script><style>p { color: red }</style><meta property="og:ttl" content="60">',
    );
  });

  it("leaves out docsite's own link preview tags that the page's head sets", () => {
    expect(head('guide/intro.html').match(/twitter:card/g)).toHaveLength(1);
    expect(head('guide/intro.html')).toContain('<meta property="og:title" content="Intro | Hidden"><meta property="og:description" content="Public words."><meta property="og:type" content="article">');
  });

  it("takes Docusaurus's <head> in an .mdx page out of the body into the page's <head>, its title the page's <title>", () => {
    expect(head('guide/docusaurus-head.html')).toContain('<title>Head &amp; title</title>');
    expect(head('guide/docusaurus-head.html').match(/<title>/g)).toHaveLength(1);
    expect(head('guide/docusaurus-head.html')).toContain('<meta name="keywords" content="docs">');
    expect(head('guide/docusaurus-head.html')).toContain('<meta name="description" content="Its words.">');
    expect(html('guide/docusaurus-head.html').slice(html('guide/docusaurus-head.html').indexOf('<body>'))).not.toMatch(/<title>|<head>|keywords/);
  });

  it('stops the build at a head entry that is no tag', () => {
    const bad = tempDir('docsite-bad-head-');
    writeFiles(bad, { 'docsite.config.json': '{ "lang": "en" }', 'docs/en/index.md': '---\nhead:\n  - [meta]\n---\n\n# Home\n' });
    const failed = runCli(['build', bad], bad);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toMatch(/docs\/en\/index\.md:3:\d+ error Invalid frontmatter: head\[0\]/);
  });
});

describe('link previews: Open Graph and Twitter card tags (docsite build)', () => {
  const dir = tempDir('docsite-social-');
  writeFiles(dir, {
    'docsite.config.json': JSON.stringify({
      title: 'Widgets',
      base: '/docs/',
      image: '/img/card.png',
      description: 'All about widgets.',
      locales: [{ lang: 'en', label: 'English' }, { lang: 'zh-CN', label: '简体中文', title: '小部件' }],
    }),
    'docs/en/index.md': '---\npageType: home\nhero:\n  name: Widgets\n---\n',
    'docs/en/guide/start.md': '---\ndescription: Start here & now.\n---\n\n# Start\n',
    'docs/en/guide/launch.md': '---\nimage: https://cdn.example/launch.png\n---\n\n# Launch\n',
    'docs/en/guide/own.md': "---\nimage: img/own.png\nhead:\n  - [meta, { property: 'og:type', content: video.other }]\n---\n\n# Own\n",
    'docs/zh-CN/guide/start.md': '# 开始\n',
    'public/img/card.png': 'png',
  });
  const result = runCli(['build', dir], dir);
  const tags = (file: string) =>
    Object.fromEntries([...readFileSync(path.join(dir, 'dist', file), 'utf8').matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)">/g)].map(([, key, value]) => [key, value]));

  it('describes each page, with the config image under the base, a page image as written, and the site title in its language', () => {
    expect(result.code, result.stderr).toBe(0);
    expect(tags('guide/start.html')).toEqual({
      'og:title': 'Start | Widgets',
      'og:description': 'Start here &amp; now.',
      'og:type': 'article',
      'og:site_name': 'Widgets',
      'og:locale': 'en',
      'og:image': '/docs/img/card.png',
      'twitter:card': 'summary_large_image',
    });
    expect(tags('index.html')).toMatchObject({ 'og:type': 'website', 'og:description': 'All about widgets.' });
    expect(tags('guide/launch.html')['og:image']).toBe('https://cdn.example/launch.png');
    expect(tags('zh-CN/guide/start.html')).toMatchObject({ 'og:title': '开始 | 小部件', 'og:site_name': '小部件', 'og:locale': 'zh_CN' });
  });

  it("lets the page's head replace a tag, and gives a not-found page none", () => {
    expect(tags('guide/own.html')).toMatchObject({ 'og:type': 'video.other', 'og:image': '/docs/img/own.png' });
    expect(readFileSync(path.join(dir, 'dist/guide/own.html'), 'utf8').match(/og:type/g)).toHaveLength(1);
    expect(tags('404.html')).toEqual({});
  });
});
