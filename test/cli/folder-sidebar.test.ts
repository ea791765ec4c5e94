import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const config = "export default { lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }] };\n";

/** A bilingual site of folders, without a sidebar or nav in its config: a `_nav.json` per language links its sections. */
function folderSite(extra: Record<string, string> = {}, configText = config): string {
  const site = tempDir('docsite-folder-sidebar-');
  writeFiles(site, {
    'docsite.config.mjs': configText,
    'docs/en/_nav.json': '[{ "text": "Guide", "link": "/guide/" }, { "text": "API", "link": "/api/" }]\n',
    'docs/zh/_nav.json': '[{ "text": "指南", "link": "/guide/" }, { "text": "API", "link": "/api/" }]\n',
    'docs/en/index.md': '---\npageType: home\n---\n',
    'docs/zh/index.md': '---\npageType: home\n---\n',
    'docs/en/faq.md': '# FAQ\n',
    'docs/zh/faq.md': '# 常见问题\n',
    'docs/en/guide/index.md': '# Guide\n',
    'docs/zh/guide/index.md': '# 指南\n',
    'docs/en/guide/10-last.md': '# Last page\n',
    'docs/zh/guide/10-last.md': '# 最后\n',
    'docs/en/guide/2-second.md': '---\ntitle: Second page\n---\n\n# Heading that is not the title\n',
    'docs/zh/guide/2-second.md': '# 第二\n',
    'docs/en/guide/01-basics/index.md': '# Basics\n',
    'docs/zh/guide/01-basics/index.md': '# 基础\n',
    'docs/en/guide/01-basics/install.md': '# Install\n',
    'docs/zh/guide/01-basics/install.md': '# 安装\n',
    'docs/en/guide/01-basics/secret.md': '---\nsidebar: false\n---\n\n# Secret\n',
    'docs/zh/guide/01-basics/secret.md': '---\nsidebar: false\n---\n\n# 秘密\n',
    'docs/en/guide/03-extra/more.md': '# More\n',
    'docs/zh/guide/03-extra/more.md': '# 更多\n',
    'docs/en/api/index.md': '# API\n',
    'docs/zh/api/index.md': '# API\n',
    'docs/en/api/config.md': '# Config\n',
    'docs/zh/api/config.md': '# 配置\n',
    ...extra,
  });
  return site;
}

/** The sidebar a built page shows: each entry as its text, groups with their entries nested. */
function sidebarOf(site: string, file: string): string[] {
  const html = readFileSync(path.join(site, 'dist', file), 'utf8');
  // The phone drawer's copy of the navbar comes first: not the sidebar's.
  const aside = (/<aside class="docsite-sidebar"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '').replace(/<ul class="docsite-sidebar-nav"[\s\S]*?<\/ul>/, '');
  const entries = [...aside.matchAll(/<(?:a|li)\b([^>]*class="docsite-sidebar-(link|divider|section-header)"[^>]*)>([^<]*)/g)];
  return entries.map(([, attributes, kind, text]) => (kind === 'link' ? `${text} ${/href="([^"]*)"/.exec(attributes!)?.[1]}` : kind === 'divider' ? '---' : `# ${text}`));
}

async function build(site: string) {
  const result = await buildSite({ siteDir: site });
  expect(result.messages.filter((m) => m.fatal).map(String)).toEqual([]);
  return result;
}

describe('sidebars from the file tree', () => {
  it('lists each section in name order (numeric prefixes as numbers), folders as groups named and linked by their index, titles as labels, sidebar: false left out', async () => {
    const site = folderSite();
    await build(site);
    // Groups start folded, and a folded group's pages are not rendered until it is opened.
    expect(sidebarOf(site, 'guide/2-second.html')).toEqual(['Guide /guide/', 'Basics /guide/01-basics/', 'Second page /guide/2-second.html', 'Last page /guide/10-last.html']);
    // The group holding the page shown is open.
    expect(sidebarOf(site, 'guide/03-extra/more.html')).toEqual(['Guide /guide/', 'Basics /guide/01-basics/', 'Second page /guide/2-second.html', 'More /guide/03-extra/more.html', 'Last page /guide/10-last.html']);
    expect(sidebarOf(site, 'guide/01-basics/index.html')).toContain('Install /guide/01-basics/install.html');
    expect(sidebarOf(site, 'zh/api/config.html')).toEqual(['API /zh/api/', '配置 /zh/api/config.html']);
    // The top level lists its own pages; its folders are sections of their own.
    expect(sidebarOf(site, 'faq.html')).toEqual(['FAQ /faq.html']);
    // A group without an index page has no link: its name shows instead.
    expect(readFileSync(path.join(site, 'dist/guide/2-second.html'), 'utf8')).toContain('<span>extra</span>');
  });

  it("orders pages by Docusaurus's sidebar_position before the others, a folder by its index page's, and shows sidebar_label", async () => {
    const site = folderSite({
      'docs/en/guide/10-last.md': '---\nsidebar_position: 1\nsidebar_label: Start here\n---\n\n# Last page\n',
      'docs/en/guide/03-extra/index.md': '---\nsidebar_position: 2.5\n---\n\n# Extra\n',
      'docs/zh/guide/03-extra/index.md': '# 附加\n',
      'docs/en/guide/2-second.md': '---\ntitle: Second page\nsidebar_position: 3\n---\n\n# Heading that is not the title\n',
    });
    await build(site);
    expect(sidebarOf(site, 'guide/2-second.html')).toEqual(['Guide /guide/', 'Start here /guide/10-last.html', 'Extra /guide/03-extra/', 'Second page /guide/2-second.html', 'Basics /guide/01-basics/']);
    // The page keeps its title everywhere else.
    expect(readFileSync(path.join(site, 'dist/guide/10-last.html'), 'utf8')).toContain('<title>Last page');
    // Without positions, name order as before.
    expect(sidebarOf(site, 'zh/guide/2-second.html')).toEqual(['指南 /zh/guide/', '基础 /zh/guide/01-basics/', '第二 /zh/guide/2-second.html', '附加 /zh/guide/03-extra/', '最后 /zh/guide/10-last.html']);
  });

  it("puts a section's own generated category page first in the section's sidebar, and no card of it on itself", async () => {
    const site = folderSite({
      'docs/en/recipes/_category_.json': '{ "label": "Recipes", "link": { "type": "generated-index", "description": "Things to bake." } }\n',
      'docs/en/recipes/bake.md': '# Bake\n',
      'docs/en/recipes/cool.md': '# Cool\n',
      'docs/zh/recipes/_category_.json': '{ "label": "食谱", "link": { "type": "generated-index" } }\n',
      'docs/zh/recipes/bake.md': '# 烘焙\n',
      'docs/zh/recipes/cool.md': '# 冷却\n',
    });
    await build(site);
    const recipes = ['Recipes /category/recipes.html', 'Bake /recipes/bake.html', 'Cool /recipes/cool.html'];
    expect(sidebarOf(site, 'recipes/bake.html')).toEqual(recipes);
    expect(sidebarOf(site, 'category/recipes.html')).toEqual(recipes);
    expect(sidebarOf(site, 'zh/recipes/cool.html')).toEqual(['食谱 /zh/category/recipes.html', '烘焙 /zh/recipes/bake.html', '冷却 /zh/recipes/cool.html']);
    const html = readFileSync(path.join(site, 'dist/category/recipes.html'), 'utf8');
    expect([...html.matchAll(/class="docsite-link-card" href="([^"]*)"/g)].map((m) => m[1])).toEqual(['/recipes/bake.html', '/recipes/cool.html']);
  });

  it("reads a folder's _category_.json as Docusaurus does: its label, position and folding; a _meta.json item's own options win", async () => {
    const site = folderSite({
      'docs/en/guide/03-extra/_category_.json': '{ "label": "Extras", "position": 1, "collapsed": false, "link": { "type": "generated-index" } }\n',
    });
    await build(site);
    const html = readFileSync(path.join(site, 'dist/guide/2-second.html'), 'utf8');
    // First, by its position; open although it does not hold the page shown; linked to its generated page.
    expect(sidebarOf(site, 'guide/2-second.html')).toEqual(['Guide /guide/', 'Extras /category/extras.html', 'More /guide/03-extra/more.html', 'Basics /guide/01-basics/', 'Second page /guide/2-second.html', 'Last page /guide/10-last.html']);
    expect(html).not.toContain('<span>Extras</span>');
    // The Chinese folder has no _category_.json: its group is named after the folder, and links nowhere.
    expect(readFileSync(path.join(site, 'dist/zh/guide/2-second.html'), 'utf8')).toContain('<span>extra</span>');
    // The generated page lies outside the section's folder, and shows the section's sidebar.
    expect(sidebarOf(site, 'category/extras.html')).toEqual(sidebarOf(site, 'guide/2-second.html'));
    const listed = folderSite({
      'docs/en/guide/03-extra/_category_.json': '{ "label": "Extras", "position": 1 }\n',
      'docs/en/guide/_meta.json': '["2-second", { "type": "dir", "name": "03-extra", "label": "From _meta.json" }]\n',
    });
    await build(listed);
    expect(readFileSync(path.join(listed, 'dist/guide/2-second.html'), 'utf8')).toContain('<span>From _meta.json</span>');
  });

  it("makes a category's generated index page as Docusaurus does: title, description and a card per entry, linked from the group, in each language", async () => {
    const site = tempDir('docsite-folder-sidebar-');
    writeFiles(site, {
      'docsite.config.mjs': config,
      'docs/intro.md': '---\nsidebar_position: 1\n---\n\n# Tutorial Intro\n\nStart with [the basics](/category/tutorial---basics).\n',
      'docs/tutorial-basics/_category_.json': JSON.stringify({ label: 'Tutorial - Basics', position: 2, link: { type: 'generated-index', description: '5 minutes to learn the most important {Docusaurus} <concepts>.' } }),
      'docs/tutorial-basics/create-a-page.md': '---\nsidebar_position: 1\n---\n\n# Create a Page\n',
      'docs/tutorial-basics/deploy.md': '---\nsidebar_position: 2\n---\n\n# Deploy your site\n',
      'docs/tutorial-basics/advanced/_category_.json': '{ "label": "Advanced", "link": { "type": "generated-index", "slug": "/more/advanced/", "title": "Advanced *topics*" } }',
      'docs/tutorial-basics/advanced/tuning.md': '# Tuning\n',
      'docs/tutorial-extras/_category_.yml': 'label: Tutorial - Extras\nposition: 3\nlink:\n  type: doc\n  id: tutorial-extras/versioning\n',
      'docs/tutorial-extras/01-versioning.md': '# Manage Docs Versions\n',
      'docs/tutorial-extras/translate.md': '# Translate your site\n',
      // An index page of its own stays the group's link.
      'docs/reference/_category_.json': '{ "link": { "type": "generated-index" } }',
      'docs/reference/index.md': '# Reference\n',
      'docs/reference/cli.md': '# CLI\n',
      'docs/zh/intro.md': '# 教程简介\n',
      'docs/zh/tutorial-basics/_category_.json': '{ "label": "教程 - 基础", "position": 2, "link": { "type": "generated-index", "description": "五分钟学会。" } }',
      'docs/zh/tutorial-basics/create-a-page.md': '# 创建页面\n',
    });
    await build(site);
    const read = (file: string) => readFileSync(path.join(site, 'dist', file), 'utf8');
    const basics = read('category/tutorial---basics.html');
    expect(basics).toMatch(/<h1[^>]*>Tutorial - Basics<\/h1>/);
    expect(basics).toContain('5 minutes to learn the most important {Docusaurus} &lt;concepts&gt;.');
    const cards = (html: string) => [...html.matchAll(/<a[^>]*class="[^"]*docsite-link-card[^"]*"[^>]*href="([^"]*)"|<a[^>]*href="([^"]*)"[^>]*class="[^"]*docsite-link-card/g)].map((m) => m[1] ?? m[2]);
    expect(cards(basics)).toEqual(['/tutorial-basics/create-a-page.html', '/tutorial-basics/deploy.html', '/more/advanced.html']);
    expect(cards(read('more/advanced.html'))).toEqual(['/tutorial-basics/advanced/tuning.html']);
    expect(read('more/advanced.html')).toMatch(/<h1[^>]*>Advanced \*topics\*<\/h1>/);
    // The groups link to their pages: the generated ones, the doc a category names (its numeric prefix left out), an index page.
    const sidebar = sidebarOf(site, 'intro.html');
    expect(sidebar).toEqual(expect.arrayContaining(['Tutorial - Basics /category/tutorial---basics.html', 'Tutorial - Extras /tutorial-extras/01-versioning.html', 'Reference /reference/']));
    expect(existsSync(path.join(site, 'dist/category/reference.html'))).toBe(false);
    // The Chinese page is named after the default language's label: the two are translations of each other.
    const zh = read('zh/category/tutorial---basics.html');
    expect(zh).toMatch(/<h1[^>]*>教程 - 基础<\/h1>/);
    // The untranslated pages are there as zh fallback pages, placed by their en frontmatter's `sidebar_position`; the
    // zh tree has no advanced/_category_.json, so its folder is no generated index there.
    expect(cards(zh)).toEqual(['/zh/tutorial-basics/deploy.html', '/zh/tutorial-basics/advanced/tuning.html', '/zh/tutorial-basics/create-a-page.html']);
    expect(zh).toContain('五分钟学会。');
    expect(sidebarOf(site, 'zh/intro.html')).toContain('教程 - 基础 /zh/category/tutorial---basics.html');
    expect(basics).toContain('hreflang="zh"');
  });

  it('reports a category that links to a doc which is no page, at the file, with the fix', () => {
    const site = folderSite({ 'docs/en/guide/03-extra/_category_.json': '{ "link": { "type": "doc", "id": "guide/03-extra/nope" } }\n' });
    const result = runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docs\/en\/guide\/03-extra\/_category_\.json(:1:1)? error _category_\.json links to the doc "guide\/03-extra\/nope", which is no page of docs\/en\//);
    expect(result.stderr).toContain('Write the page\'s path below docs/en/ without its extension');
  });

  it("reads a folder's _category_.yml as Docusaurus does, and reports its YAML and its keys at their line", async () => {
    const site = folderSite({ 'docs/en/guide/03-extra/_category_.yml': '# Docusaurus writes these in YAML too\nlabel: Extras\nposition: 1\ncollapsed: false\nlink:\n  type: generated-index\n' });
    await build(site);
    expect(sidebarOf(site, 'guide/2-second.html')).toEqual(['Guide /guide/', 'Extras /category/extras.html', 'More /guide/03-extra/more.html', 'Basics /guide/01-basics/', 'Second page /guide/2-second.html', 'Last page /guide/10-last.html']);
    expect(readFileSync(path.join(site, 'dist/category/extras.html'), 'utf8')).toMatch(/<h1[^>]*>Extras<\/h1>/);
    const badKey = runCli(['build', folderSite({ 'docs/en/guide/03-extra/_category_.yml': 'label: Extras\nposition: first\n' })]);
    expect(badKey.code).toBe(1);
    expect(badKey.stderr).toMatch(/docs\/en\/guide\/03-extra\/_category_\.yml:2:1 error Invalid _category_\.yml: position: expected number/);
    const badYaml = runCli(['build', folderSite({ 'docs/en/guide/03-extra/_category_.yml': 'label: Extras\nposition: [1\n' })]);
    expect(badYaml.code).toBe(1);
    expect(badYaml.stderr).toMatch(/docs\/en\/guide\/03-extra\/_category_\.yml:\d+:\d+ error Invalid _category_\.yml YAML: /);
    expect(badYaml.stderr).toContain('Fix the YAML syntax of docs/en/guide/03-extra/_category_.yml');
  });

  it('reports a bad _category_.json at its line and column, with the fix', () => {
    const site = folderSite({ 'docs/en/guide/03-extra/_category_.json': '{\n  "label": "Extras",\n  "position": "first"\n}\n' });
    const run = runCli(['build', site]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/docs\/en\/guide\/03-extra\/_category_\.json:3:\d+ error Invalid _category_\.json: position: expected number/);
    expect(run.stderr).toContain('schemas/json/category.schema.json');
  });

  it('reports a sidebar_position that is not a number at its line, with the fix', () => {
    const site = folderSite({ 'docs/en/faq.md': '---\nsidebar_position: first\n---\n\n# FAQ\n' });
    const run = runCli(['build', site]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/docs\/en\/faq\.md:2:\d+ error .*sidebar_position/);
  });

  it('keeps the sidebars out of the theme bundle: a file per section, named in each page', async () => {
    const site = folderSite();
    await build(site);
    const files = readdirSync(path.join(site, 'dist/static/sidebar'));
    // en and zh: /guide/, /api/, / each.
    expect(files).toHaveLength(6);
    const html = readFileSync(path.join(site, 'dist/zh/guide/index.html'), 'utf8');
    const state = JSON.parse(/window\.__DOCSITE__=(\{.*?\})<\/script>/.exec(html)![1]!) as { sidebars: Record<string, Record<string, string>> };
    expect(Object.keys(state.sidebars.zh!).sort()).toEqual(['/', '/api/', '/guide/']);
    const zhGuide = JSON.parse(readFileSync(path.join(site, 'dist', state.sidebars.zh!['/guide/']!), 'utf8')) as { text: string }[];
    expect(zhGuide.map((item) => item.text)).toEqual(['指南', '基础', '第二', 'extra', '最后']);
    for (const script of readdirSync(path.join(site, 'dist/static')).filter((f) => f.endsWith('.js'))) {
      expect(readFileSync(path.join(site, 'dist/static', script), 'utf8')).not.toContain('Last page');
    }
  });

  it('follows _meta.json: order, files, folders, dividers, section headers, custom links, labels, tags and folding', async () => {
    const meta = JSON.stringify([
      '10-last',
      { type: 'divider', dashed: true },
      { type: 'section-header', label: 'Reference', tag: 'new' },
      { type: 'dir', name: '01-basics', label: 'The basics', collapsed: true },
      { type: 'file', name: '2-second.md', label: 'Two', tag: 'beta' },
      { type: 'custom-link', label: 'Elsewhere', link: 'https://example.com/' },
      { type: 'divider' },
    ]);
    const site = folderSite({
      'docs/en/guide/_meta.json': meta.replace('"collapsed":true', '"collapsed":true},{"type":"dir","name":"03-extra","collapsed":false'),
      'docs/en/guide/01-basics/_meta.json': '["install"]\n',
    });
    await build(site);
    expect(sidebarOf(site, 'guide/10-last.html')).toEqual([
      'Last page /guide/10-last.html',
      '---',
      '# Reference',
      'The basics /guide/01-basics/',
      'More /guide/03-extra/more.html',
      'Two /guide/2-second.html',
      'Elsewhere https://example.com/',
      '---',
    ]);
    const html = readFileSync(path.join(site, 'dist/guide/10-last.html'), 'utf8');
    expect(html).toContain('class="docsite-sidebar-divider" role="separator" data-dashed=""');
    expect(html).toMatch(/Two<span class="docsite-tag">beta<\/span>/);
    // Folded: the group's list is empty and hidden until opened.
    expect(html).toMatch(/aria-expanded="false" aria-controls="([^"]+)" aria-label="The basics"[\s\S]*?<ul id="\1" hidden=""><\/ul>/);
    // zh has no _meta.json: name order.
    expect(sidebarOf(site, 'zh/guide/10-last.html')[0]).toBe('指南 /zh/guide/');
  });

  it('leaves a section the config has a sidebar for to it, and generates the others', async () => {
    const written = "export default { lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }], themeConfig: { sidebar: { '/guide/': [{ text: 'Written', link: '/guide/' }] } } };\n";
    const site = folderSite({}, written);
    await build(site);
    expect(sidebarOf(site, 'guide/10-last.html')).toEqual(['Written /guide/']);
    expect(sidebarOf(site, 'zh/guide/10-last.html')).toEqual(['Written /zh/guide/']);
    expect(sidebarOf(site, 'api/config.html')).toEqual(['API /api/', 'Config /api/config.html']);
  });

  it('gives a language without a nav one sidebar of all its folders, as Docusaurus does, so every page can be reached', async () => {
    const site = tempDir('docsite-folder-sidebar-');
    writeFiles(site, {
      'docs/intro.md': '---\nsidebar_position: 1\n---\n\n# Tutorial Intro\n',
      'docs/tutorial-basics/_category_.json': '{ "label": "Tutorial - Basics", "position": 2, "collapsed": false }\n',
      'docs/tutorial-basics/create-a-page.md': '---\nsidebar_position: 1\n---\n\n# Create a Page\n',
      'docs/tutorial-basics/deploy.md': '---\nsidebar_position: 2\n---\n\n# Deploy your site\n',
      'docs/tutorial-extras/_category_.yml': 'label: Tutorial - Extras\nposition: 3\n',
      'docs/tutorial-extras/versioning.md': '# Manage Docs Versions\n',
    });
    await build(site);
    const whole = ['Tutorial Intro /intro.html', 'Create a Page /tutorial-basics/create-a-page.html', 'Deploy your site /tutorial-basics/deploy.html'];
    expect(sidebarOf(site, 'intro.html')).toEqual(whole);
    expect(sidebarOf(site, 'tutorial-basics/deploy.html')).toEqual(whole);
    // The folded group holding the page shown is open there.
    expect(sidebarOf(site, 'tutorial-extras/versioning.html')).toEqual([...whole, 'Manage Docs Versions /tutorial-extras/versioning.html']);
    const intro = readFileSync(path.join(site, 'dist/intro.html'), 'utf8');
    for (const label of ['Tutorial - Basics', 'Tutorial - Extras']) expect(intro).toContain(`<span>${label}</span>`);
  });

  it('makes the navbar from _nav.json of a language whose config has no nav, and checks its links there', async () => {
    const site = folderSite({
      'docs/en/_nav.json': '[{ "text": "Guide", "link": "/guide/" }, { "text": "More", "items": [{ "text": "API", "link": "/api/" }] }]\n',
      'docs/zh/_nav.json': '[\n  { "text": "指南", "link": "/guide/" },\n  { "text": "失踪", "link": "/guide/gone" }\n]\n',
    });
    const run = runCli(['build', site]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${path.join('docs', 'zh', '_nav.json')}:3:19 error Dead link \`/guide/gone\` in the navbar (zh): no page has the route /zh/guide/gone`);
    writeFiles(site, { 'docs/zh/_nav.json': '[{ "text": "指南", "link": "/guide/" }]\n' });
    await build(site);
    const en = readFileSync(path.join(site, 'dist/faq.html'), 'utf8');
    expect(en).toMatch(/class="docsite-navbar-link"[^>]*href="\/guide\/"[^>]*>Guide</);
    expect(readFileSync(path.join(site, 'dist/zh/faq.html'), 'utf8')).toMatch(/class="docsite-navbar-link"[^>]*href="\/zh\/guide\/"[^>]*>指南</);
  });

  it("makes the navbar from a language folder's own _meta.json of nav items, as Rspress 1 does, and checks its links there", async () => {
    const site = folderSite();
    for (const lang of ['en', 'zh']) rmSync(path.join(site, `docs/${lang}/_nav.json`));
    writeFiles(site, {
      'docs/en/_meta.json': '[{ "text": "Guide", "link": "/guide/", "activeMatch": "/guide/" }, { "text": "API", "link": "/api/" }]\n',
      'docs/zh/_meta.json': '[\n  { "text": "指南", "link": "/guide/" },\n  { "text": "失踪", "link": "/guide/gone" }\n]\n',
    });
    const run = runCli(['build', site]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${path.join('docs', 'zh', '_meta.json')}:3:19 error Dead link \`/guide/gone\` in the navbar (zh): no page has the route /zh/guide/gone`);
    writeFiles(site, { 'docs/zh/_meta.json': '[{ "text": "指南", "link": "/guide/" }]\n' });
    await build(site);
    const faq = readFileSync(path.join(site, 'dist/faq.html'), 'utf8');
    expect(faq).toMatch(/class="docsite-navbar-link"[^>]*href="\/guide\/"[^>]*>Guide</);
    expect(faq).toMatch(/class="docsite-navbar-link"[^>]*href="\/api\/"[^>]*>API</);
    // Each section keeps a sidebar of its own, as with a _nav.json: the nav's items are no sidebar entries.
    expect(readFileSync(path.join(site, 'dist/guide/index.html'), 'utf8')).toContain('Second page');
    expect(readFileSync(path.join(site, 'dist/zh/faq.html'), 'utf8')).toMatch(/class="docsite-navbar-link"[^>]*href="\/zh\/guide\/"[^>]*>指南</);
  });

  it('reports a bad _meta.json or _nav.json at its line and column, with the fix, and keeps the last build', async () => {
    const site = folderSite();
    await build(site);
    const before = readFileSync(path.join(site, 'dist/guide/index.html'), 'utf8');
    writeFiles(site, {
      'docs/en/guide/_meta.json': '[\n  "10-last",\n  { "type": "dir", "name": "01-basics", "colapsed": true },\n  { "type": "divide" }\n]\n',
      'docs/en/api/_meta.json': '[\n  "config",\n  "nowhere"\n]\n',
      'docs/zh/guide/_meta.json': '["10-last",]\n',
      'docs/en/_nav.json': '{ "text": "Guide" }\n',
    });
    const run = runCli(['build', site]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${path.join('docs', 'en', 'api', '_meta.json')}:3:3 error _meta.json lists "nowhere", but api/ has no page or folder of that name`);
    expect(run.stderr).toContain('Name a page (with or without .md/.mdx) or a subfolder of docs/en/api/ (config.md, index.md), or remove the entry.');
    const meta = path.join('docs', 'en', 'guide', '_meta.json');
    expect(run.stderr).toContain(`${meta}:3:41 error Invalid _meta.json: [1].colapsed: unknown key; did you mean \`collapsed\`?`);
    expect(run.stderr).toContain(`${meta}:4:5 error Invalid _meta.json: [2].type: expected one of "file", "dir", "divider", "section-header", "custom-link", received "divide"`);
    expect(run.stderr).toContain(`${path.join('docs', 'zh', 'guide', '_meta.json')}:1:12 error Invalid _meta.json JSON: Unexpected token ']'`);
    expect(run.stderr).toContain(`${path.join('docs', 'en', '_nav.json')}:1:1 error Invalid _nav.json: (root): expected array, received an object`);
    expect(readFileSync(path.join(site, 'dist/guide/index.html'), 'utf8')).toBe(before);
  });

  it('checks the links of _meta.json custom links and the shape of _nav.json items, at their place', async () => {
    const site = folderSite({
      'docs/en/api/_meta.json': '[\n  "config",\n  { "type": "custom-link", "label": "Gone", "link": "/guide/gone" }\n]\n',
      'docs/en/guide/_meta.json': '[\n  "index",\n  { "type": "custom-link", "label": "Nowhere" }\n]\n',
      'docs/en/_nav.json': '[\n  { "text": "Both", "link": "/guide/", "items": [{ "text": "API", "link": "/api/" }] }\n]\n',
    });
    const run = runCli(['build', site]);
    expect(run.code).toBe(1);
    const meta = path.join('docs', 'en', 'api', '_meta.json');
    expect(run.stderr).toContain(`${meta}:3:45 error Dead link \`/guide/gone\` in the sidebar (en): no page has the route /guide/gone`);
    expect(run.stderr).toContain(`${path.join('docs', 'en', 'guide', '_meta.json')}:3:28 error Invalid _meta.json: [1].label: a custom-link needs a \`link\`, \`items\`, or both`);
    expect(run.stderr).toContain(`${path.join('docs', 'en', '_nav.json')}:2:3 error Invalid _nav.json: [0]: a nav item needs exactly one of \`link\` (a link) or \`items\` (a dropdown)`);
  });

  it('gives an overview page of a generated section its groups', async () => {
    const site = folderSite({ 'docs/en/guide/index.md': '---\noverview: true\n---\n\n# Guide\n' });
    await build(site);
    const html = readFileSync(path.join(site, 'dist/guide/index.html'), 'utf8');
    for (const group of ['Basics', 'extra']) expect(html).toContain(group);
    expect(html).toMatch(/href="\/guide\/01-basics\/install.html"[^>]*>Install</);
  });
});
