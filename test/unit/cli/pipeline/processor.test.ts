import { describe, expect, it, vi } from 'vitest';
import { escapeHeadingIds, mdxComments, parseDocument, prepareFormats } from '../../../../cli/pipeline/processor.js';

await prepareFormats(['mdx']);

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
