import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root as HastRoot, RootContent } from 'hast';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { extractPage } from '../../../../cli/pipeline/extract-page.js';
import { readFragmentSources } from '../../../../cli/pipeline/fragment-imports.js';
import { pageBody } from '../../../../cli/pipeline/page-body.js';
import { prepareFormats } from '../../../../cli/pipeline/processor.js';
import { tempDir } from '../../../helpers/temp-site.js';

await prepareFormats(['mdx']);

/** The body of an MDX page written at `dir/docs/en/page.mdx`, with code blocks rendered as a marker element. */
function body(source: string, files: Record<string, string> = {}) {
  const dir = tempDir();
  for (const [name, text] of Object.entries({ 'page.mdx': source, ...files })) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const file = new VFile({ path: path.join(dir, 'page.mdx') });
  const extract = extractPage(source, 'mdx', file, readFragmentSources(file.path, source));
  const hast = extract && !extract.needsCode ? pageBody(extract.tree, (code) => ({ type: 'element', tagName: 'docsite-code', properties: { dataLang: code.lang ?? '' }, children: [] })) : undefined;
  return { hast: hast as HastRoot, extract, messages: file.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.reason}`) };
}

function elements(node: HastRoot | RootContent, found: Element[] = []): Element[] {
  if (node.type === 'element') found.push(node);
  if ('children' in node) for (const child of node.children) elements(child as RootContent, found);
  return found;
}

describe('pageBody', () => {
  it('gives every heading the toc id, in the DOM id property', () => {
    const { hast, extract } = body('# Title\n\n## Install {#setup}\n\n## Install\n\n### Use `cli` now\n');
    const ids = elements(hast).filter((e) => /^h[2-4]$/.test(e.tagName)).map((e) => e.properties.id);
    expect(ids).toEqual(extract!.toc.map((t) => t.id));
    expect(ids).toEqual(['setup', 'install', 'use-cli-now']);
  });

  it('keeps components as MDX JSX nodes with literal props frozen for the renderer', () => {
    const { hast, messages } = body('# T\n\n<Badge text="new" count={3} items={["a", { b: true }]} flag />\n');
    expect(messages).toEqual([]);
    const node = hast.children.find((c) => (c as { type: string }).type === 'mdxJsxFlowElement') as unknown as { name: string; attributes: { name: string; value: unknown }[] };
    expect(node.name).toBe('Badge');
    const literal = (value: unknown) => (value as { data: { estree: { body: { expression: { type: string; value: unknown } }[] } } }).data.estree.body[0]!.expression;
    expect(node.attributes[0]!.value).toBe('new');
    expect(literal(node.attributes[1]!.value)).toEqual({ type: 'DocsiteLiteral', value: 3 });
    expect(literal(node.attributes[2]!.value)).toEqual({ type: 'DocsiteLiteral', value: ['a', { b: true }] });
    expect(node.attributes[3]!.value).toBeNull();
  });

  it('drops frontmatter and comment-only expressions, and strips positions', () => {
    const { hast, messages } = body('---\ntitle: T\n---\n\n{/* a note for authors */}\n\nText.\n');
    expect(messages).toEqual([]);
    expect(JSON.stringify(hast)).not.toMatch(/position|title: T|a note/);
  });

  it('sends a page with JavaScript of its own to the compiler: an export, an expression or a computed prop each suffice', () => {
    for (const source of ['# T\n\nexport const x = 1\n', '# T\n\nSum: {1 + 2}\n', '# T\n\n<Card title={`a${1}`} />\n', "# T\n\nimport data from './data.json'\n"]) {
      const { extract, messages } = body(source);
      expect(messages).toEqual([]);
      expect(extract!.needsCode).toBe(true);
    }
  });

  it('keeps as data a page whose only imports are theme components, renamed where the import renamed them', () => {
    const { hast, extract, messages } = body("import { Tabs as T, Tab } from '@rspress/core/theme';\n\n# T\n\n<T groupId=\"g\"><Tab label=\"A\">a</Tab></T>\n\n{/* a comment */}\n");
    expect(messages).toEqual([]);
    expect(extract!.needsCode).toBe(false);
    expect(JSON.stringify(hast)).toContain('"name":"Tabs"');
    expect(JSON.stringify(hast)).not.toContain('"name":"T"');
  });

  it('reports a component that is neither imported, defined nor registered, at its tag, with the import to add', () => {
    const { messages } = body('# T\n\nexport function Local() { return null }\n\n<Local />\n\n<Tabz />\n');
    expect(messages).toEqual([expect.stringMatching(/^7:1 unknown-component Unknown component `<Tabz>`: the page neither imports nor defines it, and it is not registered$/)]);
  });

  it('reports a theme import of a component the theme does not have, with the names it does', () => {
    const { messages } = body("import { Tabz } from 'docsite/theme'\n\n# T\n");
    expect(messages).toEqual([expect.stringMatching(/^1:1 theme-import `docsite\/theme` has no component `Tabz`$/)]);
  });

  it('inlines imported Markdown fragments, so their text is the page text and needs no JavaScript', () => {
    const { hast, extract, messages } = body("# T\n\nimport Intro from './fragments/intro.mdx'\n\n<Intro />\n\nAfter.\n", {
      'fragments/intro.mdx': "---\ntitle: ignored\n---\n\n## From the fragment\n\nShared words.\n",
    });
    expect(messages).toEqual([]);
    expect(extract!.content).toBe('From the fragment\n\nShared words.\n\nAfter.');
    expect(extract!.toc.map((t) => t.id)).toEqual(['from-the-fragment']);
    expect(elements(hast).map((e) => e.tagName)).toEqual(['h1', 'h2', 'p', 'p']);
  });

  it('reports a missing fragment at its import', () => {
    const { messages } = body("# T\n\nimport Gone from './fragments/gone.mdx'\n\n<Gone />\n");
    expect(messages).toEqual([expect.stringMatching(/^3:1 fragment-missing Cannot find the fragment `\.\/fragments\/gone\.mdx`/)]);
  });

  it('renders containers as the docsite-container component with type and title', () => {
    const { hast } = body('# T\n\n:::tip Heads up\nMind the step.\n:::\n');
    const container = elements(hast).find((e) => e.tagName === 'docsite-container')!;
    expect(container.properties).toEqual({ type: 'tip', title: 'Heads up' });
    expect(elements(container).map((e) => e.tagName)).toEqual(['docsite-container', 'p']);
  });

  it('unwraps a paragraph that holds only components, so a block component written on one line is not inside <p>', () => {
    const { hast } = body('# T\n\n<Card title="x">text</Card>\n\nWords and <Badge text="a" /> inline.\n');
    const tree = JSON.stringify(hast);
    expect(tree).toMatch(/^\{"type":"root","children":\[\{"type":"element","tagName":"h1"[\s\S]*?\},\{"type":"mdxJsxTextElement","name":"Card"/);
    expect(elements(hast).filter((e) => e.tagName === 'p')).toHaveLength(1);
  });

  it('inlines a fragment imported beside code, and leaves only the code import for the compiler', () => {
    const { extract, messages } = body("import Intro from './_intro.mdx'\nimport Chart from './Chart'\n\n# T\n\n<Intro />\n\n<Chart />\n", { '_intro.mdx': 'From the fragment.\n' });
    expect(messages).toEqual([]);
    expect(extract!.needsCode).toBe(true);
    const esm = extract!.tree.children.filter((node) => node.type === 'mdxjsEsm');
    expect(esm.flatMap((node) => node.data!.estree!.body.map((s) => (s.type === 'ImportDeclaration' ? s.source.value : s.type)))).toEqual(['./Chart']);
    expect(extract!.content).toContain('From the fragment.');
  });

  it('keeps as data a Docusaurus page importing @theme/Tabs and @theme/TabItem: TabItem is Tab', () => {
    const { hast, extract, messages } = body("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# T\n\n<Tabs>\n  <TabItem value=\"a\" label=\"A\" default>a</TabItem>\n</Tabs>\n");
    expect(messages).toEqual([]);
    expect(extract!.needsCode).toBe(false);
    expect(JSON.stringify(hast)).toMatch(/"name":"Tabs"[\s\S]*"name":"Tab"/);
    expect(JSON.stringify(hast)).not.toContain('TabItem');
  });
});
