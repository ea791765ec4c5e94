/**
 * Pages with JavaScript of their own in a real browser: the fixture site
 * `test/fixtures/sites/page-code` (data pages, compiled pages with a stateful
 * component, the built-in Tabs) built once, served by the preview server.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import { startPreview, type Preview } from '../../cli/serve/preview.js';
import { collectProblems, hydrated, launchBrowser, offlineContext, trackRequests, type OfflineContext, type PageProblem } from '../helpers/browser.js';
import { copyFixture } from '../helpers/temp-site.js';

let browser: Browser;
let preview: Preview;
const contexts: OfflineContext[] = [];

beforeAll(async () => {
  const dir = copyFixture('page-code');
  const result = await buildSite({ siteDir: dir, threads: 1 });
  if (!result.ok) throw new Error(`building page-code failed:\n${result.messages.map(String).join('\n')}`);
  [preview, browser] = await Promise.all([startPreview({ distDir: path.join(dir, 'dist'), port: 0 }), launchBrowser()]);
}, 60_000);

afterAll(async () => {
  await Promise.all(contexts.map(({ context }) => context.close().catch(() => {})));
  await browser?.close();
  await preview?.close();
});

const url = (urlPath: string) => new URL(urlPath, preview.url).href;

/** The pre-rendered HTML of a route, as a fresh context fetches it, without React's markers between text parts. */
async function prerendered(urlPath: string): Promise<string> {
  const offline = await offlineContext(browser);
  contexts.push(offline);
  return (await (await offline.context.request.get(url(urlPath))).text()).replace(/<!-- -->/g, '');
}

/** A hydrated page in a fresh context, with its console problems collected from the start. */
async function open(urlPath: string): Promise<{ page: Page; problems: PageProblem[]; offline: OfflineContext }> {
  const offline = await offlineContext(browser);
  contexts.push(offline);
  const page = await offline.context.newPage();
  const problems = collectProblems(page);
  await page.goto(url(urlPath));
  await hydrated(page);
  return { page, problems, offline };
}

describe('a compiled page', () => {
  it('hydrates without a mismatch: its imported stateful component responds to clicks', async () => {
    const { page, problems, offline } = await open('/guide/counter');
    const counter = page.locator('button.counter');
    await expect(counter.textContent()).resolves.toBe('Count 42');
    await counter.click();
    await counter.click();
    await expect(counter.textContent()).resolves.toBe('Count 44');
    await expect(page.locator('.site-note').textContent()).resolves.toBe('A registered site component.');
    await expect(counter.evaluate((el) => getComputedStyle(el).borderTopColor)).resolves.toBe('rgb(102, 51, 153)');
    expect(problems).toEqual([]);
    expect(offline.blocked).toEqual([]);
  });

  it('is reached from a data page by in-app navigation, with the progress bar and the hash scrolled to, and back', async () => {
    const { page, problems } = await open('/guide/data');
    const requests = trackRequests(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.locator('.docsite-doc-content p a', { hasText: 'counter' }).click();
    await page.waitForURL(/\/guide\/counter(\.html)?#second$/);
    await requests.idle();
    await expect(page.locator('button.counter').textContent()).resolves.toBe('Count 42');
    // Scrolled as far as the page allows towards the anchor: it is in view, and the filler above it is not.
    const second = await page.locator('#second').evaluate((el) => el.getBoundingClientRect().top);
    expect(second).toBeGreaterThanOrEqual(0);
    expect(second).toBeLessThan(800);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(500);
    await page.locator('button.counter').click();
    await expect(page.locator('button.counter').textContent()).resolves.toBe('Count 43');

    await page.locator('.docsite-doc-content p a', { hasText: 'data page' }).click();
    await page.waitForURL(/\/guide\/data(\.html)?$/);
    await page.locator('h1', { hasText: 'Data' }).waitFor();
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await page.goBack();
    await page.waitForURL(/\/guide\/counter(\.html)?#second$/);
    await page.locator('h1', { hasText: 'Counter' }).waitFor();
    await expect(page.locator('button.counter').textContent()).resolves.toBe('Count 42');
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows the progress bar while its module loads', async () => {
    const { page, problems, offline } = await open('/guide/data');
    await offline.context.route('**/assets/pages/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.fallback();
    });
    await page.locator('.docsite-sidebar a', { hasText: 'Counter' }).first().click();
    await page.locator('#nprogress').waitFor({ state: 'attached', timeout: 2000 });
    await page.locator('button.counter').waitFor();
    expect(problems).toEqual([]);
  });

  it('loads its module only when visited: a data page fetches no page module', async () => {
    const offline = await offlineContext(browser);
    contexts.push(offline);
    const page = await offline.context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(url('/guide/data'));
    await hydrated(page);
    expect(scripts.filter((s) => s.includes('/assets/pages/'))).toEqual([]);
  });

  it('renders in the language of the page (zh), with the theme runtime shared', async () => {
    const { page, problems } = await open('/zh/guide/counter');
    await expect(page.locator('button.counter').textContent()).resolves.toBe('次数 1');
    await page.locator('button.counter').click();
    await expect(page.locator('button.counter').textContent()).resolves.toBe('次数 2');
    expect(problems).toEqual([]);
  });
});

describe("Docusaurus's useBaseUrl, BrowserOnly and ThemedImage", () => {
  it('pre-render the fallback, then show the browser-only content once the page is live, without a mismatch', async () => {
    const offline = await offlineContext(browser);
    contexts.push(offline);
    const html = await (await offline.context.request.get(url('/guide/docusaurus'))).text();
    expect(html).toContain('<span class="waiting">Waiting for the browser</span>');
    expect(html).not.toContain('class="live"');
    expect(html).toContain('src="/img/logo.svg"');
    const { page, problems } = await open('/guide/docusaurus');
    await expect(page.locator('span.live').textContent()).resolves.toBe('Rendered in /guide/docusaurus');
    await expect(page.locator('span.waiting').count()).resolves.toBe(0);
    await expect(page.locator('img.diagram').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('useDocusaurusContext gives the site config and the page language; Translate and translate fill their placeholders', async () => {
    for (const [route, lang] of [['/guide/docusaurus', 'en'], ['/zh/guide/docusaurus', 'zh']] as const) {
      const html = await prerendered(route);
      expect(html).toContain(`<span class="site-title">Page code: ${lang} of en, zh, base /</span>`);
      expect(html).toContain('<p class="translated">You have 3 items, read <a href="https://docusaurus.io/" target="_blank" rel="noopener noreferrer">Docusaurus</a></p>');
      expect(html).toContain('placeholder="Search docs"');
      const { page, problems } = await open(route);
      await expect(page.locator('span.site-title').textContent()).resolves.toBe(`Page code: ${lang} of en, zh, base /`);
      await expect(page.locator('p.translated').textContent()).resolves.toBe('You have 3 items, read Docusaurus');
      expect(problems).toEqual([]);
    }
  });

  it('ThemedImage shows the image of the colour theme, and the other once the theme is toggled', async () => {
    const { page, problems } = await open('/guide/docusaurus');
    const shown = () => page.locator('img.docsite-themed-image').evaluateAll((images) => images.filter((img) => getComputedStyle(img).display !== 'none').map((img) => img.getAttribute('src')));
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await expect(shown()).resolves.toEqual([dark ? '/img/logo-dark.svg' : '/img/logo.svg']);
    await page.locator('.docsite-theme-toggle').click();
    await expect(shown()).resolves.toEqual([dark ? '/img/logo.svg' : '/img/logo-dark.svg']);
    expect(problems).toEqual([]);
  });
});

describe("Docusaurus's useIsBrowser, ExecutionEnvironment, router and useColorMode", () => {
  it('pre-render as on the server, then read the browser, navigate in the app and follow the colour scheme both ways', async () => {
    const html = await prerendered('/guide/docusaurus');
    expect(html).toContain('<p class="where">server at /guide/docusaurus (DOM: unknown) <button class="go-data">To data</button></p>');
    expect(html).toContain('<button class="scheme">light</button>');
    const { page, problems } = await open('/guide/docusaurus');
    await expect(page.locator('p.where').textContent()).resolves.toBe('browser at /guide/docusaurus (DOM: true) To data');
    const scheme = page.locator('button.scheme');
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const before = await dark();
    await expect(scheme.textContent()).resolves.toBe(before ? 'dark' : 'light');
    await scheme.click();
    await expect.poll(dark).toBe(!before);
    await expect(scheme.textContent()).resolves.toBe(before ? 'light' : 'dark');
    await expect(page.evaluate(() => localStorage.getItem('docsite-theme'))).resolves.toBe(before ? 'light' : 'dark');
    // The theme's own toggle and the hook agree, whichever moves first.
    await page.locator('.docsite-theme-toggle').click();
    await expect.poll(() => scheme.textContent()).toBe(before ? 'dark' : 'light');
    await expect(page.locator('.docsite-theme-toggle').getAttribute('aria-pressed')).resolves.toBe(String(before));
    // In the app: the next page comes as data, not as a document load.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.locator('button.go-data').click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Data');
    expect(new URL(page.url()).pathname).toMatch(/^\/guide\/data/);
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe("Rspress's runtime: useDark, NoSSR and useLocation", () => {
  it('pre-render the light scheme and nothing for NoSSR, then follow the page once it is live', async () => {
    const html = await prerendered('/guide/docusaurus');
    expect(html).toContain('<p class="rspress">light at /guide/docusaurus</p>');
    const { page, problems } = await open('/guide/docusaurus');
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await expect(page.locator('p.rspress').textContent()).resolves.toBe(`${dark ? 'dark' : 'light'} at /guide/docusaurus (live)`);
    await page.locator('.docsite-theme-toggle').click();
    await expect.poll(() => page.locator('p.rspress').textContent()).toBe(`${dark ? 'light' : 'dark'} at /guide/docusaurus (live)`);
    expect(problems).toEqual([]);
  });
});

describe('built-in Tabs', () => {
  const selected = (page: Page, nth: number) => page.locator('.docsite-tabs').nth(nth).locator('[role=tab][aria-selected=true]').textContent();

  it('pre-renders the default tab of each set, with the other panels hidden, and hydrates without a change', async () => {
    const offline = await offlineContext(browser);
    contexts.push(offline);
    const page = await offline.context.newPage();
    const problems = collectProblems(page);
    const response = await page.request.get(url('/guide/tabs'));
    const html = await response.text();
    expect(html.match(/role="tab"[^>]*aria-selected="true"[^>]*>([^<]+)</g)?.map((m) => m.replace(/.*>|<$/g, ''))).toEqual(['macOS', 'Linux', 'npm']);
    await page.goto(url('/guide/tabs'));
    await hydrated(page);
    await expect(selected(page, 0)).resolves.toBe('macOS');
    await expect(page.locator('.docsite-tabs').first().locator('[role=tabpanel]:not([hidden])').textContent()).resolves.toBe('Use Homebrew.');
    expect(problems).toEqual([]);
  });

  it('switches every set of a group together, remembers the choice after a reload, and works from the keyboard', async () => {
    const { page, problems } = await open('/guide/tabs');
    await page.locator('.docsite-tabs').first().locator('[role=tab]', { hasText: 'Windows' }).click();
    await expect(selected(page, 0)).resolves.toBe('Windows');
    await expect(selected(page, 1)).resolves.toBe('Windows');
    await expect(page.locator('.docsite-tabs').nth(1).locator('[role=tabpanel]:not([hidden])').textContent()).resolves.toBe('winget install docsite');

    await page.reload();
    await hydrated(page);
    await expect(selected(page, 0)).resolves.toBe('Windows');
    await expect(selected(page, 1)).resolves.toBe('Windows');

    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.locator('.docsite-tabs').first().locator('[role=tab][aria-selected=true]').focus();
    await page.keyboard.press('ArrowRight');
    await expect(focused()).resolves.toBe('macOS');
    await expect(selected(page, 0)).resolves.toBe('macOS');
    await page.keyboard.press('ArrowLeft');
    await expect(selected(page, 0)).resolves.toBe('Windows');
    await page.keyboard.press('Home');
    await expect(selected(page, 0)).resolves.toBe('macOS');
    await page.keyboard.press('End');
    await expect(selected(page, 1)).resolves.toBe('Windows');
    expect(problems).toEqual([]);
  });

  it("takes Docusaurus's queryString: a URL with it chooses the tab after hydration, and a click keeps the choice in the URL", async () => {
    const html = await prerendered('/guide/query-tabs');
    expect(html.match(/role="tab"[^>]*aria-selected="true"[^>]*>([^<]+)</g)?.map((m) => m.replace(/.*>|<$/g, ''))).toEqual(['Android', 'Apple']);
    const { page, problems } = await open('/guide/query-tabs?current-os=ios&fruit=banana');
    await expect(selected(page, 0)).resolves.toBe('iOS');
    await expect(selected(page, 1)).resolves.toBe('Banana');
    await expect(page.locator('.docsite-tabs').nth(1).locator('[role=tabpanel]:not([hidden])').textContent()).resolves.toBe('A banana.');
    await page.locator('.docsite-tabs').first().locator('[role=tab]', { hasText: 'Android' }).click();
    expect(new URL(page.url()).search).toBe('?current-os=android&fruit=banana');
    await page.reload();
    await hydrated(page);
    await expect(selected(page, 0)).resolves.toBe('Android');
    await page.goto(url('/guide/query-tabs?current-os=windows'));
    await hydrated(page);
    await expect(selected(page, 0)).resolves.toBe('Android');
    expect(problems).toEqual([]);
  });

  it('shares the package manager choice across pages', async () => {
    const { page, problems } = await open('/guide/tabs');
    await page.locator('.docsite-package-manager [role=tab]', { hasText: 'pnpm' }).click();
    await expect(page.locator('.docsite-package-manager [role=tabpanel]:not([hidden])').textContent()).resolves.toContain('pnpm add docsite');
    await page.reload();
    await hydrated(page);
    await expect(page.locator('.docsite-package-manager [role=tab][aria-selected=true]').textContent()).resolves.toBe('pnpm');
    expect(problems).toEqual([]);
  });

  it("switches Docusaurus's npm2yarn blocks together, and the author's tabs of their group", async () => {
    const { page, problems } = await open('/guide/npm2yarn');
    await page.locator('.docsite-tabs').first().locator('[role=tab]', { hasText: 'Yarn' }).click();
    await expect(selected(page, 1)).resolves.toBe('Yarn');
    await expect(page.locator('.docsite-tabs').nth(1).locator('[role=tabpanel]:not([hidden]) code').textContent()).resolves.toBe('yarn build');
    await expect(selected(page, 2)).resolves.toBe('Yarn');
    expect(problems).toEqual([]);
  });

  it('loads the built-in components with the first page that uses one, during in-app navigation too', async () => {
    const { page, problems } = await open('/guide/data');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.locator('.docsite-sidebar a', { hasText: 'Tabs' }).first().click();
    await page.locator('.docsite-tabs [role=tab]', { hasText: 'Linux' }).first().click();
    await expect(selected(page, 0)).resolves.toBe('Linux');
    expect(scripts.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});

describe("the language's own not-found page", () => {
  it('answers an unknown path, and replaces the built-in screen on in-app navigation too, with its own title and layout', async () => {
    const { page, problems } = await open('/guide/nope');
    await expect(page.locator('h1').textContent()).resolves.toBe('Lost');
    await page.goto(url('/guide/data'));
    await hydrated(page);
    await expect(page.locator('.docsite-footer').count()).resolves.toBe(1);
    await page.evaluate(() => {
      history.pushState({}, '', '/guide/also-missing');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('h1', { hasText: 'Lost' }).waitFor();
    await expect(page.title()).resolves.toBe('Lost | Page code');
    await expect(page.locator('.docsite-footer').count()).resolves.toBe(0);
    await page.locator('.docsite-custom a', { hasText: 'data page' }).click();
    await page.locator('h1', { hasText: 'Data' }).waitFor();
    expect(problems.filter((p) => !p.text.includes('404'))).toEqual([]);
  });
});

describe('raw HTML in an .md page', () => {
  it('renders as the browser parses it and hydrates: details open on a click, an HTML link navigates in the app', async () => {
    const { page, problems } = await open('/guide/html');
    await expect(page.locator('.docsite-doc-content kbd').allTextContents()).resolves.toEqual(['Ctrl', 'K', 'Esc']);
    // The file beside the page, named in an <img>, is published under its hash.
    await expect(page.locator('img[alt=Diagram]').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).resolves.toBe(64);
    await expect(page.locator('.docsite-doc-content span', { hasText: 'check' }).evaluate((el) => getComputedStyle(el).color)).resolves.toBe('rgb(102, 51, 153)');
    const details = page.locator('details');
    await expect(details.locator('p', { hasText: 'inside' }).isVisible()).resolves.toBe(false);
    await details.locator('summary').click();
    await expect(details.locator('strong').textContent()).resolves.toBe('Markdown');
    await expect(details.locator('p', { hasText: 'inside' }).isVisible()).resolves.toBe(true);
    // No <p> inside a <p>: the browser kept the tree React rendered.
    await expect(page.locator('p p').count()).resolves.toBe(0);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.locator('.docsite-doc-content a', { hasText: 'data page' }).click();
    await page.locator('h1', { hasText: 'Data' }).waitFor();
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
  });
});
