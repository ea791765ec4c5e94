import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const bilingual = "export default { lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }] };\n";

/** A site laid out as VitePress lays one out: English in the docs root, Chinese in docs/zh, files in docs/public. */
function rootSite(): string {
  const site = tempDir('docsite-root-layout-');
  writeFiles(site, {
    'docsite.config.mjs': bilingual,
    'docs/index.md': '---\npageType: home\n---\n',
    'docs/zh/index.md': '---\npageType: home\n---\n',
    'docs/_nav.json': '[{ "text": "Guide", "link": "/guide/" }]\n',
    'docs/zh/_nav.json': '[{ "text": "指南", "link": "/guide/" }]\n',
    'docs/guide/index.md': '# Guide\n\n![Logo](/logo.svg)\n',
    'docs/zh/guide/index.md': '# 指南\n\n![标志](/logo.svg)\n',
    'docs/guide/_meta.json': '["install", "basics"]\n',
    'docs/guide/basics.md': '# Basics\n',
    'docs/zh/guide/basics.md': '# 基础\n\n[English page](/guide/install)\n',
    'docs/guide/install.md': '# Install\n\nSee [the basics](./basics.md).\n',
    'docs/zh/guide/install.md': '# 安装\n',
    'docs/public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    'docs/public/notes.md': '# Not a page\n',
  });
  return site;
}

function sidebarOf(site: string, file: string): string[] {
  const html = readFileSync(path.join(site, 'dist', file), 'utf8');
  // The navbar's own copy for narrow screens left out.
  const aside = (/<aside class="docsite-sidebar"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '').replace(/<ul class="docsite-sidebar-nav"[\s\S]*?<\/ul>/, '');
  return [...aside.matchAll(/class="docsite-sidebar-link"[^>]*href="([^"]*)"[^>]*>([^<]*)/g)].map(([, href, text]) => `${text} ${href}`);
}

describe('the default language in the docs root', () => {
  it('builds a VitePress-style tree: routes, _meta.json and _nav.json from the root, files from docs/public, the other language in its folder', async () => {
    const site = rootSite();
    const result = await buildSite({ siteDir: site });
    expect(result.messages.filter((m) => m.fatal).map(String)).toEqual([]);
    const routes = JSON.parse(readFileSync(path.join(site, '.docsite/routes.json'), 'utf8')).routes.map((r: { path: string }) => r.path).sort();
    expect(routes).toEqual(['/', '/guide/', '/guide/basics', '/guide/install', '/zh/', '/zh/guide/', '/zh/guide/basics', '/zh/guide/install']);
    // docs/public is published, and is no page.
    expect(readFileSync(path.join(site, 'dist/logo.svg'), 'utf8')).toContain('<svg');
    expect(existsSync(path.join(site, 'dist/public/notes.html'))).toBe(false);
    expect(sidebarOf(site, 'guide/basics.html')).toEqual(['Install /guide/install.html', 'Basics /guide/basics.html']);
    expect(sidebarOf(site, 'zh/guide/basics.html')).toEqual(['指南 /zh/guide/', '基础 /zh/guide/basics.html', '安装 /zh/guide/install.html']);
    expect(readFileSync(path.join(site, 'dist/guide/install.html'), 'utf8')).toMatch(/class="docsite-navbar-link"[^>]*href="\/guide\/"[^>]*>Guide</);
    expect(readFileSync(path.join(site, 'dist/zh/guide/install.html'), 'utf8')).toMatch(/class="docsite-navbar-link"[^>]*href="\/zh\/guide\/"[^>]*>指南</);
    // A Chinese page's link into English is told apart by its folder, as in a tree of language folders.
    expect(result.messages.map(String)).toContainEqual(expect.stringMatching(/docs\/zh\/guide\/basics\.md:3:1: Link `\/guide\/install` leads from zh to en, though the zh page \/zh\/guide\/install exists/));
  });

  it('says where pages go when the docs root has none', () => {
    const site = tempDir('docsite-root-layout-');
    writeFiles(site, { 'docsite.config.mjs': bilingual, 'docs/README.txt': 'no pages\n' });
    const run = runCli(['build', site]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error No pages found: no .md or .mdx files in');
    expect(run.stderr).toContain('Put the en pages in docs/ (config `root`, now `docs`), e.g. docs/index.md, and each other language\'s in its folder there (docs/zh/); or every language in its own folder, e.g. docs/en/index.md.');
  });
});
