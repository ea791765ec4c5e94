/**
 * The language switcher on pages that are not translated, in a real browser:
 * a small en + zh site built into a temporary folder, served by the preview
 * server. The switcher leads to the closest page and the page says why.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import { startPreview, type Preview } from '../../cli/serve/preview.js';
import { collectProblems, hydrated, launchBrowser, offlineContext, trackRequests, type OfflineContext, type PageProblem } from '../helpers/browser.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const ZH_NOTICE = '你刚才阅读的页面还没有简体中文版本，这是与它最接近的页面。';
const EN_NOTICE = 'The page you were reading is not available in English yet; this is the closest page.';

let browser: Browser;
let preview: Preview;
const contexts: OfflineContext[] = [];

beforeAll(async () => {
  const dir = tempDir('docsite-lang-fallback-');
  writeFiles(dir, {
    'docsite.config.json': JSON.stringify({
      title: 'Fallback',
      // The closest page is where the switcher leads without fallback pages, which would stand in for the missing ones.
      fallbackContent: false,
      locales: [
        { lang: 'en', label: 'English' },
        { lang: 'zh', label: '简体中文' },
      ],
      themeConfig: { socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/docsite-dev/docsite' }] },
    }),
    'docs/en/index.md': '# Home\n',
    'docs/zh/index.md': '# 首页\n',
    'docs/en/guide/index.md': '# Guide\n\n[Only in English](./basic/only-en.md)\n',
    'docs/zh/guide/index.md': '# 指南\n\n[开始](./start.md)\n',
    'docs/en/guide/start.md': '# Start\n',
    'docs/zh/guide/start.md': '# 开始\n',
    'docs/en/guide/basic/only-en.md': '# Only in English\n',
    'docs/zh/guide/basic/only-zh.md': '# 只有中文\n',
  });
  const result = await buildSite({ siteDir: dir, threads: 1 });
  if (!result.ok) throw new Error(`building the site failed:\n${result.messages.map(String).join('\n')}`);
  const home = readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  writeFileSync(path.join(dir, 'dist/no-icon.html'), home.replace('<link rel="icon" href="data:,">', ''));
  [preview, browser] = await Promise.all([startPreview({ distDir: path.join(dir, 'dist'), port: 0 }), launchBrowser()]);
}, 60_000);

afterAll(async () => {
  await Promise.all(contexts.map(({ context }) => context.close().catch(() => {})));
  await browser?.close();
  await preview?.close();
});

const url = (urlPath: string) => new URL(urlPath, preview.url).href;

interface Opened {
  page: Page;
  problems: PageProblem[];
  /** Path of every request, from the first. */
  requested: string[];
  /** Path of every document loaded: after the first, one more means a full load instead of in-app navigation. */
  documents: string[];
}

/** A hydrated page in a fresh context, with its console problems and requests collected from the start. */
async function open(urlPath: string): Promise<Opened> {
  const offline = await offlineContext(browser);
  contexts.push(offline);
  const page = await offline.context.newPage();
  const problems = collectProblems(page);
  const requested: string[] = [];
  const documents: string[] = [];
  page.on('request', (request) => {
    requested.push(new URL(request.url()).pathname);
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page.goto(url(urlPath));
  await hydrated(page);
  return { page, problems, requested, documents };
}

const switcher = (page: Page) => page.locator('.docsite-lang-switch a');
const notice = (page: Page) => page.locator('.docsite-lang-notice');

describe('the language switcher on a page that is not translated', () => {
  it('prefetches the closest page on hover, goes there in the app, and says why, in the language of the page', async () => {
    const { page, problems, requested, documents } = await open('/guide/basic/only-en');
    expect(await switcher(page).getAttribute('href')).toBe('/zh/guide/?from-lang=en');
    const requests = trackRequests(page);
    await switcher(page).hover();
    await requests.idle();
    expect(requested.some((p) => p.startsWith('/static/pages/zh/guide/index.'))).toBe(true);

    await switcher(page).click();
    await page.locator('main h1', { hasText: '指南' }).waitFor({ timeout: 5000 });
    await expect(notice(page).textContent()).resolves.toBe(ZH_NOTICE);
    expect(await notice(page).getAttribute('role')).toBe('status');
    // The marker has done its work: a reload or a copied address shows the page without the notice.
    await page.waitForURL((address) => address.search === '');
    expect(new URL(page.url()).pathname).toBe('/zh/guide/');
    expect(documents).toEqual(['/guide/basic/only-en']);
    expect(problems).toEqual([]);
  });

  it('hides the notice once the reader moves on', async () => {
    const { page, problems } = await open('/guide/basic/only-en');
    await switcher(page).click();
    await notice(page).waitFor({ timeout: 5000 });
    await page.locator('main a', { hasText: '开始' }).click();
    await page.locator('main h1', { hasText: '开始' }).waitFor({ timeout: 5000 });
    await expect(notice(page).count()).resolves.toBe(0);
    expect(problems).toEqual([]);
  });

  it('falls back the other way too, to the nearest English section, with the English notice', async () => {
    const { page, problems } = await open('/zh/guide/basic/only-zh');
    expect(await switcher(page).getAttribute('href')).toBe('/guide/?from-lang=zh');
    await switcher(page).click();
    await page.locator('main h1', { hasText: 'Guide' }).waitFor({ timeout: 5000 });
    await expect(notice(page).textContent()).resolves.toBe(EN_NOTICE);
    expect(problems).toEqual([]);
  });

  it('shows the notice on a full load of a marked address, after hydration, without a mismatch', async () => {
    const { page, problems } = await open('/zh/guide/?from-lang=en');
    await expect(notice(page).textContent()).resolves.toBe(ZH_NOTICE);
    await page.waitForURL((address) => address.search === '');
    expect(problems).toEqual([]);
  });

  it('goes to the same page, with no notice, where the translation exists', async () => {
    const { page, problems } = await open('/guide/start');
    expect(await switcher(page).getAttribute('href')).toBe('/zh/guide/start.html');
    await switcher(page).click();
    await page.locator('main h1', { hasText: '开始' }).waitFor({ timeout: 5000 });
    await expect(notice(page).count()).resolves.toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('a site without an icon', () => {
  /**
   * Chromium asks for /favicon.ico once per host, and not in a context that
   * intercepts requests (as `offlineContext` does): this uses plain contexts,
   * checked to stay on localhost, and visits the pages before the control.
   */
  async function visit(urlPath: string): Promise<PageProblem[]> {
    const context = await browser.newContext();
    const hosts = new Set<string>();
    context.on('request', (request) => hosts.add(new URL(request.url()).hostname));
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(url(urlPath));
    await hydrated(page);
    await page.waitForTimeout(1000);
    await context.close();
    expect([...hosts]).toEqual(['localhost']);
    return problems;
  }

  it('logs no /favicon.ico 404, which the same page without the empty icon does', async () => {
    expect(await visit('/')).toEqual([]);
    expect(await visit('/zh/guide/')).toEqual([]);
    const control = await visit('/no-icon.html');
    expect(control.map((p) => `${p.text} ${p.url}`)).toEqual([`Failed to load resource: the server responded with a status of 404 (Not Found) ${url('/favicon.ico')}`]);
  });
});
