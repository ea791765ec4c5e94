/**
 * The built site in a real browser: the fixture site `test/fixtures/sites/theme`
 * (every theme feature on a few pages) and our own `content/` are each built
 * once into a temporary folder, served by the preview server, and visited with
 * one shared headless Chromium. No request leaves localhost.
 */
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import { startPreview, type Preview } from '../../cli/serve/preview.js';
import type { PageIndexEntry, PagesFile } from '../../schemas/page-index.js';
import type { RouteEntry, RoutesFile } from '../../schemas/routes.js';
import { collectProblems, hydrated, launchBrowser, offlineContext, trackRequests, type OfflineContext, type PageProblem } from '../helpers/browser.js';
import { repoRoot } from '../helpers/run-cli.js';
import { copyFixture, tempDir } from '../helpers/temp-site.js';

interface Site {
  name: 'fixture' | 'content';
  dir: string;
  preview: Preview;
  routes: RouteEntry[];
  /** Index entries by route path. */
  pages: Map<string, PageIndexEntry>;
  url(urlPath: string): string;
}

const sites = {} as Record<Site['name'], Site>;
let browser: Browser;
const contexts: OfflineContext[] = [];

/** Our real site, copied without any build output lying in the repository. */
function copyContent(): string {
  const dir = tempDir('docsite-content-');
  const source = path.join(repoRoot, 'content');
  cpSync(source, dir, { recursive: true, filter: (file) => !/^(dist|\.docsite)(\/|$)/.test(path.relative(source, file)) });
  return dir;
}

async function buildAndServe(name: Site['name'], dir: string): Promise<Site> {
  // In-process: the worker threads exist only in the built CLI (lib/), and this runs the sources.
  const result = await buildSite({ siteDir: dir, threads: 1 });
  if (!result.ok) throw new Error(`building ${name} failed:\n${result.messages.map(String).join('\n')}`);
  const { routes } = JSON.parse(readFileSync(path.join(dir, '.docsite/routes.json'), 'utf8')) as RoutesFile;
  const { pages } = JSON.parse(readFileSync(path.join(dir, '.docsite/pages.json'), 'utf8')) as PagesFile;
  const preview = await startPreview({ distDir: path.join(dir, 'dist'), port: 0 });
  return { name, dir, preview, routes, pages: new Map(pages.map((p) => [p.routePath, p])), url: (urlPath) => new URL(urlPath, preview.url).href };
}

beforeAll(async () => {
  const [fixture, content, launched] = await Promise.all([buildAndServe('fixture', copyFixture('theme')), buildAndServe('content', copyContent()), launchBrowser()]);
  Object.assign(sites, { fixture, content });
  browser = launched;
}, 60_000);

afterAll(async () => {
  await Promise.all(contexts.map(({ context }) => context.close().catch(() => {})));
  await browser?.close();
  await Promise.all(Object.values(sites).map((site) => site.preview.close()));
});

/** A page in a fresh context of its own (storage, permissions), problems collected from the start. */
async function open(site: Site, urlPath: string, options: Parameters<typeof offlineContext>[1] = {}) {
  const offline = await offlineContext(browser, options);
  contexts.push(offline);
  const page = await offline.context.newPage();
  const problems = collectProblems(page);
  const response = await page.goto(site.url(urlPath));
  await hydrated(page);
  return { page, problems, response, ...offline };
}

/** The `.html` file URL of a route path: `/guide/a` → `/guide/a.html`, `/api/` → `/api/index.html`. */
const htmlUrl = (routePath: string) => (routePath.endsWith('/') ? `${routePath}index.html` : `${routePath}.html`);

/** The same page in the other language of a two-language site. */
const twin = (route: RouteEntry) => (route.lang === 'zh' ? route.path.slice('/zh'.length) || '/' : `/zh${route.path}`);

const decode = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** The text a reader without JavaScript sees: the pre-rendered app's markup, tags and scripts removed. */
function renderedText(html: string): string {
  const root = html.slice(html.indexOf('<div id="docsite-root">'), html.indexOf('<script>window.__DOCSITE__'));
  return decode(root.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

/** Work through `items` with `size` workers, each made by `worker` once and handed items one at a time. */
async function pool<T>(items: T[], size: number, worker: () => Promise<(item: T) => Promise<void>>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      const task = await worker();
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

const headingText = (page: Page) => page.locator('main h1').first().innerText();

describe.each(['fixture', 'content'] as const)('the %s site, served', (name) => {
  it('answers every route with 200 in both languages, clean and with .html, and unknown paths with the 404 page of their language', async () => {
    const site = sites[name];
    expect(new Set(site.routes.map((r) => r.lang))).toEqual(new Set(['en', 'zh']));
    for (const route of site.routes) {
      for (const urlPath of [route.path, htmlUrl(route.path)]) {
        const response = await fetch(site.url(urlPath));
        const html = await response.text();
        expect([urlPath, response.status, response.headers.get('content-type')]).toEqual([urlPath, 200, 'text/html;charset=utf-8']);
        // The right page, not some fallback: the state the client hydrates with names the route.
        expect(html).toContain(`"routePath":${JSON.stringify(route.path)}`);
      }
    }
    for (const [urlPath, lang, title] of [
      ['/nope', 'en', 'Page not found'],
      ['/guide/nope', 'en', 'Page not found'],
      ['/zh/nope', 'zh', '页面未找到'],
      ['/zh/guide/nope', 'zh', '页面未找到'],
    ] as const) {
      const response = await fetch(site.url(urlPath));
      const html = await response.text();
      expect([urlPath, response.status]).toEqual([urlPath, 404]);
      expect(html).toContain(`<html lang="${lang}"`);
      expect(renderedText(html)).toContain(title);
    }
  });

  it('pre-renders every page with its title, description, language, alternate and text', async () => {
    const site = sites[name];
    const paths = new Set(site.routes.map((r) => r.path));
    for (const route of site.routes) {
      const entry = site.pages.get(route.path)!;
      expect(entry, route.path).toBeDefined();
      const html = await (await fetch(site.url(route.path))).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, route.path).toContain(`<html lang="${route.lang}"`);
      const title = decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '');
      expect(title, route.path).toContain(entry.title);
      const description = /<meta name="description" content="([^"]*)">/.exec(head)?.[1];
      expect(description && decode(description), route.path).toBe(entry.description);
      expect(entry.description.length, route.path).toBeGreaterThan(0);
      // Every page of both sites has its twin in the other language.
      expect(paths.has(twin(route)), twin(route)).toBe(true);
      expect(head, route.path).toContain(`<link rel="alternate" hreflang="${route.lang === 'zh' ? 'en' : 'zh'}" href="${twin(route)}">`);
      const text = renderedText(html);
      expect(text, route.path).toContain(entry.title);
      for (const heading of entry.toc) expect(text, `${route.path} ${heading.id}`).toContain(heading.text);
    }
  });

  it('hydrates every route in both languages, and the 404 page, without console errors or warnings', async () => {
    const site = sites[name];
    const problems: PageProblem[] = [];
    const visited: string[] = [];
    const paths = [...site.routes.map((r) => r.path), '/nope', '/zh/nope'];
    // Two tabs, each loading its share of the pages one after another (fully, not in the app).
    await pool(paths, 2, async () => {
      const offline = await offlineContext(browser);
      contexts.push(offline);
      const page = await offline.context.newPage();
      const seen = collectProblems(page);
      const requests = trackRequests(page);
      return async (urlPath: string) => {
        const from = seen.length;
        const response = await page.goto(site.url(urlPath));
        await hydrated(page);
        await requests.idle();
        const notFound = urlPath.endsWith('/nope');
        expect(response?.status(), urlPath).toBe(notFound ? 404 : 200);
        const mine = seen.slice(from);
        const expected = (p: PageProblem) => notFound && p.kind === 'error' && /status of 404/.test(p.text) && p.url === site.url(urlPath);
        // The deliberate 404 is logged, which also shows that console errors are being collected at all.
        if (notFound) expect(mine.filter(expected), urlPath).toHaveLength(1);
        const own = mine.filter((p) => !expected(p));
        problems.push(...own.map((p) => ({ ...p, text: `${urlPath}: ${p.text}` })));
        expect(offline.blocked, urlPath).toEqual([]);
        visited.push(urlPath);
      };
    });
    expect(visited.sort()).toEqual(paths.sort());
    expect(problems).toEqual([]);
    // About 30 s for the site's 180 pages on an idle 2-core machine: room for a loaded one.
  }, 120_000);
});

describe('the fixture site in the browser', () => {
  const fixture = () => sites.fixture;

  it('gives every h2–h4 in the DOM the id of a toc entry, and every toc entry a heading', async () => {
    const found = new Map<string, string[]>();
    await pool(fixture().routes, 2, async () => {
      const offline = await offlineContext(browser);
      contexts.push(offline);
      const page = await offline.context.newPage();
      return async (route: RouteEntry) => {
        await page.goto(fixture().url(route.path));
        await hydrated(page);
        found.set(route.path, await page.locator('h2[id], h3[id], h4[id]').evaluateAll((headings) => headings.map((h) => h.id)));
      };
    });
    for (const route of fixture().routes) {
      const toc = fixture().pages.get(route.path)!.toc.filter((t) => t.depth >= 2 && t.depth <= 4).map((t) => t.id);
      expect(found.get(route.path), route.path).toEqual(toc);
    }
    // The fixture has duplicate and Chinese headings, so the comparison covers suffixes and non-ASCII ids.
    expect(fixture().pages.get('/guide/a')!.toc.map((t) => t.id)).toContain('example-1');
    expect(fixture().pages.get('/zh/guide/a')!.toc.map((t) => t.id)).toContain('示例-1');
  });

  it("renders the home page's hero and feature HTML, pre-rendered and hydrated alike, and keeps its title text", async () => {
    const served = await (await fetch(fixture().url('/'))).text();
    expect(served).toContain('<h1 class="docsite-hero-name">Fixture <em>Docs</em></h1>');
    expect(served).toContain('<title>Fixture Docs</title>');
    expect(served).toContain('<meta name="description" content="Seven pages in two languages that use every part of the theme, from the sidebar to the overview filter.">');
    const { page } = await open(fixture(), '/');
    expect(await page.locator('.docsite-hero-name').innerHTML()).toBe('Fixture <em>Docs</em>');
    expect(await page.locator('.docsite-hero-tagline br').count()).toBe(1);
    expect(await page.locator('.docsite-feature-icon svg').count()).toBe(1);
    expect(await page.title()).toBe('Fixture Docs');
    await page.locator('a.docsite-button-brand').click();
    await page.waitForURL(/\/guide\/a/);
    await page.goBack();
    await page.waitForURL(fixture().url('/'));
    expect(await page.locator('.docsite-hero-name').innerHTML()).toBe('Fixture <em>Docs</em>');
    expect(await page.locator('.docsite-feature-icon svg').count()).toBe(1);
  });

  it('marks the nav link of the current section with aria-current', async () => {
    const { page } = await open(fixture(), '/guide/a');
    const guide = page.locator('.docsite-navbar-nav a', { hasText: 'Guide' });
    expect(await guide.getAttribute('aria-current')).toBe('page');
    expect(await page.locator('.docsite-navbar-nav a', { hasText: 'API' }).getAttribute('aria-current')).toBeNull();
    await page.goto(fixture().url('/'));
    await hydrated(page);
    expect(await guide.getAttribute('aria-current')).toBeNull();
    await page.goto(fixture().url('/zh/guide/c'));
    await hydrated(page);
    expect(await page.locator('.docsite-navbar-nav a', { hasText: '指南' }).getAttribute('aria-current')).toBe('page');
  });

  it('folds and unfolds a collapsed sidebar group, showing its tag', async () => {
    const { page } = await open(fixture(), '/guide/a');
    const toggle = page.locator('.docsite-sidebar-toggle[aria-label="Advanced"]');
    const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    const inner = list.getByRole('link', { name: 'Advanced configuration' });
    expect(await page.locator('.docsite-sidebar-toggle[aria-label="Basics"]').getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await list.isVisible()).toBe(false);
    const tag = page.locator('.docsite-sidebar-group-title', { hasText: 'Advanced' }).locator('.docsite-tag');
    expect(await tag.innerText()).toBe('new');
    expect(await tag.isVisible()).toBe(true);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await inner.waitFor({ state: 'visible', timeout: 2000 });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await list.waitFor({ state: 'hidden', timeout: 2000 });

    // A folded group that holds the current page starts open.
    await page.goto(fixture().url('/guide/c'));
    await hydrated(page);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await inner.isVisible()).toBe(true);
  });

  it('keeps a dismissed banner closed across reloads, from the first paint', async () => {
    const { page } = await open(fixture(), '/guide/a');
    const banner = page.locator('.docsite-banner');
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.innerText()).toContain('Fixture Docs 2.0 is out');
    await page.locator('.docsite-banner-close').click();
    await banner.waitFor({ state: 'hidden', timeout: 2000 });
    expect(await page.evaluate(() => localStorage.getItem('fixture-banner'))).toBe('true');

    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('docsite-banner-dismissed'))).toBe(true);
    expect(await banner.isVisible()).toBe(false);
    await hydrated(page);
    expect(await banner.isVisible()).toBe(false);
  });

  it('shows the progress bar while a slow page loads, and removes it once the page shows', async () => {
    const { page } = await open(fixture(), '/guide/a');
    await page.route('**/static/pages/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.locator('.docsite-sidebar').getByRole('link', { name: 'Writing pages' }).click();
    await page.locator('#nprogress').waitFor({ state: 'attached', timeout: 1000 });
    // The previous page stays on screen while the next one loads.
    expect(await headingText(page)).toBe('Getting started');
    await page.locator('main h1', { hasText: 'Writing pages' }).waitFor({ timeout: 5000 });
    await page.locator('#nprogress').waitFor({ state: 'detached', timeout: 3000 });
  });

  it('navigates in the app without a full reload and updates the title', async () => {
    const { page } = await open(fixture(), '/guide/a');
    expect(await page.title()).toBe('Getting started | Fixture Docs');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.locator('.docsite-sidebar').getByRole('link', { name: 'Writing pages' }).click();
    await page.locator('main h1', { hasText: 'Writing pages' }).waitFor({ timeout: 5000 });
    expect(new URL(page.url()).pathname).toBe('/guide/b');
    expect(await page.title()).toBe('Writing pages | Fixture Docs');
    // Rendered in the app from the page's data, where a code block's lines are HTML text.
    const code = page.locator('.docsite-code', { hasText: 'greet' });
    expect(await code.locator('pre .line').count()).toBe(3);
    expect(await code.locator('.line.highlighted').innerText()).toBe('  return `Hello, ${name}!`;');
    expect(await code.locator('pre span[style]').first().evaluate((span) => getComputedStyle(span).color)).toMatch(/^rgb\(/);
    await page.goBack();
    await page.locator('main h1', { hasText: 'Getting started' }).waitFor({ timeout: 5000 });
    expect(await page.title()).toBe('Getting started | Fixture Docs');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });

  it('leaves a link to the browser when asked for a new tab, and adds no history entry for the page shown', async () => {
    const { page, context } = await open(fixture(), '/guide/a');
    const sidebar = page.locator('.docsite-sidebar');
    const entries = () => page.evaluate(() => history.length);
    const before = await entries();
    // The page shown: the app stays on it, in the same history entry.
    await sidebar.getByRole('link', { name: 'Getting started' }).click();
    expect(new URL(page.url()).pathname).toBe('/guide/a');
    expect(await entries()).toBe(before);
    // Ctrl-click: a new tab of its own, the page shown stays.
    const [tab] = await Promise.all([context.waitForEvent('page', { timeout: 5000 }), sidebar.getByRole('link', { name: 'Writing pages' }).click({ modifiers: ['Control'] })]);
    await tab.waitForURL(/\/guide\/b$/, { timeout: 5000 });
    expect(new URL(page.url()).pathname).toBe('/guide/a');
    expect(await headingText(page)).toBe('Getting started');
    // A handler of the page's own that prevents the click: nothing happens.
    await page.evaluate(() => document.querySelector('.docsite-sidebar')!.addEventListener('click', (event) => event.preventDefault(), { capture: true }));
    await sidebar.getByRole('link', { name: 'Writing pages' }).click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/guide/a');
    expect(await entries()).toBe(before);
  });

  it('switches language on the same page, and back', async () => {
    const { page } = await open(fixture(), '/guide/a');
    const switchLink = page.locator('.docsite-lang-switch a');
    expect(await switchLink.getAttribute('href')).toBe('/zh/guide/a');
    expect(await switchLink.innerText()).toBe('简体中文');
    await switchLink.click();
    await page.locator('main h1', { hasText: '快速上手' }).waitFor({ timeout: 5000 });
    expect(new URL(page.url()).pathname).toBe('/zh/guide/a');
    expect(await page.locator('main').innerText()).toContain('本指南从第一页到最后一页介绍这个夹具站点');
    expect(await page.locator('.docsite-navbar-nav').innerText()).toContain('指南');
    expect(await page.title()).toBe('快速上手 | 夹具文档');
    // The document's language follows the page, as on a full load of /zh/guide/a.
    expect.soft(await page.evaluate(() => document.documentElement.lang), '<html lang> after switching to zh in the app').toBe('zh');

    expect(await switchLink.getAttribute('href')).toBe('/guide/a');
    expect(await switchLink.innerText()).toBe('English');
    await switchLink.click();
    await page.locator('main h1', { hasText: 'Getting started' }).waitFor({ timeout: 5000 });
    expect(new URL(page.url()).pathname).toBe('/guide/a');
    expect(await page.locator('.docsite-navbar-nav').innerText()).toContain('Guide');
    expect.soft(await page.evaluate(() => document.documentElement.lang), '<html lang> after switching back to en').toBe('en');
  });

  it('remembers dark mode and applies it before the first paint', async () => {
    const { page } = await open(fixture(), '/guide/a');
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    // Docusaurus's and Starlight's stylesheets select on it.
    const dataTheme = () => page.evaluate(() => document.documentElement.dataset.theme);
    expect(await isDark()).toBe(false);
    expect(await dataTheme()).toBe('light');
    await page.locator('.docsite-theme-toggle').click();
    expect(await isDark()).toBe(true);
    expect(await dataTheme()).toBe('dark');
    expect(await page.locator('.docsite-theme-toggle').getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('docsite-theme'))).toBe('dark');
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await isDark()).toBe(true);
    await hydrated(page);
    expect(await isDark()).toBe(true);
    await page.locator('.docsite-theme-toggle').click();
    expect(await isDark()).toBe(false);
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await isDark()).toBe(false);
  });

  it('zooms a content image on click, and closes the zoom on the next click', async () => {
    const { page } = await open(fixture(), '/guide/b');
    const image = page.locator('.docsite-prose img[alt="Logo"]');
    expect(await image.getAttribute('src')).toBe('/logo.svg');
    // medium-zoom is loaded after hydration and marks the images it has attached to.
    await page.locator('.docsite-prose img.medium-zoom-image[alt="Logo"]').waitFor({ state: 'attached', timeout: 5000 });
    // medium-zoom ignores clicks while it animates: close only once it says the zoom has opened.
    await image.evaluate((img) => {
      (window as unknown as { __zoomed: Promise<void> }).__zoomed = new Promise((resolve) => img.addEventListener('medium-zoom:opened', () => resolve(), { once: true }));
    });
    await image.click();
    await page.locator('.medium-zoom-overlay').waitFor({ state: 'attached', timeout: 2000 });
    const opened = page.locator('.medium-zoom-image--opened');
    await opened.waitFor({ state: 'visible', timeout: 2000 });
    await page.evaluate(() => (window as unknown as { __zoomed: Promise<void> }).__zoomed);
    await opened.click();
    await page.locator('.medium-zoom-overlay').waitFor({ state: 'detached', timeout: 3000 });
    expect(await opened.count()).toBe(0);
  });

  it('copies a code block exactly with its copy button', async () => {
    const { page, context } = await open(fixture(), '/guide/b');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(fixture().preview.url).origin });
    const block = page.locator('.docsite-code', { hasText: 'greet' });
    expect(await block.locator('.docsite-code-title').innerText()).toBe('x.ts');
    expect(await block.locator('.line.highlighted').innerText()).toBe('  return `Hello, ${name}!`;');
    await block.locator('.docsite-code-copy').click();
    await block.locator('.docsite-code-copy[data-copied]').waitFor({ timeout: 2000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('export function greet(name: string): string {\n  return `Hello, ${name}!`;\n}');
  });

  it('shows the overview of the API section, filtered as the reader types', async () => {
    const { page } = await open(fixture(), '/api/');
    const groups = page.locator('.docsite-overview-group');
    expect(await groups.locator('h2').allInnerTexts()).toEqual(['Configuration', 'Building']);
    expect(await groups.locator('.docsite-overview-card h3').allInnerTexts()).toEqual(['Config API', 'Build API']);
    const headers = groups.locator('.docsite-overview-card li a');
    expect(await headers.allInnerTexts()).toEqual(['defineConfig', 'loadConfig', 'buildSite', 'startPreview']);
    expect(await headers.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/api/one#defineconfig',
      '/api/one#loadconfig',
      '/api/two#buildsite',
      '/api/two#startpreview',
    ]);
    const filter = page.locator('.docsite-overview-filter');
    expect(await filter.getAttribute('placeholder')).toBe('Filter the API');
    await filter.fill('startpreview');
    expect(await groups.locator('h2').allInnerTexts()).toEqual(['Building']);
    expect(await groups.locator('.docsite-overview-card h3').allInnerTexts()).toEqual(['Build API']);
    expect(await page.locator('.docsite-overview-empty').count()).toBe(0);
    await filter.fill('no such function');
    expect(await groups.count()).toBe(0);
    expect(await page.locator('.docsite-overview-empty').innerText()).toBe('Nothing in the API matches');
    await filter.fill('');
    expect(await groups.count()).toBe(2);

    // A header link goes to the heading on its page.
    await headers.filter({ hasText: 'loadConfig' }).click();
    await page.locator('main h1', { hasText: 'Config API' }).waitFor({ timeout: 5000 });
    expect(new URL(page.url()).hash).toBe('#loadconfig');
  });

  it('opens the Version dropdown, whose external links open in a new tab', async () => {
    const { page } = await open(fixture(), '/');
    const dropdown = page.locator('.docsite-dropdown', { hasText: 'Version' });
    const button = dropdown.locator('button');
    const menu = dropdown.locator('.docsite-dropdown-menu');
    expect(await menu.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    // A mouse: hovering opens the menu.
    await button.hover();
    await menu.waitFor({ state: 'visible', timeout: 2000 });
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const links = menu.locator('a');
    expect(await links.allInnerTexts()).toEqual(['Changelog', 'v1 docs']);
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    // A reader who hovers and then clicks the button (the natural way to open a menu) must not close it under the pointer.
    await page.waitForTimeout(150);
    await button.click();
    await page.waitForTimeout(150);
    expect.soft(await menu.isVisible(), 'Version menu after hover, then click').toBe(true);
    await page.mouse.move(5, 700);
    await menu.waitFor({ state: 'hidden', timeout: 2000 });

    // A keyboard: Enter opens it, Escape closes it and gives focus back to the button.
    await button.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'visible', timeout: 2000 });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden', timeout: 2000 });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('the content site in the browser', () => {
  const content = () => sites.content;

  it('opens the tools popover on hover after its delay, lists 8 tools, and closes it on Escape', async () => {
    const { page } = await open(content(), '/');
    const button = page.locator('button[aria-label="More tools"][aria-haspopup]');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    expect(await panel.isVisible()).toBe(false);
    // Time from the pointer arriving to the panel opening, measured in the page.
    await page.evaluate(() => {
      const w = window as unknown as { __enter?: number; __open?: number };
      const root = document.querySelector('.docsite-tools-popover')!;
      root.addEventListener('pointerenter', () => (w.__enter ??= performance.now()));
      const panelEl = document.getElementById(document.querySelector('.docsite-tools-popover-button')!.getAttribute('aria-controls')!)!;
      new MutationObserver(() => {
        if (!panelEl.hidden) w.__open ??= performance.now();
      }).observe(panelEl, { attributes: true, attributeFilter: ['hidden'] });
    });
    await button.hover();
    await panel.waitFor({ state: 'visible', timeout: 2000 });
    const delay = await page.evaluate(() => {
      const w = window as unknown as { __enter: number; __open: number };
      return w.__open - w.__enter;
    });
    expect(delay).toBeGreaterThanOrEqual(90);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const entries = panel.locator('a.docsite-tools-popover-link');
    expect(await entries.count()).toBe(8);
    for (const entry of await entries.all()) expect(await entry.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden', timeout: 2000 });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens showcase links in a new tab, without an opener', async () => {
    const { page, context, blocked } = await open(content(), '/');
    const links = page.locator('.docsite-showcase a.docsite-tool-card-link');
    expect(await links.count()).toBe(7);
    for (const link of await links.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    const first = links.first();
    const href = (await first.getAttribute('href'))!;
    expect(href).toMatch(/^https:\/\//);
    const [popup] = await Promise.all([context.waitForEvent('page', { timeout: 5000 }), first.click()]);
    // The new tab went for the link's address (and was stopped before it left the machine).
    await expect.poll(() => blocked, { timeout: 5000 }).toContain(new URL(href).href);
    expect(popup).not.toBe(page);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it.each([
    ['', ['Guide', 'Plugin', 'API', 'Version'], ['Getting Started', 'Features', 'Default Theme', 'Advanced'], 'Use MDX'],
    ['/zh', ['指南', '插件', 'API', '版本'], ['开始', '功能', '默认主题', '进阶'], '使用 MDX'],
  ])('(%s) has the spec\'s nav and Guide sidebar, Use MDX tagged new and folded until one of its pages is open', async (prefix, nav, groups, useMdx) => {
    const { page } = await open(content(), `${prefix}/guide/default-theme/navbar`);
    const navLinks = page.locator('.docsite-navbar-nav > ul > li');
    expect((await navLinks.allInnerTexts()).map((t) => t.trim())).toEqual(nav);
    const hrefs = await page.locator('.docsite-navbar-nav > ul > li > a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([`${prefix}/guide/start/introduction`, `${prefix}/plugin/system/introduction`, `${prefix}/api/`]);
    expect(await page.locator('.docsite-navbar-nav a[aria-current="page"]').innerText()).toBe(nav[0]);
    const titles = page.locator('.docsite-sidebar > ul:not(.docsite-sidebar-nav) > .docsite-sidebar-group > .docsite-sidebar-group-title');
    expect((await titles.allInnerTexts()).map((t) => t.trim())).toEqual(groups);
    const group = page.locator('.docsite-sidebar-group[data-depth="1"]', { hasText: useMdx });
    expect(await group.locator('.docsite-tag').innerText()).toBe('new');
    expect(await group.locator('.docsite-sidebar-toggle').getAttribute('aria-expanded')).toBe('false');
    await page.goto(content().url(`${prefix}/guide/basic/use-mdx/link`));
    expect(await page.locator('.docsite-sidebar-group[data-depth="1"] .docsite-sidebar-toggle').getAttribute('aria-expanded')).toBe('true');
  });

  it('on a phone, puts the navbar entries in the menu drawer, on the home page too', async () => {
    const { page } = await open(content(), '/zh/', { viewport: { width: 390, height: 844 } });
    expect(await page.locator('.docsite-navbar-nav').isVisible()).toBe(false);
    await page.locator('button.docsite-navbar-menu').click();
    const drawer = page.locator('.docsite-sidebar[data-open] .docsite-sidebar-nav');
    await drawer.waitFor({ state: 'visible', timeout: 2000 });
    expect((await drawer.locator(':scope > li').allInnerTexts()).map((t) => t.trim())).toEqual(['指南', '插件', 'API', '版本']);
    await drawer.getByRole('link', { name: '指南' }).click();
    await page.waitForURL(/\/zh\/guide\/start\/introduction$/);
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 5000 }).toBe('介绍');
    // The drawer closes once the new page is in, which a loaded machine may show a moment after its title.
    await expect.poll(() => page.locator('.docsite-sidebar').getAttribute('data-open'), { timeout: 2000 }).toBeNull();
  });

  it('says so in Chinese when the overview filter matches nothing', async () => {
    const { page } = await open(content(), '/zh/api/');
    expect(await page.locator('.docsite-overview-group').count()).toBeGreaterThan(0);
    await page.locator('.docsite-overview-filter').fill('没有这个命令 xyz');
    expect(await page.locator('.docsite-overview-group').count()).toBe(0);
    expect(await page.locator('.docsite-overview-empty').innerText()).toBe('未找到匹配的 API');
  });
});
