/**
 * Sidebars generated from folders in a real browser: a site with no sidebar
 * in its config, a _meta.json with a divider and a section header, built and
 * served by the preview server. The section's sidebar file is loaded before
 * the page hydrates and before an in-app navigation into another section
 * renders, and folded groups open to show their pages. A section of more
 * top-level groups than a window is pre-rendered as the window around the
 * page, and whole once the page is live.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuiltSite, type ServedSite } from '../helpers/served-site.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

let site: ServedSite;

beforeAll(async () => {
  const dir = tempDir('docsite-e2e-folder-sidebar-');
  writeFiles(dir, {
    // Social links are what `hydrated` waits for.
    'docsite.config.mjs': "export default { lang: 'en', title: 'Folders', themeConfig: { socialLinks: [{ icon: 'github', content: 'https://github.com/example/folders' }] } };\n",
    'docs/en/index.md': '---\npageType: home\n---\n',
    'docs/en/_nav.json': '[{ "text": "Guide", "link": "/guide/" }, { "text": "API", "link": "/api/" }]\n',
    'docs/en/guide/index.md': '# Guide\n\n[Deep](./02-advanced/deep.md)\n',
    'docs/en/guide/01-start.md': '# Start\n',
    'docs/en/guide/02-advanced/index.md': '# Advanced\n',
    'docs/en/guide/02-advanced/deep.md': '# Deep dive\n',
    'docs/en/guide/_meta.json': '["index", "01-start", { "type": "divider" }, { "type": "section-header", "label": "Going further" }, "02-advanced"]\n',
    'docs/en/api/index.md': '# API\n',
    'docs/en/api/config.md': '# Config\n',
    // A section of 120 folders: more top-level groups than a page's HTML holds.
    ...Object.fromEntries(
      Array.from({ length: 120 }, (_, i) => String(i).padStart(3, '0')).flatMap((n) => [
        [`docs/en/big/g${n}/a.md`, `# Page ${n} a\n`],
        [`docs/en/big/g${n}/b.md`, `# Page ${n} b\n`],
      ]),
    ),
  });
  site = await serveBuiltSite(dir);
}, 60_000);

afterAll(() => site?.close());

const open = (urlPath: string) => site.open(urlPath);

/** The sidebar's visible entries: links by text, dividers as ---, section headers with #. */
const entries = (page: Page) =>
  page.locator('.docsite-sidebar > ul').last().evaluate((list) =>
    [...list.querySelectorAll('.docsite-sidebar-link, .docsite-sidebar-divider, .docsite-sidebar-section-header')]
      .filter((el) => (el as HTMLElement).offsetParent !== null || el.classList.contains('docsite-sidebar-divider'))
      .map((el) => (el.classList.contains('docsite-sidebar-divider') ? '---' : el.classList.contains('docsite-sidebar-section-header') ? `# ${el.textContent}` : el.textContent)),
  );

describe('a sidebar generated from folders', () => {
  it('shows the _meta.json order with a divider, a header and a folded group that opens', async () => {
    const { page, problems } = await open('/guide/01-start');
    expect(await entries(page)).toEqual(['Guide', 'Start', '---', '# Going further', 'Advanced']);
    await page.getByRole('button', { name: 'Advanced' }).click();
    expect(await entries(page)).toEqual(['Guide', 'Start', '---', '# Going further', 'Advanced', 'Deep dive']);
    expect(problems).toEqual([]);
  });

  it('loads another section\'s sidebar on an in-app navigation, and opens the group holding the page', async () => {
    const { page, problems, documents } = await open('/guide/');
    await page.locator('.docsite-navbar-nav').getByRole('link', { name: 'API' }).click();
    await expect.poll(() => entries(page)).toEqual(['API', 'Config']);
    await page.goBack();
    await page.locator('.docsite-prose').getByRole('link', { name: 'Deep' }).click();
    await expect.poll(() => entries(page)).toEqual(['Guide', 'Start', '---', '# Going further', 'Advanced', 'Deep dive']);
    expect(await page.locator('.docsite-sidebar [aria-current="page"]').textContent()).toBe('Deep dive');
    // One document: every move was in the app.
    expect(documents).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});

describe('a section of thousands of groups', () => {
  const groupTitles = (html: string) => [...html.matchAll(/<div class="docsite-sidebar-group-title">(?:<a[^>]*>|<span>)(g\d+)/g)].map((m) => m[1]);

  it('pre-renders each page with the 81 top-level entries around its own, so its HTML does not grow with the section', async () => {
    const html = await fetch(site.url('/big/g100/a')).then((response) => response.text());
    const titles = groupTitles(html);
    expect(titles).toHaveLength(81);
    // Near the end of the section the window ends there.
    expect(titles[0]).toBe('g039');
    expect(titles.at(-1)).toBe('g119');
    expect(html).toMatch(/aria-current="page"[^>]*>Page 100 a</);
    expect(groupTitles(await fetch(site.url('/big/g050/a')).then((response) => response.text()))[0]).toBe('g010');
    expect(groupTitles(await fetch(site.url('/big/g000/b')).then((response) => response.text()))).toEqual(Array.from({ length: 81 }, (_, i) => `g${String(i).padStart(3, '0')}`));
  });

  it('shows every group once the page is live, with the current page open and in view, and no hydration error', async () => {
    const { page, problems } = await open('/big/g100/a');
    const titles = await page.locator('.docsite-sidebar-group-title').allTextContents();
    expect(titles).toEqual(Array.from({ length: 120 }, (_, i) => `g${String(i).padStart(3, '0')}`));
    const current = page.locator('.docsite-sidebar [aria-current="page"]');
    expect(await current.textContent()).toBe('Page 100 a');
    await expect.poll(() => current.isVisible()).toBe(true);
    expect(await current.evaluate((link) => {
      const sidebar = link.closest('.docsite-sidebar')!;
      const box = link.getBoundingClientRect();
      const frame = sidebar.getBoundingClientRect();
      return box.top >= frame.top && box.bottom <= frame.bottom;
    })).toBe(true);
    await page.getByRole('button', { name: 'g010' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Page 010 b' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });
});
