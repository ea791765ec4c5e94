import { describe, expect, it, vi } from 'vitest';
import { escapeHeadingIds, parseDocument, prepareFormats } from '../../../../cli/pipeline/processor.js';

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
