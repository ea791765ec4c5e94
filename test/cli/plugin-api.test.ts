/**
 * The plugin API through the real CLI, hook by hook: order and `enforce`,
 * failures naming the plugin (the previous site left intact), `config`
 * re-validated, virtual pages going through the whole pipeline, `emit`
 * collisions, remark plugins on data and compiled pages alike, records and
 * head tags, and `docsite dev` serving what plugins make.
 */
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RoutesFile } from '../../schemas/routes.js';
import { runCli } from '../helpers/run-cli.js';
import { fileHashes, tempDir, writeFiles } from '../helpers/temp-site.js';
import { startDev } from '../../cli/serve/dev.js';

const PAGES = {
  'docs/en/index.md': '# Home\n\nWelcome home.\n',
  'docs/zh/index.md': '# 首页\n\n欢迎。\n',
  'docs/en/guide/data.md': '# Data page\n\n## Section\n\nPlain words to shout.\n',
  'docs/zh/guide/data.md': '# 数据页\n\n## 小节\n\n普通的字 words。\n',
  'docs/en/guide/code.mdx': "export const n = 2;\n\n# Code page\n\n## Section\n\nPlain words, {n} times.\n",
  'docs/zh/guide/code.mdx': "export const n = 2;\n\n# 代码页\n\n## 小节\n\n普通 words，{n} 次。\n",
  // A remark plugin as a site writes one: a module path with JSON options, run in the workers.
  'plugins/remark-shout.mjs': "export default function shout({ word }) {\n  const walk = (node) => {\n    if (node.type === 'text') node.value = node.value.replace(/words/g, word);\n    (node.children ?? []).forEach(walk);\n  };\n  return (tree) => walk(tree);\n}\n",
};

const LOCALES = "lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }]";

function site(plugins: string, extra = ''): string {
  const dir = tempDir('docsite-plugin-api-');
  writeFiles(dir, { ...PAGES, 'docsite.config.ts': `import { defineConfig, definePlugin } from 'docsite';\n${extra}\nexport default defineConfig({ ${LOCALES}, plugins: [${plugins}] });\n` });
  return dir;
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

describe('hooks on a built site', () => {
  const dir = site(
    // Written against the order they run in: `enforce` decides.
    'post, demo, pre',
    `const order: string[] = [];
const log = (name: string) => ({ name, beforeBuild() { order.push(name); } });
const pre = definePlugin({ ...log('pre'), enforce: 'pre' as const });
const post = definePlugin({ ...log('post'), enforce: 'post' as const });
const demo = definePlugin({
  ...log('demo'),
  config: () => ({ title: 'Set by a plugin' }),
  markdown: { remarkPlugins: [['./plugins/remark-shout.mjs', { word: 'SHOUTED' }]] },
  addPages: () => [
    { routePath: '/virtual/', content: '# Virtual page\\n\\nA plugin made zebrafish.' },
    { routePath: '/zh/virtual/', content: '# 虚拟页\\n\\n插件做的斑马鱼。', frontmatter: { description: '来自插件' } },
  ],
  extendPageData: (page) => ({ words: page.content.split(/\\s+/).length }),
  modifySearchIndexData: (records) => records.filter((r) => !String(r.content).includes('zebrafish')).concat(records.filter((r) => String(r.content).includes('zebrafish')).map((r) => ({ ...r, content: 'tagged zebrafish' }))),
  head: ({ routePath }) => [['meta', { name: 'demo-route', content: routePath }]],
  async afterBuild(ctx) {
    const seen: string[] = [];
    for await (const page of ctx.pages()) seen.push(page.routePath);
    await ctx.emit('plugin-report.json', JSON.stringify({ order, seen }));
  },
});`,
  );
  const result = runCli(['build', dir]);

  it('builds with no error', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('runs hooks in the order built-ins, enforce pre, the config, enforce post', () => {
    const report = JSON.parse(read(dir, 'dist/plugin-report.json')) as { order: string[]; seen: string[] };
    expect(report.order).toEqual(['pre', 'demo', 'post']);
    expect(report.seen).toContain('/virtual/');
    expect(report.seen).toContain('/zh/virtual/');
  });

  it('validates what `config` returned and uses it', () => {
    expect(read(dir, '.docsite/site.json')).toContain('"title": "Set by a plugin"');
  });

  it('applies remark plugins to data pages and compiled pages alike: HTML, toc and search records agree', () => {
    for (const file of ['dist/guide/data.html', 'dist/guide/code.html']) expect(read(dir, file)).toContain('SHOUTED');
    expect(readdirSync(path.join(dir, 'dist/assets/pages/en/guide')).some((f) => f.startsWith('code-'))).toBe(true);
    const records = read(dir, '.docsite/search-records.json');
    expect(records).toContain('Plain SHOUTED to shout');
    expect(records).toContain('Plain SHOUTED, ');
    expect(records).not.toMatch(/Plain words/);
  });

  it('puts virtual pages through the pipeline: routed, rendered, searchable, with their frontmatter', () => {
    expect(read(dir, 'dist/virtual/index.html')).toContain('A plugin made zebrafish.');
    expect(read(dir, 'dist/zh/virtual/index.html')).toContain('<meta name="description" content="来自插件">');
    expect((JSON.parse(read(dir, '.docsite/routes.json')) as RoutesFile).routes.map((route) => route.path)).toContain('/zh/virtual/');
    // modifySearchIndexData saw the virtual page's records too.
    expect(read(dir, '.docsite/search-records.json')).toContain('tagged zebrafish');
    expect(readdirSync(path.join(dir, 'dist/static/search'), { recursive: true }).length).toBeGreaterThan(0);
  });

  it('stores extendPageData results in each page\'s data file, never in the bundle', () => {
    const folder = path.join(dir, 'dist/static/pages/en/guide');
    const data = JSON.parse(read(folder, readdirSync(folder).find((f) => f.startsWith('data.'))!)) as { pluginData: { demo: { words: number } } };
    expect(data.pluginData.demo.words).toBeGreaterThan(3);
    const assets = readdirSync(path.join(dir, 'dist/assets'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    expect(assets.some((f) => read(path.join(dir, 'dist/assets'), f).includes('"words"'))).toBe(false);
  });

  it('adds each page\'s head tags', () => {
    expect(read(dir, 'dist/guide/data.html')).toContain('<meta name="demo-route" content="/guide/data">');
    expect(read(dir, 'dist/zh/index.html')).toContain('<meta name="demo-route" content="/zh/">');
  });
});

describe('failures name the plugin, exit 1 and leave the previous site', () => {
  const built = (plugin: string) => {
    const dir = site('boom', `const boom = definePlugin(${plugin});`);
    return dir;
  };

  it.each([
    ['beforeBuild', "{ name: 'boom', beforeBuild() { throw new Error('no network'); } }"],
    ['afterBuild', "{ name: 'boom', async afterBuild() { throw new Error('no network'); } }"],
    ['extendPageData', "{ name: 'boom', extendPageData() { throw new Error('no network'); } }"],
  ])('a throw in %s', (hook, plugin) => {
    const dir = built(plugin);
    writeFileSync(path.join(dir, 'docsite.config.ts'), read(dir, 'docsite.config.ts').replace('plugins: [boom]', 'plugins: []'));
    expect(runCli(['build', dir]).code).toBe(0);
    const before = fileHashes(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'docsite.config.ts'), read(dir, 'docsite.config.ts').replace('plugins: []', 'plugins: [boom]'));
    const result = runCli(['build', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`[boom] hook ${hook} failed: no network`);
    // At the plugin's place in the config.
    expect(result.stderr).toMatch(/docsite\.config\.ts:\d+:\d+ error \[boom\]/);
    expect(fileHashes(path.join(dir, 'dist'))).toEqual(before);
  });

  it('a remark plugin that throws: at the page\'s line and column', () => {
    const dir = site('boom', "const boom = definePlugin({ name: 'boom', markdown: { remarkPlugins: ['./plugins/remark-throw.mjs'] } });");
    writeFiles(dir, { 'plugins/remark-throw.mjs': "export default function () {\n  return (tree, file) => { file.fail('bad heading', tree.children[1]); };\n}\n" });
    const result = runCli(['build', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docs\/en\/guide\/data\.md:3:1 error \[boom\] hook markdown\.remarkPlugins failed: bad heading/);
  });

  it('a bad key set by `config`: named by the plugin, at the plugin', () => {
    const dir = site('bad', "const bad = definePlugin({ name: 'bad', config: () => ({ route: { cleanUrls: 'yes' } }) as never });");
    const result = runCli(['build', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docsite\.config\.ts:\d+:\d+ error Invalid config from plugin "bad": route\.cleanUrls/);
  });

  it('two plugins of one name, and a factory not called', () => {
    const dir = site("{ name: 'twin' }, { name: 'twin' }, pluginX", "const pluginX = () => ({ name: 'x' });");
    const result = runCli(['build', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('the plugin "twin" is already in the config');
    expect(result.stderr).toContain('Call the plugin\'s factory: `pluginX()`');
  });

  it('an emit over a page, over public/, or over another plugin\'s file names both', () => {
    const dir = site(
      "one, two",
      `const one = definePlugin({ name: 'one', async afterBuild(ctx) { await ctx.emit('shared.txt', 'one'); } });
const two = definePlugin({ name: 'two', async afterBuild(ctx) { await new Promise((r) => setTimeout(r, 50)); await ctx.emit('shared.txt', 'two'); } });`,
    );
    let result = runCli(['build', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('[two] hook afterBuild failed: cannot emit shared.txt: the plugin "one" already wrote it');
    writeFileSync(path.join(dir, 'docsite.config.ts'), read(dir, 'docsite.config.ts').replace("'shared.txt', 'one'", "'guide/data.html', 'x'").replace("'shared.txt', 'two'", "'robots.txt', 'x'"));
    writeFiles(dir, { 'public/robots.txt': 'User-agent: *\n' });
    result = runCli(['build', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/cannot emit guide\/data\.html: the page \/guide\/data \(docs\/en\/guide\/data\.md\) is written there|cannot emit robots\.txt: the site already has that file/);
  });

  it('a slow hook says which plugin the build waits for', () => {
    const dir = site('slow', "const slow = definePlugin({ name: 'slow', async beforeBuild() { await new Promise((r) => setTimeout(r, 3300)); } });");
    const result = runCli(['build', dir]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('waiting for plugin "slow" (hook beforeBuild)');
  });
});

describe('a rebuild with plugins that have per-page hooks', () => {
  it("renders a page again when a plugin's hook gives it something new, though nothing docsite reads changed", () => {
    // The hooks read a file docsite knows nothing of: only calling them again tells their result changed.
    const dir = site(
      'stamp',
      `import { readFileSync } from 'node:fs';
const edition = () => readFileSync(new URL('./edition.txt', import.meta.url), 'utf8').trim();
const stamp = definePlugin({
  name: 'stamp',
  extendPageData: () => ({ edition: edition() }),
  head: () => [['meta', { name: 'edition', content: edition() }]],
});`,
    );
    writeFileSync(path.join(dir, 'edition.txt'), 'first');
    expect(runCli(['build', dir]).code).toBe(0);
    expect(read(dir, 'dist/guide/data.html')).toContain('<meta name="edition" content="first">');
    writeFileSync(path.join(dir, 'edition.txt'), 'second');
    const rebuilt = runCli(['build', dir]);
    expect(rebuilt.stderr).toBe('');
    for (const file of ['dist/guide/data.html', 'dist/zh/index.html', 'dist/guide/code.html']) expect(read(dir, file)).toContain('<meta name="edition" content="second">');
    const folder = path.join(dir, 'dist/static/pages/en/guide');
    const data = JSON.parse(read(folder, readdirSync(folder).find((f) => f.startsWith('data.'))!)) as { pluginData: { stamp: { edition: string } } };
    expect(data.pluginData.stamp.edition).toBe('second');
  });
});

describe('a plugin whose per-page hooks promise what they read (`pageHooksKey`)', () => {
  it('is called again only for the pages that changed, and for every page when its key changes', () => {
    // Each call is logged to a file, to count them; the key is read from another, as options would be.
    const dir = site(
      'tagged',
      `import { appendFileSync, readFileSync } from 'node:fs';
const here = (name) => new URL(name, import.meta.url);
const tagged = definePlugin({
  name: 'tagged',
  pageHooksKey: readFileSync(here('./key.txt'), 'utf8').trim(),
  head: ({ routePath }) => {
    appendFileSync(here('./calls.log'), routePath + '\\n');
    return [['meta', { name: 'tag', content: readFileSync(here('./key.txt'), 'utf8').trim() }]];
  },
});`,
    );
    // The built-in not-found pages, made on every build, are left out.
    const calls = () => {
      const log = path.join(dir, 'calls.log');
      const lines = existsSync(log) ? read(dir, 'calls.log').split('\n').filter((route) => route && !route.endsWith('/404')) : [];
      rmSync(log, { force: true });
      return lines;
    };
    writeFileSync(path.join(dir, 'key.txt'), 'one');
    expect(runCli(['build', dir]).code).toBe(0);
    const pages = calls();
    expect(pages).toContain('/guide/data');
    expect(runCli(['build', dir]).code).toBe(0);
    expect(calls()).toEqual([]);
    writeFileSync(path.join(dir, 'docs/en/guide/data.md'), `${read(dir, 'docs/en/guide/data.md')}\nOne more line.\n`);
    expect(runCli(['build', dir]).code).toBe(0);
    expect(calls()).toEqual(['/guide/data']);
    expect(read(dir, 'dist/guide/data.html')).toContain('One more line.');
    writeFileSync(path.join(dir, 'key.txt'), 'two');
    expect(runCli(['build', dir]).code).toBe(0);
    expect(calls().sort()).toEqual([...pages].sort());
    for (const file of ['dist/guide/data.html', 'dist/zh/index.html']) expect(read(dir, file)).toContain('<meta name="tag" content="two">');
  });
});

describe('afterBuild in a rebuild: what changed, and keeping what was made from the rest', () => {
  it('marks only the edited page changed, keeps a file made from an unchanged page, and reads the previous site', () => {
    // One file per page, made from the page alone: kept for an unchanged page, made again for the edited one.
    const dir = site(
      'pageFiles',
      `const pageFiles = definePlugin({
  name: 'page-files',
  async afterBuild(ctx) {
    const report: Record<string, unknown> = {};
    for await (const page of ctx.pages()) {
      const file = \`made\${page.routePath.replace(/\\/$/, '/index')}.txt\`;
      const kept = !page.changed && (await ctx.keep(file));
      if (!kept) await ctx.emit(file, \`\${page.title} made at build \${Date.now()}\`);
      const previous = await ctx.previous(file);
      report[page.routePath] = { changed: page.changed, kept, previous: previous && new TextDecoder().decode(previous) };
    }
    await ctx.emit('report.json', JSON.stringify(report));
  },
});`,
    );
    expect(runCli(['build', dir]).code).toBe(0);
    type Report = Record<string, { changed: boolean; kept: boolean; previous?: string }>;
    const first = JSON.parse(read(dir, 'dist/report.json')) as Report;
    expect(Object.keys(first).sort()).toEqual(['/', '/guide/code', '/guide/data', '/zh/', '/zh/guide/code', '/zh/guide/data']);
    // A first build: every page changed, and there is no previous site to read.
    for (const entry of Object.values(first)) expect(entry).toEqual({ changed: true, kept: false });
    const made = read(dir, 'dist/made/guide/code.txt');

    const page = path.join(dir, 'docs/en/guide/data.md');
    writeFileSync(page, `${read(dir, 'docs/en/guide/data.md')}\nAn edit.\n`);
    const rebuilt = runCli(['build', dir]);
    expect(rebuilt.stderr).toBe('');
    expect(rebuilt.code).toBe(0);
    const second = JSON.parse(read(dir, 'dist/report.json')) as Report;
    expect(second['/guide/data']).toMatchObject({ changed: true, kept: false });
    for (const route of ['/', '/guide/code', '/zh/', '/zh/guide/code', '/zh/guide/data']) expect(second[route]).toMatchObject({ changed: false, kept: true });
    // What `previous` reads is the site being replaced: the first build's file, as the kept one still is.
    expect(second['/guide/code']!.previous).toBe(made);
    expect(read(dir, 'dist/made/guide/code.txt')).toBe(made);
    expect(read(dir, 'dist/made/guide/data.txt')).not.toBe(second['/guide/data']!.previous);

    // A kept file that went missing by hand is not kept: the plugin makes it again.
    rmSync(path.join(dir, 'dist/made/zh/index.txt'));
    writeFileSync(page, `${read(dir, 'docs/en/guide/data.md')}\nAnother edit.\n`);
    expect(runCli(['build', dir]).code).toBe(0);
    const third = JSON.parse(read(dir, 'dist/report.json')) as Report;
    expect(third['/zh/']).toEqual({ changed: false, kept: false });
    expect(read(dir, 'dist/made/zh/index.txt')).toMatch(/ made at build \d+$/);

    // --no-cache builds the site from nothing: every page changed.
    expect(runCli(['build', dir, '--no-cache']).code).toBe(0);
    for (const entry of Object.values(JSON.parse(read(dir, 'dist/report.json')) as Report)) expect(entry.changed).toBe(true);
  });
});

describe('docsite dev serves what plugins make, and refreshes it', () => {
  it('serves an emitted file and a virtual page, and an edit of the site updates both', async () => {
    const dir = site(
      'maker',
      `import { readFileSync } from 'node:fs';
const maker = definePlugin({
  name: 'maker',
  addPages: () => [{ routePath: '/made', content: readFileSync(new URL('./made.md', import.meta.url), 'utf8') }],
  async afterBuild(ctx) { await ctx.emit('made.txt', readFileSync(new URL('./made.md', import.meta.url), 'utf8')); },
});`,
    );
    writeFiles(dir, { 'made.md': '# Made\n\nFirst text.\n' });
    const dev = await startDev({ siteDir: dir, port: 0, strictPort: false });
    try {
      const get = async (url: string) => (await fetch(new URL(url, dev.url))).text();
      expect(await get('made.txt')).toContain('First text.');
      expect(await get('made.html')).toContain('First text.');
      writeFiles(dir, { 'made.md': '# Made\n\nSecond text.\n' });
      const deadline = Date.now() + 20_000;
      while (!(await get('made.txt')).includes('Second text.') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(await get('made.txt')).toContain('Second text.');
      expect(await get('made.html')).toContain('Second text.');
    } finally {
      await dev.close();
    }
  }, 60_000);
});
