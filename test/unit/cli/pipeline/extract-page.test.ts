import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ALIAS } from '../../../../schemas/theme-components.js';
import { extractPage } from '../../../../cli/pipeline/extract-page.js';
import { prepareFormats } from '../../../../cli/pipeline/processor.js';
import { inlineText } from '../../../../cli/pipeline/text.js';
import { fixturesDir } from '../../../helpers/temp-site.js';

await prepareFormats(['mdx']);

function extractFixture(relative: string) {
  const file = path.join(fixturesDir, 'basic/docs', relative);
  const vfile = new VFile({ path: file });
  const extract = extractPage(readFileSync(file, 'utf8'), file.endsWith('.mdx') ? 'mdx' : 'md', vfile);
  return { extract: extract!, messages: vfile.messages };
}

describe('extractPage on tricky headings (en)', () => {
  const { extract, messages } = extractFixture('en/guide/headings.mdx');

  it('reports nothing', () => {
    expect(messages).toEqual([]);
  });

  it('takes the title from the first h1, flattened', () => {
    expect(extract.h1).toBe('Tricky headings');
  });

  it('lists h2–h4 in order with slugged, custom and de-duplicated ids; never headings in code fences', () => {
    expect(extract.toc.map(({ text, id, depth }) => [depth, text, id])).toEqual([
      [2, 'Getting started', 'getting-started'],
      [2, 'Custom anchor', 'my-anchor'],
      [2, 'Duplicate', 'duplicate'],
      [2, 'Duplicate', 'duplicate-1'],
      [3, 'Link inside heading', 'link-inside-heading'],
      [4, 'Inside a component', 'inside-a-component'],
    ]);
  });

  it('points every charIndex at its heading text in content, increasing', () => {
    for (const entry of extract.toc) {
      expect(extract.content.slice(entry.charIndex, entry.charIndex + entry.text.length)).toBe(entry.text);
    }
    const indexes = extract.toc.map((e) => e.charIndex);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    expect(new Set(indexes).size).toBe(indexes.length);
  });

  it('builds content from the blocks after the h1, without imports, exports, expressions, comments or tags', () => {
    expect(extract.content).toBe(
      [
        'Intro paragraph with inline code, a link and a badge.',
        'Getting started',
        'Text under getting started .',
        '## Not a heading inside a fence\n# Neither is this',
        '## Nor in a tilde fence',
        'Custom anchor',
        'Duplicate',
        'First duplicate.',
        'Duplicate',
        'Second duplicate.',
        'Link inside heading',
        'item one\nitem two\nnested item',
        'Inside a component',
        'Component child text.',
        'Option | Default\nbase | /',
        'Deep heading',
        'Text under the deep heading.',
      ].join('\n\n'),
    );
  });

  it('uses the frontmatter description', () => {
    expect(extract.description).toBe('Every kind of heading the pipeline must handle.');
  });

  it('drafts records per heading, paragraph, list item and table row, under their nearest anchor', () => {
    const rows = extract.records.map((r) => [r.type, r.content ?? r.levels.filter(Boolean).join(' > '), r.anchor]);
    expect(rows).toEqual([
      ['content', 'Intro paragraph with inline code, a link and a badge.', ''],
      ['lvl2', 'Getting started', 'getting-started'],
      ['content', 'Text under getting started .', 'getting-started'],
      ['lvl2', 'Custom anchor', 'my-anchor'],
      ['lvl2', 'Duplicate', 'duplicate'],
      ['content', 'First duplicate.', 'duplicate'],
      ['lvl2', 'Duplicate', 'duplicate-1'],
      ['content', 'Second duplicate.', 'duplicate-1'],
      ['lvl3', 'Duplicate > Link inside heading', 'link-inside-heading'],
      ['content', 'item one', 'link-inside-heading'],
      ['content', 'item two', 'link-inside-heading'],
      ['content', 'nested item', 'link-inside-heading'],
      ['lvl4', 'Duplicate > Link inside heading > Inside a component', 'inside-a-component'],
      ['content', 'Component child text.', 'inside-a-component'],
      ['content', 'base | /', 'inside-a-component'],
      ['lvl5', 'Duplicate > Link inside heading > Inside a component > Deep heading', 'deep-heading'],
      ['content', 'Text under the deep heading.', 'deep-heading'],
    ]);
  });
});

describe('extractPage on Chinese text (zh)', () => {
  const { extract } = extractFixture('zh/guide/headings.mdx');

  it('keeps Chinese ids and de-duplicates them', () => {
    expect(extract.toc.map((e) => e.id)).toEqual(['快速开始', '快速开始-1', 'custom-zh', '配置-base-选项']);
    for (const entry of extract.toc) expect(extract.content.slice(entry.charIndex, entry.charIndex + entry.text.length)).toBe(entry.text);
  });

  it('describes the page by the text between the h1 and the first h2', () => {
    expect(extract.description).toBe('中文段落，包含行内代码。');
  });
});

describe('extractPage edge cases', () => {
  const run = (source: string, format: 'md' | 'mdx' = 'mdx') => extractPage(source, format, new VFile({ path: 'x.' + format }))!;

  it('reads every block as content when the page has no h1', () => {
    expect(run('Intro.\n\n## Only h2\n').content).toBe('Intro.\n\nOnly h2');
  });

  it('gives -1 to a heading before the h1, and an empty text when only a custom id remains', () => {
    const extract = run('## Before {#before}\n\n# Title\n\n## {#bare}\n\n## After\n');
    expect(extract.toc).toEqual([
      { text: 'Before', id: 'before', depth: 2, charIndex: -1 },
      { text: '', id: 'bare', depth: 2, charIndex: -1 },
      { text: 'After', id: 'after', depth: 2, charIndex: 0 },
    ]);
  });

  it('gives a later heading with a custom id’s text a suffixed slug', () => {
    expect(run('## One {#two}\n\n## Two\n').toc.map((e) => e.id)).toEqual(['two', 'two-1']);
  });

  it('finds headings nested in lists and blockquotes exactly', () => {
    const extract = run('# T\n\n> quoted\n>\n> ## In quote\n\n- item\n\n  ### In item\n');
    for (const entry of extract.toc) expect(extract.content.slice(entry.charIndex, entry.charIndex + entry.text.length)).toBe(entry.text);
    expect(extract.toc.map((e) => e.charIndex).every((i) => i >= 0)).toBe(true);
  });

  it('strips the custom id from the tree so the rendered heading does not show it', () => {
    const extract = run('## Title {#custom}\n');
    expect(extract.toc[0]).toMatchObject({ text: 'Title', id: 'custom' });
    expect(extract.content).toBe('Title');
  });

  it('stores YAML dates in frontmatter as ISO strings', () => {
    expect(run('---\ndate: 2025-08-14\n---\n# T\n').frontmatter).toEqual({ date: '2025-08-14T00:00:00.000Z' });
  });

  it("records a box's own title, as its author wrote it, but not its type's default title", () => {
    const extract = run('# T\n\n:::tip Mind the cache\nClear it first.\n:::\n\n:::warning\nNo title here.\n:::\n\n::: details Show the output\nLines.\n:::\n');
    expect(extract.records.map((r) => r.content)).toEqual(['Mind the cache', 'Clear it first.', 'No title here.', 'Show the output', 'Lines.']);
  });

  it('cuts very long record texts', () => {
    const extract = run(`# T\n\n${'word '.repeat(1000)}\n`);
    expect(extract.records[0]!.content!.length).toBe(2000);
    expect(extract.records[0]!.content!.endsWith('…')).toBe(true);
  });
});

describe('extractPage on custom ids and badges in headings', () => {
  const run = (source: string, format: 'md' | 'mdx') => {
    const file = new VFile({ path: `page.${format}` });
    return { extract: extractPage(source, format, file)!, messages: file.messages };
  };
  /** What the toc, the search records and the rendered heading say about each h2. */
  const anchors = (extract: ReturnType<typeof run>['extract']) => ({
    toc: extract.toc.map(({ text, id }) => `${id}:${text}`),
    records: extract.records.filter((r) => r.type === 'lvl2').map((r) => `${r.anchor}:${r.levels[0]}`),
    dom: extract.tree.children.flatMap((node) => (node.type === 'heading' && node.depth === 2 ? [`${node.data?.hProperties?.id}:${inlineText(node).trim()}`] : [])),
  });

  describe.each(['md', 'mdx'] as const)('in .%s', (format) => {
    it.each(['{#my-id}', '\\{#my-id}', '\\{#my-id\\}'])('reads `## Title %s` as the id my-id and the text Title', (suffix) => {
      const { extract, messages } = run(`# Page\n\n## Title ${suffix}\n\nText.\n\n## Title\n`, format);
      expect(messages).toEqual([]);
      expect(anchors(extract)).toEqual({ toc: ['my-id:Title', 'title:Title'], records: ['my-id:Title', 'title:Title'], dom: ['my-id:Title', 'title:Title'] });
    });
  });

  it('reads the Docusaurus comment form in .mdx, and the page stays data', () => {
    const { extract, messages } = run('# Page\n\n## Title {/* #my-id */}\n\n## My id\n', 'mdx');
    expect(messages).toEqual([]);
    expect(anchors(extract)).toEqual({ toc: ['my-id:Title', 'my-id-1:My id'], records: ['my-id:Title', 'my-id-1:My id'], dom: ['my-id:Title', 'my-id-1:My id'] });
    expect(extract.tree.children[1]).toMatchObject({ type: 'heading', children: [{ type: 'text', value: 'Title' }] });
    expect(extract.needsCode).toBe(false);
  });

  it('leaves other comments at the end of a heading alone', () => {
    expect(anchors(run('## Title {/* todo */}\n', 'mdx').extract).toc).toEqual(['title:Title']);
  });

  it('leaves a Badge out of the title, toc, records and id, keeps it in the tree, and keeps its words in running text', () => {
    const { extract } = run('# API <Badge text="beta" />\n\n## Title <Badge text="new" />\n\n## Other <Badge type="tip">new</Badge>\n\nStatus: <Badge type="warning">beta</Badge>\n', 'mdx');
    expect(extract.h1).toBe('API');
    expect(anchors(extract)).toEqual({ toc: ['title:Title', 'other:Other'], records: ['title:Title', 'other:Other'], dom: ['title:Title', 'other:Other'] });
    expect(extract.tree.children[1]).toMatchObject({ children: [{ type: 'text', value: 'Title ' }, { type: 'mdxJsxTextElement', name: 'Badge' }] });
    expect(extract.content).toBe('Title\n\nOther\n\nStatus: beta');
  });
});

describe('extractPage on containers', () => {
  it('reads a container closed right after a list, whose items are the page’s content and records', () => {
    const extract = extractPage('# Page\n\n:::tip Remember\n- one\n- two\n:::\n\nAfter.\n', 'md', new VFile({ path: 'page.md' }))!;
    expect(extract.tree.children[1]).toMatchObject({ type: 'container', kind: 'tip', title: 'Remember', children: [{ type: 'list' }] });
    expect(extract.content).toBe('one\ntwo\n\nAfter.');
    expect(extract.records.map((r) => r.content)).toEqual(['Remember', 'one', 'two', 'After.']);
  });

  it("reads Rspress's `{title=\"…\"}` written unescaped in an .mdx page as the title, and the page stays data", () => {
    const file = new VFile({ path: 'page.mdx' });
    const extract = extractPage('# Page\n\n:::tip{title="Custom Title"}\nx\n:::\n\nText\n:::info{title=\'Single\'}\ny\n:::\n\nA {title="kept"} expression.\n', 'mdx', file)!;
    expect(file.messages).toEqual([]);
    expect(extract.tree.children.slice(1, 5)).toMatchObject([
      { type: 'container', kind: 'tip', title: 'Custom Title' },
      { type: 'paragraph', children: [{ type: 'text', value: 'Text' }] },
      { type: 'container', kind: 'info', title: 'Single' },
      { type: 'paragraph', children: [{ type: 'text' }, { type: 'mdxTextExpression', value: 'title="kept"' }, { type: 'text' }] },
    ]);
    expect(extract.needsCode).toBe(true);
    expect(extractPage('# Page\n\n:::tip{title="Custom Title"}\nx\n:::\n', 'mdx', new VFile({ path: 'page.mdx' }))!.needsCode).toBe(false);
  });

  it('warns, without failing the page, about an unknown type and an unclosed container', () => {
    const file = new VFile({ path: 'page.mdx' });
    const extract = extractPage('# Page\n\n:::foo\nText.\n:::\n\n:::tip\nOpen.\n', 'mdx', file)!;
    expect(file.messages.map((m) => [`${m.line}:${m.column}`, m.ruleId, m.fatal, m.reason])).toEqual([
      ['3:1', 'container-unknown', false, 'Unknown container type `foo`'],
      ['7:1', 'container-unclosed', false, 'This `:::tip` is never closed'],
    ]);
    expect(extract.tree.data?.syntaxWarnings).toBeUndefined();
  });
});

describe("extractPage on Docusaurus's <head>", () => {
  it('moves its title, meta and link tags to the frontmatter head, after its own entries, and leaves the body and the text without it', () => {
    const file = new VFile({ path: 'page.mdx' });
    const source = [
      '---',
      'head:',
      '  - [meta, { name: author, content: Ann }]',
      '---',
      '',
      '# Page',
      '',
      '<head>',
      '  <title>Custom title</title>',
      '  <meta name="keywords" content="a, b" />',
      '  <link rel="canonical" href="https://example.com/page" />',
      '  <script src="https://cdn.example/x.js" />',
      '  <meta name="count" content={1 + 1} />',
      '</head>',
      '',
      'Body text.',
      '',
    ].join('\n');
    const extract = extractPage(source, 'mdx', file)!;
    expect(extract.frontmatter.head).toEqual([
      ['meta', { name: 'author', content: 'Ann' }],
      ['title', {}, 'Custom title'],
      ['meta', { name: 'keywords', content: 'a, b' }],
      ['link', { rel: 'canonical', href: 'https://example.com/page' }],
    ]);
    expect(extract.tree.children.map((node) => node.type)).toEqual(['yaml', 'heading', 'paragraph']);
    expect(extract.content).toBe('Body text.');
    expect(extract.needsCode).toBe(false);
    expect(file.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.reason}`)).toEqual([
      "12:3 mdx-head The page's `<head>` holds a `<script>`, which is left out",
      "13:3 mdx-head The page's `<head>` holds a prop that needs running, which is left out",
    ]);
  });
});

describe("extractPage on Docusaurus's CodeBlock", () => {
  const run = (source: string, siteComponents: string[] = []) => {
    const vfile = new VFile({ path: 'x.mdx' });
    const extract = extractPage(source, 'mdx', vfile, new Map(), { alias: DEFAULT_ALIAS, siteComponents })!;
    return { extract, messages: vfile.messages };
  };

  it('makes one with its code written out a fence, in the text and search, and the page stays data', () => {
    const { extract, messages } = run("import CodeBlock from '@theme/CodeBlock';\n\n## Setup\n\n<CodeBlock language=\"sh\" title='run.sh' showLineNumbers={3}>{'npm i\\n'}</CodeBlock>\n");
    expect(messages).toEqual([]);
    expect(extract.needsCode).toBe(false);
    expect(extract.tree.children.at(-1)).toMatchObject({ type: 'code', lang: 'sh', meta: 'title="run.sh" showLineNumbers=3', value: 'npm i' });
    expect(extract.content).toContain('npm i');
  });

  it('leaves a CodeBlock the page imports from elsewhere, or the site registers, to that component', () => {
    for (const { source, siteComponents } of [
      { source: "import CodeBlock from './CodeBlock.tsx';\n\n<CodeBlock>{'x'}</CodeBlock>\n", siteComponents: [] },
      { source: "<CodeBlock>{'x'}</CodeBlock>\n", siteComponents: ['CodeBlock'] },
    ]) {
      const { extract } = run(source, siteComponents);
      expect(extract.tree.children.at(-1)).toMatchObject({ type: 'mdxJsxFlowElement', name: 'CodeBlock' });
      expect(extract.needsCode).toBe(true);
    }
  });

  it('leaves one whose code needs running to the component: the page is compiled', () => {
    const { extract } = run("import CodeBlock from '@theme/CodeBlock';\nexport const code = ['x', 'y'].join('');\n\n<CodeBlock language=\"js\">{code}</CodeBlock>\n");
    expect(extract.tree.children.at(-1)).toMatchObject({ type: 'mdxJsxFlowElement', name: 'CodeBlock' });
    expect(extract.needsCode).toBe(true);
  });

  it("makes one whose code is a constant of the page a code block: the page is compiled for its export", () => {
    const { extract } = run("import CodeBlock from '@theme/CodeBlock';\nexport const code = 'let x = 1';\nexport const title = 'x.js';\n\n<CodeBlock language=\"js\" title={title}>{code}</CodeBlock>\n");
    expect(extract.tree.children.at(-1)).toMatchObject({ type: 'code', lang: 'js', meta: 'title="x.js"', value: 'let x = 1' });
    expect(extract.needsCode).toBe(true);
  });
});

describe("extractPage on VitePress's frontmatter interpolation", () => {
  const source = [
    '---',
    'title: Release notes',
    'version: 2.1',
    'stable: true',
    'hero:',
    '  name: Acme',
    'tags: [a, b]',
    '---',
    '',
    '# {{ $frontmatter.title }}',
    '',
    'Acme {{$frontmatter.version}} by {{ $frontmatter.hero.name }}, stable: {{ $frontmatter.stable }}.',
    '',
    'Kept: {{ $frontmatter.missing }}, {{ $frontmatter.tags }}, {{ $frontmatter.hero }}, {{ 1 + 1 }}, `{{ $frontmatter.title }}`.',
    '',
  ].join('\n');

  it('writes a .md page’s frontmatter values into its text, the title and toc included, and leaves the rest as written', () => {
    const extract = extractPage(source, 'md', new VFile({ path: 'x.md' }))!;
    expect(extract.h1).toBe('Release notes');
    expect(extract.content).toBe('Acme 2.1 by Acme, stable: true.\n\nKept: {{ $frontmatter.missing }}, {{ $frontmatter.tags }}, {{ $frontmatter.hero }}, {{ 1 + 1 }}, {{ $frontmatter.title }}.');
    const code = extract.tree.children.flatMap((node) => ('children' in node ? node.children : [])).find((node) => node.type === 'inlineCode');
    expect(code).toMatchObject({ value: '{{ $frontmatter.title }}' });
  });
});

describe('extractPage on emoji shortcodes', () => {
  it.each(['md', 'mdx'] as const)('writes GitHub’s shortcodes as emoji in .%s text, and leaves code, times, words and unknown names alone', (format) => {
    const source = '# Ship it :rocket:\n\n:tada: Done :+1:, at 10:30:45, a:b:c, :not-an-emoji:.\n\n`:tada:` and\n\n```\n:tada:\n```\n';
    const extract = extractPage(source, format, new VFile({ path: `x.${format}` }))!;
    expect(extract.h1).toBe('Ship it 🚀');
    expect(extract.content).toBe('🎉 Done 👍, at 10:30:45, a:b:c, :not-an-emoji:.\n\n:tada: and\n\n:tada:');
  });
});
