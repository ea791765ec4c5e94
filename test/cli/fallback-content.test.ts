/**
 * Fallback content (config `fallbackContent`, on by default): a page of the
 * default language that another language lacks is served at that language's
 * route, with its chrome and a notice, as Starlight and Docusaurus serve it.
 * A partly translated site builds: its links to untranslated pages reach them.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageData } from '../../schemas/page-data.js';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const NOTICE = '本页尚未翻译，以下为 English 原文。';
const LOCALES = [
  { lang: 'en', label: 'English' },
  { lang: 'zh', label: '中文' },
];

/** The partly translated site of the report: zh has no guide/b, which its pages link to. */
function site(config: object = {}): string {
  const dir = tempDir('docsite-fallback-');
  writeFiles(dir, {
    'docsite.config.json': JSON.stringify({ lang: 'en', locales: LOCALES, ...config }),
    'docs/en/index.md': '# Home\n\n[A](./guide/a.md) [B](./guide/b.md)\n',
    'docs/zh/index.md': '# 首页\n\n[A](./guide/a.md) [B](./guide/b.md)\n',
    'docs/en/guide/a.md': '# A\n\nSee [B](./b.md).\n',
    'docs/zh/guide/a.md': '# 甲\n\n见 [B](./b.md)。\n',
    'docs/en/guide/b.md': '# B\n\nBack to [A](./a.md). ![Logo](./logo.svg)\n\n:::tip\nEnglish tip.\n:::\n',
    'docs/en/guide/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'docs/zh/only-zh.md': '# 只有中文\n',
  });
  return dir;
}

const reader = (dir: string) => (file: string) => readFileSync(path.join(dir, 'dist', file), 'utf8');
/** The article of a built page, without the theme around it. */
const article = (html: string) => /<article[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
const hreflangs = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
const dataOf = (dir: string, file: string) => JSON.parse(reader(dir)(/"page":"([^"]+)"/.exec(reader(dir)(file))![1]!.slice(1))) as PageData;

describe('a page not translated into zh', () => {
  const dir = site();
  const result = runCli(['build'], dir);
  const read = reader(dir);

  it('builds, warning that the zh page shows the en content, with the fix', () => {
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      'docs/en/guide/b.md:1:1 warning No zh translation: expected docs/zh/guide/b.md; until it is added, the zh page shows this en content, with a notice\n' +
        '  Every language folder should mirror the others; add the translated page (or exclude this one with `route.exclude`).\n' +
        'docs/zh/only-zh.md:1:1 warning No en translation: expected docs/en/only-zh.md\n' +
        '  Every language folder should mirror the others; add the translated page (or exclude this one with `route.exclude`).\n',
    );
  });

  it('is a zh page at /zh/guide/b: Chinese chrome, the English text under the notice in Chinese', () => {
    const html = read('zh/guide/b.html');
    expect(html).toMatch(/^<!doctype html><html lang="zh"/);
    expect(html).toContain('aria-label="侧边栏"');
    const body = article(html);
    expect(body).toContain('<h1 id="b">B</h1>');
    expect(body).toContain(`<div class="docsite-container docsite-container-note" role="note"><p class="docsite-container-title">注意</p><p>${NOTICE}</p></div>`);
    expect(body.indexOf(NOTICE)).toBeLessThan(body.indexOf('Back to'));
    expect(body).toContain('<p class="docsite-container-title">提示</p><p>English tip.</p>');
    expect(article(read('guide/b.html'))).not.toContain(NOTICE);
  });

  it('links as its translation would: to the zh pages, and to the file beside its en source', () => {
    const body = article(read('zh/guide/b.html'));
    expect(body).toContain('<a href="/zh/guide/a.html">A</a>');
    expect(body).toMatch(/<img src="\/assets\/logo-[0-9a-f]{8}\.svg" alt="Logo"/);
    expect(article(read('zh/guide/a.html'))).toContain('<a href="/zh/guide/b.html">B</a>');
  });

  it('is listed in the zh sidebar and marked a fallback in the index, which names its en source', () => {
    expect(read('zh/guide/a.html')).toMatch(/<a [^>]*href="\/zh\/guide\/b\.html"[^>]*>B<\/a>/);
    const data = dataOf(dir, 'zh/guide/b.html');
    expect(data.page).toMatchObject({ routePath: '/zh/guide/b', lang: 'zh', title: 'B', _relativePath: 'en/guide/b.md', fallback: true });
    expect(dataOf(dir, 'guide/b.html').page.fallback).toBeUndefined();
    expect(dataOf(dir, 'zh/guide/a.html').page.fallback).toBeUndefined();
  });

  it('is no hreflang alternate of the en page, and names none, while translations still pair', () => {
    expect(hreflangs(read('guide/b.html'))).toEqual([]);
    expect(hreflangs(read('zh/guide/b.html'))).toEqual([]);
    expect(hreflangs(read('guide/a.html'))).toEqual(['zh /zh/guide/a.html']);
  });

  it('is where the en page\'s language switcher leads; a page only in zh keeps the closest en page', () => {
    expect(dataOf(dir, 'guide/b.html').langLinks).toEqual({ zh: '/zh/guide/b' });
    expect(dataOf(dir, 'zh/only-zh.html').langLinks).toEqual({ en: '/' });
  });

  it('goes when the translation is added, and comes back when it is deleted, on warm rebuilds', () => {
    // The translation as a copy of the en page: same bytes, same size, same mtime, still no fallback.
    writeFiles(dir, { 'docs/zh/guide/b.md': readFileSync(path.join(dir, 'docs/en/guide/b.md'), 'utf8') });
    writeFiles(dir, { 'docs/zh/guide/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    const added = runCli(['build'], dir);
    expect(added.code).toBe(0);
    expect(added.stderr).not.toContain('No zh translation');
    expect(article(read('zh/guide/b.html'))).not.toContain(NOTICE);
    expect(dataOf(dir, 'zh/guide/b.html').page).toMatchObject({ _relativePath: 'zh/guide/b.md' });
    expect(hreflangs(read('guide/b.html'))).toEqual(['zh /zh/guide/b.html']);

    rmSync(path.join(dir, 'docs/zh/guide/b.md'));
    const removed = runCli(['build'], dir);
    expect(removed.code).toBe(0);
    expect(removed.stderr).toContain('No zh translation: expected docs/zh/guide/b.md');
    expect(article(read('zh/guide/b.html'))).toContain(NOTICE);
    expect(hreflangs(read('guide/b.html'))).toEqual([]);
  });

  it('changes with its en source', () => {
    writeFiles(dir, { 'docs/en/guide/b.md': '# B\n\nRewritten.\n' });
    expect(runCli(['build'], dir).code).toBe(0);
    expect(article(read('zh/guide/b.html'))).toContain('<p>Rewritten.</p>');
  });
});

describe('fallbackContent: false', () => {
  it('gives the untranslated page no zh route: the zh links to it are dead, as before', () => {
    const dir = site({ fallbackContent: false });
    const result = runCli(['build'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs/en/guide/b.md:1:1 warning No zh translation: expected docs/zh/guide/b.md\n');
    expect(result.stderr).toContain('docs/zh/guide/a.md:3:3 error Dead link `./b.md`: no page has the route /zh/guide/b');
    expect(result.stderr).toContain('docs/zh/index.md:3:19 error Dead link `./guide/b.md`: no page has the route /zh/guide/b');
  });
});
