import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

/** A one-language site of `pages` (paths below the site folder) in a fresh folder. */
function englishSite(prefix: string, pages: Record<string, string>): string {
  const site = tempDir(prefix);
  writeFiles(site, { 'docsite.config.json': JSON.stringify({ lang: 'en' }), ...pages });
  return site;
}

/** `docsite build` of `site`, which must succeed without a word. */
function build(site: string): void {
  const result = runCli(['build', site], site);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
}

describe('a folder’s README.md', () => {
  const dir = tempDir('docsite-readme-');
  writeFiles(dir, {
    'docsite.config.json': JSON.stringify({ lang: 'en', themeConfig: { nav: [{ text: 'Guide', link: '/guide/' }] } }),
    // Docs written to be read on GitHub: every folder's page is its README, linked by file.
    'docs/README.md': '# Acme\n\n- [the guide](./guide/README.md#install)\n- [the API](api/)\n- [its notes](./api/README.md)\n',
    'docs/guide/README.md': '# Guide\n\n## Install\n\nBack [home](../README.md).\n',
    'docs/guide/setup.md': '# Setup\n\nSee [the guide](./README.md).\n',
    // A folder with an index keeps it: its README is a page of its own.
    'docs/api/index.md': '# API\n',
    'docs/api/README.md': '# API notes\n',
  });
  const { code, stderr } = runCli(['build', dir], dir);
  const html = (file: string) => readFileSync(path.join(dir, 'dist', file), 'utf8');
  const hrefs = (file: string) => [...html(file).matchAll(/<li><a href="([^"]*)"/g)].map((m) => m[1]);

  it('is the folder’s index page when the folder has no index.md, as GitHub, VuePress and Docusaurus show it', () => {
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(html('index.html')).toContain('<h1');
    expect(html('index.html')).toContain('Acme');
    expect(html('guide/index.html')).toContain('Install');
    expect(existsSync(path.join(dir, 'dist/guide/README.html'))).toBe(false);
  });

  it('is reached by links to its file, which are given the folder’s route', () => {
    expect(hrefs('index.html')).toEqual(['/guide/#install', '/api/', '/api/README.html']);
    expect(html('guide/setup.html')).toContain('href="/guide/"');
  });

  it('stays a page of its own beside an index.md', () => {
    expect(html('api/index.html')).toContain('API');
    expect(html('api/README.html')).toContain('API notes');
  });

  it('links and names its folder’s group in the generated sidebar, in any letter case', () => {
    const site = englishSite('docsite-readme-sidebar-', {
      'docs/README.md': '# Acme\n',
      'docs/guide/README.md': '# Guide\n',
      'docs/guide/setup.md': '# Setup\n',
      'docs/guide/deep/readme.md': '# Deep dive\n',
      'docs/guide/deep/more.md': '# Deeper\n',
    });
    build(site);
    const folder = path.join(site, 'dist/static/sidebar');
    const sidebars = readdirSync(folder).map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')));
    expect(sidebars).toContainEqual([
      {
        text: 'Guide',
        link: '/guide/',
        collapsed: true,
        items: [
          { text: 'Deep dive', link: '/guide/deep/', collapsed: true, items: [{ text: 'Deeper', link: '/guide/deep/more' }] },
          { text: 'Setup', link: '/guide/setup' },
        ],
      },
    ]);
  });

  it('moves with an index.md added beside it and removed again, in rebuilds that keep the unchanged README cached', () => {
    const site = englishSite('docsite-readme-moves-', {
      'docs/index.md': '# Home\n\n[the guide](./guide/README.md)\n',
      'docs/guide/README.md': '# Guide notes\n',
    });
    const page = (file: string) => readFileSync(path.join(site, 'dist', file), 'utf8');
    build(site);
    expect(page('guide/index.html')).toContain('<title>Guide notes | docsite</title>');
    writeFiles(site, { 'docs/guide/index.md': '# Guide\n' });
    build(site);
    expect(page('guide/index.html')).toContain('<title>Guide | docsite</title>');
    expect(page('guide/README.html')).toContain('<title>Guide notes | docsite</title>');
    expect(page('index.html')).toContain('href="/guide/README.html"');
    rmSync(path.join(site, 'docs/guide/index.md'));
    build(site);
    expect(page('guide/index.html')).toContain('<title>Guide notes | docsite</title>');
    expect(existsSync(path.join(site, 'dist/guide/README.html'))).toBe(false);
  });
});
