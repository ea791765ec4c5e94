/**
 * Versioned docs (`multiVersion`) on real sites: a bilingual site with two
 * versions (v1 and the default v2) in `docs/<version>/<lang>/`, built for
 * real. Routes, the index files, the dist layout, the local search indexes,
 * the version links, the link check within a version, the per-version
 * sidebars and navbars, and the config's validation.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import type { PagesFile } from '../../schemas/page-index.js';
import type { RoutesFile } from '../../schemas/routes.js';
import type { SearchRecord } from '../../schemas/search-record.js';
import { contentLinksOf } from '../helpers/built-html.js';
import { builtIndex as localIndex } from '../helpers/local-search.js';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';
import { placeOf } from '../helpers/text-place.js';

const read = (file: string) => readFileSync(file, 'utf8');
const json = <T>(file: string) => JSON.parse(read(file)) as T;

const LOCALES = "locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }]";
const VERSIONS = "multiVersion: { default: 'v2', versions: ['v1', 'v2'] }";

/** The config of the versioned site: a shared nav, and a sidebar of v1's guide only. */
const versionedConfig = `export default {
  lang: 'en',
  title: 'Versioned',
  ${LOCALES},
  ${VERSIONS},
  themeConfig: {
    nav: [{ text: 'Guide', link: '/guide/intro' }],
    sidebar: {
      '/v1/guide/': [
        { text: 'Old intro', link: '/guide/intro' },
        { text: 'Old install', link: '/guide/install' },
      ],
    },
  },
};
`;

const v1Intro = '# Intro one\n\nThe ancient tapir of version one.\n\n[Install](./install.md), [install, absolute](/guide/install), [new in the latest](/v2/guide/new).\n';

/** Two versions, each in en and zh; `new` only in v2. Each intro holds `tapir`; only v2's new page holds `okapi`. */
const pages: Record<string, string> = {
  'docs/v1/en/index.md': '---\npageType: home\nhero:\n  name: Home one\n---\n',
  'docs/v1/zh/index.md': '---\npageType: home\nhero:\n  name: 首页一\n---\n',
  'docs/v2/en/index.md': '---\npageType: home\nhero:\n  name: Home two\n---\n',
  'docs/v2/zh/index.md': '---\npageType: home\nhero:\n  name: 首页二\n---\n',
  'docs/v1/en/guide/intro.md': v1Intro,
  'docs/v1/zh/guide/intro.md': '# 介绍一\n\n版本一的 tapir。\n',
  'docs/v1/en/guide/install.md': '# Install one\n\nInstall version one.\n',
  'docs/v1/zh/guide/install.md': '# 安装一\n\n安装版本一。\n',
  'docs/v2/en/guide/intro.md': '# Intro two\n\nThe modern tapir of version two.\n\n[The old intro](/v1/guide/intro).\n',
  'docs/v2/zh/guide/intro.md': '# 介绍二\n\n版本二的 tapir。\n',
  'docs/v2/en/guide/install.md': '# Install two\n\nInstall version two.\n',
  'docs/v2/zh/guide/install.md': '# 安装二\n\n安装版本二。\n',
  'docs/v2/en/guide/new.md': '# New two\n\nOnly the latest has the okapi.\n',
  'docs/v2/zh/guide/new.md': '# 新功能\n\n只有最新版本有 okapi。\n',
};

function versionedSite(extra: Record<string, string> = {}, config = versionedConfig): string {
  const site = tempDir('docsite-multi-version-');
  writeFiles(site, { 'docsite.config.mjs': config, ...pages, ...extra });
  return site;
}

async function build(site: string) {
  const result = await buildSite({ siteDir: site, threads: 1 });
  expect(result.messages.filter((m) => m.fatal).map(String)).toEqual([]);
  expect(result.ok).toBe(true);
  return result;
}

/** The sidebar a built page shows: each link as `text href`. */
function sidebarOf(site: string, file: string): string[] {
  const html = read(path.join(site, 'dist', file));
  const aside = /<aside class="docsite-sidebar"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
  // The first list is the navbar's copy for small screens; the section follows.
  const section = aside.replace(/<ul class="docsite-sidebar-nav"[\s\S]*?<\/ul>/, '');
  return [...section.matchAll(/<a\b([^>]*class="docsite-sidebar-link"[^>]*)>([^<]*)/g)].map(([, attributes, text]) => `${text} ${/href="([^"]*)"/.exec(attributes!)?.[1]}`);
}

/** The navbar's links of a built page, as `text href`. */
function navbarOf(site: string, file: string): string[] {
  const html = read(path.join(site, 'dist', file));
  const nav = /<nav class="docsite-navbar-nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...nav.matchAll(/<a\b([^>]*)>([^<]*)/g)].map(([, attributes, text]) => `${text} ${/href="([^"]*)"/.exec(attributes!)?.[1]}`);
}

/** The page data a built HTML page loads (`window.__DOCSITE__.page`). */
function pageDataOf(site: string, file: string): { page: { version?: string; routePath: string }; versionLinks?: Record<string, string>; langLinks?: Record<string, string> } {
  const html = read(path.join(site, 'dist', file));
  const state = JSON.parse(/window\.__DOCSITE__=(\{.*?\})<\/script>/.exec(html)![1]!) as { page: string };
  return json(path.join(site, 'dist', state.page));
}

/** The `<link rel="alternate" hreflang>` tags in a built page's head, as `lang href`. */
function alternatesOf(site: string, file: string): string[] {
  const head = /<head>[\s\S]*?<\/head>/.exec(read(path.join(site, 'dist', file)))![0];
  return [...head.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map(([, lang, href]) => `${lang} ${href}`);
}

/** The hrefs of the links in a built page's content. */
describe('a site with versions', () => {
  let site: string;
  beforeAll(async () => {
    site = versionedSite();
    await build(site);
  }, 60_000);

  it('routes each version and language from its folder, the default version without a prefix', () => {
    const { routes } = json<RoutesFile>(path.join(site, '.docsite/routes.json'));
    const summary = Object.fromEntries(routes.map((r) => [r.path, [r.version, r.lang, r.element, r.filePath]]));
    expect(summary).toEqual({
      '/v1/': ['v1', 'en', 'v1/en/index', 'docs/v1/en/index.md'],
      '/v1/guide/intro': ['v1', 'en', 'v1/en/guide/intro', 'docs/v1/en/guide/intro.md'],
      '/v1/guide/install': ['v1', 'en', 'v1/en/guide/install', 'docs/v1/en/guide/install.md'],
      '/v1/zh/': ['v1', 'zh', 'v1/zh/index', 'docs/v1/zh/index.md'],
      '/v1/zh/guide/intro': ['v1', 'zh', 'v1/zh/guide/intro', 'docs/v1/zh/guide/intro.md'],
      '/v1/zh/guide/install': ['v1', 'zh', 'v1/zh/guide/install', 'docs/v1/zh/guide/install.md'],
      '/': ['v2', 'en', 'v2/en/index', 'docs/v2/en/index.md'],
      '/guide/intro': ['v2', 'en', 'v2/en/guide/intro', 'docs/v2/en/guide/intro.md'],
      '/guide/install': ['v2', 'en', 'v2/en/guide/install', 'docs/v2/en/guide/install.md'],
      '/guide/new': ['v2', 'en', 'v2/en/guide/new', 'docs/v2/en/guide/new.md'],
      '/zh/': ['v2', 'zh', 'v2/zh/index', 'docs/v2/zh/index.md'],
      '/zh/guide/intro': ['v2', 'zh', 'v2/zh/guide/intro', 'docs/v2/zh/guide/intro.md'],
      '/zh/guide/install': ['v2', 'zh', 'v2/zh/guide/install', 'docs/v2/zh/guide/install.md'],
      '/zh/guide/new': ['v2', 'zh', 'v2/zh/guide/new', 'docs/v2/zh/guide/new.md'],
    });
  });

  it('fills `version` in pages.json, the search records and the page data', () => {
    const { pages: entries } = json<PagesFile>(path.join(site, '.docsite/pages.json'));
    expect(entries).toHaveLength(14);
    const versionByRoute = Object.fromEntries(entries.map((p) => [p.routePath, (p as { version?: string }).version]));
    expect(versionByRoute['/v1/zh/guide/intro']).toBe('v1');
    expect(versionByRoute['/zh/guide/intro']).toBe('v2');
    expect(entries.every((p) => (p as { version?: string }).version === (p.routePath.startsWith('/v1/') ? 'v1' : 'v2'))).toBe(true);

    const { records } = json<{ records: SearchRecord[] }>(path.join(site, '.docsite/search-records.json'));
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) expect([record.url, record.version]).toEqual([record.url, record.url.startsWith('/v1/') ? 'v1' : 'v2']);
    expect(records.filter((r) => r.version === 'v1' && r.lang === 'zh').map((r) => r.url)).toContain('/v1/zh/guide/intro.html');

    expect(pageDataOf(site, 'v1/zh/guide/intro.html').page).toMatchObject({ routePath: '/v1/zh/guide/intro', version: 'v1' });
    expect(pageDataOf(site, 'guide/new.html').page).toMatchObject({ routePath: '/guide/new', version: 'v2' });
  });

  it('writes the default version at the root and the others below their name, with a not-found page per version and language', () => {
    const dist = path.join(site, 'dist');
    for (const file of ['index.html', 'guide/intro.html', 'guide/new.html', 'zh/index.html', 'zh/guide/new.html', 'v1/index.html', 'v1/guide/intro.html', 'v1/guide/install.html', 'v1/zh/index.html', 'v1/zh/guide/intro.html']) {
      expect(existsSync(path.join(dist, file)), file).toBe(true);
    }
    expect(existsSync(path.join(dist, 'v1/guide/new.html'))).toBe(false);
    expect(existsSync(path.join(dist, 'v2'))).toBe(false);
    expect(read(path.join(dist, 'v1/guide/intro.html'))).toContain('<h1 id="intro-one">Intro one</h1>');
    expect(read(path.join(dist, 'guide/intro.html'))).toContain('<h1 id="intro-two">Intro two</h1>');

    // Each not-found page speaks its language and leads home within its version.
    const notFound = { '404.html': ['en', '/'], 'zh/404.html': ['zh', '/zh/'], 'v1/404.html': ['en', '/v1/'], 'v1/zh/404.html': ['zh', '/v1/zh/'] };
    for (const [file, [lang, home]] of Object.entries(notFound)) {
      const html = read(path.join(dist, file));
      expect(html, file).toContain(`<html lang="${lang}">`);
      expect(/<div class="docsite-not-found">[\s\S]*?<a [^>]*href="([^"]*)"/.exec(html)?.[1], file).toBe(home);
    }
  });

  it('writes one local search index per version and language, each holding only its own pages', async () => {
    const manifests = readdirSync(path.join(site, 'dist/static/search')).filter((name) => name.endsWith('.json'));
    expect(manifests.sort()).toEqual(['v1-en.json', 'v1-zh.json', 'v2-en.json', 'v2-zh.json']);
    expect(await localIndex(site, 'v1-en')('tapir')).toEqual(['/v1/guide/intro.html']);
    expect(await localIndex(site, 'v2-en')('tapir')).toEqual(['/guide/intro.html']);
    expect(await localIndex(site, 'v1-zh')('tapir')).toEqual(['/v1/zh/guide/intro.html']);
    expect(await localIndex(site, 'v2-zh')('tapir')).toEqual(['/zh/guide/intro.html']);
    expect(await localIndex(site, 'v1-en')('okapi')).toEqual([]);
    expect(await localIndex(site, 'v2-en')('okapi')).toEqual(['/guide/new.html']);
    // Every URL the v1-en index holds is a v1 page in en: words of every page in every version and language find only those.
    const v1en = localIndex(site, 'v1-en');
    const urls = new Set([...(await v1en('one')), ...(await v1en('two')), ...(await v1en('version')), ...(await v1en('install')), ...(await v1en('intro'))]);
    expect([...urls].sort()).toEqual(['/v1/', '/v1/guide/install.html', '/v1/guide/intro.html']);
  });

  it('links each page to the same page in the other version, or to that version\'s home when it has none', () => {
    expect(pageDataOf(site, 'v1/guide/intro.html').versionLinks).toEqual({ v2: '/guide/intro' });
    expect(pageDataOf(site, 'v1/zh/guide/intro.html').versionLinks).toEqual({ v2: '/zh/guide/intro' });
    expect(pageDataOf(site, 'guide/intro.html').versionLinks).toEqual({ v1: '/v1/guide/intro' });
    expect(pageDataOf(site, 'zh/guide/install.html').versionLinks).toEqual({ v1: '/v1/zh/guide/install' });
    expect(pageDataOf(site, 'guide/new.html').versionLinks).toEqual({ v1: '/v1/' });
    expect(pageDataOf(site, 'zh/guide/new.html').versionLinks).toEqual({ v1: '/v1/zh/' });
    expect(pageDataOf(site, 'v1/index.html').versionLinks).toEqual({ v2: '/' });
    // The switcher is pre-rendered with those links.
    const switcher = (file: string) => {
      const html = read(path.join(site, 'dist', file));
      const menu = /<div class="docsite-version-switch"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
      return [...menu.matchAll(/<a\b([^>]*)>([^<]*)/g)].map(([, attributes, text]) => `${text} ${/href="([^"]*)"/.exec(attributes!)?.[1]}`);
    };
    expect(switcher('zh/guide/new.html')).toEqual(['v1 /v1/zh/', 'v2 /zh/guide/new.html']);
    expect(switcher('v1/zh/guide/intro.html')).toEqual(['v1 /v1/zh/guide/intro.html', 'v2 /zh/guide/intro.html']);
  });

  it('shows the old-version notice on v1 pages only, leading to the same page in the default version', () => {
    const notice = (file: string) => /<p class="docsite-version-notice"[^>]*>([\s\S]*?)<\/p>/.exec(read(path.join(site, 'dist', file)))?.[1];
    expect(notice('guide/intro.html')).toBeUndefined();
    expect(notice('zh/guide/intro.html')).toBeUndefined();
    expect(notice('v1/guide/intro.html')).toBe('You are reading the documentation of v1, which is not the latest version.<!-- --> <a href="/guide/intro.html">Read this page in v2 (latest).</a>');
    expect(notice('v1/zh/guide/install.html')).toContain('你正在阅读 v1 版本的文档，它不是最新版本。');
    expect(notice('v1/zh/guide/install.html')).toContain('href="/zh/guide/install.html"');
  });

  it('resolves content links within the page\'s version, and a version name to that version', () => {
    // ./install.md and /guide/install stay in v1; /v2/guide/new is the default version's page.
    expect(contentLinksOf(site, 'v1/guide/intro.html')).toEqual(['/v1/guide/install.html', '/v1/guide/install.html', '/guide/new.html']);
    expect(contentLinksOf(site, 'guide/intro.html')).toEqual(['/v1/guide/intro.html']);
  });

  it('adds the version prefix to the config nav, and gives v1 the sidebar of its `/v1/guide/` key only', () => {
    expect(navbarOf(site, 'v1/guide/install.html')).toEqual(['Guide /v1/guide/intro.html']);
    expect(navbarOf(site, 'v1/zh/guide/install.html')).toEqual(['Guide /v1/zh/guide/intro.html']);
    expect(navbarOf(site, 'guide/install.html')).toEqual(['Guide /guide/intro.html']);
    expect(sidebarOf(site, 'v1/guide/install.html')).toEqual(['Old intro /v1/guide/intro.html', 'Old install /v1/guide/install.html']);
    expect(sidebarOf(site, 'v1/zh/guide/intro.html')).toEqual(['Old intro /v1/zh/guide/intro.html', 'Old install /v1/zh/guide/install.html']);
    // v2 has no key of its own: its guide's sidebar comes from its folder.
    expect(sidebarOf(site, 'guide/install.html')).toEqual(['Install two /guide/install.html', 'Intro two /guide/intro.html', 'New two /guide/new.html']);
    expect(read(path.join(site, 'dist/guide/install.html'))).not.toContain('Old intro');
  });

  it('points the hreflang alternates of a page at its translation in the same version', () => {
    expect(alternatesOf(site, 'v1/guide/intro.html')).toEqual(['zh /v1/zh/guide/intro.html']);
    expect(alternatesOf(site, 'v1/zh/guide/intro.html')).toEqual(['en /v1/guide/intro.html']);
    expect(alternatesOf(site, 'guide/intro.html')).toEqual(['zh /zh/guide/intro.html']);
  });
});

describe('a site without versions', () => {
  it('keeps `version` out of its search records and leaves it empty in its routes', async () => {
    const site = tempDir('docsite-no-versions-');
    writeFiles(site, {
      'docsite.config.mjs': `export default { lang: 'en', ${LOCALES} };\n`,
      'docs/en/index.md': '# Home\n\nWelcome.\n',
      'docs/zh/index.md': '# 首页\n\n欢迎。\n',
      'docs/en/guide/intro.md': '# Intro\n\nThe tapir.\n',
      'docs/zh/guide/intro.md': '# 介绍\n\ntapir。\n',
    });
    await build(site);
    const { routes } = json<RoutesFile>(path.join(site, '.docsite/routes.json'));
    expect(routes.map((r) => [r.path, r.version, r.element])).toEqual(
      expect.arrayContaining([
        ['/guide/intro', '', 'en/guide/intro'],
        ['/zh/guide/intro', '', 'zh/guide/intro'],
      ]),
    );
    expect(routes.every((r) => r.version === '')).toBe(true);
    const { records } = json<{ records: Record<string, unknown>[] }>(path.join(site, '.docsite/search-records.json'));
    expect(records.length).toBeGreaterThan(0);
    expect(records.filter((r) => 'version' in r)).toEqual([]);
    expect(readdirSync(path.join(site, 'dist/static/search')).filter((name) => name.endsWith('.json')).sort()).toEqual(['en.json', 'zh.json']);
    expect(pageDataOf(site, 'guide/intro.html').versionLinks).toBeUndefined();
    expect(read(path.join(site, 'dist/guide/intro.html'))).not.toContain('docsite-version-switch');
  });
});

describe('the link check within a version', () => {
  it('fails an absolute link in a v1 page to a page only v2 has, at its place, naming the v1 route', () => {
    const page = v1Intro + '\nSee [what is new](/guide/new).\n';
    const site = versionedSite({ 'docs/v1/en/guide/intro.md': page });
    const run = runCli(['build', site]);
    expect(run.code).toBe(1);
    const file = path.join('docs', 'v1', 'en', 'guide', 'intro.md');
    expect(run.stderr).toContain(`${file}:${placeOf(page, '[what is new]')} error Dead link \`/guide/new\`: no page has the route /v1/guide/new`);
    // The default version's name leads there, and the v2 page's link into v1 is fine: only the one error.
    expect(run.stderr.match(/ error /g)).toHaveLength(1);
    expect(existsSync(path.join(site, 'dist'))).toBe(false);
  });

  it('fails a config nav link to a page only v2 has in v1 (each language), with the fix naming the _nav.json of v1', () => {
    const config = versionedConfig.replace("nav: [{ text: 'Guide', link: '/guide/intro' }]", "nav: [{ text: 'Guide', link: '/guide/intro' }, { text: 'New', link: '/guide/new' }]");
    const site = versionedSite({}, config);
    const run = runCli(['build', site]);
    expect(run.code).toBe(1);
    const at = `docsite.config.mjs:${placeOf(config, "link: '/guide/new'")}`;
    const lines = run.stderr.split('\n');
    const en = lines.findIndex((line) => line.endsWith(`${at} error Dead link \`/guide/new\` in the navbar (v1/en): no page has the route /v1/guide/new`));
    expect(en, run.stderr).toBeGreaterThanOrEqual(0);
    expect(lines[en + 1]).toContain("A config's nav and sidebar serve every version: give v1 its own navbar with a _nav.json in its folder (docs/v1/en/_nav.json) and no config nav.");
    expect(run.stderr).toContain(`${at} error Dead link \`/guide/new\` in the navbar (v1/zh): no page has the route /v1/zh/guide/new`);
    expect(run.stderr).not.toContain('(v2/');
    expect(run.stderr.match(/ error /g)).toHaveLength(2);
  });
});

describe('a config sidebar shared by languages and versions', () => {
  it("builds v1's Chinese pages with v1's `/v1/guide/` key when a `/zh/guide/` key lists a page only v2 has", async () => {
    // The dead-link fix for v1 says: give v1 its own with a sidebar key `/v1/…`. Here v1 has one, written before the Chinese key.
    const config = `export default {
  lang: 'en',
  ${LOCALES},
  ${VERSIONS},
  themeConfig: {
    sidebar: {
      '/v1/guide/': [{ text: 'Old intro', link: '/guide/intro' }],
      '/zh/guide/': [{ text: '介绍', link: '/guide/intro' }, { text: '新功能', link: '/guide/new' }],
    },
  },
};
`;
    const site = versionedSite({}, config);
    const result = await buildSite({ siteDir: site, threads: 1 });
    expect(result.messages.filter((m) => m.fatal).map(String)).toEqual([]);
    expect(sidebarOf(site, 'v1/zh/guide/intro.html')).toEqual(['Old intro /v1/zh/guide/intro.html']);
    expect(sidebarOf(site, 'zh/guide/intro.html')).toEqual(['介绍 /zh/guide/intro.html', '新功能 /zh/guide/new.html']);
  });
});

describe('file-tree navigation per version', () => {
  it('makes each version\'s sidebar from its _meta.json and its navbar from its _nav.json', async () => {
    const site = versionedSite(
      {
        'docs/v1/en/guide/_meta.json': '["install", "intro"]\n',
        'docs/v2/en/guide/_meta.json': '["new", "intro", "install"]\n',
        'docs/v1/en/_nav.json': '[{ "text": "Old docs", "link": "/guide/install" }]\n',
        'docs/v2/en/_nav.json': '[{ "text": "Latest docs", "link": "/guide/new" }]\n',
        'docs/v1/zh/_nav.json': '[{ "text": "旧文档", "link": "/guide/intro" }]\n',
      },
      `export default { lang: 'en', ${LOCALES}, ${VERSIONS} };\n`,
    );
    await build(site);
    expect(sidebarOf(site, 'v1/guide/intro.html')).toEqual(['Install one /v1/guide/install.html', 'Intro one /v1/guide/intro.html']);
    expect(sidebarOf(site, 'guide/intro.html')).toEqual(['New two /guide/new.html', 'Intro two /guide/intro.html', 'Install two /guide/install.html']);
    // zh of each version has no _meta.json: name order.
    expect(sidebarOf(site, 'v1/zh/guide/intro.html')).toEqual(['安装一 /v1/zh/guide/install.html', '介绍一 /v1/zh/guide/intro.html']);
    expect(navbarOf(site, 'v1/guide/intro.html')).toEqual(['Old docs /v1/guide/install.html']);
    expect(navbarOf(site, 'guide/intro.html')).toEqual(['Latest docs /guide/new.html']);
    expect(navbarOf(site, 'v1/zh/guide/intro.html')).toEqual(['旧文档 /v1/zh/guide/intro.html']);
    expect(navbarOf(site, 'zh/guide/intro.html')).toEqual([]);
  });

  it('checks a version\'s _nav.json links within that version', () => {
    const nav = '[\n  { "text": "New", "link": "/guide/new" }\n]\n';
    const site = versionedSite({ 'docs/v1/en/_nav.json': nav }, `export default { lang: 'en', ${LOCALES}, ${VERSIONS} };\n`);
    const run = runCli(['build', site]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${path.join('docs', 'v1', 'en', '_nav.json')}:${placeOf(nav, '"link"')} error Dead link \`/guide/new\` in the navbar (v1/en): no page has the route /v1/guide/new`);
  });
});

describe('validating multiVersion', () => {
  const configWith = (multiVersion: string) => `export default {\n  lang: 'en',\n  ${LOCALES},\n  multiVersion: ${multiVersion},\n};\n`;

  it('rejects a default that is not among the versions, at the key', () => {
    const config = configWith("{ default: 'v3', versions: ['v1', 'v2'] }");
    const site = versionedSite({}, config);
    const run = runCli(['build', site]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`docsite.config.mjs:${placeOf(config, 'default:')} error Invalid config: multiVersion.default: expected one of the versions ("v1", "v2"), received "v3"`);
  });

  it('rejects a version named like a language code of the site, at the version', () => {
    const config = configWith("{ default: 'v2', versions: ['zh', 'v2'] }");
    const site = versionedSite({}, config);
    const run = runCli(['build', site]);
    expect(run.code).toBe(1);
    const line = run.stderr.split('\n').find((l) => l.includes(' error ')) ?? '';
    expect(line).toContain(`docsite.config.mjs:${placeOf(config, "'zh', 'v2'")} error Invalid config: multiVersion.versions[0]: "zh" is also a language code, so its URLs would be ambiguous`);
    expect(line).toContain('give the version a name that is no language code, such as "v1" or "1.x"');
  });

  it('rejects a version named like the default language with the documented message', () => {
    const config = configWith("{ default: 'v2', versions: ['v2', 'en'] }");
    const site = versionedSite({}, config);
    const run = runCli(['build', site]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`docsite.config.mjs:${placeOf(config, "'en'] }")} error Invalid config: multiVersion.versions[1]: "en" is also a language code, so its URLs would be ambiguous: give the version a name that is no language code, such as "v1" or "1.x"`);
  });
});
