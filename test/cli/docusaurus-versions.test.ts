/**
 * A Docusaurus site's versioned docs, built as it is laid out: versions.json
 * (2.0, then 1.0), docs/ as the unreleased `next`, versioned_docs/ and
 * versioned_sidebars/ per released version, sidebars.js for `next`, and one
 * page translated in i18n/zh/. Routes, sidebars, the version switcher, the
 * local search indexes, links within a version, and the errors.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import type { RoutesFile } from '../../schemas/routes.js';
import { contentLinksOf } from '../helpers/built-html.js';
import { builtIndex as localIndex } from '../helpers/local-search.js';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';
import { placeOf } from '../helpers/text-place.js';

const read = (file: string) => readFileSync(file, 'utf8');
const json = <T>(file: string) => JSON.parse(read(file)) as T;

const SIDEBAR_2 = `{
  "docs": [
    "intro",
    { "type": "category", "label": "Guides", "items": ["guides/setup"] }
  ]
}
`;

/** Each version's intro holds `wombat`; only next's own page holds `quokka`. */
const FILES: Record<string, string> = {
  'docsite.config.json': '{ "lang": "en", "title": "Versioned", "locales": [{ "lang": "en", "label": "English" }, { "lang": "zh", "label": "简体中文" }] }\n',
  'versions.json': '["2.0", "1.0"]\n',
  'sidebars.js': "export default {\n  docs: ['intro', { type: 'category', label: 'Guides', items: ['guides/setup', 'guides/new'] }],\n};\n",
  'versioned_sidebars/version-2.0-sidebars.json': SIDEBAR_2,
  'versioned_sidebars/version-1.0-sidebars.json': '{\n  "docs": ["intro"]\n}\n',
  'docs/intro.md': '# Intro next\n\nThe unreleased wombat.\n\n[Setup](./guides/setup.md), [the released setup](/2.0/guides/setup).\n',
  'docs/guides/setup.md': '# Setup next\n',
  'docs/guides/new.md': '# New next\n\nOnly next has the quokka.\n',
  'versioned_docs/version-2.0/intro.md': '# Intro two\n\nThe latest wombat.\n\n[Setup](./guides/setup.md), [absolute](/guides/setup).\n',
  'versioned_docs/version-2.0/guides/setup.md': '# Setup two\n',
  'versioned_docs/version-1.0/intro.md': '# Intro one\n\nThe ancient wombat.\n',
  'i18n/zh/docusaurus-plugin-content-docs/version-2.0/intro.md': '# 介绍二\n\n最新的 wombat。\n',
};

function docusaurusSite(extra: Record<string, string> = {}): string {
  const site = tempDir('docsite-docusaurus-versions-');
  writeFiles(site, { ...FILES, ...extra });
  return site;
}

/** The sidebar a built page shows: links as `text href`, a group as `[text]`. */
function sidebarOf(site: string, file: string): string[] {
  const html = read(path.join(site, 'dist', file));
  const aside = (/<aside class="docsite-sidebar"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '').replace(/<ul class="docsite-sidebar-nav"[\s\S]*?<\/ul>/, '');
  const entries = [...aside.matchAll(/<a\b([^>]*class="docsite-sidebar-link"[^>]*)>([^<]*)|class="docsite-sidebar-group-title"><span>([^<]*)/g)];
  return entries.map(([, attributes, text, group]) => (group !== undefined ? `[${group}]` : `${text} ${/href="([^"]*)"/.exec(attributes!)?.[1]}`));
}

/** The version switcher's entries in a built page, as `text href`. */
function switcherOf(site: string, file: string): string[] {
  const menu = /<div class="docsite-version-switch"[\s\S]*?<\/ul>/.exec(read(path.join(site, 'dist', file)))?.[0] ?? '';
  return [...menu.matchAll(/<a\b([^>]*)>([^<]*)/g)].map(([, attributes, text]) => `${text} ${/href="([^"]*)"/.exec(attributes!)?.[1]}`);
}

describe("a Docusaurus site's versions.json and versioned_docs/", () => {
  let site: string;
  beforeAll(async () => {
    site = docusaurusSite();
    const result = await buildSite({ siteDir: site, threads: 1 });
    expect(result.messages.filter((m) => m.fatal).map(String)).toEqual([]);
  }, 60_000);

  it('routes the latest released version without a prefix, docs/ under /next/ and the older version under its name, each language from i18n/', () => {
    const { routes } = json<RoutesFile>(path.join(site, '.docsite/routes.json'));
    expect(Object.fromEntries(routes.map((r) => [r.path, [r.version, r.lang, r.filePath]]))).toEqual({
      '/next/intro': ['next', 'en', 'docs/intro.md'],
      '/next/guides/setup': ['next', 'en', 'docs/guides/setup.md'],
      '/next/guides/new': ['next', 'en', 'docs/guides/new.md'],
      '/intro': ['2.0', 'en', 'versioned_docs/version-2.0/intro.md'],
      '/guides/setup': ['2.0', 'en', 'versioned_docs/version-2.0/guides/setup.md'],
      '/zh/intro': ['2.0', 'zh', 'i18n/zh/docusaurus-plugin-content-docs/version-2.0/intro.md'],
      '/1.0/intro': ['1.0', 'en', 'versioned_docs/version-1.0/intro.md'],
      // What i18n/zh/ does not translate is served in zh with the English text, as Docusaurus serves it (fallback content).
      '/next/zh/intro': ['next', 'zh', 'i18n/zh/docusaurus-plugin-content-docs/current/intro.md'],
      '/next/zh/guides/setup': ['next', 'zh', 'i18n/zh/docusaurus-plugin-content-docs/current/guides/setup.md'],
      '/next/zh/guides/new': ['next', 'zh', 'i18n/zh/docusaurus-plugin-content-docs/current/guides/new.md'],
      '/zh/guides/setup': ['2.0', 'zh', 'i18n/zh/docusaurus-plugin-content-docs/version-2.0/guides/setup.md'],
      '/1.0/zh/intro': ['1.0', 'zh', 'i18n/zh/docusaurus-plugin-content-docs/version-1.0/intro.md'],
    });
    expect(routes.filter((r) => r.fallback).map((r) => r.path).sort()).toEqual(['/1.0/zh/intro', '/next/zh/guides/new', '/next/zh/guides/setup', '/next/zh/intro', '/zh/guides/setup']);
    expect(read(path.join(site, 'dist/1.0/intro.html'))).toContain('<h1 id="intro-one">Intro one</h1>');
    expect(existsSync(path.join(site, 'dist/next/guides/new.html'))).toBe(true);
    expect(existsSync(path.join(site, 'dist/guides/new.html'))).toBe(false);
  });

  it("gives each version the sidebars of its own file: sidebars.js for next, versioned_sidebars/ for the released ones", () => {
    expect(sidebarOf(site, 'next/guides/setup.html')).toEqual(['Intro next /next/intro.html', '[Guides]', 'Setup next /next/guides/setup.html', 'New next /next/guides/new.html']);
    expect(sidebarOf(site, 'guides/setup.html')).toEqual(['Intro two /intro.html', '[Guides]', 'Setup two /guides/setup.html']);
    expect(sidebarOf(site, '1.0/intro.html')).toEqual(['Intro one /1.0/intro.html']);
    // A translated page shows its version's sidebar, in its language; the group holds the page not translated yet, as a fallback.
    expect(sidebarOf(site, 'zh/intro.html')).toEqual(['介绍二 /zh/intro.html', '[Guides]']);
    expect(sidebarOf(site, 'zh/guides/setup.html')).toEqual(['介绍二 /zh/intro.html', '[Guides]', 'Setup two /zh/guides/setup.html']);
  });

  it('lists next, then the released versions newest first, in the version switcher, each entry on the same page when that version has it', () => {
    expect(switcherOf(site, 'intro.html')).toEqual(['next /next/intro.html', '2.0 /intro.html', '1.0 /1.0/intro.html']);
    expect(switcherOf(site, 'next/guides/setup.html')).toEqual(['next /next/guides/setup.html', '2.0 /guides/setup.html']);
    expect(switcherOf(site, 'next/guides/new.html')).toEqual(['next /next/guides/new.html']);
  });

  it('keeps links within their version, and a link naming a version leads there', () => {
    expect(contentLinksOf(site, 'intro.html')).toEqual(['/guides/setup.html', '/guides/setup.html']);
    expect(contentLinksOf(site, 'next/intro.html')).toEqual(['/next/guides/setup.html', '/guides/setup.html']);
  });

  it('writes one local search index per version and language, each finding only its own pages', async () => {
    expect(await localIndex(site, 'next-en')('wombat')).toEqual(['/next/intro.html']);
    expect(await localIndex(site, '2.0-en')('wombat')).toEqual(['/intro.html']);
    expect(await localIndex(site, '1.0-en')('wombat')).toEqual(['/1.0/intro.html']);
    expect(await localIndex(site, '2.0-zh')('wombat')).toEqual(['/zh/intro.html']);
    expect(await localIndex(site, 'next-en')('quokka')).toEqual(['/next/guides/new.html']);
    expect(await localIndex(site, '2.0-en')('quokka')).toEqual([]);
  });
});

describe("a Docusaurus site's versions under its base", () => {
  it("reads a link written with the base (Docusaurus's /docs/ URLs) as a site path: a version named after the base leads there, else the page's own", async () => {
    const site = docusaurusSite({
      'docsite.config.json': '{ "lang": "en", "title": "Versioned", "base": "/docs/" }\n',
      'versioned_docs/version-1.0/intro.md': '# Intro one\n\n[Next](/docs/next/intro), [latest](/docs/2.0/intro), [in its version](/docs/intro), [without the base](/intro).\n',
    });
    const result = await buildSite({ siteDir: site, threads: 1 });
    expect(result.messages.filter((m) => m.fatal).map(String)).toEqual([]);
    expect(contentLinksOf(site, '1.0/intro.html')).toEqual(['/docs/next/intro.html', '/docs/intro.html', '/docs/1.0/intro.html', '/docs/1.0/intro.html']);
  }, 60_000);
});

describe("errors in a Docusaurus site's versions", () => {
  it('fails on a version of versions.json that has no folder, at its entry, and on a sidebar id that is no page of its version, at the id', () => {
    const versions = '[\n  "2.0",\n  "1.0",\n  "0.9"\n]\n';
    const site = docusaurusSite({ 'versions.json': versions });
    const run = runCli(['build', site]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`versions.json:${placeOf(versions, '"0.9"')} error versions.json: [2] "0.9" has no pages: versioned_docs/version-0.9/ is not there`);
    expect(run.stderr).toContain('Add its pages in versioned_docs/version-0.9/, or remove "0.9" from versions.json.');

    const sidebars = SIDEBAR_2.replace('["guides/setup"]', '["guides/setup", "guides/new"]');
    writeFiles(site, { 'versions.json': '["2.0", "1.0"]\n', 'versioned_sidebars/version-2.0-sidebars.json': sidebars });
    const again = runCli(['build', site]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`version-2.0-sidebars.json:${placeOf(sidebars, '"guides/new"')} error version-2.0-sidebars.json: docs[1].items[1] names the doc "guides/new", which is no page of versioned_docs/version-2.0/`);
    expect(again.stderr).toContain('Write the page\'s path below versioned_docs/version-2.0/ without its extension');
  });
});

/** Docusaurus keeps a site's translations in i18n/ whether or not it has released versions. */
describe("an unversioned Docusaurus site's i18n/<lang>/docusaurus-plugin-content-docs/current/", () => {
  const site = tempDir('docsite-docusaurus-i18n-');
  writeFiles(site, {
    'docsite.config.json': '{ "lang": "en", "title": "Translated", "locales": [{ "lang": "en", "label": "English" }, { "lang": "zh", "label": "简体中文" }] }\n',
    'docs/intro.md': '---\nslug: /\n---\n# Intro\n\n[Setup](./guides/setup.md).\n',
    'docs/guides/setup.md': '# Setup\n',
    'i18n/zh/docusaurus-plugin-content-docs/current/intro.md': '---\nslug: /\n---\n# 介绍\n\n[安装](./guides/setup.md)。\n',
  });
  let built: Awaited<ReturnType<typeof buildSite>>;
  beforeAll(async () => {
    built = await buildSite({ siteDir: site, threads: 1 });
  }, 60_000);

  it("are its other languages' pages, with no versions; what they lack is served as a fallback", () => {
    expect(built.ok, built.messages.map(String).join('\n')).toBe(true);
    const { routes } = json<RoutesFile>(path.join(site, '.docsite/routes.json'));
    expect(Object.fromEntries(routes.map((r) => [r.path, [r.lang, r.filePath, r.fallback ?? false]]))).toEqual({
      '/': ['en', 'docs/intro.md', false],
      '/guides/setup': ['en', 'docs/guides/setup.md', false],
      '/zh/': ['zh', 'i18n/zh/docusaurus-plugin-content-docs/current/intro.md', false],
      '/zh/guides/setup': ['zh', 'i18n/zh/docusaurus-plugin-content-docs/current/guides/setup.md', true],
    });
    expect(read(path.join(site, 'dist/zh/index.html'))).toContain('<h1 id="介绍">介绍</h1>');
    expect(read(path.join(site, 'dist/index.html'))).not.toContain('docsite-version-switch');
  });
});
