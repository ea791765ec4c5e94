/**
 * A site's theme module in a real browser: the fixture site
 * `test/fixtures/sites/theme-override` (a wrapped `Layout` filling every
 * slot, a wrapped `Navbar`, a replaced `NotFound`) built once, served by the
 * preview server. The overrides hydrate the pre-rendered HTML and stay in
 * place through in-app navigation.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuiltSite, type ServedSite } from '../helpers/served-site.js';
import { copyFixture } from '../helpers/temp-site.js';

let site: ServedSite;

beforeAll(async () => {
  site = await serveBuiltSite(copyFixture('theme-override'));
}, 60_000);

afterAll(() => site?.close());

const url = (urlPath: string) => site.url(urlPath);

const open = (urlPath: string) => site.open(urlPath);

/** The text of each slot on screen, by its class. */
const slotTexts = (page: Page) => page.locator('.slot').evaluateAll((slots) => slots.map((slot) => `${slot.className}: ${slot.textContent}`));

const FRAME_SLOTS = ['slot slot-before-nav: Before the navbar', 'slot slot-after-nav: After the navbar', 'slot slot-before-sidebar: Before the sidebar', 'slot slot-after-sidebar: After the sidebar'];
const DOC_SLOTS = [
  ...FRAME_SLOTS,
  'slot slot-before-doc-content: Before the content',
  'slot slot-after-doc-content: After the content',
  'slot slot-before-doc-footer: Before the doc footer',
  'slot slot-before-outline: Before the outline',
  'slot slot-after-outline: After the outline',
];

describe('a theme module in the browser', () => {
  it('hydrates the slots: the stateful one responds, and every slot stays through in-app navigation', async () => {
    const { page, problems, documents } = await open('/');
    expect(await slotTexts(page)).toEqual([...FRAME_SLOTS, 'slot slot-before-hero: Before the hero', 'slot slot-after-hero: After the hero', 'slot slot-bottom: Clicked 0']);
    await page.locator('.slot-bottom').click();
    await expect(page.locator('.slot-bottom').textContent()).resolves.toBe('Clicked 1');

    await page.locator('.docsite-hero-actions a', { hasText: 'Start' }).click();
    await page.waitForURL(/\/guide\/start(\.html)?$/);
    await page.locator('h1', { hasText: 'Start' }).waitFor();
    expect(await slotTexts(page)).toEqual([...DOC_SLOTS, 'slot slot-bottom: Clicked 1']);

    await page.locator('.docsite-doc-content p a', { hasText: 'next page' }).click();
    await page.locator('h1', { hasText: 'Next' }).waitFor();
    expect(await slotTexts(page)).toEqual([...DOC_SLOTS, 'slot slot-bottom: Clicked 1']);
    await expect(page.locator('.wrapped-navbar').textContent()).resolves.toBe('A wrapped navbar');
    expect(documents).toEqual([url('/')]);
    expect(problems).toEqual([]);
  });

  it('shows the slots of a Chinese page in Chinese', async () => {
    const { page, problems } = await open('/zh/guide/start');
    await expect(page.locator('.slot-before-nav').textContent()).resolves.toBe('导航栏之前');
    await expect(page.locator('.wrapped-navbar').textContent()).resolves.toBe('包装过的导航栏');
    expect(await slotTexts(page)).toHaveLength(DOC_SLOTS.length + 1);
    expect(problems).toEqual([]);
  });

  it('shows the replaced NotFound on a missing route, and leaves it in-app', async () => {
    const { page, problems, documents } = await open('/nope');
    await expect(page.locator('.custom-not-found h1').textContent()).resolves.toBe('Nothing at this address');
    await expect(page.locator('.docsite-not-found').count()).resolves.toBe(0);
    await page.locator('.custom-not-found a').click();
    await page.locator('.docsite-hero').waitFor();
    await expect(page.locator('.slot-after-hero').textContent()).resolves.toBe('After the hero');
    expect(documents).toEqual([url('/nope')]);
    // The deliberate 404 is the only problem logged: no hydration mismatch and no error.
    expect(problems.map((p) => [p.kind, /status of 404/.test(p.text)])).toEqual([['error', true]]);
  });
});
