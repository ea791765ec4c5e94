import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const logo = (dir: string, file: string) => /class="docsite-navbar-logo" href="([^"]*)"/.exec(readFileSync(path.join(dir, 'dist', file), 'utf8'))?.[1];
const homeButton = (dir: string, file: string) => /class="docsite-button docsite-button-brand" href="([^"]*)"/.exec(readFileSync(path.join(dir, 'dist', file), 'utf8'))?.[1];

describe('a language without a page at its root', () => {
  it('leads the site title and the not-found page to the first page of its sidebar; a language with one keeps its root', async () => {
    const dir = tempDir('docsite-home-');
    writeFiles(dir, {
      'docsite.config.mjs': "export default { title: 'Quarry', lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }] };\n",
      // Docusaurus's order: the first page of the sidebar is not the first by name.
      'docs/en/advanced.md': '# Advanced\n',
      'docs/en/intro.md': '---\nsidebar_position: 1\n---\n\n# Introduction\n',
      'docs/zh/index.md': '# 首页\n',
      'docs/zh/advanced.md': '# 进阶\n',
      'docs/zh/intro.md': '# 介绍\n',
    });
    const result = await buildSite({ siteDir: dir });
    expect(result.messages.filter((m) => m.fatal).map(String)).toEqual([]);
    expect(logo(dir, 'advanced.html')).toBe('/intro.html');
    expect(homeButton(dir, '404.html')).toBe('/intro.html');
    expect(logo(dir, 'zh/advanced.html')).toBe('/zh/');
    expect(homeButton(dir, 'zh/404.html')).toBe('/zh/');
  });
});
