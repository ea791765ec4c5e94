/**
 * Sidebars generated from folders in a real browser: a site with no sidebar
 * in its config, a _meta.json with a divider and a section header, built and
 * served by the preview server. The section's sidebar file is loaded before
 * the page hydrates and before an in-app navigation into another section
 * renders, and folded groups open to show their pages.
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
