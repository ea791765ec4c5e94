/**
 * `docsite dev` on a site with no index yet serves a preview while the first
 * build parses every page: a real browser reads and navigates it, and
 * reloads into the built site once the build is done. The first build is
 * held by a plugin's `beforeBuild` (which the preview does not run), so the
 * preview is what answers until the test lets the build go on.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDev } from '../../cli/serve/dev.js';
import { collectProblems, hydrated, launchBrowser, offlineContext, type OfflineContext } from '../helpers/browser.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

let browser: Browser;
let dev: Awaited<ReturnType<typeof startDev>>;
let offline: OfflineContext;
const site = tempDir('docsite-dev-preview-');
const release = path.join(site, 'release-the-build');

beforeAll(async () => {
  writeFiles(site, {
    'docsite.config.mjs': `import { existsSync } from 'node:fs';
export default {
  title: 'Preview',
  lang: 'en',
  locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }],
  themeConfig: { lastUpdated: true, socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/docsite-dev/docsite' }] },
  plugins: [{
    name: 'hold-the-first-build',
    async beforeBuild() {
      while (!existsSync(${JSON.stringify(release)})) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  }],
};
`,
    'docs/en/index.md': '---\npageType: home\nhero:\n  name: Preview\n---\n',
    'docs/en/guide/intro.md': '# The `intro` page\n\nIntro text.\n\n## First steps\n\nSteps.\n\n## Going on {#on}\n\nMore.\n',
    'docs/en/guide/next.md': '---\ntitle: Next page\n---\n\n# Heading that the frontmatter overrides\n\nNext text.\n',
    'docs/en/guide/setext.md': 'Setext title\n============\n\n```md\n# Not a title\n```\n\nBody.\n',
    'docs/en/guide/code.mdx': "export const answer = 42;\n\n# Code\n\nThe answer is {answer}.\n",
    'docs/zh/index.md': '---\npageType: home\nhero:\n  name: 预览\n---\n',
    'docs/zh/guide/intro.md': '# 介绍\n\n中文。\n',
  });
  // What a dev server killed during its preview left: the first build removes it.
  writeFiles(site, { [`.docsite/preview.tmp-${deadPid()}-0123abcd/out/lock`]: '{}' });
  [dev, browser] = await Promise.all([startDev({ siteDir: site, port: 0, preview: true }), launchBrowser()]);
  offline = await offlineContext(browser);
}, 60_000);

afterAll(async () => {
  writeFileSync(release, '');
  await offline?.context.close();
  await browser?.close();
  await dev?.close();
});

/** The id of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

const previewFolders = () => readdirSync(path.join(site, '.docsite')).filter((name) => name.startsWith('preview.tmp-'));

describe('docsite dev before its first build', () => {
  it('serves the preview: pages as parsed, sidebar titles skimmed, client navigation; then reloads into the build', async () => {
    expect(dev.previewing).toBe(true);
    // This one's. The killed run's may be gone already: the first build, held in its plugin hook, removes it first.
    expect(previewFolders().filter((name) => !name.endsWith('-0123abcd'))).toHaveLength(1);
    const page = await offline.context.newPage();
    const problems = collectProblems(page);
    await page.goto(new URL('guide/intro', dev.url).href);
    await hydrated(page);
    // The page itself is parsed when asked for: its title as written, its outline with the custom id.
    expect(await page.locator('main h1').textContent()).toBe('The intro page');
    expect(await page.locator('.docsite-outline a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['#first-steps', '#on']);
    expect(await page.locator('.docsite-last-updated').count()).toBe(0);
    // The sidebar's titles are skimmed: frontmatter first, a setext h1, none from inside a code fence.
    const sidebar = page.locator('.docsite-sidebar');
    expect(await sidebar.getByRole('link').allTextContents()).toEqual(expect.arrayContaining(['The intro page', 'Next page', 'Setext title', 'Code']));

    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await sidebar.getByRole('link', { name: 'Setext title' }).click();
    await page.locator('main h1', { hasText: 'Setext title' }).waitFor({ timeout: 5000 });
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);

    // A page with code of its own needs the build's bundle: it waits for the build.
    const code = await fetch(new URL('guide/code', dev.url));
    expect(code.status).toBe(503);
    expect(await code.text()).toContain('No build to show yet');
    expect(problems).toEqual([]);

    // The search index is the build's: a search waits for it.
    const searched = fetch(new URL('static/search/en.json', dev.url));
    expect(await Promise.race([searched.then(() => 'answered'), new Promise((resolve) => setTimeout(resolve, 300, 'waiting'))])).toBe('waiting');

    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    writeFileSync(release, '');
    await reloaded;
    await dev.built;
    await hydrated(page);
    expect(await page.locator('main h1').textContent()).toBe('Setext title');
    // Only the build knows when a page last changed.
    await page.locator('.docsite-last-updated').waitFor({ timeout: 5000 });
    expect(await (await fetch(new URL('guide/code', dev.url))).text()).toMatch(/The answer is (<!-- -->)?42/);
    const search = await searched;
    expect(search.status).toBe(200);
    expect(await search.json()).toMatchObject({ lang: 'en' });
    await expect.poll(previewFolders).toEqual([]);
    expect(existsSync(path.join(site, '.docsite/dev-dist'))).toBe(true);
    expect(problems).toEqual([]);
  });
});
