/**
 * The client-redirects plugin in a real browser, against the preview of a
 * site built under `base: '/docs/'`: the static redirect page, the in-app
 * redirect during client navigation (no document load), and a RegExp
 * redirect with `$1` from the 404 page a static host answers with.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import { startPreview, type Preview } from '../../cli/serve/preview.js';
import { collectProblems, hydrated, launchBrowser, offlineContext, type OfflineContext, type PageProblem } from '../helpers/browser.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

let browser: Browser;
let preview: Preview;
const contexts: OfflineContext[] = [];

const CONFIG = `import { defineConfig } from 'docsite';
import { pluginClientRedirects } from 'docsite/plugins/client-redirects';

export default defineConfig({
  title: 'Redirects',
  base: '/docs/',
  themeConfig: { socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/docsite-dev/docsite' }] },
  plugins: [
    pluginClientRedirects({
      redirects: [
        { from: '/old', to: '/guide/new' },
        { from: /^\\/blog\\/(\\w+)$/, to: '/guide/$1' },
      ],
    }),
  ],
});
`;

// Written as expressions, so that the build's link check (which reads literal hrefs) lets links to redirected paths through.
const START = `import { Link } from 'docsite/runtime'

# Start

<Link href={'/old'}>to the old page</Link>

<Link href={'/blog/other'}>to an old post</Link>
`;

beforeAll(async () => {
  const dir = tempDir('docsite-redirects-e2e-');
  writeFiles(dir, {
    'docsite.config.ts': CONFIG,
    'docs/en/index.md': '# Home\n\nThe [start](./guide/start.mdx).\n',
    'docs/en/guide/start.mdx': START,
    'docs/en/guide/new.md': '# New page\n\n## Usage\n\nText.\n',
    'docs/en/guide/other.md': '# Other page\n\nText.\n',
  });
  const result = await buildSite({ siteDir: dir, threads: 1 });
  if (!result.ok) throw new Error(`building the redirects site failed:\n${result.messages.map(String).join('\n')}`);
  [preview, browser] = await Promise.all([startPreview({ distDir: path.join(dir, 'dist'), base: '/docs/', port: 0 }), launchBrowser()]);
}, 60_000);

afterAll(async () => {
  await Promise.all(contexts.map(({ context }) => context.close().catch(() => {})));
  await browser?.close();
  await preview?.close();
});

/** `preview.url` ends with the base: paths here are below it. */
const url = (below: string) => new URL(below, preview.url).href;

async function newPage(): Promise<{ page: Page; problems: PageProblem[]; documents: string[] }> {
  const offline = await offlineContext(browser);
  contexts.push(offline);
  const page = await offline.context.newPage();
  const problems = collectProblems(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  return { page, problems, documents };
}

describe('client redirects', () => {
  it('static: the redirect page at /old.html leads to the target, with the query and hash kept', async () => {
    const { page, problems, documents } = await newPage();
    // The redirect page replaces itself at once: wait for the target, not for the first page's load.
    await page.goto(url('old.html?from=mail#usage'), { waitUntil: 'commit' });
    await page.waitForURL(url('guide/new.html?from=mail#usage'));
    await hydrated(page);
    await expect(page.locator('h1').textContent()).resolves.toBe('New page');
    expect(documents).toEqual(['/docs/old.html?from=mail', '/docs/guide/new.html?from=mail']);
    expect(problems).toEqual([]);
  });

  it('in-app: a link to a redirected path ends on the target without a document load, and Back skips it', async () => {
    const { page, problems, documents } = await newPage();
    await page.goto(url('guide/start.html'));
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('a', { hasText: 'to the old page' }).click();
    await page.waitForURL(url('guide/new.html'));
    await page.locator('h1', { hasText: 'New page' }).waitFor();
    await expect(page.evaluate(() => (window as unknown as { marker?: number }).marker)).resolves.toBe(1);
    expect(documents).toEqual(['/docs/guide/start.html']);
    // The redirect replaced the history entry of /old: Back returns to where the link was.
    await page.goBack();
    await page.waitForURL(url('guide/start.html'));
    await page.locator('h1', { hasText: 'Start' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('in-app: the navbar\'s link to the site root ends on the base with its slash, as its href says', async () => {
    const { page, problems, documents } = await newPage();
    await page.goto(url('guide/other.html'));
    await hydrated(page);
    const home = page.locator('a.docsite-navbar-logo');
    await expect(home.getAttribute('href')).resolves.toBe('/docs/');
    await home.click();
    await page.locator('h1', { hasText: 'Home' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/docs/');
    // And on from the root, a link below it.
    await page.locator('a', { hasText: 'start' }).first().click();
    await page.locator('h1', { hasText: 'Start' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/docs/guide/start.html');
    expect(documents).toEqual(['/docs/guide/other.html']);
    expect(problems).toEqual([]);
  });

  it('in-app: a RegExp redirect fills in its capture', async () => {
    const { page, problems, documents } = await newPage();
    await page.goto(url('guide/start.html'));
    await hydrated(page);
    await page.locator('a', { hasText: 'to an old post' }).click();
    await page.waitForURL(url('guide/other.html'));
    await page.locator('h1', { hasText: 'Other page' }).waitFor();
    expect(documents).toEqual(['/docs/guide/start.html']);
    expect(problems).toEqual([]);
  });

  it('404 page: a RegExp redirect with $1 moves on from the not-found answer to the target', async () => {
    const { page, problems, documents } = await newPage();
    const response = await page.goto(url('blog/other#top'));
    expect(response?.status()).toBe(404);
    await page.waitForURL(url('guide/other.html#top'));
    await page.locator('h1', { hasText: 'Other page' }).waitFor();
    // In the app: the 404 document is the only one loaded.
    expect(documents).toEqual(['/docs/blog/other']);
    // The 404 status is logged by the browser; nothing else is.
    expect(problems.filter((p) => !(p.kind === 'error' && /status of 404/.test(p.text) && p.url.startsWith(url('blog/other'))))).toEqual([]);
  });

  it('leaves a path no redirect matches on the 404 page', async () => {
    const { page } = await newPage();
    const response = await page.goto(url('blog/a/b'));
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await page.waitForTimeout(200);
    expect(new URL(page.url()).pathname).toBe('/docs/blog/a/b');
  });
});
