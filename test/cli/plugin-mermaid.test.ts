/**
 * pluginMermaid in real builds, with a stand-in `mermaid` installed in the
 * site: ```` ```mermaid ```` blocks in `.md` and `.mdx` pages, a container, tabs
 * and an imported fragment become the diagram's pre-rendered source, their
 * pages stay data, and the charts are no page text; mermaid loads in a chunk
 * of its own, never in the pre-render. Without mermaid installed, the build
 * stops before parsing a page, naming the install.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageData } from '../../schemas/page-data.js';
import { FAKE_MERMAID } from '../helpers/fake-mermaid.js';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const config = `import { defineConfig } from 'docsite';
import { pluginMermaid } from 'docsite/plugins/mermaid';

export default defineConfig({ title: 'Diagrams', plugins: [pluginMermaid({ mermaidConfig: { look: 'handDrawn' } })] });
`;

const PAGES: Record<string, string> = {
  'docsite.config.ts': config,
  'docs/en/index.md': [
    '# Home',
    '',
    'Before the chart.',
    '',
    '```mermaid',
    'flowchart LR',
    '  MD_NODE --> B',
    '```',
    '',
    ':::tip In a tip',
    '',
    '```mermaid',
    'pie title TIP_PIE',
    '  "A" : 1',
    '```',
    '',
    ':::',
    '',
    '```js',
    'const plain = 1;',
    '```',
    '',
    'The [guide](./guide/page.mdx).',
    '',
  ].join('\n'),
  'docs/en/guide/page.mdx': [
    "import Part from './_part.md';",
    '',
    '# Guide',
    '',
    '```mermaid',
    'flowchart TD',
    '  MDX_NODE --> C',
    '```',
    '',
    '<Tabs>',
    '  <Tab label="One">',
    '',
    '```mermaid',
    'sequenceDiagram',
    '  TAB_ALICE->>Bob: hi',
    '```',
    '',
    '  </Tab>',
    '</Tabs>',
    '',
    '<Part />',
    '',
  ].join('\n'),
  'docs/en/guide/_part.md': 'From the fragment.\n\n```mermaid\ngraph TD\n  FRAGMENT_NODE --> X\n```\n',
};

const CHARTS = ['MD_NODE', 'TIP_PIE', 'MDX_NODE', 'TAB_ALICE', 'FRAGMENT_NODE'];

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

function pageData(dir: string, html: string): PageData {
  const url = /"page":"([^"]+)"/.exec(read(dir, `dist/${html}`))![1]!;
  return JSON.parse(read(dir, `dist${url}`)) as PageData;
}

/** The source as the fallback shows it: React's escaping of the text in `<pre><code>`. */
const fallback = (chart: string) => `<div class="docsite-mermaid"><pre><code>${chart.replace(/>/g, '&gt;').replace(/"/g, '&quot;')}</code></pre></div>`;

describe('pluginMermaid in a real build (docsite build)', () => {
  const dir = tempDir('docsite-mermaid-');
  writeFiles(dir, { ...PAGES, ...FAKE_MERMAID });
  const result = runCli(['build', dir], dir);
  const html = (file: string) => (existsSync(path.join(dir, 'dist', file)) ? read(dir, `dist/${file}`) : '');

  it('builds with no warning or error', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('pre-renders each mermaid block of an .md page, in a container too, as its source; other code blocks stay code', () => {
    const home = html('index.html');
    expect(home).toContain(fallback('flowchart LR\n  MD_NODE --> B'));
    expect(home).toMatch(/docsite-container-tip[^]*<div class="docsite-mermaid"><pre><code>pie title TIP_PIE/);
    expect(home.match(/class="docsite-mermaid"/g)).toHaveLength(2);
    expect(home).toMatch(/<pre[^>]*class="shiki[^]*const[^]*plain/);
  });

  it('pre-renders those of an .mdx page, in tabs and in an imported .md fragment', () => {
    const guide = html('guide/page.html');
    expect(guide).toContain(fallback('flowchart TD\n  MDX_NODE --> C'));
    expect(guide).toContain(fallback('sequenceDiagram\n  TAB_ALICE->>Bob: hi'));
    expect(guide).toContain(fallback('graph TD\n  FRAGMENT_NODE --> X'));
  });

  it('keeps the pages data: a Mermaid element with the chart and the options as literal props, no page module', () => {
    for (const file of ['index.html', 'guide/page.html']) {
      const data = pageData(dir, file);
      expect(data.module, file).toBeUndefined();
      expect(JSON.stringify(data.body)).toContain('{"t":"#Mermaid","p":{"chart":');
    }
    expect(JSON.stringify(pageData(dir, 'index.html').body)).toContain(JSON.stringify({ chart: 'flowchart LR\n  MD_NODE --> B', config: '{"look":"handDrawn"}' }).slice(1, -1));
  });

  it('leaves the charts out of the page text and the search records', () => {
    const records = read(dir, '.docsite/search-records.json');
    const pages = read(dir, '.docsite/pages.json');
    expect(records).toContain('Before the chart.');
    expect(pages).toContain('From the fragment.');
    for (const chart of CHARTS) {
      expect(records, chart).not.toContain(chart);
      expect(pages, chart).not.toContain(chart);
    }
  });

  it("bundles the site's mermaid into a chunk no page loads first, and leaves it out of the pre-render", () => {
    const assets = path.join(dir, 'dist/assets');
    const chunks = readdirSync(assets).filter((file) => file.endsWith('.js') && read(assets, file).includes('fake mermaid cannot read'));
    expect(chunks).toHaveLength(1);
    const firstLoad = [...html('index.html').matchAll(/<script type="module" src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)].map((m) => path.basename(m[1] ?? m[2]!));
    expect(firstLoad.length).toBeGreaterThan(0);
    expect(firstLoad).not.toContain(chunks[0]);
    const cache = path.join(dir, '.docsite/cache');
    const server = readdirSync(cache).filter((d) => d.startsWith('theme-')).map((d) => read(cache, `${d}/entry-server.cjs`));
    expect(server).toHaveLength(1);
    expect(server[0]).toContain('docsite-mermaid');
    expect(server[0]).not.toContain('fake mermaid cannot read');
  });
});

describe('pluginMermaid without mermaid installed', () => {
  it('stops before any page is parsed, at the plugin in the config, naming the install', () => {
    const dir = tempDir('docsite-mermaid-missing-');
    writeFiles(dir, PAGES);
    const result = runCli(['build', dir], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'docsite.config.ts:4:60 error [mermaid] docsite/plugins/mermaid/client imports the package `mermaid`, which the site has not installed\n' +
        "  The plugin uses the site's own copy: install it in the site folder (`npm install mermaid`).\n",
    );
    expect(result.stderr).not.toMatch(/Could not resolve/);
    expect(existsSync(path.join(dir, '.docsite/pages.json'))).toBe(false);
  });
});
