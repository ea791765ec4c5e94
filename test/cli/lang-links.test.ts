/**
 * The language switcher's links, as the build writes them: into each page's
 * data (`langLinks`) and into its pre-rendered HTML, so both agree.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageData } from '../../schemas/page-data.js';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const dir = tempDir();
writeFiles(dir, {
  // Without fallback pages, which would be the translations the switcher finds (test/cli/fallback-content.test.ts).
  'docsite.config.json': JSON.stringify({ lang: 'en', fallbackContent: false, locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }] }),
  'docs/en/index.md': '# Home\n',
  'docs/zh/index.md': '# 首页\n',
  'docs/en/guide/index.md': '# Guide\n',
  'docs/zh/guide/index.md': '# 指南\n',
  'docs/en/guide/basic/x.md': '# X\n',
  'docs/zh/guide/basic/x.md': '# 叉\n',
  'docs/en/guide/basic/y.md': '# Y\n',
  'docs/en/api/z.md': '# Z\n',
});

const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
/** The data URL a built HTML file hydrates from. */
const dataUrl = (file: string) => /window\.__DOCSITE__=\{[^}]*"page":"([^"]+)"/.exec(read(`dist/${file}`))?.[1];
const data = (file: string) => JSON.parse(read(`dist${dataUrl(file)}`)) as PageData;
/** The href of the language switcher's link in a built HTML file. */
const switchHref = (file: string) => /<ul class="docsite-lang-switch"[^>]*><li><a [^>]*href="([^"]*)"/.exec(read(`dist/${file}`))?.[1];

describe('the language switcher of a built site', () => {
  const first = runCli(['build'], dir);

  it('leads to the translation, else the nearest section index, else the home page, marking each fallback', () => {
    expect(first.code).toBe(0);
    expect(switchHref('guide/basic/x.html')).toBe('/zh/guide/basic/x.html');
    expect(switchHref('zh/guide/basic/x.html')).toBe('/guide/basic/x.html');
    expect(switchHref('guide/basic/y.html')).toBe('/zh/guide/?from-lang=en');
    expect(switchHref('api/z.html')).toBe('/zh/?from-lang=en');
    expect(switchHref('404.html')).toBe('/zh/');
  });

  it('gets the same links from the page data the browser loads', () => {
    expect(data('guide/basic/y.html').langLinks).toEqual({ zh: '/zh/guide/' });
    expect(data('zh/guide/basic/x.html').langLinks).toEqual({ en: '/guide/basic/x' });
  });

  it('follows a translation added later, with a new data URL for the pages it changes', () => {
    const before = ['guide/basic/y.html', 'api/z.html'].map(dataUrl);
    writeFiles(dir, { 'docs/zh/guide/basic/y.md': '# 歪\n' });
    expect(runCli(['build'], dir).code).toBe(0);
    expect(dataUrl('guide/basic/y.html')).not.toBe(before[0]);
    expect(dataUrl('api/z.html')).toBe(before[1]);
    expect(data('guide/basic/y.html').langLinks).toEqual({ zh: '/zh/guide/basic/y' });
    expect(switchHref('guide/basic/y.html')).toBe('/zh/guide/basic/y.html');
  });
});
