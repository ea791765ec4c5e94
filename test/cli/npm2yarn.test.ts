import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent, Root, Text } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const html = (dir: string, file: string) => readFileSync(path.join(dir, 'dist', file), 'utf8');

interface CodeBlock {
  lang: unknown;
  title: string | undefined;
  code: string;
  /** Shiki coloured its tokens. */
  coloured: boolean;
  highlightedLines: number;
}

interface TabSet {
  group: unknown;
  tabs: { label: string; value: unknown }[];
  /** Each panel's code blocks. */
  panels: CodeBlock[][];
}

const hasClass = (node: Element, name: string) => Array.isArray(node.properties.className) && node.properties.className.includes(name);

/** The elements below `root` (not itself) that `test` picks, in document order, not looking inside a picked one. */
function below(root: Element | Root, test: (node: Element) => boolean): Element[] {
  const found: Element[] = [];
  for (const child of root.children) {
    if (child.type !== 'element') continue;
    if (test(child)) found.push(child);
    else found.push(...below(child, test));
  }
  return found;
}

function text(node: Element | Text | ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(text).join('') : '';
}

function codeBlock(block: Element): CodeBlock {
  const [code] = below(block, (node) => node.tagName === 'code');
  const [title] = below(block, (node) => hasClass(node, 'docsite-code-title'));
  const lines = below(code!, (node) => hasClass(node, 'line'));
  return {
    lang: block.properties.dataLang,
    title: title && text(title),
    code: text(code!),
    coloured: below(code!, (node) => String(node.properties.style ?? '').startsWith('color:')).length > 0,
    highlightedLines: lines.filter((line) => hasClass(line, 'highlighted')).length,
  };
}

function tabSets(root: Element): TabSet[] {
  return below(root, (node) => hasClass(node, 'docsite-tabs')).map((set) => ({
    group: set.properties.dataGroupId,
    tabs: below(set, (node) => node.properties.role === 'tab').map((tab) => ({ label: text(tab), value: tab.properties.dataValue })),
    panels: below(set, (node) => node.properties.role === 'tabpanel').map((panel) => below(panel, (node) => hasClass(node, 'docsite-code')).map(codeBlock)),
  }));
}

/** The page's tab sets, from its pre-rendered HTML; those in a tip box; and the code blocks outside any. */
function readPage(page: string): { sets: TabSet[]; tip: TabSet[]; outside: CodeBlock[] } {
  const content = below(fromHtml(page), (node) => hasClass(node, 'docsite-doc-content'))[0]!;
  const sets = tabSets(content);
  const tip = below(content, (node) => hasClass(node, 'docsite-container-tip')).flatMap(tabSets);
  const outside = below(content, (node) => hasClass(node, 'docsite-tabs') || hasClass(node, 'docsite-code'))
    .filter((node) => hasClass(node, 'docsite-code'))
    .map(codeBlock);
  return { sets, tip, outside };
}

const MANAGERS = [
  { label: 'npm', value: 'npm' },
  { label: 'Yarn', value: 'yarn' },
  { label: 'pnpm', value: 'pnpm' },
];

describe("Docusaurus's npm2yarn code blocks", () => {
  const dir = tempDir('docsite-npm2yarn-');

  beforeAll(async () => {
    writeFiles(dir, {
      'docs/en/index.md': [
        '# Install',
        '',
        '```bash npm2yarn',
        'npm install --save docusaurus-plugin-name',
        '```',
        '',
        '```sh title="Set up" npm2yarn {1}',
        'npm i -D x',
        'npm run build',
        '```',
        '',
        ':::tip',
        '',
        '```bash npm2yarn',
        'npm uninstall y',
        '```',
        '',
        ':::',
        '',
        // Without the word, and with it only inside a quoted title: one block, as written.
        '```bash',
        'npm install plain',
        '```',
        '',
        '```bash title="npm2yarn.sh"',
        'npm install quoted',
        '```',
        '',
      ].join('\n'),
      'docs/en/docusaurus.mdx': [
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        '',
        '# Docusaurus',
        '',
        '```bash npm2yarn',
        'npm install --save @docusaurus/theme-mermaid',
        '```',
        '',
        '<Tabs groupId="npm2yarn">',
        '  <TabItem value="npm">Run npm.</TabItem>',
        '  <TabItem value="yarn" label="Yarn">Run Yarn.</TabItem>',
        '</Tabs>',
        '',
      ].join('\n'),
      // A page with code of its own: compiled, with the same tabs.
      'docs/en/compiled.mdx': "# Compiled\n\nexport const version = 3;\n\nVersion {version}.\n\n```bash npm2yarn\nnpm install --save z\n```\n",
    });
    const result = await buildSite({ siteDir: dir });
    if (!result.ok) throw new Error(`building the npm2yarn site failed:\n${result.messages.map(String).join('\n')}`);
  }, 60_000);

  it('become tabs of npm, Yarn and pnpm commands in one group, each highlighted as its fence, in an .md page; other fences stay', () => {
    const md = html(dir, 'index.html');
    const { sets, outside, tip } = readPage(md);
    expect(sets.map((set) => [set.group, set.tabs])).toEqual([
      ['npm2yarn', MANAGERS],
      ['npm2yarn', MANAGERS],
      ['npm2yarn', MANAGERS],
    ]);
    expect(sets[0]!.panels).toEqual([
      [{ lang: 'bash', title: undefined, code: 'npm install --save docusaurus-plugin-name', coloured: true, highlightedLines: 0 }],
      [{ lang: 'bash', title: undefined, code: 'yarn add docusaurus-plugin-name', coloured: true, highlightedLines: 0 }],
      [{ lang: 'bash', title: undefined, code: 'pnpm add docusaurus-plugin-name', coloured: true, highlightedLines: 0 }],
    ]);
    // The rest of the meta holds for every tab: the title and the marked line.
    expect(sets[1]!.panels).toEqual([
      [{ lang: 'sh', title: 'Set up', code: 'npm i -D x\nnpm run build', coloured: true, highlightedLines: 1 }],
      [{ lang: 'sh', title: 'Set up', code: 'yarn add --dev x\nyarn build', coloured: true, highlightedLines: 1 }],
      [{ lang: 'sh', title: 'Set up', code: 'pnpm add -D x\npnpm run build', coloured: true, highlightedLines: 1 }],
    ]);
    expect(tip.map((set) => set.panels.map((panel) => panel.map((block) => block.code)))).toEqual([[['npm uninstall y'], ['yarn remove y'], ['pnpm remove y']]]);
    expect(outside).toEqual([
      { lang: 'bash', title: undefined, code: 'npm install plain', coloured: true, highlightedLines: 0 },
      { lang: 'bash', title: 'npm2yarn.sh', code: 'npm install quoted', coloured: true, highlightedLines: 0 },
    ]);
    // The word is read, never shown: only the group names it.
    expect(md.replace(/data-group-id="npm2yarn"|npm2yarn\.sh/g, '')).not.toContain('npm2yarn');
    // The page's text holds each command once, as written.
    const pages = JSON.parse(readFileSync(path.join(dir, '.docsite/pages.json'), 'utf8')) as { pages: { _relativePath: string; content: string }[] };
    const content = pages.pages.find((page) => page._relativePath === 'en/index.md')!.content;
    expect(content).toBe('npm install --save docusaurus-plugin-name\n\nnpm i -D x\nnpm run build\n\nnpm uninstall y\n\nnpm install plain\n\nnpm install quoted');
  });

  it("sync with a Docusaurus page's own npm2yarn tabs in an .mdx page, which stays data", () => {
    const mdx = readPage(html(dir, 'docusaurus.html')).sets;
    expect(mdx.map((set) => [set.group, set.tabs])).toEqual([
      ['npm2yarn', MANAGERS],
      ['npm2yarn', [{ label: 'npm', value: 'npm' }, { label: 'Yarn', value: 'yarn' }]],
    ]);
    expect(mdx[0]!.panels.map((panel) => panel.map((block) => [block.code, block.coloured]))).toEqual([
      [['npm install --save @docusaurus/theme-mermaid', true]],
      [['yarn add @docusaurus/theme-mermaid', true]],
      [['pnpm add @docusaurus/theme-mermaid', true]],
    ]);
    // Both pages stay data: only the compiled page has a module of its own.
    expect(readdirSync(path.join(dir, 'dist/assets/pages/en')).map((file) => file.split('-')[0])).toEqual(['compiled']);
  });

  it('become the same tabs in a compiled page', () => {
    const [set, ...others] = readPage(html(dir, 'compiled.html')).sets;
    expect(others).toEqual([]);
    expect([set!.group, set!.tabs]).toEqual(['npm2yarn', MANAGERS]);
    expect(set!.panels.map((panel) => panel.map((block) => [block.code, block.coloured]))).toEqual([[['npm install --save z', true]], [['yarn add z', true]], [['pnpm add z', true]]]);
  });
});
