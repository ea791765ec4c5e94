import { cpSync, existsSync, mkdirSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_VERSION } from '../../schemas/contract.js';
import { makeTestRepo, git } from '../helpers/make-test-repo.js';
import { runCli } from '../helpers/run-cli.js';
import { copyFixture, tempDir, writeFiles } from '../helpers/temp-site.js';
import { INDEX_FILES, readIndex, schemaErrors } from '../helpers/validate-index.js';

const AUG_14 = '2025-08-14T10:23:00Z';
const SEP_2 = '2025-09-02T08:05:00Z';

/** The basic fixture as a git repository: English pages committed in August, Chinese ones in September. */
function basicSite(): string {
  const dir = copyFixture('basic');
  makeTestRepo(dir, [{ date: AUG_14, files: {} }]);
  writeFileSync(path.join(dir, 'docs/zh/guide/headings.mdx'), readFileSync(path.join(dir, 'docs/zh/guide/headings.mdx'), 'utf8') + '\n更新。\n');
  writeFileSync(path.join(dir, 'docs/zh/index.md'), readFileSync(path.join(dir, 'docs/zh/index.md'), 'utf8') + '\n');
  git(dir, ['commit', '-qam', 'zh update'], SEP_2);
  return dir;
}

const bytes = (dir: string) => Object.fromEntries(INDEX_FILES.map((n) => [n, readFileSync(path.join(dir, `${n}.json`), 'utf8')]));

describe('docsite index on the basic fixture', () => {
  let site: string;
  let out: string;
  let result: ReturnType<typeof runCli>;
  let index: ReturnType<typeof readIndex>;

  beforeAll(() => {
    site = basicSite();
    out = path.join(tempDir(), 'index');
    result = runCli(['index', site, '--out', out]);
    index = readIndex(out);
  });

  it('succeeds, summarises, and shows no progress line when not on a terminal', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Indexed 6 pages \(en, zh; 6 parsed, 0 from cache\) and \d+ search records in [\d.]+ s → .+\n$/);
  });

  it('writes four files that validate against the committed JSON Schemas', () => {
    for (const name of INDEX_FILES) expect(schemaErrors(name, index[name]), name).toEqual([]);
  });

  it('routes every page in both languages, but not fragments or excluded files', () => {
    expect(index.routes.routes.map((r: { path: string; filePath: string }) => [r.path, r.filePath])).toEqual([
      ['/guide/headings', 'docs/en/guide/headings.mdx'],
      ['/guide/other', 'docs/en/guide/other.md'],
      ['/', 'docs/en/index.md'],
      ['/zh/guide/headings', 'docs/zh/guide/headings.mdx'],
      ['/zh/guide/other', 'docs/zh/guide/other.md'],
      ['/zh/', 'docs/zh/index.md'],
    ]);
  });

  it('titles pages by frontmatter, h1, hero name, then the locale’s site title', () => {
    expect(index.pages.pages.map((p: { routePath: string; title: string }) => [p.routePath, p.title])).toEqual([
      ['/guide/headings', 'Tricky headings'],
      ['/guide/other', 'Plain Markdown'],
      ['/', 'Fixture Home'],
      ['/zh/guide/headings', '标题测试'],
      ['/zh/guide/other', '普通 Markdown'],
      ['/zh/', '夹具'],
    ]);
  });

  it('dates pages from git in their own language, with the ISO time beside the text', () => {
    const byRoute = Object.fromEntries(index.pages.pages.map((p: { routePath: string }) => [p.routePath, p]));
    expect(byRoute['/guide/headings']).toMatchObject({ lastUpdatedTime: 'August 14, 2025 at 10:23', lastUpdated: '2025-08-14T10:23:00.000Z' });
    expect(byRoute['/zh/guide/headings']).toMatchObject({ lastUpdatedTime: '2025年9月2日 08:05', lastUpdated: '2025-09-02T08:05:00.000Z' });
    expect(byRoute['/zh/guide/other']).toMatchObject({ lastUpdatedTime: '2025年8月14日 10:23' });
  });

  it('keeps search: false pages out of the records, and sections records by the nav of each language', () => {
    const records = index['search-records'].records as { url: string; lang: string; hierarchy: { lvl0: string; lvl1: string } }[];
    expect(records.some((r) => r.url.includes('/guide/other'))).toBe(false);
    expect(new Set(records.filter((r) => r.url.startsWith('/guide/')).map((r) => r.hierarchy.lvl0))).toEqual(new Set(['Guide']));
    expect(new Set(records.filter((r) => r.url.startsWith('/zh/guide/')).map((r) => r.hierarchy.lvl0))).toEqual(new Set(['指南']));
    expect(records.find((r) => r.url === '/')?.hierarchy).toMatchObject({ lvl0: 'Fixture', lvl1: 'Fixture Home' });
    expect(records.find((r) => r.url === '/guide/headings.html#my-anchor')).toMatchObject({ lang: 'en', type: 'lvl2' });
  });

  it('describes a home page by its hero when the frontmatter has no description', () => {
    expect(index.pages.pages.find((p: { routePath: string }) => p.routePath === '/')).toMatchObject({ description: 'A home page whose title comes from its hero.' });
  });

  it('writes the resolved config with the site’s languages', () => {
    expect(index.site).toMatchObject({ contractVersion: CONTRACT_VERSION, langs: ['en', 'zh'], config: { title: 'Fixture', base: '/', root: 'docs' } });
  });

  it('writes the four files as links to the current set, which stay readable when the folder moves', () => {
    const set = readFileSync(path.join(out, 'index/current'), 'utf8');
    for (const name of INDEX_FILES) expect(readlinkSync(path.join(out, `${name}.json`))).toBe(path.join('index', set, `${name}.json`));
    const moved = path.join(tempDir(), 'moved');
    cpSync(out, moved, { recursive: true, verbatimSymlinks: true });
    expect(bytes(moved)).toEqual(bytes(out));
  });

  it('writes identical bytes on a second run, cached or not', () => {
    const first = bytes(out);
    expect(runCli(['index', site, '--out', out]).code).toBe(0);
    expect(bytes(out)).toEqual(first);
    expect(runCli(['index', site, '--out', out, '--no-cache']).code).toBe(0);
    expect(bytes(out)).toEqual(first);
  });
});

describe('incremental runs', () => {
  it('re-parse only the changed file and give the same index as a full run', () => {
    const site = basicSite();
    const out = path.join(tempDir(), 'index');
    expect(runCli(['index', site, '--out', out, '--json']).code).toBe(0);
    writeFileSync(path.join(site, 'docs/en/guide/other.md'), readFileSync(path.join(site, 'docs/en/guide/other.md'), 'utf8') + '\nA new paragraph.\n');
    const warm = JSON.parse(runCli(['index', site, '--out', out, '--json']).stdout);
    expect(warm.summary).toMatchObject({ pages: 6, parsed: 1, cached: 5 });
    // Figures only: the routes are in routes.json, and at 2 × 50,000 pages they made the summary 30 MB.
    expect(Object.keys(warm.summary).sort()).toEqual(['cached', 'langs', 'outDir', 'pages', 'parsed', 'peakRssBytes', 'records', 'threads', 'timings'].sort());
    const incremental = bytes(out);
    expect(runCli(['index', site, '--out', out, '--no-cache']).code).toBe(0);
    expect(bytes(out)).toEqual(incremental);
    expect(readIndex(out).pages.pages[1].content).toContain('A new paragraph.');
  });

  it('re-parse only the pages that import an edited fragment, through another fragment too, and give the same index as a full run', () => {
    const site = basicSite();
    writeFiles(site, {
      'docs/en/guide/uses.mdx': "# Uses\n\nimport Outer from './_shared/outer.mdx'\n\n<Outer />\n",
      'docs/en/guide/_shared/outer.mdx': "import Inner from './inner.md'\n\nOuter text.\n\n<Inner />\n",
      'docs/en/guide/_shared/inner.md': 'Inner text, first.\n',
      'docs/en/guide/_shared/unused.md': 'Nobody imports this.\n',
    });
    const out = path.join(tempDir(), 'index');
    // The en page, and its zh fallback page (fallbackContent), which reads the same sources.
    expect(JSON.parse(runCli(['index', site, '--out', out, '--json']).stdout).summary).toMatchObject({ pages: 8, parsed: 8 });
    // A fragment no page imports: every page kept.
    writeFileSync(path.join(site, 'docs/en/guide/_shared/unused.md'), 'Still nobody.\n');
    expect(JSON.parse(runCli(['index', site, '--out', out, '--json']).stdout).summary).toMatchObject({ parsed: 0, cached: 8 });
    // A fragment the page imports through another: that page alone, and its fallback.
    writeFileSync(path.join(site, 'docs/en/guide/_shared/inner.md'), 'Inner text, second.\n');
    expect(JSON.parse(runCli(['index', site, '--out', out, '--json']).stdout).summary).toMatchObject({ parsed: 2, cached: 6 });
    const uses = (index: ReturnType<typeof readIndex>) => index.pages.pages.find((p: { routePath: string }) => p.routePath === '/guide/uses').content as string;
    expect(uses(readIndex(out))).toContain('Inner text, second.');
    const incremental = bytes(out);
    expect(runCli(['index', site, '--out', out, '--no-cache']).code).toBe(0);
    expect(bytes(out)).toEqual(incremental);
  });
});

describe('the cache and worker threads', () => {
  it('give the same bytes as a cold in-process run', () => {
    const site = basicSite();
    const out = path.join(tempDir(), 'index');
    expect(runCli(['index', site, '--out', out, '--no-cache', '--threads', '1']).code).toBe(0);
    const inProcess = bytes(out);
    const pooled = JSON.parse(runCli(['index', site, '--out', out, '--no-cache', '--threads', '2', '--json']).stdout);
    expect(pooled.summary).toMatchObject({ threads: 2, parsed: 6 });
    expect(bytes(out)).toEqual(inProcess);
  });

  it('keep every page when config outside the pages changes, and rebuild them when the nav does', () => {
    const site = basicSite();
    const out = path.join(tempDir(), 'index');
    expect(runCli(['index', site, '--out', out]).code).toBe(0);
    const config = path.join(site, 'docsite.config.mjs');
    const original = readFileSync(config, 'utf8');
    writeFileSync(config, original.replace("title: 'Fixture',", "title: 'Fixture',\n  banner: { message: 'New!' },"));
    expect(JSON.parse(runCli(['index', site, '--out', out, '--json']).stdout).summary).toMatchObject({ parsed: 0, cached: 6 });
    writeFileSync(config, original.replace("text: 'Guide'", "text: 'Handbook'"));
    expect(JSON.parse(runCli(['index', site, '--out', out, '--json']).stdout).summary).toMatchObject({ parsed: 6, cached: 0 });
    const records = readIndex(out)['search-records'].records as { url: string; hierarchy: { lvl0: string } }[];
    expect(records.find((r) => r.url.startsWith('/guide/'))?.hierarchy.lvl0).toBe('Handbook');
  });

  it('reads a touched but unchanged page once and does not parse it', () => {
    const site = basicSite();
    const out = path.join(tempDir(), 'index');
    expect(runCli(['index', site, '--out', out]).code).toBe(0);
    const before = bytes(out);
    const page = path.join(site, 'docs/en/guide/headings.mdx');
    writeFileSync(page, readFileSync(page, 'utf8'));
    expect(JSON.parse(runCli(['index', site, '--out', out, '--json']).stdout).summary).toMatchObject({ parsed: 0, cached: 6 });
    expect(bytes(out)).toEqual(before);
  });

  it('never trusts a previous output edited since it was written, and drops deleted pages', () => {
    const site = basicSite();
    const out = path.join(tempDir(), 'index');
    expect(runCli(['index', site, '--out', out]).code).toBe(0);
    const full = bytes(out);
    writeFileSync(path.join(out, 'pages.json'), full.pages!.replace('Tricky headings', 'Tricky HEADINGS'));
    expect(JSON.parse(runCli(['index', site, '--out', out, '--json']).stdout).summary).toMatchObject({ parsed: 6, cached: 0 });
    expect(bytes(out)).toEqual(full);
    rmSync(path.join(site, 'docs/en/guide/other.md'));
    rmSync(path.join(site, 'docs/zh/guide/other.md'));
    expect(JSON.parse(runCli(['index', site, '--out', out, '--json']).stdout).summary).toMatchObject({ pages: 4, parsed: 0, cached: 4 });
    expect(readIndex(out).pages.pages.map((p: { routePath: string }) => p.routePath)).toEqual(['/guide/headings', '/', '/zh/guide/headings', '/zh/']);
    for (const name of INDEX_FILES) expect(schemaErrors(name, readIndex(out)[name]), name).toEqual([]);
  });

  it('trust no manifest written by another build of docsite', () => {
    const site = basicSite();
    const out = path.join(tempDir(), 'index');
    expect(runCli(['index', site, '--out', out]).code).toBe(0);
    expect(JSON.parse(runCli(['index', site, '--out', out, '--json']).stdout).summary).toMatchObject({ parsed: 0, cached: 6 });
    const manifest = path.join(out, 'cache/manifest.json');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/"version":"[^"]+"/, '"version":"1.another-build"'));
    expect(JSON.parse(runCli(['index', site, '--out', out, '--json']).stdout).summary).toMatchObject({ parsed: 6, cached: 0 });
  });

  it('rejects a --threads value that is not a whole number', () => {
    const result = runCli(['index', '--threads', '0'], copyFixture('basic'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("error: option '--threads <n>' argument '0' is invalid. expected a whole number of 1 or more");
  });
});

describe('linked pages', () => {
  it('are pages like any other', () => {
    const site = basicSite();
    const elsewhere = path.join(site, 'shared');
    mkdirSync(elsewhere);
    writeFileSync(path.join(elsewhere, 'linked.md'), '# Linked page\n\nKept outside the docs folder.\n');
    symlinkSync(path.join(elsewhere, 'linked.md'), path.join(site, 'docs/en/guide/linked.md'));
    symlinkSync(path.join(elsewhere, 'linked.md'), path.join(site, 'docs/zh/guide/linked.md'));
    symlinkSync(path.join(elsewhere, 'missing.md'), path.join(site, 'docs/en/guide/dangling.md'));
    const out = path.join(tempDir(), 'i');
    const result = runCli(['index', site, '--out', out]);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/docs\/en\/guide\/dangling\.md warning Broken symbolic link: dangling\.md → .*missing\.md, which does not exist; the page is left out\n/);
    const pages = readIndex(out).pages.pages as { routePath: string; title: string }[];
    expect(pages.filter((p) => p.title === 'Linked page').map((p) => p.routePath)).toEqual(['/guide/linked', '/zh/guide/linked']);
    expect(pages.some((p) => p.routePath === '/guide/dangling')).toBe(false);
  });
});

describe('a failed run', () => {
  it('writes nothing and leaves the previous index intact', () => {
    const site = basicSite();
    const out = path.join(tempDir(), 'index');
    expect(runCli(['index', site, '--out', out]).code).toBe(0);
    const before = bytes(out);
    const mtimes = INDEX_FILES.map((n) => statSync(path.join(out, `${n}.json`)).mtimeMs);
    writeFileSync(path.join(site, 'docs/en/guide/other.md'), '---\ntitle: [broken\n---\n');
    const failed = runCli(['index', site, '--out', out]);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toBe('');
    expect(failed.stderr).toContain('docs/en/guide/other.md:3:1 error Invalid YAML frontmatter');
    expect(bytes(out)).toEqual(before);
    expect(INDEX_FILES.map((n) => statSync(path.join(out, `${n}.json`)).mtimeMs)).toEqual(mtimes);
  });
});

describe('warnings', () => {
  it('name both paths of a page missing in one language, and still write the index', () => {
    const site = basicSite();
    rmSync(path.join(site, 'docs/zh/guide/other.md'));
    const result = runCli(['index', site, '--out', path.join(tempDir(), 'i')], site);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      'docs/en/guide/other.md:1:1 warning No zh translation: expected docs/zh/guide/other.md; until it is added, the zh page shows this en content, with a notice\n' +
        '  Every language folder should mirror the others; add the translated page (or exclude this one with `route.exclude`).\n',
    );
    expect(runCli(['index', site, '--out', path.join(tempDir(), 'i'), '--quiet'], site)).toMatchObject({ code: 0, stdout: '', stderr: '' });
  });

  it('say once that a language has no pages at all, rather than once per page', () => {
    const site = basicSite();
    rmSync(path.join(site, 'docs/zh'), { recursive: true });
    const result = runCli(['index', '.', '--out', path.join(tempDir(), 'i')], site);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      "docsite.config.mjs warning No pages for language zh: docs/zh has no .md or .mdx files; its pages are served with the en pages' content\n" +
        '  Add the zh pages (the folder mirrors docs/en), or remove zh from `locales`.\n',
    );
  });

  it('warn once about a shallow clone, with the fix, and leave boundary dates out', () => {
    const site = basicSite();
    const clone = path.join(tempDir(), 'clone');
    git(path.dirname(clone), ['clone', '-q', '--depth', '1', `file://${site}`, clone]);
    const out = path.join(tempDir(), 'i');
    const result = runCli(['index', '.', '--out', out], clone);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      'docs warning Shallow git clone: the last-updated time of 6 page(s) is unknown, because their history is cut at the clone\'s boundary; those pages show none\n' +
        '  Fetch the full history: `git fetch --unshallow`, or in GitHub Actions set `fetch-depth: 0` on actions/checkout.\n',
    );
    const pages = readIndex(out).pages.pages as object[];
    expect(pages.every((p) => !('lastUpdatedTime' in p) && !('lastUpdated' in p))).toBe(true);
  });

  it('say in --verbose where a last-updated time came from when git could not tell', () => {
    const site = copyFixture('basic');
    const result = runCli(['index', '.', '--out', path.join(tempDir(), 'i'), '--verbose'], site);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("docs/en/guide/headings.mdx info Last updated from the file's modification time: the site is not in a git repository");
  });
});

describe('bad input', () => {
  const cases: [fixture: string, stderr: string][] = [
    [
      'bad-mdx',
      'docs/en/broken.mdx:5:3 error MDX syntax error: Expected a closing tag for `<Callout>` before the end of `paragraph`\n' +
        '  If it is a tag, close it: write `</Callout>` where the element ends, or `<Callout />` if it holds nothing. If the `<` is text, write `\\<` (or rename the file to `.md` if it needs no JSX).\n',
    ],
    [
      'bad-yaml',
      'docs/en/page.md:4:1 error Invalid YAML frontmatter: unexpected end of the stream within a flow collection\n' +
        '  Fix the YAML between the `---` lines: indent nested keys with spaces, and quote values that contain `: `, `#` or start with a special character.\n',
    ],
    [
      'bad-frontmatter',
      'docs/en/page.md:3:1 error Invalid frontmatter: title: expected string, received number 42\n' +
        '  Check the key and its value against the frontmatter reference (docs: API → Config → Front matter).\n' +
        'docs/en/page.md:4:1 error Invalid frontmatter: pageType: expected one of "home", "doc", "doc-wide", "custom", "blank", "404", received "landing"\n' +
        '  Check the key and its value against the frontmatter reference (docs: API → Config → Front matter).\n',
    ],
    [
      'bad-yaml-alias',
      'docs/en/loop.md:1:1 error Invalid frontmatter: it must be plain data (Converting circular structure to JSON)\n' +
        '  Remove the YAML alias (`*name`) that refers to its own anchor (`&name`).\n',
    ],
    [
      'duplicate-route',
      'docs/en/guide.mdx:1:1 error Route /guide comes from two files: docs/en/guide.md and docs/en/guide.mdx\n' +
        '  Rename or delete one of them: each route must come from one file.\n',
    ],
    [
      'bad-config',
      'docsite.config.ts:6:5 error Invalid config: themeConfig.hideNavbar: expected one of "always", "auto", "never", received "sometimes"\n' +
        '  Check the key and its value against the config reference (docs: API → Config), which lists every key, its type and its default.\n' +
        'docsite.config.ts:7:28 error Invalid config: themeConfig.nav[0].link: expected string, received number 42\n' +
        '  Check the key and its value against the config reference (docs: API → Config), which lists every key, its type and its default.\n' +
        'docsite.config.ts:9:3 error Invalid config: serach: unknown key; did you mean `search`?\n' +
        '  Check the key and its value against the config reference (docs: API → Config), which lists every key, its type and its default.\n',
    ],
    [
      'bad-shiki',
      'docsite.config.ts:6:17 error Invalid config: markdown.shiki.themes.light: unknown code theme `github-lite`; did you mean `github-light`, `github-light-default`, `github-light-high-contrast`?\n' +
        '  Use a theme or language name that shiki bundles, e.g. `github-light`, `github-dark`, `ts`, `bash`.\n' +
        'docsite.config.ts:7:29 error Invalid config: markdown.shiki.langs[1]: unknown language `bashh`; did you mean `bash`?\n' +
        '  Use a theme or language name that shiki bundles, e.g. `github-light`, `github-dark`, `ts`, `bash`.\n',
    ],
    [
      'config-syntax',
      'docsite.config.ts:3:3 error Config error: Expected "}" but found "lang"\n' +
        '  Fix the config file so that it compiles; it must `export default defineConfig({ ... })`.\n',
    ],
    [
      'empty',
      'docsite.config.json error No pages found: no .md or .mdx files in docs\n' +
        '  Put the en pages in docs/ (config `root`, now `docs`), e.g. docs/index.md; or every language in its own folder, e.g. docs/en/index.md.\n',
    ],
    [
      'multi-error',
      'docs/en/one.mdx:4:1 error MDX syntax error: Unexpected end of file in expression, expected a corresponding closing brace for `{`\n' +
        '  In MDX, `<` starts a tag and `{` an expression: close the tag or expression, or write `\\<` and `\\{` for the characters. Rename the file to `.md` if it needs no JSX.\n' +
        // A page without a title is a warning beside the errors: it would build.
        "docs/en/three.md:1:1 warning Page has no title: its file name, `three`, is its title\n  Start the page with a `# Heading`, or add `title: …` to its frontmatter. A part that pages include is no page: start its name with `_`, or list it in the config's `route.exclude`.\n" +
        'docs/en/two.md:3:1 error Invalid YAML frontmatter: unexpected end of the stream within a flow collection\n' +
        '  Fix the YAML between the `---` lines: indent nested keys with spaces, and quote values that contain `: `, `#` or start with a special character.\n',
    ],
  ];

  it.each(cases)('%s: every problem as file:line:column with its fix, exit 1, nothing written', (fixture, stderr) => {
    const site = copyFixture(fixture);
    const result = runCli(['index'], site);
    const errors = stderr.split('\n').filter((line) => / error /.test(line)).length;
    expect(result.stderr).toBe(`${stderr}docsite index: ${errors} error(s); nothing was written.\n`);
    expect(result.code).toBe(1);
    expect(existsSync(path.join(site, '.docsite'))).toBe(false);
  });

  it('an output folder that cannot be made: one line saying why, exit 1', () => {
    const site = copyFixture('basic');
    writeFileSync(path.join(site, 'not-a-folder'), '');
    const result = runCli(['index', '--out', 'not-a-folder/index'], site);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toBe(`docsite: ENOTDIR: not a directory, mkdir '${path.join(site, 'not-a-folder/index')}'\n`);
  });

  it('--json reports the same problems as data', () => {
    const result = runCli(['index', '--json'], copyFixture('bad-yaml'));
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({
      ok: false,
      messages: [
        {
          file: 'docs/en/page.md',
          line: 4,
          column: 1,
          severity: 'error',
          rule: 'frontmatter-yaml',
          message: 'Invalid YAML frontmatter: unexpected end of the stream within a flow collection',
          fix: 'Fix the YAML between the `---` lines: indent nested keys with spaces, and quote values that contain `: `, `#` or start with a special character.',
        },
        {
          file: 'docs/en/page.md',
          line: null,
          column: null,
          severity: 'info',
          rule: 'time-source',
          message: "Last updated from the file's modification time: the site is not in a git repository",
          fix: null,
        },
      ],
    });
  });
});

describe('config checks beyond the schema', () => {
  it('accepts a $schema key in docsite.config.json (for editors) and reports a components module that is not there', () => {
    const site = tempDir();
    writeFiles(site, {
      'docsite.config.json': '{\n  "$schema": "./node_modules/docsite/schemas/json/docsite-config.schema.json",\n  "components": "./components/nope.tsx"\n}\n',
      'docs/en/index.md': '# Home\n',
    });
    const { code, stderr } = runCli(['index'], site);
    expect(code).toBe(1);
    expect(stderr).toBe(
      'docsite.config.json:3:3 error Invalid config: components: no module at ./components/nope.tsx (relative to the site folder)\n' +
        '  Point `components` at the module that exports your MDX components, e.g. `./components/index.tsx`, or remove the key.\n' +
        'docsite index: 1 error(s); nothing was written.\n',
    );
    writeFiles(site, { 'components/nope.tsx': 'export function Badge() { return null; }\n' });
    expect(runCli(['index'], site).code).toBe(0);
  });
});
