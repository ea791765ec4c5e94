/**
 * Links the build's link check lets through, followed in a real browser
 * after hydration, on a bilingual site under `base: '/docs/'`: each must
 * reach what the check said it reaches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuiltSite, type ServedSite } from '../helpers/served-site.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const CONFIG = `import { defineConfig } from 'docsite';

export default defineConfig({
  title: 'Links',
  base: '/docs/',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  // Marks the page hydrated (\`hydrated\`).
  themeConfig: { socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/docsite-dev/docsite' }] },
});
`;

const home = (start: string) => `---
pageType: home
hero:
  name: Links
  actions:
    - text: ${start}
      link: ./guide/start
---

[pure](/pure.html) and [notes](/notes.txt).
`;

let site: ServedSite;

beforeAll(async () => {
  const dir = tempDir('docsite-links-e2e-');
  writeFiles(dir, {
    'docsite.config.ts': CONFIG,
    'docs/en/index.md': home('Start'),
    'docs/zh/index.md': home('开始'),
    'docs/en/guide/start.md': '# Start\n',
    'docs/zh/guide/start.md': '# 开始\n',
    'public/pure.html': '<!doctype html><title>Pure</title><link rel="icon" href="data:,"><h1>Pure HTML</h1>\n',
    'public/notes.txt': 'Plain notes.\n',
  });
  site = await serveBuiltSite(dir, '/docs/');
}, 60_000);

afterAll(() => site?.close());

const url = (below: string) => site.url(below);
const open = (below: string) => site.open(below);

describe("a home page's ./ hero link", () => {
  it('leads to the page beside the home page in its own language, in the app', async () => {
    const { page, problems, documents } = await open('zh/');
    const action = page.locator('.docsite-hero-actions a');
    await expect(action.getAttribute('href')).resolves.toBe('/docs/zh/guide/start.html');
    await action.click();
    await page.locator('h1', { hasText: '开始' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/docs/zh/guide/start.html');
    expect(documents).toEqual([url('zh/')]);
    expect(problems).toEqual([]);
  });
});

describe('an HTML file of public/', () => {
  it('is loaded from the server when its link is clicked, not shown as the app’s not-found page', async () => {
    const { page, problems, documents } = await open('');
    await page.locator('a', { hasText: 'pure' }).click();
    await page.locator('h1', { hasText: 'Pure HTML' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/docs/pure.html');
    expect(documents).toEqual([url(''), url('pure.html')]);
    // Back returns to the page the link was on.
    await page.goBack();
    await page.locator('.docsite-hero-name', { hasText: 'Links' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('leaves other files of public/ plain links', async () => {
    const { page } = await open('');
    await expect(page.locator('a', { hasText: 'notes' }).getAttribute('href')).resolves.toBe('/docs/notes.txt');
  });
});
