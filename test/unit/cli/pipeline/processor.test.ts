import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { describe, expect, it, vi } from 'vitest';
import { escapeContainerAttributes, escapeHeadingIds, mdxComments, parseDocument, prepareFormats, unwrapMdxCodeBlocks } from '../../../../cli/pipeline/processor.js';

await prepareFormats(['mdx']);

describe('escapeContainerAttributes', () => {
  it("escapes the attributes of a container's opening line, in a quote too, and nothing else (an escaped one stays)", () => {
    const source = [':::note{#a}', '> :::tip[T]{.b .c}', '::: details Title {open}', 'Text {x}', ':::tip\\{title="done"}', '```', ':::note{#in-code}', '```'].join('\n');
    expect(escapeContainerAttributes(source).split('\n')).toEqual([
      ':::note\\{#a\\}', '> :::tip[T]\\{.b .c\\}', '::: details Title \\{open\\}', 'Text {x}', ':::tip\\{title="done"}', '```', ':::note{#in-code}', '```',
    ]);
  });
});

describe('escapeHeadingIds', () => {
  it('escapes a trailing {#id} on ATX headings only', () => {
    expect(escapeHeadingIds('## Title {#custom}\nText {#not-a-heading}\n# H1 {#top}  ')).toBe(
      '## Title \\{#custom\\}\nText {#not-a-heading}\n# H1 \\{#top\\}  ',
    );
  });

  it('leaves lines inside backtick and tilde fences alone, including longer fences', () => {
    const source = ['````md', '```', '## In fence {#a}', '```', '````', '~~~', '## Tilde {#b}', '~~~', '## After {#c}'].join('\n');
    expect(escapeHeadingIds(source).split('\n')).toEqual([
      '````md', '```', '## In fence {#a}', '```', '````', '~~~', '## Tilde {#b}', '~~~', '## After \\{#c\\}',
    ]);
  });

  it('leaves an id the author escaped alone, and completes a half-escaped one', () => {
    expect(escapeHeadingIds('## A \\{#a}\n## B \\{#b\\}\n## C {#c\\}')).toBe('## A \\{#a}\n## B \\{#b\\}\n## C \\{#c\\}');
  });

  it.each(['{#custom}', '\\{#custom}', '\\{#custom\\}'])('lets MDX and Markdown read `## Title %s` as the same heading text', (suffix) => {
    for (const format of ['mdx', 'md'] as const) {
      const tree = parseDocument(`## Title ${suffix}\n`, format);
      expect(tree.children[0]).toMatchObject({ type: 'heading', children: [{ type: 'text', value: 'Title {#custom}' }] });
    }
  });
});

describe('mdxComments', () => {
  it('turns HTML comments into MDX comments of the same length, across lines, leaving code alone', () => {
    const source = ['Intro <!-- one --> text.', '', '<!-- truncate -->', '', '<!--', 'two lines', '-->', 'Use `<!-- x -->` or ``a ` <!-- y -->``.', '```html', '<!-- in a fence -->', '```'].join('\n');
    const out = mdxComments(source);
    expect(out.split('\n')).toEqual(['Intro {/*  one */} text.', '', '{/*  truncate */}', '', '{/* ', 'two lines', '*/}', 'Use `<!-- x -->` or ``a ` <!-- y -->``.', '```html', '<!-- in a fence -->', '```']);
    expect(out.length).toBe(source.length);
    const tree = parseDocument(`# Page\n\n${source}\n`, 'mdx');
    const texts: string[] = [];
    const walk = (node: { type: string; value?: string; children?: unknown[] }) => {
      if (node.type === 'text') texts.push(node.value!);
      (node.children ?? []).forEach((child) => walk(child as typeof node));
    };
    walk(tree);
    // The comments are comment-only expressions now, which the page body leaves out.
    expect(texts).toEqual(['Page', 'Intro ', ' text.', 'Use ', ' or ', '.']);
    expect(tree.children.at(-1)).toMatchObject({ type: 'code', value: '<!-- in a fence -->' });
    // Positions after a comment on its line are unchanged.
    const paragraph = parseDocument('<!-- a --> *b*\n', 'mdx').children[0] as { children: { type: string; position: { start: { column: number } } }[] };
    expect(paragraph.children.find((c) => c.type === 'emphasis')!.position.start.column).toBe(12);
  });
});

describe('unwrapMdxCodeBlocks', () => {
  // As Docusaurus's own docs write tabs: the opening tags in one fence, the closing ones in another.
  const page = [
    '# Install',
    '',
    '```mdx-code-block',
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    '',
    '<Tabs>',
    '<TabItem value="npm">',
    '```',
    '',
    '```bash',
    'npm install docsite',
    '```',
    '',
    '```mdx-code-block',
    '</TabItem>',
    '</Tabs>',
    '```',
    '',
    '````md title="How to write it"',
    '```mdx-code-block',
    '<Tabs />',
    '```',
    '````',
  ].join('\n');

  it('unwraps the fences into MDX, keeping every position and the fences shown as an example', () => {
    const out = unwrapMdxCodeBlocks(page);
    expect(out.length).toBe(page.length);
    expect(out.split('\n')[2]).toBe(' '.repeat('```mdx-code-block'.length));
    const tree = parseDocument(page, 'mdx');
    expect(tree.children.map((node) => node.type)).toEqual(['heading', 'mdxjsEsm', 'mdxJsxFlowElement', 'code']);
    const tabs = tree.children[2] as { name: string; children: { name: string; children: { type: string; lang: string; position: { start: { line: number } } }[] }[] };
    expect(tabs.name).toBe('Tabs');
    expect(tabs.children[0]!.name).toBe('TabItem');
    expect(tabs.children[0]!.children[0]).toMatchObject({ type: 'code', lang: 'bash', position: { start: { line: 11 } } });
    expect(tree.children[3]).toMatchObject({ type: 'code', lang: 'md', value: '```mdx-code-block\n<Tabs />\n```' });
  });

  it('leaves a page without such fences as it is, and Windows line ends as they are', () => {
    const text = '# A\n\n```js\nx\n```\n';
    expect(unwrapMdxCodeBlocks(text)).toBe(text);
    expect(unwrapMdxCodeBlocks('```mdx-code-block\r\n<br />\r\n```\r\n')).toBe('                 \r\n<br />\r\n   \r\n');
  });
});

describe('parseDocument', () => {
  it('reads .md as Markdown, where < and { are text', () => {
    const tree = parseDocument('a < b {c}\n', 'md');
    expect(tree.children[0]).toMatchObject({ type: 'paragraph', children: [{ type: 'text', value: 'a < b {c}' }] });
  });

  it('parses GFM tables and frontmatter', () => {
    const tree = parseDocument('---\ntitle: x\n---\n\n| a |\n| - |\n| 1 |\n', 'md');
    expect(tree.children.map((c) => c.type)).toEqual(['yaml', 'table']);
  });
});

describe('the GFM table guard', () => {
  // GFM as its packages ship it, the table construct tried at every block: what the guard must agree with.
  function gfm(this: Processor) {
    const data = this.data();
    (data.micromarkExtensions ??= []).push(gfmTable(), gfmStrikethrough(), gfmTaskListItem(), gfmFootnote());
    (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTaskListItemFromMarkdown(), gfmFootnoteFromMarkdown());
  }
  const reference = {
    md: unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(gfm).freeze(),
    mdx: unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ['yaml']).use(gfm).freeze(),
  };
  const outcome = (parse: () => unknown, keepPositions = false) => {
    try {
      return JSON.stringify(parse(), (key, value) => (key === 'position' && !keepPositions ? undefined : value));
    } catch (error) {
      return `error: ${(error as Error).message}`;
    }
  };
  const tables = (text: string) => outcome(() => parseDocument(text, 'md'));
  const expected = (text: string) => outcome(() => reference.md.parse(text));

  it.each([
    ['a plain table', '| a | b |\n| - | :-: |\n| 1 | 2 |\n'],
    ['a table without outer pipes', 'a | b\n--|--\n1 | 2\n\nafter'],
    ['a one-column table marked only by a colon', 'abc\n:--\nrow\n'],
    ['a setext heading, which is no table', 'Title\n---\n\ntext | more\n---\n'],
    ['a thematic break under a piped line', 'a | b\n\n---\n'],
    ['a table in a blockquote', '> | a | b |\n> |---|---|\n> | 1 | 2 |\n'],
    ['a table in a list item', '- item\n\n  | a |\n  | - |\n  | 1 |\n- next\n'],
    ['a table right after a paragraph line', 'Intro text\n| a |\n| - |\n| 1 |\n'],
    ['body rows up to a paragraph', '| a |\n| - |\n| 1 |\nlazy line\n\nText | with pipe\n'],
    ['Windows and old Mac line ends', '| a |\r\n| - |\r\n| 1 |\r\n\r\nx | y\r--|--\r'],
    ['a head row with too few delimiter cells', '| a | b |\n| - |\n'],
    ['a delimiter row at the end of the file', 'a | b\n-|-'],
    ['a table after frontmatter', '---\ntitle: x\n---\n| a |\n|:-:|\n'],
  ])('parses %s as GFM does', (_name, text) => {
    expect(tables(text)).toBe(expected(text));
  });

  it('parses every page of our docs and fixtures as GFM does, positions included', () => {
    let compared = 0;
    const differ: string[] = [];
    for (const root of ['content', 'test/fixtures']) {
      for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
        const format = path.extname(file).slice(1);
        if ((format !== 'md' && format !== 'mdx') || file.split(path.sep).includes('dist')) continue;
        const text = readFileSync(path.join(root, file), 'utf8');
        const input = format === 'mdx' ? mdxComments(escapeHeadingIds(text)) : text;
        if (outcome(() => parseDocument(text, format), true) !== outcome(() => reference[format].parse(input), true)) differ.push(file);
        compared++;
      }
    }
    expect(differ).toEqual([]);
    expect(compared).toBeGreaterThan(100);
  });
});

describe('prepareFormats', () => {
  it('is what makes MDX parseable: a fresh module refuses MDX until then', async () => {
    vi.resetModules();
    const fresh = await import('../../../../cli/pipeline/processor.js');
    expect(() => fresh.parseDocument('# x\n', 'mdx')).toThrow(/prepareFormats/);
    expect(fresh.parseDocument('# x\n', 'md').children[0]).toMatchObject({ type: 'heading' });
    await fresh.prepareFormats(['mdx']);
    expect(fresh.parseDocument('<A />\n', 'mdx').children[0]).toMatchObject({ type: 'mdxJsxFlowElement', name: 'A' });
  });
});
