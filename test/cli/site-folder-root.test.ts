import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RoutesFile } from '../../schemas/routes.js';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

/**
 * VitePress's default: the pages sit in the site folder itself, beside the
 * config (`root: '.'`), and so do the folders docsite writes.
 */
describe("a site whose pages are in its own folder (root: '.')", () => {
  const site = tempDir('docsite-root-dot-');
  writeFiles(site, {
    'docsite.config.mjs': [
      "import { pluginLlms } from 'docsite/plugins/llms';",
      "export default { root: '.', title: 'Root', lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }], plugins: [pluginLlms()] };",
      '',
    ].join('\n'),
    'index.md': '# Home\n\nRead [the guide](./guide/start.md).\n',
    'guide/start.md': '# Start\n\nBack [home](../index.md).\n\n## Install\n\nText.\n',
    'zh/index.md': '# 首页\n\n阅读[指南](./guide/start.md)。\n',
    'zh/guide/start.md': '# 开始\n\n## 安装\n\n文字。\n',
  });
  const pages = ['/', '/guide/start', '/zh/', '/zh/guide/start'];
  const routes = () => JSON.parse(readFileSync(path.join(site, '.docsite/routes.json'), 'utf8')) as RoutesFile;
  const build = (...args: string[]) => {
    const result = runCli(['build', site, ...args]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    return result.stdout;
  };

  it('builds, naming each page by its path in the site folder', () => {
    expect(build()).toMatch(/^Built 4 pages in /);
    const { routes: written } = routes();
    expect(written.map((route) => [route.path, route.filePath]).sort()).toEqual([
      ['/', 'index.md'],
      ['/guide/start', 'guide/start.md'],
      ['/zh/', 'zh/index.md'],
      ['/zh/guide/start', 'zh/guide/start.md'],
    ]);
    expect(readFileSync(path.join(site, 'dist/guide/start.html'), 'utf8')).toContain('<h1 id="start">Start');
  });

  it("reads none of the Markdown its builds wrote as pages: not in dist/, nor in another --dist folder", () => {
    // The llms plugin writes each page's Markdown beside its HTML: pages, were they read back.
    expect(existsSync(path.join(site, 'dist/guide/start.md'))).toBe(true);
    expect(build()).toMatch(/^Built 4 pages in /);
    expect(build('--no-cache')).toMatch(/^Built 4 pages in /);
    const other = path.join(site, 'site-out');
    expect(build('--dist', other)).toMatch(/^Built 4 pages in /);
    expect(existsSync(path.join(other, 'zh/guide/start.md'))).toBe(true);
    expect(build('--dist', other)).toMatch(/^Built 4 pages in /);
    expect(routes().routes.map((route) => route.path).sort()).toEqual(pages);
  });
});
