/**
 * The medium-zoom plugin in a real browser, against the previews of two
 * built sites: its options reach the zoom (the backdrop colour), it attaches
 * to the images of a page reached by in-app navigation, leaves out linked and
 * `data-zoom-off` images, loads medium-zoom only on pages with images, and a
 * selector the browser cannot parse costs the zoom, not the page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import { startPreview, type Preview } from '../../cli/serve/preview.js';
import { collectProblems, hydrated, launchBrowser, offlineContext, type OfflineContext, type PageProblem } from '../helpers/browser.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80"><rect width="160" height="80" fill="#3b82f6"/></svg>\n';

const config = (zoom: string) => `import { defineConfig } from 'docsite';
import { pluginMediumZoom } from 'docsite/plugins/medium-zoom';

export default defineConfig({
  title: 'Zoom',
  themeConfig: { socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/docsite-dev/docsite' }] },
  plugins: [pluginMediumZoom(${zoom})],
});
`;

const PAGES = {
  'public/logo.svg': LOGO,
  'docs/en/index.md': '# Home\n\nNo images here. The [gallery](./guide/gallery.mdx).\n',
  'docs/en/guide/gallery.mdx': [
    '# Gallery',
    '',
    '![Plain](/logo.svg)',
    '',
    '[![Linked](/logo.svg)](../index.md)',
    '',
    '<img src="/logo.svg" alt="Off" data-zoom-off />',
    '',
    '<div data-zoom-off>',
    '',
    '![Inside](/logo.svg)',
    '',
    '</div>',
    '',
  ].join('\n'),
};

let browser: Browser;
const previews: Record<'styled' | 'broken', { preview: Preview; zoomChunk: string }> = {} as never;
const contexts: OfflineContext[] = [];

/** Build a site with these plugin options and serve it; the client chunk that holds medium-zoom is found by its own CSS class name. */
async function serve(zoom: string): Promise<{ preview: Preview; zoomChunk: string }> {
  const dir = tempDir('docsite-zoom-e2e-');
  writeFiles(dir, { 'docsite.config.ts': config(zoom), ...PAGES });
  const result = await buildSite({ siteDir: dir, threads: 1 });
  if (!result.ok) throw new Error(`building the zoom site failed:\n${result.messages.map(String).join('\n')}`);
  const assets = path.join(dir, 'dist', 'assets');
  const chunks = readdirSync(assets).filter((file) => file.endsWith('.js') && readFileSync(path.join(assets, file), 'utf8').includes('medium-zoom-overlay'));
  if (chunks.length !== 1) throw new Error(`expected one chunk holding medium-zoom, found ${chunks.join(', ') || 'none'}`);
  return { preview: await startPreview({ distDir: path.join(dir, 'dist'), base: '/', port: 0 }), zoomChunk: chunks[0]! };
}

beforeAll(async () => {
  [previews.styled, previews.broken, browser] = await Promise.all([serve("{ background: 'rgb(255, 0, 0)', margin: 48 }"), serve("{ selector: 'img[' }"), launchBrowser()]);
}, 90_000);

afterAll(async () => {
  await Promise.all(contexts.map(({ context }) => context.close().catch(() => {})));
  await browser?.close();
  await Promise.all(Object.values(previews).map(({ preview }) => preview.close()));
});

async function newPage(): Promise<{ page: Page; problems: PageProblem[]; documents: string[]; scripts: string[] }> {
  const offline = await offlineContext(browser);
  contexts.push(offline);
  const page = await offline.context.newPage();
  const problems = collectProblems(page);
  const documents: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'document') documents.push(pathname);
    if (pathname.endsWith('.js')) scripts.push(path.basename(pathname));
  });
  return { page, problems, documents, scripts };
}

/** Which images of the page body medium-zoom is attached to, by alt text. */
const attached = (page: Page) => page.$$eval('.docsite-prose img', (images) => Object.fromEntries((images as HTMLImageElement[]).map((image) => [image.alt, image.classList.contains('medium-zoom-image')])));

describe('medium-zoom', () => {
  it('loads nothing on a page without images, and zooms the images of a page reached in the app', async () => {
    const { preview, zoomChunk } = previews.styled;
    const { page, problems, documents, scripts } = await newPage();
    await page.goto(preview.url);
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(scripts).not.toContain(zoomChunk);

    await page.locator('a', { hasText: 'gallery' }).click();
    await page.locator('h1', { hasText: 'Gallery' }).waitFor();
    await page.locator('img.medium-zoom-image[alt="Plain"]').waitFor({ state: 'attached', timeout: 5000 });
    expect(await attached(page)).toEqual({ Plain: true, Linked: false, Off: false, Inside: false });
    expect(scripts).toContain(zoomChunk);
    // The gallery came by in-app navigation: the home page is the only document loaded.
    expect(documents).toEqual(['/']);
    expect(problems).toEqual([]);
  });

  it('zooms over the backdrop the options give, and closes on Escape', async () => {
    const { page, problems } = await newPage();
    await page.goto(new URL('guide/gallery.html', previews.styled.preview.url).href);
    await hydrated(page);
    const image = page.locator('img.medium-zoom-image[alt="Plain"]');
    await image.waitFor({ state: 'attached', timeout: 5000 });
    const opened = image.evaluate((img) => new Promise<void>((resolve) => img.addEventListener('medium-zoom:opened', () => resolve(), { once: true })));
    await image.click();
    await opened;
    await expect(page.locator('.medium-zoom-overlay').evaluate((overlay) => getComputedStyle(overlay).backgroundColor)).resolves.toBe('rgb(255, 0, 0)');
    await page.keyboard.press('Escape');
    await page.locator('.medium-zoom-overlay').waitFor({ state: 'detached', timeout: 3000 });
    expect(problems).toEqual([]);
  });

  it('with a selector the browser cannot parse, logs the problem and keeps the page', async () => {
    const { preview, zoomChunk } = previews.broken;
    const { page, problems, scripts } = await newPage();
    await page.goto(new URL('guide/gallery.html', preview.url).href);
    await hydrated(page);
    await page.waitForTimeout(300);
    await expect(page.locator('h1').textContent()).resolves.toBe('Gallery');
    expect(await attached(page)).toEqual({ Plain: false, Linked: false, Off: false, Inside: false });
    expect(scripts).not.toContain(zoomChunk);
    expect(problems.map((p) => `${p.kind}: ${p.text.split('\n')[0]}`)).toEqual([
      expect.stringMatching(/^error: \[medium-zoom\] `selector` is not a valid CSS selector: img\[/),
    ]);
  });
});
