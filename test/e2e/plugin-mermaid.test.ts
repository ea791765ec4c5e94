/**
 * The mermaid plugin in a real browser, against the preview of a built site
 * with a stand-in `mermaid` installed: the drawn SVG replaces the
 * pre-rendered source once the page is hydrated, with the plugin's options
 * and the colour scheme's theme, is drawn again when the scheme changes,
 * and a page reached by in-app navigation draws its own; a chart mermaid
 * cannot read shows mermaid's message beside its source.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_MERMAID } from '../helpers/fake-mermaid.js';
import { serveBuiltSite, type ServedSite } from '../helpers/served-site.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const FILES = {
  ...FAKE_MERMAID,
  'docsite.config.ts': `import { defineConfig } from 'docsite';
import { pluginMermaid } from 'docsite/plugins/mermaid';

export default defineConfig({
  title: 'Diagrams',
  themeConfig: { socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/docsite-dev/docsite' }] },
  plugins: [pluginMermaid({ mermaidConfig: { look: 'handDrawn' } })],
});
`,
  'docs/en/index.md': '# Home\n\n```mermaid\nflowchart LR\n  HOME --> B\n```\n\nThe [guide](./guide/page.mdx).\n',
  'docs/en/guide/page.mdx': '# Guide\n\n```mermaid\nsequenceDiagram\n  GUIDE->>Bob: hi\n```\n\n```mermaid\nflowchart LR\n  %% broken\n```\n',
};

let site: ServedSite;

beforeAll(async () => {
  const dir = tempDir('docsite-mermaid-e2e-');
  writeFiles(dir, FILES);
  site = await serveBuiltSite(dir);
}, 90_000);

afterAll(async () => {
  await site?.close();
});

describe('mermaid', () => {
  it('draws the diagram over its pre-rendered source, again in the dark scheme, and on a page reached in the app', async () => {
    const { page, problems, documents } = await site.open('/');
    const svg = page.locator('.docsite-mermaid svg.fake-mermaid');
    await svg.waitFor({ timeout: 5000 });
    await expect(svg.getAttribute('data-theme')).resolves.toBe('default');
    await expect(svg.getAttribute('data-look')).resolves.toBe('handDrawn');
    await expect(svg.getAttribute('data-start-on-load')).resolves.toBe('false');
    await expect(svg.textContent()).resolves.toBe('flowchart LR\n  HOME --> B');
    await expect(page.locator('.docsite-mermaid pre').count()).resolves.toBe(0);

    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.locator('.docsite-mermaid svg.fake-mermaid[data-theme="dark"]').waitFor({ timeout: 5000 });

    await page.locator('a', { hasText: 'guide' }).click();
    await page.locator('h1', { hasText: 'Guide' }).waitFor();
    const drawn = page.locator('.docsite-mermaid svg.fake-mermaid');
    await drawn.waitFor({ timeout: 5000 });
    await expect(drawn.textContent()).resolves.toBe('sequenceDiagram\n  GUIDE->>Bob: hi');
    await expect(drawn.getAttribute('data-theme')).resolves.toBe('dark');
    expect(documents).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it("shows mermaid's message beside the source of a chart it cannot read", async () => {
    const { page, problems } = await site.open('/guide/page.html');
    const error = page.locator('.docsite-mermaid .docsite-mermaid-error');
    await error.waitFor({ timeout: 5000 });
    await expect(error.textContent()).resolves.toBe('Parse error on line 2: fake mermaid cannot read this');
    await expect(page.locator('.docsite-mermaid:has(.docsite-mermaid-error) pre code').textContent()).resolves.toBe('flowchart LR\n  %% broken');
    await expect(page.locator('.docsite-mermaid svg').count()).resolves.toBe(1);
    expect(problems).toEqual([]);
  });
});
