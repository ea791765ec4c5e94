/**
 * Inputs that used to poison or mislead a build: code highlighted differently
 * with worker threads, a config without a default export or one that throws,
 * `--json` runs that printed text, file names with `%`, `?` or `#`, and two
 * pages on routes that hosts take for one. Each runs the real CLI on real
 * files in a temporary folder.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreview, type Preview } from '../../cli/serve/preview.js';
import type { RoutesFile } from '../../schemas/routes.js';
import { collectProblems, hydrated, launchBrowser, offlineContext, type OfflineContext, type PageProblem } from '../helpers/browser.js';
import { runCli } from '../helpers/run-cli.js';
import { fileHashes, tempDir, writeFiles } from '../helpers/temp-site.js';

const read = (file: string) => readFileSync(file, 'utf8');

/** A site that builds, with `files` added: a config of their own replaces the default one. */
function site(files: Record<string, string> = {}): string {
  const dir = tempDir('docsite-reliability-');
  const config: Record<string, string> = Object.keys(files).some((file) => file.startsWith('docsite.config.')) ? {} : { 'docsite.config.mjs': "export default { title: 'Reliable' };\n" };
  writeFiles(dir, { ...config, 'docs/en/index.md': '# Home\n\nText.\n', ...files });
  return dir;
}

/** Build `dir` once so that it has a `dist/`, and return that dist's bytes, to prove a failed build leaves it alone. */
function builtOnce(dir: string): Record<string, string> {
  const first = runCli(['build', dir]);
  expect(first.stderr).toBe('');
  expect(first.code).toBe(0);
  return fileHashes(path.join(dir, 'dist'));
}

describe('the same input gives the same bytes at any --threads', () => {
  const cpp = '```cpp\n#include <vector>\n\nint main(int argc, char** argv) {\n  std::vector<int> v{1, 2, 3};\n  return v.size() > 2 ? 0 : 1;\n}\n```\n';
  const others =
    "```ts\nexport function add(a: number, b: number): number {\n  return a + b;\n}\n```\n\n" +
    '```python\ndef greet(name: str) -> str:\n    return f"Hello, {name}!"\n```\n\n' +
    '```rust\nfn main() {\n    let v: Vec<u32> = (1..10).collect();\n    println!("{:?}", v);\n}\n```\n\n' +
    '```bash\nfor f in *.md; do echo "$f"; done\n```\n\n' +
    '```json\n{ "name": "docsite", "private": true }\n```\n';
  // A long line of a grammar whose cost grows with the square of the line: over a second per theme, so shiki's
  // default limit of 500 ms per line would leave its end plain, cut at a place that depends on the CPU.
  const PAIRS = 4000;
  const long = `\`\`\`yaml\nmatrix: [${'[a, b], '.repeat(PAIRS)}]\n\`\`\`\n`;
  const pages = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`docs/en/page-${i}.md`, `# Page ${i}\n\n${cpp}\n${others}`]));
  const dir = site({ 'docs/en/index.md': `# Home\n\n${cpp}\n${long}`, ...pages });
  const one = runCli(['build', dir, '--no-cache', '--threads', '1', '--dist', path.join(dir, 'dist-1')]);
  const two = runCli(['build', dir, '--no-cache', '--threads', '2', '--dist', path.join(dir, 'dist-2')]);

  it('writes byte-identical dist/ trees with one thread and with two', () => {
    expect(one.stderr).toBe('');
    expect(two.stderr).toBe('');
    expect([one.code, two.code]).toEqual([0, 0]);
    const single = fileHashes(path.join(dir, 'dist-1'));
    expect(Object.keys(single).length).toBeGreaterThan(20);
    expect(fileHashes(path.join(dir, 'dist-2'))).toEqual(single);
  });

  it('highlights a long line to its end, in the light and the dark theme alike', () => {
    const string = '<span style="color:#032F62;--shiki-dark:#9ECBFF">b</span>';
    expect(read(path.join(dir, 'dist-1/index.html')).split(string).length - 1).toBe(PAIRS);
  });

  it('highlights the first C++ block of every thread to its end, in the light and the dark theme alike', () => {
    // Shiki's first use of a grammar compiles it; under its default 500 ms limit per line, that cut the first lines it saw short.
    // `return` in the keyword colours of github-light and github-dark (with its line's indentation).
    const keyword = /<span style="color:#D73A49;--shiki-dark:#F97583">\s*return<\/span>/g;
    for (const dist of ['dist-1', 'dist-2']) {
      for (const file of ['index.html', ...Object.keys(pages).map((p) => `${path.basename(p, '.md')}.html`)]) {
        const html = read(path.join(dir, dist, file));
        expect(html.match(keyword)?.length ?? 0, `${dist}/${file}`).toBe(file === 'index.html' ? 1 : 3);
      }
    }
  });
});

describe('a config without a default export', () => {
  it('is an error at the named export that says how to export it, and the previous dist/ stays', () => {
    const dir = site({ 'docsite.config.ts': "import { defineConfig } from 'docsite';\n\nexport default defineConfig({ title: 'First' });\n" });
    const before = builtOnce(dir);
    writeFileSync(path.join(dir, 'docsite.config.ts'), "import { defineConfig } from 'docsite';\n\nexport const config = defineConfig({\n  title: 'Second',\n  lang: 'zh',\n});\n");
    const result = runCli(['build', dir]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `${path.relative(process.cwd(), path.join(dir, 'docsite.config.ts'))}:3:1 error Config error: the config has no default export (it exports \`config\`), so docsite would build with every default\n` +
        '  Export the config as the default: `export default defineConfig({ ... })` (or add `export default config;`).\n' +
        'docsite build: 1 error(s); the previous build was left as it was.\n',
    );
    expect(fileHashes(path.join(dir, 'dist'))).toEqual(before);
  });

  it('is an error in a .mjs config too, at its first export, with the rule config-load in --json', () => {
    const dir = site({ 'docsite.config.mjs': "const title = 'x';\n\nexport { title };\n" });
    const result = runCli(['index', dir, '--json']);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).messages).toEqual([
      expect.objectContaining({ line: 3, column: 1, severity: 'error', rule: 'config-load', message: expect.stringContaining('no default export (it exports `title`)') }),
    ]);
  });
});

describe('a config that throws while it loads', () => {
  const where = (dir: string, file: string) => path.relative(process.cwd(), path.join(dir, file));
  /** Nothing the author sees may name the temporary compiled copy (`docsite.config.ts.<pid>.<time>.mjs`), and none may be left behind. */
  const noTemporary = (dir: string, result: { stdout: string; stderr: string }) => {
    expect(result.stdout + result.stderr).not.toMatch(/\.\d+\.\d+\.mjs/);
    expect(readdirSync(dir).filter((name) => /\.\d+\.\d+\.mjs$/.test(name))).toEqual([]);
  };

  it('is reported at the line and column of the throw in a TypeScript config', () => {
    const dir = site({
      'docsite.config.ts': "import { defineConfig } from 'docsite';\n\nfunction title(): string {\n  const parts: string[] = [];\n  throw new Error(`no title in ${parts.length} parts`);\n}\n\nexport default defineConfig({ title: title() });\n",
    });
    const result = runCli(['build', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n').slice(0, 2)).toEqual([
      `${where(dir, 'docsite.config.ts')}:5:9 error Config error: no title in 0 parts`,
      '  The config threw while it was evaluated; fix the code it runs.',
    ]);
    noTemporary(dir, result);
  });

  it('is reported in the file the config imports when the throw is there', () => {
    const dir = site({
      'docsite.config.ts': "import { defineConfig } from 'docsite';\nimport { nav } from './nav';\n\nexport default defineConfig({ title: 'T', themeConfig: { nav: nav() } });\n",
      'nav.ts': "export function nav() {\n  return JSON.parse('{ broken');\n}\n",
    });
    const result = runCli(['index', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`^${where(dir, 'nav.ts').replace(/[.\\/]/g, '\\$&')}:2:15 error Config error: .*JSON`));
    noTemporary(dir, result);
  });

  it('is reported at the line of the throw in a .mjs config and in a CommonJS .js config', () => {
    const mjs = site({ 'docsite.config.mjs': "const theme = {};\n\nexport default {\n  title: theme.names.first,\n};\n" });
    const esm = runCli(['index', mjs]);
    expect(esm.stderr).toMatch(new RegExp(`^${where(mjs, 'docsite.config.mjs').replace(/[.\\/]/g, '\\$&')}:4:22 error Config error: Cannot read properties of undefined`));
    const cjs = site({ 'package.json': '{ "type": "commonjs" }', 'docsite.config.js': "const theme = {};\n\nmodule.exports = {\n  title: theme.names.first,\n};\n" });
    const commonJs = runCli(['index', cjs]);
    expect(commonJs.stderr).toMatch(/docsite\.config\.js:4:22 error Config error: Cannot read properties of undefined/);
  });

  it('reports a syntax error of a .mjs config at its position', () => {
    const dir = site({ 'docsite.config.mjs': "export default {\n  title: 'T'\n  lang: 'en',\n};\n" });
    const result = runCli(['index', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docsite\.config\.mjs:3:3 error Config error: Expected "}" but found "lang"/);
  });

  it('names a package that is not installed, at its import, with the command that installs it', () => {
    const dir = site({
      'docsite.config.ts': "import { defineConfig } from 'docsite';\nimport preset from 'docsite-preset-missing/base';\n\nexport default defineConfig({ ...preset, title: 'T' });\n",
    });
    const result = runCli(['build', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `${where(dir, 'docsite.config.ts')}:2:20 error Config error: the package \`docsite-preset-missing\` is imported but not installed\n` +
        '  Install it in the site folder (`npm install docsite-preset-missing`), or remove the import.\n' +
        'docsite build: 1 error(s); the previous build was left as it was.\n',
    );
    noTemporary(dir, result);
  });

  it('names a scoped package a CommonJS config requires', () => {
    const dir = site({ 'package.json': '{ "type": "commonjs" }', 'docsite.config.js': "const preset = require('@acme/docs-preset');\n\nmodule.exports = { ...preset, title: 'T' };\n" });
    const result = runCli(['index', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docsite\.config\.js:1:24 error Config error: the package `@acme\/docs-preset` is imported but not installed\n {2}Install it in the site folder \(`npm install @acme\/docs-preset`\)/);
  });
});

describe('--json on every path', () => {
  const parse = (result: { stdout: string }) => JSON.parse(result.stdout) as { ok: boolean; error?: { message: string; fix: string }; messages: unknown[] };

  it('prints a failure of the machine (a file where the output folder goes) as JSON, with nothing on stderr', () => {
    const dir = site({ 'blocker': 'a file, not a folder' });
    for (const args of [
      ['build', dir, '--json', '--dist', path.join(dir, 'blocker/dist')],
      ['index', dir, '--json', '--out', path.join(dir, 'blocker/out')],
    ]) {
      const result = runCli(args);
      expect(result.code, args[0]).toBe(1);
      expect(result.stderr, args[0]).toBe('');
      expect(parse(result), args[0]).toEqual({ ok: false, error: { message: expect.stringContaining('ENOTDIR'), fix: expect.any(String) }, messages: [] });
    }
  });

  it('prints a usage error as JSON', () => {
    const result = runCli(['build', site(), '--json', '--threads', '0']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(parse(result).error).toEqual({ message: "option '--threads <n>' argument '0' is invalid. expected a whole number of 1 or more", fix: expect.stringContaining('--help') });
  });

  it('prints an exception thrown outside the command, by config code in a timer, as JSON', () => {
    const dir = site({ 'docsite.config.mjs': "setTimeout(() => {\n  throw new Error('late failure');\n});\n\nexport default { title: 'Late' };\n" });
    const result = runCli(['build', dir, '--json']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(parse(result)).toMatchObject({ ok: false, error: { message: 'late failure' } });
  });

  it('leaves text commands and --help as they were', () => {
    const result = runCli(['build', '--json', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: docsite build/);
    const text = runCli(['build', site(), '--threads', '0']);
    expect(text.stdout).toBe('');
    expect(text.stderr).toMatch(/^error: option '--threads <n>' argument '0' is invalid/);
  });
});

describe('file names with %, ?, # (and spaces and Chinese)', () => {
  const NAMES = ['100%', 'what?', 'c#sharp', 'with space', '中文'];
  const encoded = (name: string) => name.replace(/[%?#]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const page = (name: string, lang: string) => `# ${lang === 'zh' ? '页面' : 'Page'} ${name}\n\nThe ${lang} page of ${name}.\n\n## Part {#part}\n`;
  const home = (lang: string) => `# ${lang === 'zh' ? '首页' : 'Home'}\n\n${NAMES.map((name) => `- [${name}](./${encodeURIComponent(name)}.md)\n`).join('')}`;
  const dir = site({
    'docsite.config.mjs': `export default ${JSON.stringify({
      title: 'Reserved',
      locales: [
        { lang: 'en', label: 'English' },
        { lang: 'zh', label: '简体中文' },
      ],
      themeConfig: { socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/docsite-dev/docsite' }], sidebar: { '/': [{ text: 'What?', link: '/what%3F' }] } },
    })};\n`,
    'docs/en/index.md': home('en'),
    'docs/zh/index.md': home('zh'),
    ...Object.fromEntries(NAMES.flatMap((name) => [[`docs/en/${name}.md`, page(name, 'en')], [`docs/zh/${name}.md`, page(name, 'zh')]])),
  });
  const result = runCli(['build', dir]);
  let preview: Preview;
  let browser: Browser;
  const contexts: OfflineContext[] = [];

  beforeAll(async () => {
    [preview, browser] = await Promise.all([startPreview({ distDir: path.join(dir, 'dist'), port: 0 }), launchBrowser()]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(contexts.map(({ context }) => context.close().catch(() => {})));
    await browser?.close();
    await preview?.close();
  });

  const get = (urlPath: string) => fetch(new URL(urlPath, preview.url));

  it('build, with route paths as written and every URL encoded', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const { routes } = JSON.parse(read(path.join(dir, '.docsite/routes.json'))) as RoutesFile;
    for (const name of NAMES) {
      const route = routes.find((r) => r.path === `/${name}`)!;
      expect(route, name).toBeDefined();
      expect(route.preload).toMatch(new RegExp(`^/static/pages/en/${encoded(name).replace(/[.%?]/g, '\\$&')}\\.[0-9a-f]{8}\\.json$`));
      expect(statSync(path.join(dir, 'dist', `${name}.html`)).isFile()).toBe(true);
    }
    const homeHtml = read(path.join(dir, 'dist/index.html'));
    for (const href of ['/100%25.html', '/what%3F.html', '/c%23sharp.html']) expect(homeHtml).toContain(`href="${href}"`);
    expect(read(path.join(dir, 'dist/what?.html'))).toContain('<link rel="alternate" hreflang="zh" href="/zh/what%3F.html">');
    const records = read(path.join(dir, '.docsite/search-records.json'));
    expect(records).toContain('"url":"/c%23sharp.html#part"');
  });

  it('are served by preview at their encoded URLs, HTML and data alike', async () => {
    const { routes } = JSON.parse(read(path.join(dir, '.docsite/routes.json'))) as RoutesFile;
    for (const name of NAMES) {
      for (const urlPath of [`/${encodeURIComponent(name)}.html`, `/zh/${encodeURIComponent(name)}`]) {
        const res = await get(urlPath);
        expect(res.status, urlPath).toBe(200);
        expect(await res.text(), urlPath).toContain(`The ${urlPath.startsWith('/zh/') ? 'zh' : 'en'} page of ${name}.`);
      }
      const route = routes.find((r) => r.path === `/${name}`)!;
      const data = await get(route.preload);
      expect(data.status, route.preload).toBe(200);
      expect(((await data.json()) as { page: { routePath: string } }).page.routePath).toBe(`/${name}`);
    }
  });

  async function open(urlPath: string): Promise<{ page: Page; problems: PageProblem[]; documents: string[] }> {
    const offline = await offlineContext(browser);
    contexts.push(offline);
    const page = await offline.context.newPage();
    const problems = collectProblems(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.goto(new URL(urlPath, preview.url).href);
    await hydrated(page);
    return { page, problems, documents };
  }

  it('are reached by in-app navigation from links, and switch language', async () => {
    const { page, problems, documents } = await open('/');
    for (const name of NAMES) {
      await page.locator('main').getByRole('link', { name, exact: true }).click();
      await page.locator('main h1', { hasText: `Page ${name}` }).waitFor({ timeout: 5000 });
      expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/${name}.html`);
      expect(await page.locator('main').innerText()).toContain(`The en page of ${name}.`);
      await page.goBack();
      await page.locator('main h1', { hasText: 'Home' }).waitFor({ timeout: 5000 });
    }
    await page.locator('main').getByRole('link', { name: 'what?', exact: true }).click();
    await page.locator('main h1', { hasText: 'Page what?' }).waitFor({ timeout: 5000 });
    expect(await page.locator('.docsite-sidebar-link[aria-current="page"]').innerText()).toBe('What?');
    await page.locator('.docsite-lang-switch a').click();
    await page.locator('main h1', { hasText: '页面 what?' }).waitFor({ timeout: 5000 });
    expect(new URL(page.url()).pathname).toBe('/zh/what%3F.html');
    expect(documents).toEqual(['/']);
    expect(problems).toEqual([]);
  });

  it('load directly and hydrate without errors', async () => {
    for (const name of ['100%', 'c#sharp']) {
      const { page, problems } = await open(`/zh/${encodeURIComponent(name)}.html`);
      expect(await page.locator('main h1').innerText()).toBe(`页面 ${name}`);
      expect(problems, name).toEqual([]);
    }
  });
});

describe('routes that hosts take for one', () => {
  const rel = (dir: string, file: string) => path.relative(process.cwd(), path.join(dir, file));

  it('a.md beside a/index.md is an error at the second, naming the first, and the previous dist/ stays', () => {
    const dir = site({ 'docs/en/a.md': '# A page\n' });
    const before = builtOnce(dir);
    writeFiles(dir, { 'docs/en/a/index.md': '# A section\n' });
    const result = runCli(['build', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `${rel(dir, 'docs/en/a/index.md')}:1:1 error Route /a/ and route /a (docs/en/a.md) differ only by the trailing slash: a link to either may open the other page, depending on the host\n` +
        "  Keep one page at this address: put the content of one into the other (a folder's page is its `index.md`), or rename one of them.\n" +
        'docsite build: 1 error(s); the previous build was left as it was.\n',
    );
    expect(fileHashes(path.join(dir, 'dist'))).toEqual(before);
  });

  it('case.md beside Case.md is an error at the second, naming the first', () => {
    const dir = site({ 'docs/en/case.md': '# Lower\n', 'docs/en/Case.md': '# Upper\n' });
    const result = runCli(['index', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `${rel(dir, 'docs/en/case.md')}:1:1 error Route /case and route /Case (docs/en/Case.md) differ only in letter case: on case-insensitive file systems and hosts (macOS, Windows) they are one file\n` +
        '  Rename one of them (or change its `slug`) so that the two routes differ by more than letter case.\n' +
        'docsite index: 1 error(s); nothing was written.\n',
    );
  });

  it('a slug that makes such a pair is the error, at the slug', () => {
    const dir = site({ 'docs/en/guide.md': '# Guide\n', 'docs/en/moved.md': '---\ntitle: Moved\nslug: /Guide\n---\n\n# Moved\n' });
    const result = runCli(['index', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`^${rel(dir, 'docs/en/moved.md').replace(/[.\\/]/g, '\\$&')}:3:1 error Route /Guide and route /guide \\(docs/en/guide.md\\) differ only in letter case`));
  });

  it('pages whose routes differ by more than that still build', () => {
    const dir = site({ 'docs/en/a.md': '# A\n', 'docs/en/ab/index.md': '# AB\n', 'docs/en/A1.md': '# A1\n' });
    const result = runCli(['index', dir]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });
});
