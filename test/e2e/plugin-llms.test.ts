/**
 * The llms plugin's "Copy page as Markdown" button in a real browser, against
 * the preview of an en + zh site built with `base: '/docs/'` and clean URLs:
 * the button appears under the title once hydrated (never in the
 * pre-rendered HTML), and a click puts the page's `.md` file on the clipboard,
 * also after in-app navigation and on a folder's index page.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import { startPreview, type Preview } from '../../cli/serve/preview.js';
import { collectProblems, hydrated, launchBrowser, offlineContext, type OfflineContext, type PageProblem } from '../helpers/browser.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

let browser: Browser;
let preview: Preview;
let dist: string;
const contexts: OfflineContext[] = [];

const CONFIG = `import { defineConfig } from 'docsite';
import { pluginLlms } from 'docsite/plugins/llms';

export default defineConfig({
  title: 'Copy',
  base: '/docs/',
  route: { cleanUrls: true },
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  themeConfig: {
    socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/docsite-dev/docsite' }],
    sidebar: {
      '/guide/': [{ text: 'Guide', items: [{ text: 'Overview', link: '/guide/' }, { text: 'Intro', link: '/guide/intro' }, { text: 'Usage', link: '/guide/usage' }] }],
    },
  },
  plugins: [pluginLlms({ exclude: ['/guide/hidden'] })],
});
`;

beforeAll(async () => {
  const dir = tempDir('docsite-llms-e2e-');
  writeFiles(dir, {
    'docsite.config.ts': CONFIG,
    'docs/en/index.md': '---\npageType: home\nhero:\n  name: Copy\n---\n',
    'docs/zh/index.md': '---\npageType: home\nhero:\n  name: Copy\n---\n',
    'docs/en/guide/index.md': '# Overview\n\nThe guide.\n',
    'docs/zh/guide/index.md': '# 概览\n\n指南。\n',
    'docs/en/guide/intro.md': '# Intro\n\nFor everyone.\n\n<llm-only>\n\nOnly for models.\n\n</llm-only>\n\n## Details\n\nMore.\n',
    'docs/zh/guide/intro.md': '# 介绍\n\n给所有人。\n\n<llm-exclude>\n\n只给读者。\n\n</llm-exclude>\n',
    'docs/en/guide/usage.mdx': '---\ntitle: Usage\n---\n\nUse it <llm-only>(models: call `run()`)</llm-only>.\n',
    'docs/zh/guide/usage.mdx': '---\ntitle: 用法\n---\n\n用它。\n',
    'docs/en/about.md': '---\npageType: custom\n---\n\n# About\n',
    'docs/en/guide/hidden.md': '# Hidden\n\nNot for models.\n',
    'docs/zh/guide/hidden.md': '# 隐藏\n\n不给模型。\n',
    'docs/zh/about.md': '---\npageType: custom\n---\n\n# 关于\n',
  });
  const result = await buildSite({ siteDir: dir, threads: 1 });
  if (!result.ok) throw new Error(`building the llms site failed:\n${result.messages.map(String).join('\n')}`);
  dist = path.join(dir, 'dist');
  [preview, browser] = await Promise.all([startPreview({ distDir: dist, base: '/docs/', port: 0 }), launchBrowser()]);
}, 60_000);

afterAll(async () => {
  await Promise.all(contexts.map(({ context }) => context.close().catch(() => {})));
  await browser?.close();
  await preview?.close();
});

/** `preview.url` ends with the base: paths here are below it. */
const url = (below: string) => new URL(below, preview.url).href;
const markdown = (file: string) => readFileSync(path.join(dist, file), 'utf8');

/** A page in a fresh context that may use the clipboard, unless `script` changes what the browser offers first. */
async function open(below: string, script?: () => void): Promise<{ page: Page; problems: PageProblem[] }> {
  const offline = await offlineContext(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  contexts.push(offline);
  const page = await offline.context.newPage();
  if (script) await page.addInitScript(script);
  const problems = collectProblems(page);
  await page.goto(url(below));
  await hydrated(page);
  return { page, problems };
}

const button = (page: Page) => page.locator('.docsite-doc-actions .docsite-copy-markdown');
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe('the Copy page as Markdown button', () => {
  it('is not in the pre-rendered page, only an empty row under the title, which it fills once hydrated', async () => {
    const html = await (await fetch(url('guide/intro'))).text();
    expect(html).toContain('<h1 id="intro">Intro</h1><div class="docsite-doc-actions"></div>');
    expect(html).not.toContain('docsite-copy-markdown');
    const { page, problems } = await open('guide/intro');
    await expect(button(page).textContent()).resolves.toBe('Copy page as Markdown');
    // Right under the h1.
    await expect(page.evaluate(() => document.querySelector('.docsite-doc-content h1')!.nextElementSibling!.className)).resolves.toBe('docsite-doc-actions');
    expect(problems).toEqual([]);
  });

  it("puts the page's Markdown on the clipboard, llm-only content included, and says so", async () => {
    const { page, problems } = await open('guide/intro');
    await button(page).click();
    await page.locator('.docsite-copy-markdown[data-status="copied"]', { hasText: 'Copied' }).waitFor();
    const copied = await clipboard(page);
    expect(copied).toBe(markdown('guide/intro.md'));
    expect(copied).toContain('Only for models.');
    // And back to its label.
    await page.locator('.docsite-copy-markdown[data-status="idle"]', { hasText: 'Copy page as Markdown' }).waitFor({ timeout: 4000 });
    expect(problems).toEqual([]);
  });

  it('copies the page shown after in-app navigation, and a folder index page', async () => {
    const { page, problems } = await open('guide/intro');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.locator('.docsite-sidebar a', { hasText: 'Usage' }).click();
    await page.waitForURL(url('guide/usage'));
    await page.locator('h1', { hasText: 'Usage' }).waitFor();
    await button(page).click();
    await page.locator('.docsite-copy-markdown[data-status="copied"]').waitFor();
    await expect(clipboard(page)).resolves.toBe(markdown('guide/usage.md'));
    expect(markdown('guide/usage.md')).toBe('# Usage\n\nUse it (models: call `run()`).\n');

    await page.locator('.docsite-sidebar a', { hasText: 'Overview' }).click();
    await page.waitForURL(url('guide/'));
    await page.locator('h1', { hasText: 'Overview' }).waitFor();
    await button(page).click();
    await page.locator('.docsite-copy-markdown[data-status="copied"]').waitFor();
    await expect(clipboard(page)).resolves.toBe(markdown('guide/index.md'));
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('speaks Chinese on Chinese pages and copies their Markdown', async () => {
    const { page, problems } = await open('zh/guide/intro');
    await expect(button(page).textContent()).resolves.toBe('复制本页 Markdown');
    await button(page).click();
    await page.locator('.docsite-copy-markdown', { hasText: '已复制' }).waitFor();
    const copied = await clipboard(page);
    expect(copied).toBe(markdown('zh/guide/intro.md'));
    expect(copied).not.toContain('只给读者');
    expect(problems).toEqual([]);
  });

  it('is not on the home page, a custom page, nor a page the exclude option leaves without a .md file', async () => {
    expect(existsSync(path.join(dist, 'guide/hidden.md'))).toBe(false);
    for (const below of ['', 'about', 'guide/hidden']) {
      const { page, problems } = await open(below);
      await page.waitForTimeout(100);
      await expect(page.locator('.docsite-copy-markdown').count()).resolves.toBe(0);
      expect(problems).toEqual([]);
    }
  });

  it('stays away without a clipboard, and says it failed when the browser refuses, with nothing in the console', async () => {
    const none = await open('guide/intro', () => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }));
    await none.page.waitForTimeout(100);
    await expect(none.page.locator('.docsite-copy-markdown').count()).resolves.toBe(0);
    expect(none.problems).toEqual([]);

    const refused = await open('guide/intro', () => {
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.defineProperty(Clipboard.prototype, 'write', { value: refuse });
      Object.defineProperty(Clipboard.prototype, 'writeText', { value: refuse });
    });
    await button(refused.page).click();
    await refused.page.locator('.docsite-copy-markdown[data-status="failed"]', { hasText: 'Copy failed' }).waitFor();
    expect(refused.problems).toEqual([]);
  });
});
