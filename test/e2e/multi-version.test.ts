/**
 * Versioned docs in a real browser: a bilingual site with two versions (v1,
 * and v2 the default) built and served by the preview server. The version
 * switcher keeps the page when the other version has it and leads home when
 * not, the old-version notice shows on v1 pages and leads to the latest page,
 * and search finds only the reader's version and language.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PageProblem } from '../helpers/browser.js';
import { serveBuiltSite, type ServedSite } from '../helpers/served-site.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

let site: ServedSite;

beforeAll(async () => {
  const dir = tempDir('docsite-e2e-multi-version-');
  writeFiles(dir, {
    // Social links are what `hydrated` waits for.
    'docsite.config.mjs': `export default {
  lang: 'en',
  title: 'Versioned',
  locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }],
  multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
  themeConfig: {
    nav: [{ text: 'Guide', link: '/guide/intro' }],
    socialLinks: [{ icon: 'github', content: 'https://github.com/example/versioned' }],
  },
};
`,
    'docs/v1/en/index.md': '---\npageType: home\nhero:\n  name: Home one\n---\n',
    'docs/v1/zh/index.md': '---\npageType: home\nhero:\n  name: 首页一\n---\n',
    'docs/v2/en/index.md': '---\npageType: home\nhero:\n  name: Home two\n---\n',
    'docs/v2/zh/index.md': '---\npageType: home\nhero:\n  name: 首页二\n---\n',
    // `tapir` is in every intro; `okapi` only in v2's new page.
    'docs/v1/en/guide/intro.md': '# Intro one\n\nThe ancient tapir of version one.\n',
    'docs/v1/zh/guide/intro.md': '# 介绍一\n\n版本一的 tapir。\n',
    'docs/v1/en/guide/install.md': '# Install one\n\nInstall version one.\n',
    'docs/v1/zh/guide/install.md': '# 安装一\n\n安装版本一。\n',
    'docs/v2/en/guide/intro.md': '# Intro two\n\nThe modern tapir of version two.\n',
    'docs/v2/zh/guide/intro.md': '# 介绍二\n\n版本二的 tapir。\n',
    'docs/v2/en/guide/install.md': '# Install two\n\nInstall version two.\n',
    'docs/v2/zh/guide/install.md': '# 安装二\n\n安装版本二。\n',
    'docs/v2/en/guide/new.md': '# New two\n\nOnly the latest has the okapi.\n',
    'docs/v2/zh/guide/new.md': '# 新功能\n\n只有最新版本有 okapi。\n',
  });
  site = await serveBuiltSite(dir);
}, 60_000);

afterEach(() => site.closePages());

afterAll(() => site?.close());

const url = (urlPath: string) => site.url(urlPath);
const open = (urlPath: string) => site.open(urlPath);
const pathOf = (page: Page) => new URL(page.url()).pathname.replace(/\.html$/, '');
const heading = (page: Page) => page.locator('.docsite-doc-content h1, .docsite-hero h1').first().innerText();

const switcher = (page: Page) => page.locator('.docsite-version-switch');

/** The switcher's entries, as `text href` with the current one marked `*`. */
const switcherEntries = (page: Page) =>
  switcher(page)
    .locator('.docsite-dropdown-menu a')
    .evaluateAll((links) => links.map((a) => `${a.getAttribute('aria-current') ? '*' : ''}${a.textContent} ${a.getAttribute('href')}`));

/** Open the switcher the way a reader does (the pointer comes from elsewhere and rests on it), then click `version`. */
async function switchTo(page: Page, version: string): Promise<void> {
  await page.mouse.move(0, 400);
  await switcher(page).getByRole('button').hover();
  const item = switcher(page).locator('.docsite-dropdown-menu').getByRole('link', { name: version, exact: true });
  await item.waitFor({ state: 'visible', timeout: 5000 });
  await item.click();
}

const dialogOf = (page: Page) => page.locator('.docsite-search-modal');
const inputOf = (page: Page) => dialogOf(page).getByRole('combobox');

/** Ctrl+K, type `query`, wait for its hits, and return the pages (URL paths without anchors) the hits lead to. */
async function searchHits(page: Page, query: string): Promise<string[]> {
  await page.keyboard.press('Control+k');
  await inputOf(page).waitFor({ timeout: 5000 });
  await inputOf(page).fill(query);
  await expect.poll(() => dialogOf(page).getAttribute('data-status'), { timeout: 5000 }).toBe('idle');
  const hrefs = await dialogOf(page).locator('.docsite-search-hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return [...new Set(hrefs.map((href) => href.replace(/#.*$/, '')))];
}

/** Problems other than a not-found page's own 404. */
const unexpected = (problems: PageProblem[]) => problems.filter((p) => !(p.kind === 'error' && /status of 404/.test(p.text))).map((p) => p.text);

describe('the version switcher', () => {
  it('lists every version on /v1/zh/guide/intro, and switching keeps the page and the language', async () => {
    const { page, problems, documents } = await open('/v1/zh/guide/intro');
    expect(await switcher(page).getByRole('button').innerText()).toBe('v1');
    expect(await switcherEntries(page)).toEqual(['*v1 /v1/zh/guide/intro.html', 'v2 /zh/guide/intro.html']);
    await switchTo(page, 'v2');
    await expect.poll(() => pathOf(page)).toBe('/zh/guide/intro');
    await expect.poll(() => heading(page)).toBe('介绍二');
    expect(await switcher(page).getByRole('button').innerText()).toBe('v2');
    expect(await page.locator('.docsite-version-notice').count()).toBe(0);
    // And back: v2's switcher leads to the v1 page.
    await switchTo(page, 'v1');
    await expect.poll(() => pathOf(page)).toBe('/v1/zh/guide/intro');
    await expect.poll(() => heading(page)).toBe('介绍一');
    expect(await page.locator('.docsite-version-notice').count()).toBe(1);
    // Every move was in the app: one document.
    expect(documents).toEqual([url('/v1/zh/guide/intro')]);
    expect(problems).toEqual([]);
  });

  it("leads from a page only v2 has to v1's home page in the same language", async () => {
    const { page, problems } = await open('/guide/new');
    expect(await switcherEntries(page)).toEqual(['v1 /v1/', '*v2 /guide/new.html']);
    await switchTo(page, 'v1');
    await expect.poll(() => pathOf(page)).toBe('/v1/');
    await expect.poll(() => page.locator('.docsite-hero').innerText()).toContain('Home one');

    const zh = await open('/zh/guide/new');
    await switchTo(zh.page, 'v1');
    await expect.poll(() => pathOf(zh.page)).toBe('/v1/zh/');
    await expect.poll(() => zh.page.locator('.docsite-hero').innerText()).toContain('首页一');
    expect([...problems, ...zh.problems]).toEqual([]);
  });
});

describe('the language switch in a version', () => {
  it('stays in v1: /v1/guide/intro to /v1/zh/guide/intro and back', async () => {
    const { page, problems } = await open('/v1/guide/intro');
    await page.locator('.docsite-lang-switch').getByRole('link', { name: '简体中文' }).click();
    await expect.poll(() => pathOf(page)).toBe('/v1/zh/guide/intro');
    await expect.poll(() => heading(page)).toBe('介绍一');
    expect(await page.locator('.docsite-version-notice').innerText()).toContain('你正在阅读 v1 版本的文档');
    await page.locator('.docsite-lang-switch').getByRole('link', { name: 'English' }).click();
    await expect.poll(() => pathOf(page)).toBe('/v1/guide/intro');
    await expect.poll(() => heading(page)).toBe('Intro one');
    expect(problems).toEqual([]);
  });
});

describe('the old-version notice', () => {
  it('shows on v1 pages, not on v2 pages, and its link leads to the same page in v2', async () => {
    const latest = await open('/guide/install');
    expect(await latest.page.locator('.docsite-version-notice').count()).toBe(0);

    const { page, problems } = await open('/v1/guide/install');
    const notice = page.locator('.docsite-version-notice');
    expect(await notice.innerText()).toBe('You are reading the documentation of v1, which is not the latest version. Read this page in v2 (latest).');
    await notice.getByRole('link').click();
    await expect.poll(() => pathOf(page)).toBe('/guide/install');
    await expect.poll(() => heading(page)).toBe('Install two');
    expect(await page.locator('.docsite-version-notice').count()).toBe(0);

    const zh = await open('/v1/zh/guide/install');
    expect(await zh.page.locator('.docsite-version-notice').innerText()).toBe('你正在阅读 v1 版本的文档，它不是最新版本。 查看此页面的最新版本（v2）。');
    expect([...latest.problems, ...problems, ...zh.problems]).toEqual([]);
  });
});

describe('search in a version', () => {
  it('finds only pages of the version and language read', async () => {
    const cases: [string, string, string[]][] = [
      ['/v1/guide/install', 'tapir', ['/v1/guide/intro.html']],
      ['/guide/install', 'tapir', ['/guide/intro.html']],
      ['/v1/zh/guide/install', 'tapir', ['/v1/zh/guide/intro.html']],
      ['/zh/guide/install', 'tapir', ['/zh/guide/intro.html']],
      ['/v1/guide/install', 'okapi', []],
      ['/guide/install', 'okapi', ['/guide/new.html']],
    ];
    for (const [at, query, expected] of cases) {
      const { page, problems } = await open(at);
      expect([at, query, await searchHits(page, query)]).toEqual([at, query, expected]);
      expect(problems).toEqual([]);
    }
  });

  it('searches the version switched to in the app', async () => {
    const { page, problems } = await open('/v1/guide/intro');
    await switchTo(page, 'v2');
    await expect.poll(() => heading(page)).toBe('Intro two');
    expect(await searchHits(page, 'tapir')).toEqual(['/guide/intro.html']);
    expect(problems).toEqual([]);
  });
});

describe('not-found pages of a version', () => {
  it("shows v1's Chinese not-found page for an unknown /v1/zh/ path, leading to v1's Chinese home", async () => {
    const { page, problems } = await open('/v1/zh/nowhere');
    await expect(page.locator('.docsite-not-found h1').innerText()).resolves.toBe('页面未找到');
    expect(await switcher(page).getByRole('button').innerText()).toBe('v1');
    await page.locator('.docsite-not-found a').click();
    await expect.poll(() => pathOf(page)).toBe('/v1/zh/');
    await expect.poll(() => page.locator('.docsite-hero').innerText()).toContain('首页一');
    // Only the expected 404 of the page itself.
    expect(unexpected(problems)).toEqual([]);
    expect(problems.map((p) => p.url)).toEqual([url('/v1/zh/nowhere')]);
  });
});
