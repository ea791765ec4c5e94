import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PagesFile } from '../../schemas/page-index.js';
import type { RoutesFile } from '../../schemas/routes.js';
import { routeBucket } from '../../schemas/route-bucket.js';
import { buildSite } from '../../cli/build/build-site.js';
import { startDev } from '../../cli/serve/dev.js';
import { indexContent } from '../helpers/local-search.js';
import { runCli } from '../helpers/run-cli.js';
import { copyFixture, fileHashes, tempDir, writeFiles } from '../helpers/temp-site.js';

const read = (file: string) => readFileSync(file, 'utf8');
const json = <T>(file: string) => JSON.parse(read(file)) as T;

/**
 * The basic fixture with its page-level JavaScript (an import, an export and
 * an expression) moved where docsite keeps pages as data: the component
 * registered through the config, the value written as text.
 */
function buildableBasic(): string {
  const site = copyFixture('basic');
  const page = path.join(site, 'docs/en/guide/headings.mdx');
  writeFileSync(page, read(page).replace("import { Badge } from './badge.js'\n", '').replace('export const answer = 42\n', '').replace('{answer}', '42'));
  writeFiles(site, { 'components.tsx': 'export function Badge({ type, children }: { type: string; children: React.ReactNode }) {\n  return <span className={`badge badge-${type}`}>{children}</span>;\n}\nexport function Tabs({ children }: { children: React.ReactNode }) {\n  return <div className="tabs">{children}</div>;\n}\nexport function Tab({ label, children }: { label: string; children: React.ReactNode }) {\n  return <section aria-label={label}>{children}</section>;\n}\n' });
  const config = path.join(site, 'docsite.config.mjs');
  writeFileSync(config, read(config).replace("title: 'Fixture',", "title: 'Fixture',\n  components: './components.tsx',"));
  return site;
}

/** `id`s of the h2–h4 elements in an HTML page, in order. */
function headingIds(html: string): string[] {
  return [...html.matchAll(/<h([2-4])[^>]*\sid="([^"]*)"/g)].map((m) => m[2]!);
}

describe('docsite build on the basic fixture', () => {
  const site = buildableBasic();
  const result = runCli(['build', site]);
  const dist = path.join(site, 'dist');
  const { routes } = json<RoutesFile>(path.join(site, '.docsite/routes.json'));

  it('exits 0 and says what it built, phase by phase', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^Built ${routes.length} pages in [\\d.]+ s \\(index [\\d.]+ s, bundle [\\d.]+ s, pre-render [\\d.]+ s, search index [\\d.]+ s\\) → ${dist.replace(/[/.]/g, '\\$&')}\\n$`));
  });

  it('pre-renders every route to its HTML file, and a 404 page per language', () => {
    const expected = routes.map((r) => (r.path.endsWith('/') ? `${r.path}index.html` : `${r.path}.html`).slice(1));
    for (const file of [...expected, '404.html', 'zh/404.html']) expect(existsSync(path.join(dist, file)), file).toBe(true);
    expect(read(path.join(dist, 'zh/404.html'))).toMatch(/^<!doctype html><html lang="zh">/);
  });

  it('gives each page its title, description, language, alternates and readable content without JavaScript', () => {
    const html = read(path.join(dist, 'guide/headings.html'));
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<title>Tricky headings | Fixture</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toContain('<link rel="alternate" hreflang="zh" href="/zh/guide/headings.html">');
    expect(html).toMatch(/<h1[^>]*>Tricky <strong>headings<\/strong><\/h1>/);
    const zh = read(path.join(dist, 'zh/guide/headings.html'));
    expect(zh).toMatch(/^<!doctype html><html lang="zh">/);
    expect(zh).toContain('| 夹具</title>');
  });

  it('gives every h2–h4 in every page the id its toc entry has', () => {
    const { pages } = json<PagesFile>(path.join(site, '.docsite/pages.json'));
    for (const page of pages) {
      const file = page.routePath.endsWith('/') ? `${page.routePath}index.html` : `${page.routePath}.html`;
      const ids = headingIds(read(path.join(dist, file)));
      expect(ids, page.routePath).toEqual(page.toc.map((t) => t.id));
    }
  });

  it('writes each page data file where routes.json says, and a route bucket that finds it', () => {
    const buckets = path.join(dist, 'static/routes');
    const [build] = readdirSync(buckets);
    const all = Object.assign({}, ...readdirSync(path.join(buckets, build!)).map((f) => json<Record<string, string>>(path.join(buckets, build!, f))));
    for (const route of routes) {
      const data = json<{ page: { routePath: string }; body: { t: string } }>(path.join(dist, route.preload));
      expect(data.page.routePath).toBe(route.path);
      expect(data.body.t).toBe('');
      expect(all[route.path]).toBe(route.preload);
    }
  });

  it('names assets by content hash and links them from every page', () => {
    const assets = readdirSync(path.join(dist, 'assets'));
    const app = assets.filter((a) => a.startsWith('app-'));
    expect(app).toHaveLength(3);
    expect(app).toEqual(expect.arrayContaining([expect.stringMatching(/^app-[A-Z0-9]{8}\.css$/), expect.stringMatching(/^app-[A-Z0-9]{8}\.js$/), expect.stringMatching(/^app-[A-Z0-9]{8}\.js\.LEGAL\.txt$/)]));
    const script = assets.find((a) => /^app-.*\.js$/.test(a))!;
    expect(read(path.join(dist, 'index.html'))).toContain(`<script type="module" src="/assets/${script}"></script>`);
  });

  it('keeps the licences of what it bundles beside each script, linked from it, out of what readers download', () => {
    const script = readdirSync(path.join(dist, 'assets')).find((a) => /^app-.*\.js$/.test(a))!;
    const code = read(path.join(dist, 'assets', script));
    expect(code).not.toContain('@license');
    expect(code).toContain(`/*! For license information please see ${script}.LEGAL.txt */`);
    expect(read(path.join(dist, 'assets', `${script}.LEGAL.txt`))).toContain('react-dom');
  });
});

describe('a build that fails', () => {
  it('reports a content error, exits 1 and leaves the previous dist/ as it was', () => {
    const site = buildableBasic();
    expect(runCli(['build', site]).code).toBe(0);
    const index = path.join(site, 'dist/index.html');
    const before = { text: read(index), mtime: statSync(index).mtimeMs };
    writeFiles(site, { 'docs/en/guide/broken.mdx': '# Broken\n\n<div>\n' });
    const result = runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/broken\.mdx:3:1 error MDX syntax error: Expected a closing tag for `<div>`\n  If it is a tag, close it: write `<\/div>` where the element ends/);
    expect(result.stderr).toMatch(/docsite build: 1 error\(s\); the previous build was left as it was\.\n$/);
    expect({ text: read(index), mtime: statSync(index).mtimeMs }).toEqual(before);
    expect(readdirSync(site).filter((f) => f.startsWith('dist.'))).toEqual([]);
  });

  it('reports a component that is neither imported nor registered when the page is parsed, at its tag', () => {
    const site = buildableBasic();
    writeFiles(site, { 'docs/en/guide/widget.mdx': '# Widget\n\n<Missing size="s" />\n', 'docs/zh/guide/widget.mdx': '# 组件\n\n文字。\n' });
    const result = runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs/en/guide/widget.mdx:3:1 error Unknown component `<Missing>`: the page neither imports nor defines it, and it is not registered');
    expect(result.stderr).toContain("Import it at the top of the page (`import Missing from './Missing.tsx'`), or export it from the config's `components` module.");
    expect(existsSync(path.join(site, 'dist'))).toBe(false);
  });
});

describe('site components', () => {
  it('renders components the config registers, with their literal props and children, into the HTML', () => {
    const site = buildableBasic();
    writeFiles(site, {
      'docs/en/guide/badge.mdx': '# Badge\n\n<Badge type="warn" count={2}>fresh</Badge>\n',
      'docs/zh/guide/badge.mdx': '# 徽章\n\n<Badge type="tip">新</Badge>\n',
    });
    const result = runCli(['build', site]);
    expect(result.stderr).toBe('');
    expect(read(path.join(site, 'dist/guide/badge.html'))).toContain('<span class="badge badge-warn">fresh</span>');
    expect(read(path.join(site, 'dist/guide/headings.html'))).toContain('<span class="badge badge-tip">a badge</span>');
  });
});

describe('an overview page', () => {
  /** The data URL the HTML of `page` preloads, and that file's JSON. */
  const dataOf = (dist: string, page: string) => {
    const url = /<link rel="preload" as="fetch" crossorigin href="([^"]+\.json)"/.exec(read(path.join(dist, page)))![1]!;
    return { url, data: JSON.parse(read(path.join(dist, url))) as { overview?: { items: { title: string }[] }[] } };
  };

  it('gets a new data URL when a page it lists changes its title, as the page does; other pages keep theirs', () => {
    const site = copyFixture('theme');
    const dist = path.join(site, 'dist');
    expect(runCli(['build', site, '--quiet']).code).toBe(0);
    const before = { overview: dataOf(dist, 'api/index.html'), listed: dataOf(dist, 'api/one.html'), other: dataOf(dist, 'guide/a.html') };
    const page = path.join(site, 'docs/en/api/one.md');
    writeFileSync(page, read(page).replace('# Config API', '# Configuration API'));
    expect(runCli(['build', site, '--quiet']).code).toBe(0);
    const overview = dataOf(dist, 'api/index.html');
    expect(overview.url).not.toBe(before.overview.url);
    expect(overview.data.overview!.flatMap((g) => g.items.map((i) => i.title))).toContain('Configuration API');
    expect(dataOf(dist, 'api/one.html').url).not.toBe(before.listed.url);
    expect(dataOf(dist, 'guide/a.html').url).toBe(before.other.url);
  });
});

describe('a rebuild', () => {
  /** `docsite build --json`'s summary. */
  const buildJson = (site: string, ...flags: string[]) => {
    const result = runCli(['build', site, '--json', ...flags]);
    expect(result.code, result.stderr).toBe(0);
    return (JSON.parse(result.stdout) as { summary: { pages: number; rendered: number; search: { kept: string[] } } }).summary;
  };
  /** Inode of every file below `dir`, by its path there. */
  const inodes = (dir: string) =>
    new Map(
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const file = path.join(entry.parentPath, entry.name);
          return [path.relative(dir, file), statSync(file).ino] as const;
        }),
    );
  const dataUrl = (dist: string, page: string) => /<link rel="preload" as="fetch" crossorigin href="\/([^"]+\.json)"/.exec(read(path.join(dist, page)))![1]!;

  it('keeps the files that come out the same (pages, data, search index, cached bodies) and writes the ones that change', () => {
    const site = copyFixture('theme');
    const dist = path.join(site, 'dist');
    expect(runCli(['build', site, '--quiet']).code).toBe(0);
    const first = inodes(dist);
    const bodies = path.join(site, '.docsite/cache');
    const firstBodies = inodes(bodies);
    expect([...first.keys()].filter((file) => file.startsWith('static/search/en-')).length).toBeGreaterThan(1);

    expect(runCli(['build', site, '--quiet', '--no-cache']).code).toBe(0);
    const again = inodes(dist);
    const kept = (file: string) => again.get(file) === first.get(file);
    const pages = [...first.keys()].filter((file) => file.endsWith('.html') || file.startsWith('static/pages/') || file.startsWith('static/search/'));
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.filter((file) => !kept(file))).toEqual([]);
    const bodyFiles = [...firstBodies.keys()].filter((file) => /bodies-[^/]+\/[^/]+\.json$/.test(file));
    expect(bodyFiles.length).toBeGreaterThan(10);
    expect(bodyFiles.filter((file) => inodes(bodies).get(file) !== firstBodies.get(file))).toEqual([]);

    const page = path.join(site, 'docs/en/api/one.md');
    writeFileSync(page, read(page).replace('# Config API', '# Configuration API'));
    // A page with a code block, its prose edited: the block kept with its body is used again.
    const withCode = path.join(site, 'docs/en/guide/b.mdx');
    writeFileSync(withCode, read(withCode).replace('carry a file name', 'carry a file name, say'));
    const before = { edited: dataUrl(dist, 'api/one.html'), other: dataUrl(dist, 'guide/a.html') };
    expect(runCli(['build', site, '--quiet']).code).toBe(0);
    const after = inodes(dist);
    expect(dataUrl(dist, 'api/one.html')).not.toBe(before.edited);
    expect(after.has(before.edited)).toBe(false);
    expect(read(path.join(dist, dataUrl(dist, 'api/one.html')))).toContain('Configuration API');
    expect(read(path.join(dist, 'api/one.html'))).toContain('Configuration API');
    expect(after.get(before.other)).toBe(first.get(before.other));
    // What a rebuild keeps and writes is what a build into an empty folder, from an empty cache, writes.
    expect(runCli(['build', site, '--quiet', '--out', path.join(site, '.fresh-index'), '--dist', path.join(site, 'fresh')]).code).toBe(0);
    for (const file of ['api/one.html', 'guide/a.html', before.other, 'guide/b.html', dataUrl(dist, 'guide/b.html')]) expect(read(path.join(dist, file)), file).toBe(read(path.join(site, 'fresh', file)));
    expect(read(path.join(dist, 'guide/b.html'))).toContain('carry a file name, say');
    expect(read(path.join(dist, 'guide/b.html'))).toContain('shiki');
  });

  it("after an edit to one page's text, writes that page's HTML and data file, its route bucket and the files of its language's search index that hold its text, and links everything else", () => {
    const site = copyFixture('theme');
    const dist = path.join(site, 'dist');
    expect(runCli(['build', site, '--quiet']).code).toBe(0);
    const first = inodes(dist);
    const page = path.join(site, 'docs/en/guide/a.md');
    writeFileSync(page, read(page).replace('It is short on purpose', 'It is brief on purpose, succinctly'));
    const folder = statSync(dist).ino;
    const rebuilt = buildJson(site);
    // Rendered and indexed again: that page, and its language's index only, patched where the page's groups are;
    // in place, the site's folder the same one.
    expect(statSync(dist).ino).toBe(folder);
    expect(readdirSync(site).filter((name) => name.startsWith('dist'))).toEqual(['dist']);
    expect(rebuilt.rendered).toBe(1);
    expect(rebuilt.search).toMatchObject({ kept: ['zh'], patched: ['en'] });
    const after = inodes(dist);
    const written = [...after.keys()].filter((file) => after.get(file) !== first.get(file)).sort();
    const data = dataUrl(dist, 'guide/a.html');
    const [routes] = readdirSync(path.join(dist, 'static/routes'));
    const buckets = Number(/"buckets":(\d+)/.exec(read(path.join(dist, 'guide/a.html')))![1]);
    expect(readdirSync(path.join(dist, 'static/routes', routes!))).toHaveLength(buckets);
    const expected = ['guide/a.html', data, `static/routes/${routes}/${routeBucket('/guide/a', buckets)}.json`, 'static/search/en.json'];
    expect(written.filter((file) => !/^static\/search\/en-/.test(file))).toEqual(expected.sort());
    const { dir } = JSON.parse(read(path.join(dist, 'static/search/en.json'))) as { dir: string };
    const index = [...after.keys()].filter((file) => file.startsWith(dir));
    // The chunk that holds the page's text, and the shard of the terms it gained or lost (all of this small index).
    expect(index.filter((file) => written.includes(file)).map((file) => file.slice(dir.length)).sort()).toEqual(['c0.json', 's0.json']);
    expect(read(path.join(dist, 'guide/a.html'))).toContain('It is brief on purpose');
    expect(read(path.join(dist, data))).toContain('It is brief on purpose');
    // What it keeps is what a build into an empty folder writes; the patched index holds what that build's holds.
    expect(runCli(['build', site, '--quiet', '--dist', path.join(site, 'fresh')]).code).toBe(0);
    for (const file of after.keys()) if (!file.startsWith('static/search/en')) expect(read(path.join(dist, file)), file).toBe(read(path.join(site, 'fresh', file)));
    expect(indexContent(dist, 'en')).toEqual(indexContent(path.join(site, 'fresh'), 'en'));
    expect(indexContent(dist, 'en').terms.succinctly).toHaveLength(1);
    // And the next edit patches the patched index, as the build says.
    writeFileSync(page, read(page).replace('succinctly', 'tersely'));
    const again = runCli(['build', site]);
    expect(again.stdout).toContain(`Kept ${rebuilt.pages - 1} of ${rebuilt.pages} pages' HTML and the search index zh from the previous build`);
    expect(again.stdout).toContain("Patched the search index en: only the parts that hold the edited pages' text were written.");
    expect(runCli(['build', site, '--quiet', '--dist', path.join(site, 'fresh')]).code).toBe(0);
    expect(indexContent(dist, 'en')).toEqual(indexContent(path.join(site, 'fresh'), 'en'));
    expect(indexContent(dist, 'en').terms).not.toHaveProperty('succinctly');
  });

  it('renders every page again when what all pages share changes (the config), and with --no-cache', () => {
    const site = copyFixture('theme');
    const dist = path.join(site, 'dist');
    const first = buildJson(site);
    expect(first.rendered).toBe(first.pages);
    expect(first.search.kept).toEqual([]);
    const again = buildJson(site);
    expect(again.rendered).toBe(0);
    expect(again.search.kept).toEqual(['en', 'zh']);
    const uncached = buildJson(site, '--no-cache');
    expect(uncached.rendered).toBe(first.pages);
    expect(uncached.search.kept).toEqual([]);
    const config = path.join(site, 'docsite.config.ts');
    writeFileSync(config, read(config).replaceAll("title: 'Fixture Docs'", "title: 'Renamed site'").replaceAll("title: '夹具文档'", "title: 'Renamed site'"));
    expect(buildJson(site).rendered).toBe(first.pages);
    const html = [...inodes(dist).keys()].filter((file) => file.endsWith('.html'));
    expect(html.length).toBeGreaterThan(first.pages);
    for (const file of html) expect(read(path.join(dist, file)), file).toContain('Renamed site');
  });

  it("renders the pages whose sidebar shows an edited page's title again, not only that page (its own data is all that changed)", () => {
    const site = tempDir();
    writeFiles(site, {
      'docsite.config.mjs': "export default { lang: 'en' };\n",
      'docs/en/index.md': '# Home\n',
      'docs/en/guide/a.md': '# Alpha\n\nThe first page.\n',
      'docs/en/guide/b.md': '# Beta\n\nThe second page.\n',
      'docs/en/other/c.md': '# Gamma\n\nIn a section of its own.\n',
    });
    buildJson(site);
    const read = (file: string) => readFileSync(path.join(site, 'dist', file), 'utf8');
    expect(read('guide/a.html')).toContain('Beta');
    writeFileSync(path.join(site, 'docs/en/guide/b.md'), '# Bravo\n\nThe second page.\n');
    // Every page: the sidebar, and its next link, show the title, and every page names every section's sidebar file, named by its content.
    expect(buildJson(site).rendered).toBe(4);
    expect(read('guide/a.html')).toContain('Bravo');
    expect(read('guide/a.html')).not.toContain('Beta');
  });

  it('makes a page\'s HTML or data file again when it went missing from the output it replaces', () => {
    const site = copyFixture('theme');
    const dist = path.join(site, 'dist');
    const first = buildJson(site);
    rmSync(path.join(dist, 'guide/a.html'));
    expect(buildJson(site).rendered).toBe(1);
    expect(read(path.join(dist, 'guide/a.html'))).toContain('It is short on purpose');
    // A page's data file likewise: the page's key is unchanged, and what went missing is made again.
    const data = dataUrl(dist, 'api/one.html');
    rmSync(path.join(dist, data));
    expect(buildJson(site).rendered).toBe(0);
    expect(read(path.join(dist, data))).toContain('Config API');
    // Keys belong to the folder they were written for: one moved into its place is another.
    renameSync(dist, `${dist}-moved`);
    cpSync(`${dist}-moved`, dist, { recursive: true });
    expect(buildJson(site).rendered).toBe(first.pages);
  });
});

describe('docsite dev', () => {
  const site = buildableBasic();
  let dev: Awaited<ReturnType<typeof startDev>> | undefined;
  afterAll(async () => dev?.close());

  it('serves the site and, after an edit, rebuilds and tells open pages to reload', async () => {
    const builds: boolean[] = [];
    dev = await startDev({ siteDir: site, port: 0, onBuild: (result) => builds.push(result.ok) });
    const { port } = dev.server.address() as { port: number };
    const base = `http://localhost:${port}`;
    const first = await fetch(`${base}/guide/headings.html`).then((r) => r.text());
    expect(first).toContain('new EventSource("/__docsite/events")');
    const events = await fetch(`${base}/__docsite/events`);
    const reader = events.body!.getReader();
    await reader.read();
    const page = path.join(site, 'docs/en/guide/headings.mdx');
    writeFileSync(page, read(page).replace('Intro paragraph', 'Edited intro paragraph'));
    const decoder = new TextDecoder();
    let received = '';
    while (!received.includes('event: reload')) received += decoder.decode((await reader.read()).value);
    await reader.cancel();
    expect(builds.at(-1)).toBe(true);
    expect(await fetch(`${base}/guide/headings.html`).then((r) => r.text())).toContain('Edited intro paragraph');
  });

  it('rebuilds once per edit with a TypeScript config (its compiled copy is not a change)', async () => {
    const typed = tempDir();
    writeFiles(typed, { 'docsite.config.ts': "export default { lang: 'en' as const };\n", 'docs/en/index.md': '# Home\n' });
    const builds: boolean[] = [];
    const server = await startDev({ siteDir: typed, port: 0, onBuild: (result) => builds.push(result.ok) });
    try {
      const first = builds.length;
      writeFileSync(path.join(typed, 'docs/en/index.md'), '# Home, edited\n');
      await expect.poll(() => builds.length, { timeout: 10_000 }).toBe(first + 1);
      // Long enough for a rebuild the compiled config would have set off.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(builds).toEqual(Array(first + 1).fill(true));
    } finally {
      await server.close();
    }
  });

  it('rebuilds a compiled page when the component it imports is edited, and when the page is', async () => {
    const coded = copyFixture('page-code');
    const builds: boolean[] = [];
    const server = await startDev({ siteDir: coded, port: 0, onBuild: (result) => builds.push(result.ok) });
    try {
      const html = () => fetch(`${server.url}guide/counter.html`).then(async (r) => (await r.text()).replace(/<!-- -->/g, ''));
      expect(await html()).toContain('>Count 42</button>');
      const counter = path.join(coded, 'components/Counter.tsx');
      let first = builds.length;
      writeFileSync(counter, read(counter).replace("'Count'", "'Clicks'"));
      await expect.poll(() => builds.length, { timeout: 10_000 }).toBe(first + 1);
      expect(await html()).toContain('>Clicks 42</button>');
      first = builds.length;
      const page = path.join(coded, 'docs/en/guide/counter.mdx');
      writeFileSync(page, read(page).replace('40 + 2', '40 + 3'));
      await expect.poll(() => builds.length, { timeout: 10_000 }).toBe(first + 1);
      expect(await html()).toContain('>Clicks 43</button>');
      expect(builds).toEqual(Array(builds.length).fill(true));
    } finally {
      await server.close();
    }
  });

  it("renders a data page's body when a browser asks for it, as the build writes it; dev and build share the cache both ways", async () => {
    const shared = tempDir();
    writeFiles(shared, {
      'docsite.config.mjs': "export default { title: 'Shared', lang: 'en' };\n",
      'docs/en/index.md': '# Home\n\nSee [the sheet](./files/sheet.txt) and [code](./code).\n\n```ts {2}\nconst a = 1;\nconst b: string = `${a}`;\n```\n',
      'docs/en/files/sheet.txt': 'a sheet\n',
      'docs/en/code.mdx': '# Code\n\nimport Part from "./_part.md";\n\n<Part />\n\n```bash title="install.sh"\nnpm install docsite\n```\n',
      'docs/en/_part.md': '## From a fragment\n\n```json\n{ "a": [1, 2] }\n```\n',
      'docs/en/compiled.mdx': '# Compiled\n\nexport const n = 6 * 7;\n\nThe answer is {n}.\n\n```js\nconsole.log(n);\n```\n',
    });
    const bodies = () => {
      const cache = path.join(shared, '.docsite/cache');
      const folder = readdirSync(cache).find((name) => name.startsWith('bodies-'))!;
      return readdirSync(path.join(cache, folder)).sort();
    };
    const kinds = (names: string[]) => names.map((name) => name.slice(32)).sort();
    const dataOf = (html: string) => /<link rel="preload" as="fetch" crossorigin href="([^"]+)">/.exec(html)![1]!;
    const routes = ['', 'code', 'compiled'];
    const served: Record<string, unknown> = {};
    const parsed: number[] = [];
    let server = await startDev({ siteDir: shared, port: 0, onBuild: (result) => parsed.push(result.summary!.index.parsed) });
    try {
      // The compiled page's module and its body (which names the module): no data page's body yet. Their sources as
      // indexed are in the index set's one file of copies. Each page's file starts with its links line, which the link check reads.
      const files = bodies();
      expect(kinds(files)).toEqual(['.json', '.page.js']);
      for (const route of routes) {
        const html = await fetch(new URL(route, server.url)).then((r) => r.text());
        served[route] = await fetch(new URL(dataOf(html), server.url)).then((r) => r.json());
      }
      expect(JSON.stringify(served[''])).toContain('docsite-code');
      expect(JSON.stringify(served['code'])).toContain('From a fragment');
      // Rendered for the response only: the build writes the bodies it needs.
      expect(bodies()).toEqual(files);
    } finally {
      await server.close();
    }
    // A second dev run parses nothing: each page's copy carries over into its index, and the pages come out the same.
    parsed.length = 0;
    server = await startDev({ siteDir: shared, port: 0, onBuild: (result) => parsed.push(result.summary!.index.parsed) });
    try {
      expect(parsed).toEqual([0]);
      for (const route of routes) {
        const html = await fetch(new URL(route, server.url)).then((r) => r.text());
        expect(await fetch(new URL(dataOf(html), server.url)).then((r) => r.json())).toEqual(served[route]);
      }
    } finally {
      await server.close();
    }
    // In this process, as dev ran: the CLI's build trusts only a manifest that its own code wrote.
    const build = await buildSite({ siteDir: shared });
    expect(build.ok).toBe(true);
    // The two data pages dev left without a body are parsed again; the compiled page is reused.
    expect(build.summary!.index.parsed).toBe(2);
    expect(kinds(bodies())).toEqual(['.json', '.json', '.json', '.page.js']);
    for (const route of routes) {
      const html = read(path.join(shared, 'dist', route === '' ? 'index.html' : `${route}.html`));
      expect(json(path.join(shared, 'dist', dataOf(html)))).toEqual(served[route]);
    }
    const built = fileHashes(path.join(shared, 'dist'));
    expect((await buildSite({ siteDir: shared, cache: false })).ok).toBe(true);
    expect(fileHashes(path.join(shared, 'dist'))).toEqual(built);
    // And dev after a build parses nothing: the build's bodies serve it.
    parsed.length = 0;
    server = await startDev({ siteDir: shared, port: 0, onBuild: (result) => parsed.push(result.summary!.index.parsed) });
    try {
      expect(parsed).toEqual([0]);
      const html = await fetch(new URL('code', server.url)).then((r) => r.text());
      expect(await fetch(new URL(dataOf(html), server.url)).then((r) => r.json())).toEqual(served['code']);
    } finally {
      await server.close();
    }
  });

  it("serves under the config's base", async () => {
    const based = buildableBasic();
    const config = path.join(based, 'docsite.config.mjs');
    writeFileSync(config, read(config).replace("title: 'Fixture',", "title: 'Fixture',\n  base: '/handbook/',"));
    const server = await startDev({ siteDir: based, port: 0 });
    try {
      expect(server.url).toMatch(/\/handbook\/$/);
      expect((await fetch(`${server.url}guide/headings.html`)).status).toBe(200);
      expect((await fetch(new URL('/guide/headings.html', server.url))).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
