/**
 * The brand colours of the stylesheets sites bring from other tools, in a real browser: three small sites built and
 * served, one with Docusaurus's `custom.css` as its starter writes it, one with VitePress's brand variables, one with
 * Starlight's (its dark colours on `:root`, its light ones on `[data-theme='light']`), one with none, each opened in
 * light and in dark mode.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import { startPreview, type Preview } from '../../cli/serve/preview.js';
import { hydrated, launchBrowser, offlineContext, type OfflineContext } from '../helpers/browser.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const DOCUSAURUS = `:root {
  --ifm-color-primary: #2e8555;
  --ifm-color-primary-dark: #29784c;
  --ifm-color-primary-light: #33925d;
}

[data-theme='dark'] {
  --ifm-color-primary: #25c2a0;
}
`;

const VITEPRESS = `:root {
  --vp-c-brand-1: #3451b2;
  --vp-c-brand-2: #3a5ccc;
  --vp-c-brand-soft: rgba(100, 108, 255, 0.14);
}

.dark {
  --vp-c-brand-1: #a8b1ff;
  --vp-c-brand-2: #5c73e7;
  --vp-c-brand-soft: rgba(100, 108, 255, 0.16);
}
`;

const STARLIGHT = `:root {
  --sl-color-accent: #6d5dfc;
}

:root[data-theme='light'] {
  --sl-color-accent: #4f39f6;
}
`;

let browser: Browser;
const previews: Record<string, Preview> = {};
const contexts: OfflineContext[] = [];

async function serve(name: string, css: string): Promise<void> {
  const dir = tempDir(`docsite-brand-${name}-`);
  writeFiles(dir, {
    // A social link: the theme marks it once hydrated, which `hydrated` waits for.
    'docsite.config.json': JSON.stringify({ lang: 'en', components: './src/components.js', themeConfig: { socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/docsite-dev/docsite' }] } }),
    'src/components.js': "import './custom.css';\n",
    'src/custom.css': css,
    'docs/index.md': '# Home\n\nRead [the guide](./guide/start.md).\n',
    'docs/guide/start.md': '# Start\n\nBack [home](../index.md).\n',
  });
  const result = await buildSite({ siteDir: dir, threads: 1 });
  if (!result.ok) throw new Error(`building the ${name} site failed:\n${result.messages.map(String).join('\n')}`);
  previews[name] = await startPreview({ distDir: path.join(dir, 'dist'), port: 0 });
}

beforeAll(async () => {
  browser = await launchBrowser();
  await serve('docusaurus', DOCUSAURUS);
  await serve('vitepress', VITEPRESS);
  await serve('starlight', STARLIGHT);
  await serve('none', '.site-note { margin: 0; }\n');
}, 60_000);

afterAll(async () => {
  await Promise.all(contexts.map(({ context }) => context.close().catch(() => {})));
  await browser?.close();
  await Promise.all(Object.values(previews).map((preview) => preview.close()));
});

/** The guide page of a site, hydrated, in a context of the colour scheme given (which the theme follows on a first visit). */
async function open(site: string, colorScheme: 'light' | 'dark'): Promise<Page> {
  const offline = await offlineContext(browser, { colorScheme });
  contexts.push(offline);
  const page = await offline.context.newPage();
  await page.goto(new URL('/guide/start', previews[site]!.url).href);
  await hydrated(page);
  expect(await page.evaluate(() => [document.documentElement.classList.contains('dark'), document.documentElement.dataset.theme])).toEqual([colorScheme === 'dark', colorScheme]);
  return page;
}

/** A link of the page's text, and the sidebar's entry of the page: its colour and its background. */
async function branded(page: Page): Promise<{ link: string; active: string; activeBackground: string }> {
  const link = await page.locator('.docsite-prose a', { hasText: 'home' }).evaluate((a) => getComputedStyle(a).color);
  const [active, activeBackground] = await page.locator('.docsite-sidebar-link[aria-current="page"]').evaluate((a) => [getComputedStyle(a).color, getComputedStyle(a).backgroundColor]);
  return { link, active: active!, activeBackground: activeBackground! };
}

describe("the theme's brand colours", () => {
  it("take a Docusaurus site's --ifm-color-primary, its [data-theme='dark'] value in dark mode", async () => {
    expect(await branded(await open('docusaurus', 'light'))).toEqual({ link: 'rgb(46, 133, 85)', active: 'rgb(46, 133, 85)', activeBackground: 'color(srgb 0.180392 0.521569 0.333333 / 0.1)' });
    expect(await branded(await open('docusaurus', 'dark'))).toEqual({ link: 'rgb(37, 194, 160)', active: 'rgb(37, 194, 160)', activeBackground: 'color(srgb 0.145098 0.760784 0.627451 / 0.16)' });
  });

  it("take a Starlight site's --sl-color-accent, its [data-theme='light'] value in light mode and its :root one in dark mode", async () => {
    expect(await branded(await open('starlight', 'light'))).toMatchObject({ link: 'rgb(79, 57, 246)', active: 'rgb(79, 57, 246)' });
    expect(await branded(await open('starlight', 'dark'))).toMatchObject({ link: 'rgb(109, 93, 252)', active: 'rgb(109, 93, 252)' });
  });

  it("take a VitePress site's --vp-c-brand-1 and --vp-c-brand-soft, its .dark values in dark mode", async () => {
    expect(await branded(await open('vitepress', 'light'))).toEqual({ link: 'rgb(52, 81, 178)', active: 'rgb(52, 81, 178)', activeBackground: 'rgba(100, 108, 255, 0.14)' });
    expect(await branded(await open('vitepress', 'dark'))).toEqual({ link: 'rgb(168, 177, 255)', active: 'rgb(168, 177, 255)', activeBackground: 'rgba(100, 108, 255, 0.16)' });
  });

  it("stay docsite's own on a site that sets none of them", async () => {
    expect(await branded(await open('none', 'light'))).toEqual({ link: 'rgb(29, 78, 216)', active: 'rgb(29, 78, 216)', activeBackground: 'rgba(29, 78, 216, 0.1)' });
    expect(await branded(await open('none', 'dark'))).toEqual({ link: 'rgb(96, 165, 250)', active: 'rgb(96, 165, 250)', activeBackground: 'rgba(96, 165, 250, 0.16)' });
  });
});
