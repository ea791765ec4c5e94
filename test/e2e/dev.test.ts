/**
 * `docsite dev` in a real browser, on the site `docsite init` makes: an open
 * page follows every kind of save, shows a failed build in the error overlay,
 * and drops it once the page is fixed.
 */
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaffoldFiles } from '../../cli/init/scaffold.js';
import { startDev } from '../../cli/serve/dev.js';
import { collectProblems, hydrated, launchBrowser, offlineContext, type OfflineContext, type PageProblem } from '../helpers/browser.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

let browser: Browser;
let dev: Awaited<ReturnType<typeof startDev>>;
let offline: OfflineContext;
const site = tempDir('docsite-dev-e2e-');
const pageFile = path.join(site, 'docs/en/guide/writing-pages.mdx');
const mdx = (text: string) => `# Page\n\n${text}\n`;

beforeAll(async () => {
  // The starter has a social link, which marks hydration (see `hydrated`).
  writeFiles(site, Object.fromEntries(scaffoldFiles({ title: 'Dev', langs: ['en', 'zh'], name: 'dev' }).map((file) => [file.path, file.text])));
  [dev, browser] = await Promise.all([startDev({ siteDir: site, port: 0 }), launchBrowser()]);
  offline = await offlineContext(browser);
}, 60_000);

afterAll(async () => {
  await offline?.context.close();
  await browser?.close();
  await dev?.close();
});

async function open(): Promise<{ page: Page; problems: PageProblem[] }> {
  const page = await offline.context.newPage();
  const problems = collectProblems(page);
  await page.goto(new URL('guide/writing-pages', dev.url).href);
  await hydrated(page);
  return { page, problems };
}

/** Saves the page with `save` and waits for the browser to reload it. */
async function saveAndReload(page: Page, save: () => void): Promise<void> {
  const reloaded = page.waitForEvent('load', { timeout: 20_000 });
  save();
  await reloaded;
  await hydrated(page);
}

const overlayOf = (page: Page) => page.locator('#docsite-error-overlay');

describe('docsite dev in the browser', () => {
  it('reloads on in-place and atomic saves, shows a failed build over the page, and clears it once fixed', async () => {
    const { page, problems } = await open();
    const content = page.locator('.docsite-doc-content');

    // Alternating, as editors do: the in-place save after an atomic one is where fs.watch went deaf.
    for (const round of [1, 2]) {
      await saveAndReload(page, () => writeFileSync(pageFile, mdx(`Saved in place ${round}.`)));
      await expect(content.textContent()).resolves.toContain(`Saved in place ${round}.`);
      await saveAndReload(page, () => {
        writeFileSync(`${pageFile}.tmp`, mdx(`Saved atomically ${round}.`));
        renameSync(`${pageFile}.tmp`, pageFile);
      });
      await expect(content.textContent()).resolves.toContain(`Saved atomically ${round}.`);
    }

    // The message quotes the tags: `<i>` must come out as text, not as an element.
    writeFileSync(pageFile, mdx('<i>\n\nBroken.\n\n</b>'));
    const overlay = overlayOf(page);
    await overlay.waitFor({ timeout: 20_000 });
    const text = await overlay.textContent();
    expect(text).toContain('docs/en/guide/writing-pages.mdx:7:1');
    expect(text).toContain('Unexpected closing tag `</b>`, expected corresponding closing tag for `<i>`');
    expect(text).toContain('close the tag or expression');
    await expect(overlay.locator('i, b').count()).resolves.toBe(0);
    // The last good build stays underneath.
    await expect(content.textContent()).resolves.toContain('Saved atomically 2.');

    // A page opened while the build is failed shows it too.
    const later = await open();
    await overlayOf(later.page).waitFor({ timeout: 20_000 });
    await expect(overlayOf(later.page).textContent()).resolves.toContain('docs/en/guide/writing-pages.mdx:7:1');

    await saveAndReload(page, () => writeFileSync(pageFile, mdx('Fixed.')));
    await expect(content.textContent()).resolves.toContain('Fixed.');
    await expect(overlay.count()).resolves.toBe(0);
    expect([...problems, ...later.problems]).toEqual([]);
    await later.page.close();
  });

  it('styles the overlay for the light and the dark theme, and closes it with its button', async () => {
    writeFileSync(pageFile, mdx('<i>\n\nBroken again.\n\n</b>'));
    const { page, problems } = await open();
    const overlay = overlayOf(page);
    await overlay.waitFor({ timeout: 20_000 });
    const colors = () => overlay.locator('div').first().evaluate((card) => [getComputedStyle(card).color, getComputedStyle(card).backgroundColor]);
    await expect(colors()).resolves.toEqual(['rgb(31, 35, 40)', 'rgb(255, 255, 255)']);
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await expect(colors()).resolves.toEqual(['rgb(232, 232, 234)', 'rgb(27, 27, 31)']);
    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect(overlay.count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await saveAndReload(page, () => writeFileSync(pageFile, mdx('Fixed again.')));
  });

  it('renders each page when it is asked for: client navigation, search and a throwing page after an edit', async () => {
    const { page, problems } = await open();
    await saveAndReload(page, () => writeFileSync(pageFile, mdx('The word quetzalcoatlus is new.')));
    // The search index is written after the reload, in another thread: a search waits for it and finds the edit.
    await page.keyboard.press('Control+k');
    const dialog = page.locator('.docsite-search-modal');
    await dialog.getByRole('combobox').fill('quetzalcoatlus');
    await dialog.locator('.docsite-search-hit').first().waitFor({ timeout: 10_000 });
    await expect(dialog.locator('.docsite-search-hit').first().textContent()).resolves.toContain('quetzalcoatlus');
    await page.keyboard.press('Escape');

    // A link followed in the page loads the other page's data file, which is rendered on request too.
    const link = page.locator('.docsite-sidebar-link:visible:not([aria-current="page"])').first();
    const target = await link.getAttribute('href');
    await link.click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe(target);
    await expect(page.locator('.docsite-doc-content h1').count()).resolves.toBe(1);

    // A component that throws fails its own page only, with the overlay naming the page; the rest of the site is served.
    writeFiles(site, { 'docs/en/guide/throws.mdx': 'export function Boom() {\n  throw new Error(\'boom on render\');\n}\n\n# Throws\n\n<Boom />\n' });
    await expect.poll(() => fetch(new URL('guide/throws', dev.url)).then((r) => r.status), { timeout: 20_000 }).toBe(500);
    const broken = await offline.context.newPage();
    await broken.goto(new URL('guide/throws', dev.url).href);
    const overlay = overlayOf(broken);
    await overlay.waitFor({ timeout: 10_000 });
    await expect(overlay.textContent()).resolves.toMatch(/docs\/en\/guide\/throws\.mdx.*Pre-rendering \/guide\/throws failed: boom on render/s);
    await expect(fetch(new URL('guide/writing-pages', dev.url)).then((r) => r.status)).resolves.toBe(200);
    expect(problems).toEqual([]);
    await Promise.all([page.close(), broken.close()]);
  });
});
