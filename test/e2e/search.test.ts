/**
 * The search dialog in a real browser. The fixture `test/fixtures/sites/search`
 * is built three times: with the local engine (the default), and with hosted
 * search pointing at a slow stand-in for Algolia (`test/helpers/algolia-server.ts`,
 * 1.5 s per answer) and at a closed port. One headless Chromium visits them;
 * no request leaves 127.0.0.1.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import { startPreview, type Preview } from '../../cli/serve/preview.js';
import type { SearchRecord } from '../../schemas/search-record.js';
import { startAlgoliaServer, type AlgoliaServer } from '../helpers/algolia-server.js';
import { collectProblems, hydrated, launchBrowser, offlineContext, type OfflineContext, type PageProblem } from '../helpers/browser.js';
import { copyFixture, writeFiles } from '../helpers/temp-site.js';

interface Site {
  dir: string;
  preview: Preview;
  url(urlPath: string): string;
}

const INDEX = 'search-fixture';
const sites = {} as Record<'local' | 'slow' | 'down' | 'lanterns', Site>;
let browser: Browser;
let slowHost: AlgoliaServer;
let fastHost: AlgoliaServer;
/** The port the `down` site's only host is on: closed until the error test opens it. */
let downPort: number;
const contexts: OfflineContext[] = [];

/** A copy of the fixture; with `search`, its config extended with that search setting. */
function fixtureCopy(search?: Record<string, unknown>): string {
  const dir = copyFixture('search');
  if (search) {
    renameSync(path.join(dir, 'docsite.config.ts'), path.join(dir, 'base.config.ts'));
    writeFileSync(path.join(dir, 'docsite.config.ts'), `import base from './base.config.ts';\nexport default { ...base, search: ${JSON.stringify(search)} };\n`);
  }
  return dir;
}

/**
 * The fixture with ten pages that all answer `numbat` (a word no other page has, nor one a typo away), each long enough (~6 KB) to have a chunk of the
 * index's text of its own: the query's hits come from ten files.
 */
function lanternsCopy(): string {
  const dir = fixtureCopy();
  const parts = ['wick', 'glass', 'brass frame', 'handle', 'oil well', 'chimney', 'hook'];
  for (let i = 1; i <= LANTERNS; i++) {
    const paragraphs = Array.from({ length: 70 }, (_, j) => `Step ${j + 1} for the numbat lantern ${i}: check the ${parts[j % parts.length]} before dusk, and note what you find.`);
    writeFiles(dir, { [`docs/en/guide/lanterns/lantern-${i}.md`]: `# Numbat lantern ${i}\n\n${paragraphs.join('\n\n')}\n` });
  }
  return dir;
}
const LANTERNS = 10;

async function buildAndServe(dir: string): Promise<Site> {
  const result = await buildSite({ siteDir: dir });
  if (!result.ok) throw new Error(`building ${dir} failed:\n${result.messages.map(String).join('\n')}`);
  const preview = await startPreview({ distDir: path.join(dir, 'dist'), port: 0 });
  return { dir, preview, url: (urlPath) => new URL(urlPath, preview.url).href };
}

/** A port nothing listens on (taken, noted, released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Forward `port` to `target` (so a dead host comes back to life); closing also ends its open connections. */
async function forward(port: number, target: number): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    const remote = connect(target, '127.0.0.1', () => socket.pipe(remote).pipe(socket));
    for (const s of [socket, remote]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        socket.destroy();
        remote.destroy();
      });
    }
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

function seed(host: AlgoliaServer, dir: string): void {
  const { records } = JSON.parse(readFileSync(path.join(dir, '.docsite/search-records.json'), 'utf8')) as { records: SearchRecord[] };
  host.indices.set(INDEX, { records: new Map(records.map((r) => [r.objectID, { ...r }])), settings: {} });
}

beforeAll(async () => {
  [slowHost, fastHost, downPort, browser] = await Promise.all([startAlgoliaServer({ delayMs: 600 }), startAlgoliaServer(), closedPort(), launchBrowser()]);
  const hosted = (url: string) => ({ provider: 'algolia', appId: slowHost.appId, apiKey: slowHost.searchKey, indexName: INDEX, hosts: [url] });
  const [local, slow, down, lanterns] = await Promise.all([
    buildAndServe(fixtureCopy()),
    buildAndServe(fixtureCopy(hosted(slowHost.url))),
    buildAndServe(fixtureCopy(hosted(`http://127.0.0.1:${downPort}`))),
    buildAndServe(lanternsCopy()),
  ]);
  Object.assign(sites, { local, slow, down, lanterns });
  seed(slowHost, slow.dir);
  seed(fastHost, down.dir);
}, 60_000);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map(({ context }) => context.close().catch(() => {})));
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([...Object.values(sites).map((site) => site.preview.close()), slowHost?.close(), fastHost?.close()]);
});

/** A page in a fresh context of its own (storage included), problems collected from the start. */
async function open(site: Site, urlPath: string, options: Parameters<typeof offlineContext>[1] = {}) {
  const offline = await offlineContext(browser, options);
  contexts.push(offline);
  const page = await offline.context.newPage();
  const problems = collectProblems(page);
  await page.goto(site.url(urlPath));
  await hydrated(page);
  return { page, problems, ...offline };
}

const dialogOf = (page: Page) => page.locator('.docsite-search-modal');
const inputOf = (page: Page) => dialogOf(page).getByRole('combobox');
const hitsOf = (page: Page) => dialogOf(page).locator('.docsite-search-hit');
const titlesOf = (page: Page) => dialogOf(page).locator('.docsite-search-hit-title').allInnerTexts();

async function openWithKeys(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await inputOf(page).waitFor({ timeout: 5000 });
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
}

async function closed(page: Page): Promise<void> {
  await dialogOf(page).waitFor({ state: 'detached', timeout: 2000 });
}

/** Type `query` into the open dialog and wait for the hits of exactly that query. */
async function search(page: Page, query: string): Promise<void> {
  await inputOf(page).fill(query);
  await expect.poll(() => dialogOf(page).getAttribute('data-status'), { timeout: 5000 }).toBe('idle');
}

/** The id of the option whose title reads `title`. */
async function optionWithTitle(page: Page, title: string): Promise<Locator> {
  const option = hitsOf(page).filter({ has: page.locator('.docsite-search-hit-title', { hasText: title }) }).first();
  await option.waitFor({ timeout: 5000 });
  return option;
}

/** Press ↓ until the option titled `title` is the active descendant, then Enter. */
async function enterOn(page: Page, title: string): Promise<void> {
  const id = await (await optionWithTitle(page, title)).getAttribute('id');
  for (let i = 0; i < 30 && (await inputOf(page).getAttribute('aria-activedescendant')) !== id; i++) await page.keyboard.press('ArrowDown');
  expect(await inputOf(page).getAttribute('aria-activedescendant')).toBe(id);
  await page.keyboard.press('Enter');
  await closed(page);
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? null);
const noProblems = (problems: PageProblem[]) => expect(problems.map((p) => p.text)).toEqual([]);

describe('the search button', () => {
  it('shows Search and the Ctrl K hint, and loads the dialog and the index only when hovered', async () => {
    const { page, problems, blocked } = await open(sites.local, '/');
    const scripts: string[] = [];
    const index: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (request.url().includes('/static/search/')) index.push(request.url());
    });
    const button = page.locator('.docsite-navbar .docsite-search-button');
    expect(await button.innerText()).toMatch(/^Search\s*Ctrl\s*K$/);
    expect(await button.getAttribute('aria-label')).toBe('Search');
    // What the page loaded before any interaction holds none of the dialog.
    const initial = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
    const initialCode = await Promise.all(initial.map(async (url) => (await fetch(url)).text()));
    expect(initialCode.some((code) => code.includes('docsite-search-modal'))).toBe(false);
    expect(index).toEqual([]);

    await button.hover();
    await expect.poll(() => index.some((url) => url.endsWith('/static/search/en.json'))).toBe(true);
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    const lazyCode = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
    expect(lazyCode.some((code) => code.includes('docsite-search-modal'))).toBe(true);
    // Hovering opens nothing.
    expect(await dialogOf(page).count()).toBe(0);
    expect(blocked).toEqual([]);
    noProblems(problems);
  });
});

describe('opening and closing the dialog', () => {
  it('opens from the button, Ctrl+K, Meta+K and / outside text fields', async () => {
    const { page, problems } = await open(sites.local, '/');
    await page.locator('.docsite-search-button').click();
    await inputOf(page).waitFor();
    expect(await dialogOf(page).getAttribute('aria-modal')).toBe('true');
    expect(await inputOf(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await closed(page);

    for (const keys of ['Control+k', 'Meta+k', 'Slash']) {
      await page.locator('main h1').click();
      await page.keyboard.press(keys);
      await inputOf(page).waitFor({ timeout: 2000 });
      // The key that opened the dialog is not typed into it.
      expect(await inputOf(page).inputValue(), keys).toBe('');
      await page.keyboard.press('Escape');
      await closed(page);
    }
    // Ctrl+K again while open closes it.
    await page.keyboard.press('Control+k');
    await inputOf(page).waitFor();
    await page.keyboard.press('Control+k');
    await closed(page);
    noProblems(problems);
  });

  it('keeps what is typed while the dialog loads as its first query, a Backspace included', async () => {
    const { page, problems } = await open(sites.local, '/');
    // A slow machine (as the full suite made it): the dialog shows while the keys are still coming.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    // Nothing hovered: the dialog's chunk is fetched only now, and the keys come before its input.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('widgex');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('t');
    await inputOf(page).waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect.poll(() => inputOf(page).inputValue()).toBe('widget');
    await expect.poll(() => hitsOf(page).count()).toBeGreaterThanOrEqual(2);
    // Opened again, with its chunk at hand, it starts empty.
    await page.keyboard.press('Escape');
    await closed(page);
    await openWithKeys(page);
    expect(await inputOf(page).inputValue()).toBe('');
    noProblems(problems);
  });

  it('types / into inputs, text areas, selects and editable text instead of opening', async () => {
    const { page, problems } = await open(sites.local, '/');
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML('afterbegin', '<input id="t-input"><textarea id="t-area"></textarea><div id="t-edit" contenteditable="true"></div>');
    });
    for (const id of ['t-input', 't-area', 't-edit']) {
      await page.locator(`#${id}`).click();
      await page.keyboard.press('Slash');
      await page.waitForTimeout(200);
      expect(await dialogOf(page).count(), id).toBe(0);
      expect(await page.locator(`#${id}`).evaluate((el) => ('value' in el ? (el as HTMLInputElement).value : el.textContent)), id).toBe('/');
    }
    noProblems(problems);
  });

  it('closes on Escape, Cancel and a click on the backdrop, handing focus back and unlocking the page scroll', async () => {
    const { page, problems } = await open(sites.local, '/guide/getting-started');
    const button = page.locator('.docsite-search-button');
    const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(await overflow()).not.toBe('hidden');
    const close = {
      Escape: () => page.keyboard.press('Escape'),
      Cancel: () => dialogOf(page).getByRole('button', { name: 'Cancel' }).click(),
      backdrop: () => page.mouse.click(20, 400),
    };
    for (const [how, act] of Object.entries(close)) {
      await button.click();
      await inputOf(page).waitFor();
      expect(await overflow(), how).toBe('hidden');
      // A click inside the dialog does not close it.
      await dialogOf(page).locator('.docsite-search-footer').click();
      expect(await dialogOf(page).count(), how).toBe(1);
      await act();
      await closed(page);
      expect(await button.evaluate((el) => el === document.activeElement), how).toBe(true);
      expect(await overflow(), how).not.toBe('hidden');
    }
    // Opened by keyboard from a link, focus goes back to that link.
    const link = page.locator('.docsite-sidebar').getByRole('link', { name: 'Topics' });
    await link.focus();
    await openWithKeys(page);
    await page.keyboard.press('Escape');
    await closed(page);
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    noProblems(problems);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { page, problems } = await open(sites.local, '/');
    await openWithKeys(page);
    await inputOf(page).fill('alpha');
    await optionWithTitle(page, 'Alpha topic');
    const inside = () => dialogOf(page).evaluate((el) => el.contains(document.activeElement));
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await inside(), `Tab ${i + 1}`).toBe(true);
      seen.add((await focused(page))!);
    }
    // The input, the clear button and Cancel: the ring wraps.
    expect(seen.size).toBe(3);
    await inputOf(page).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Tab');
    expect(await inputOf(page).evaluate((el) => el === document.activeElement)).toBe(true);
    noProblems(problems);
  });
});

describe('the query', () => {
  it('takes at most 64 characters, typed or pasted', async () => {
    const { page, problems, context } = await open(sites.local, '/');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openWithKeys(page);
    const long = 'abcdefghij'.repeat(8);
    await page.keyboard.type(long);
    expect(await inputOf(page).inputValue()).toBe(long.slice(0, 64));
    await inputOf(page).fill('');
    await page.evaluate((text) => navigator.clipboard.writeText(text), `${long} pasted`);
    await page.keyboard.press('Control+v');
    expect(await inputOf(page).inputValue()).toBe(long.slice(0, 64));
    expect(await inputOf(page).getAttribute('maxlength')).toBe('64');
    noProblems(problems);
  });

  it('says when nothing matches, suggests sections and links to a new issue', async () => {
    const { page, problems } = await open(sites.local, '/');
    await openWithKeys(page);
    await search(page, 'zzxqv');
    const message = dialogOf(page).locator('.docsite-search-no-results');
    expect(await message.locator('.docsite-search-message-title').innerText()).toBe('No results for "zzxqv"');
    expect(await message.innerText()).toContain('Try searching for');
    expect(await message.getByRole('button').allInnerTexts()).toEqual(['Guide', 'Basics', 'Reference']);
    expect(await message.innerText()).toContain('Believe this query should return results?');
    const report = message.getByRole('link');
    const href = new URL((await report.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://github.com/docsite-fixture/search/issues/new');
    expect(href.searchParams.get('title')).toContain('"zzxqv"');
    expect(await report.getAttribute('target')).toBe('_blank');
    // A suggestion searches for it.
    await message.getByRole('button', { name: 'Reference' }).click();
    expect(await inputOf(page).inputValue()).toBe('Reference');
    noProblems(problems);
  });
});

describe('results', () => {
  it('groups hits by section, moves with the arrows and opens one with Enter: in the app, at its anchor, with the progress bar', async () => {
    const { page, problems } = await open(sites.local, '/');
    await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
    await openWithKeys(page);
    await search(page, 'widget');
    expect(await dialogOf(page).locator('.docsite-search-group-title').allInnerTexts()).toEqual(['Guide']);
    const options = hitsOf(page);
    expect(await options.count()).toBeGreaterThanOrEqual(2);
    const ids = await options.evaluateAll((els) => els.map((el) => el.id));
    const active = () => inputOf(page).getAttribute('aria-activedescendant');
    expect(await active()).toBe(ids[0]);
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBe(ids[1]);
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await options.nth(0).getAttribute('aria-selected')).toBe('false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await active()).toBe(ids[ids.length - 1]);
    // The heading hit: its title, the page under it.
    const heading = await optionWithTitle(page, 'Configure the widget');
    expect(await heading.locator('.docsite-search-hit-path').innerText()).toBe('Getting started');
    expect(await heading.locator('mark').allInnerTexts()).toEqual(['widget']);

    await page.route('**/static/pages/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await enterOn(page, 'Configure the widget');
    await page.locator('#nprogress').waitFor({ state: 'attached', timeout: 2000 });
    await page.locator('main h1', { hasText: 'Getting started' }).waitFor({ timeout: 5000 });
    const url = new URL(page.url());
    expect(url.pathname + url.hash).toBe('/guide/getting-started#configure-the-widget');
    await expect.poll(() => page.locator('#configure-the-widget').evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(0);
    const top = await page.locator('#configure-the-widget').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // No full load: the window is the same one.
    expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(1);
    noProblems(problems);
  });

  it('opens a clicked hit on the page already shown, scrolling to its anchor', async () => {
    const { page, problems } = await open(sites.local, '/guide/topics');
    await openWithKeys(page);
    // More hits than fit: the active one is scrolled into view.
    await search(page, 'topic');
    expect(await hitsOf(page).count()).toBeGreaterThan(10);
    const inView = (option: Locator) =>
      option.evaluate((el) => {
        const list = el.closest('.docsite-search-body')!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return box.top >= list.top && box.bottom <= list.bottom;
      });
    expect(await inView(hitsOf(page).last())).toBe(false);
    await page.keyboard.press('ArrowUp');
    expect(await hitsOf(page).last().getAttribute('aria-selected')).toBe('true');
    expect(await inView(hitsOf(page).last())).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await inView(hitsOf(page).first())).toBe(true);
    await search(page, 'november');
    await (await optionWithTitle(page, 'November topic')).click();
    await closed(page);
    await expect.poll(() => new URL(page.url()).hash).toBe('#november-topic');
    await expect.poll(() => page.locator('#november-topic').evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    noProblems(problems);
  });

  it('cuts snippets to 5 words at 600 px wide, where the dialog fills the screen, and 10 at 1280 px', async () => {
    const words = async (width: number) => {
      const { page, problems } = await open(sites.local, '/', { viewport: { width, height: 800 } });
      await page.keyboard.press('Control+k');
      await inputOf(page).waitFor();
      await search(page, 'quokka');
      const title = await (await optionWithTitle(page, 'quokka')).locator('.docsite-search-hit-title').innerText();
      const box = await dialogOf(page).boundingBox();
      noProblems(problems);
      return { count: title.replace(/…/g, ' ').split(/\s+/).filter(Boolean).length, box };
    };
    const narrow = await words(600);
    expect(narrow.count).toBeGreaterThan(0);
    expect(narrow.count).toBeLessThanOrEqual(5);
    expect(narrow.box).toMatchObject({ x: 0, y: 0, width: 600, height: 800 });
    const wide = await words(1280);
    expect(wide.count).toBeGreaterThan(5);
    expect(wide.count).toBeLessThanOrEqual(10);
    expect(wide.box!.width).toBeLessThan(1280);
  });

  it('shows page text with markup in it as text: only <mark> becomes an element, and no script runs', async () => {
    const { page, problems } = await open(sites.local, '/');
    await openWithKeys(page);
    await search(page, 'onerror');
    expect(await hitsOf(page).count()).toBeGreaterThanOrEqual(2);
    const titles = await titlesOf(page);
    expect(titles.some((t) => t.includes('<img src=x onerror="window.__xss=1">'))).toBe(true);
    const elements = await dialogOf(page)
      .locator('.docsite-search-hit-title *')
      .evaluateAll((els) => els.map((el) => el.tagName));
    expect(elements.length).toBeGreaterThan(0);
    expect(new Set(elements)).toEqual(new Set(['MARK']));
    expect(await dialogOf(page).locator('mark').first().innerText()).toBe('onerror');
    expect(await dialogOf(page).locator('img, script').count()).toBe(0);

    // Entities are decoded once: the page's literal "&lt;b&gt;" stays that text.
    await search(page, 'inert');
    expect((await titlesOf(page)).join('\n')).toContain('&lt;b&gt;');
    // Markup in a heading, in the title of its hit.
    await search(page, 'script element');
    expect(await titlesOf(page)).toContain('The <script> element');
    expect(await dialogOf(page).locator('.docsite-search-hit img, .docsite-search-hit script').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    noProblems(problems);
  });
});

describe('a query with more hits than the dialog shows at once', () => {
  it('shows the first six while the text of the others is on its way, still loading, then every hit after them', async () => {
    const { page, context, problems } = await open(sites.lanterns, '/');
    const held: (() => void)[] = [];
    let chunks = 0;
    await context.route(/\/static\/search\/en-[^/]+\/c\d+\.json$/, async (route) => {
      if (++chunks > 6) await new Promise<void>((go) => held.push(go));
      await route.fallback();
    });
    await openWithKeys(page);
    await inputOf(page).fill('numbat');
    await expect.poll(() => hitsOf(page).count(), { timeout: 5000 }).toBe(6);
    await expect.poll(() => held.length).toBe(LANTERNS - 6);
    expect(await dialogOf(page).getAttribute('data-status')).toMatch(/^(loading|stalled)$/);
    const first = await titlesOf(page);
    expect(first.every((title) => /^Numbat lantern \d+$/.test(title))).toBe(true);
    held.splice(0).forEach((go) => go());
    await expect.poll(() => dialogOf(page).getAttribute('data-status'), { timeout: 5000 }).toBe('idle');
    const all = await titlesOf(page);
    expect(all.sort()).toEqual(Array.from({ length: LANTERNS }, (_, i) => `Numbat lantern ${i + 1}`).sort());
    expect((await titlesOf(page)).slice(0, 6)).toEqual(first);
    noProblems(problems);
  });
});

describe('recent and favourite searches', () => {
  const topics = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];
  const section = (page: Page, title: string) =>
    dialogOf(page).locator('.docsite-search-group').filter({ has: page.locator('.docsite-search-group-title', { hasText: new RegExp(`^${title}$`) }) });
  const sectionTitles = (page: Page, title: string) => section(page, title).locator('.docsite-search-hit-title').allInnerTexts();

  it('starts with "No recent searches", keeps 7 recent searches, 4 once there is a favourite, and removes them', async () => {
    const { page, problems } = await open(sites.local, '/guide/topics');
    await openWithKeys(page);
    expect(await dialogOf(page).locator('.docsite-search-body').innerText()).toBe('No recent searches');
    await page.keyboard.press('Escape');

    for (const topic of topics) {
      await openWithKeys(page);
      await search(page, topic.toLowerCase());
      await enterOn(page, `${topic} topic`);
      await expect.poll(() => new URL(page.url()).hash).toBe(`#${topic.toLowerCase()}-topic`);
    }
    await openWithKeys(page);
    const newestFirst = topics.map((t) => `${t} topic`).reverse();
    expect(await sectionTitles(page, 'Recent')).toEqual(newestFirst.slice(0, 7));
    expect(await section(page, 'Favorites').count()).toBe(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('docsite-search-recent-en') ?? '[]') as { url: string }[]);
    expect(stored.map((h) => h.url)).toEqual(newestFirst.slice(0, 7).map((t) => `/guide/topics#${t.split(' ')[0]!.toLowerCase()}-topic`));
    // The path shown under a stored hit.
    expect(await section(page, 'Recent').locator('.docsite-search-hit-path').first().innerText()).toBe('Topics');

    // Saving one as a favourite moves it there and leaves room for 4 recent ones.
    await section(page, 'Recent').locator('.docsite-search-hit').first().getByRole('button', { name: 'Save this search' }).click();
    expect(await sectionTitles(page, 'Favorites')).toEqual(['Hotel topic']);
    expect(await sectionTitles(page, 'Recent')).toEqual(newestFirst.slice(1, 5));
    expect(await inputOf(page).evaluate((el) => el === document.activeElement)).toBe(true);

    // Enter on the start screen opens the active entry.
    await page.keyboard.press('Enter');
    await closed(page);
    await expect.poll(() => new URL(page.url()).hash).toBe('#golf-topic');

    await openWithKeys(page);
    await section(page, 'Favorites').getByRole('button', { name: 'Remove this search from favorites' }).click();
    expect(await section(page, 'Favorites').count()).toBe(0);
    for (let left = 4; left > 0; left--) {
      expect(await section(page, 'Recent').locator('.docsite-search-hit')).toBeTruthy();
      expect((await sectionTitles(page, 'Recent')).length).toBe(left);
      await section(page, 'Recent').getByRole('button', { name: 'Remove this search from history' }).first().click();
    }
    expect(await dialogOf(page).locator('.docsite-search-body').innerText()).toBe('No recent searches');
    expect(await page.evaluate(() => [localStorage.getItem('docsite-search-recent-en'), localStorage.getItem('docsite-search-favorites-en')])).toEqual(['[]', '[]']);
    noProblems(problems);
  }, 45_000);

  it('keeps 10 favourites, the newest first', async () => {
    const { page, problems } = await open(sites.local, '/guide/topics');
    await page.evaluate(() => {
      const favorites = Array.from({ length: 10 }, (_, i) => ({
        objectID: `seed-${i}`,
        hierarchy: { lvl0: 'Guide', lvl1: 'Topics', lvl2: `Seeded ${i}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
        content: null,
        type: 'lvl2',
        url: '/guide/topics',
      }));
      localStorage.setItem('docsite-search-favorites-en', JSON.stringify(favorites));
    });
    await openWithKeys(page);
    expect(await sectionTitles(page, 'Favorites')).toEqual(Array.from({ length: 10 }, (_, i) => `Seeded ${i}`));
    await search(page, 'india');
    await enterOn(page, 'India topic');
    await openWithKeys(page);
    await section(page, 'Recent').getByRole('button', { name: 'Save this search' }).click();
    expect(await sectionTitles(page, 'Favorites')).toEqual(['India topic', ...Array.from({ length: 9 }, (_, i) => `Seeded ${i}`)]);
    expect(await section(page, 'Recent').count()).toBe(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('docsite-search-favorites-en')!) as unknown[]);
    expect(stored).toHaveLength(10);
    // Each language has its own history.
    expect(await page.evaluate(() => localStorage.getItem('docsite-search-favorites-zh'))).toBeNull();
    noProblems(problems);
  });
});

describe('the Chinese site', () => {
  it('speaks Chinese: button, placeholder, start screen, footer, no results, and finds Chinese pages', async () => {
    const { page, problems } = await open(sites.local, '/zh/');
    const button = page.locator('.docsite-search-button');
    expect(await button.innerText()).toMatch(/^搜索\s*Ctrl\s*K$/);
    await button.click();
    await inputOf(page).waitFor();
    expect(await inputOf(page).getAttribute('placeholder')).toBe('搜索文档');
    expect(await dialogOf(page).locator('.docsite-search-body').innerText()).toBe('没有最近搜索');
    expect(await dialogOf(page).getByRole('button', { name: '取消' }).count()).toBe(1);
    expect((await dialogOf(page).locator('.docsite-search-footer').innerText()).replace(/\s+/g, ' ')).toBe('↵ 选择 ↑ ↓ 切换 Esc 关闭');

    await search(page, 'zzxqv');
    const message = dialogOf(page).locator('.docsite-search-no-results');
    expect(await message.locator('.docsite-search-message-title').innerText()).toBe('没有找到 "zzxqv" 的结果');
    expect(await message.innerText()).toContain('试试搜索');
    expect(await message.getByRole('button').allInnerTexts()).toEqual(['指南', '基础', '参考']);
    expect(await message.innerText()).toContain('认为这个查询应该有结果？');

    await search(page, '配置组件');
    const hrefs = await hitsOf(page).locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href.startsWith('/zh/'))).toBe(true);
    await enterOn(page, '配置组件');
    await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).hash)).toBe('/zh/guide/getting-started#配置组件');
    await expect.poll(() => page.locator('[id="配置组件"]').evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(300);
    await openWithKeys(page);
    expect(await dialogOf(page).locator('.docsite-search-group-title').allInnerTexts()).toEqual(['最近搜索']);
    expect(await page.evaluate(() => localStorage.getItem('docsite-search-recent-zh'))).toContain('配置组件');
    noProblems(problems);
  });
});

describe('local search without its index', () => {
  it('shows the same error screen as unreachable Algolia hosts when the index files cannot be fetched, until they can', async () => {
    const { page, context } = await open(sites.local, '/');
    let offline = true;
    await context.route('**/static/search/**', (route) => (offline ? route.abort('internetdisconnected') : route.fallback()));
    await openWithKeys(page);
    await inputOf(page).fill('widget');
    const error = dialogOf(page).locator('.docsite-search-error');
    await error.waitFor({ timeout: 5000 });
    expect((await error.innerText()).split('\n').filter(Boolean)).toEqual(['Unable to fetch results', 'You might want to check your network connection.']);
    offline = false;
    // Another query (the trailing space makes it one) fetches the files again.
    await search(page, 'widget ');
    expect(await error.count()).toBe(0);
    expect(await hitsOf(page).count()).toBeGreaterThan(0);
  });
});

describe('hosted search', () => {
  it('shows the stalled state while a slow host keeps it waiting, then its results', async () => {
    const { page, problems } = await open(sites.slow, '/');
    await openWithKeys(page);
    const status = () => dialogOf(page).getAttribute('data-status');
    const started = Date.now();
    await inputOf(page).fill('widget');
    expect(await status()).toMatch(/^(loading|stalled)$/);
    await expect.poll(status, { timeout: 1000, interval: 25 }).toBe('stalled');
    // Stalled only once loading has lasted 300 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(await dialogOf(page).locator('.docsite-search-spinner').count()).toBe(1);
    expect(await inputOf(page).getAttribute('aria-busy')).toBe('true');
    // The host answers after 0.6 s, within the 1 s connect timeout (spec §9): the hits replace the spinner.
    await expect.poll(status, { timeout: 3000 }).toBe('idle');
    expect(await hitsOf(page).count()).toBeGreaterThan(0);
    expect(await dialogOf(page).locator('.docsite-search-spinner').count()).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    noProblems(problems);
  });

  it('shows the error screen when no host answers, and keeps it until a search succeeds', async () => {
    const { page, problems } = await open(sites.down, '/');
    await openWithKeys(page);
    await inputOf(page).fill('alpha');
    const error = dialogOf(page).locator('.docsite-search-error');
    await error.waitFor({ timeout: 5000 });
    expect(await dialogOf(page).getAttribute('data-status')).toBe('error');
    expect((await error.innerText()).split('\n').filter(Boolean)).toEqual(['Unable to fetch results', 'You might want to check your network connection.']);

    // From here on, note every state the dialog passes through.
    await page.evaluate(() => {
      const seen = { statuses: [] as string[], withoutError: 0 };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      const modal = document.querySelector('.docsite-search-modal')!;
      new MutationObserver(() => {
        seen.statuses.push(modal.getAttribute('data-status')!);
        if (!modal.querySelector('.docsite-search-error') || modal.querySelector('.docsite-search-hit, .docsite-search-start, .docsite-search-no-results')) seen.withoutError++;
      }).observe(modal, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    const seen = () => page.evaluate(() => (window as unknown as { __seen: { statuses: string[]; withoutError: number } }).__seen);
    await page.keyboard.type(' topic');
    await expect.poll(async () => (await seen()).statuses.at(-1), { timeout: 5000 }).toBe('error');
    await page.waitForTimeout(300);
    expect((await seen()).statuses).toContain('loading');
    expect((await seen()).withoutError).toBe(0);
    expect(await error.isVisible()).toBe(true);

    // The host comes back: the next query's hits replace the error screen.
    const host = await forward(downPort, fastHost.port);
    try {
      await inputOf(page).fill('bravo');
      await optionWithTitle(page, 'Bravo topic');
      expect(await error.count()).toBe(0);
      expect(await dialogOf(page).getAttribute('data-status')).toBe('idle');
    } finally {
      await host.close();
    }
    // The browser logs each refused connection; nothing else went wrong.
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem.text).toBe('Failed to load resource: net::ERR_CONNECTION_REFUSED');
      expect(problem.url.startsWith(`http://127.0.0.1:${downPort}/1/indexes/*/queries?`)).toBe(true);
    }
  });
});
