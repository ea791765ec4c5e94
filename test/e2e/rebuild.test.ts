/**
 * A reader's tab outlives a deploy: the fixture site is built and served, a
 * page is opened, pages are edited and the site is built again into the same
 * folder (so unchanged pages keep their HTML, and the route buckets their
 * folder), and the open tab then follows links to the edited pages.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import { startPreview, type Preview } from '../../cli/serve/preview.js';
import { hydrated, launchBrowser, offlineContext, type OfflineContext } from '../helpers/browser.js';
import { copyFixture } from '../helpers/temp-site.js';

let browser: Browser;
let preview: Preview;
let offline: OfflineContext;
const site = copyFixture('theme');

async function build(): Promise<void> {
  // In-process: the worker threads exist only in the built CLI (lib/), and this runs the sources.
  const result = await buildSite({ siteDir: site, threads: 1 });
  if (!result.ok) throw new Error(`building the fixture failed:\n${result.messages.map(String).join('\n')}`);
}

function edit(page: string, from: string, to: string): void {
  const file = path.join(site, 'docs/en', page);
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

beforeAll(async () => {
  await build();
  [preview, browser] = await Promise.all([startPreview({ distDir: path.join(site, 'dist'), port: 0 }), launchBrowser()]);
  offline = await offlineContext(browser);
}, 60_000);

afterAll(async () => {
  await offline?.context.close();
  await browser?.close();
  await preview?.close();
});

describe('a tab opened before a rebuild', () => {
  it('follows a link to a page edited since, in the app, and shows the new text', async () => {
    const page = await offline.context.newPage();
    await page.goto(new URL('guide/a', preview.url).href);
    await hydrated(page);
    const routes = await page.evaluate(() => (window as unknown as { __DOCSITE__: { routes: string } }).__DOCSITE__.routes);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));

    edit('guide/b.mdx', '# Writing pages', '# Writing pages\n\nA sentence added after the tab was opened.');
    await build();
    // The buckets' folder is the theme's: the tab finds the edited page's new data file in it.
    expect(readFileSync(path.join(site, 'dist/guide/a.html'), 'utf8')).toContain(`"routes":"${routes}"`);

    await page.locator('.docsite-sidebar').getByRole('link', { name: 'Writing pages' }).click();
    await page.locator('main', { hasText: 'A sentence added after the tab was opened.' }).waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/guide/b');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });
});
