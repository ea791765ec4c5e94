import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterLinks, blocksOf, bodyFileText, bodyOf, bodyPath, readLinks, withLinks } from '../../../../cli/pipeline/body-path.js';
import { SOURCE_COPIES, SourceCopies } from '../../../../cli/pipeline/source-copies.js';
import type { PageLinks } from '../../../../cli/pipeline/page-links.js';
import { tempDir } from '../../../helpers/temp-site.js';

const hash = 'ab'.repeat(32);

describe('a page file: its links line, then its code blocks and its body', () => {
  it('gives the link check the links, the pre-render the body and the next parse the code blocks, whatever the body holds', () => {
    const dir = tempDir();
    const links: PageLinks = { ids: ['intro', 'a\nb'], links: [{ url: '/guide/#x', line: 3, column: 1 }] };
    const body = JSON.stringify({ t: 'line one\nline two', c: [] });
    const blocks = JSON.stringify({ key: { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'text', value: 'a\nb' }] } });
    writeFileSync(bodyPath(dir, hash), bodyFileText(links, blocks, body));
    expect(readLinks(dir, hash)).toEqual(links);
    expect(bodyOf(bodyFileText(links, blocks, body))).toBe(body);
    expect(blocksOf(bodyFileText(links, blocks, body))).toBe(blocks);
    expect(afterLinks(withLinks(links, body))).toBe(body);
  });

  it('reads a links line longer than one read', () => {
    const dir = tempDir();
    // About 300 KB of links: several reads of the 64 KB buffer, split inside multi-byte characters.
    const links: PageLinks = { ids: [], links: Array.from({ length: 5000 }, (_, i) => ({ url: `/指南/页面-${i}#标题`, line: i + 1, column: 1 })) };
    writeFileSync(bodyPath(dir, hash), withLinks(links, '{"t":"","c":[]}'));
    expect(readLinks(dir, hash)).toEqual(links);
  });

  it('names the body when it is missing', () => {
    const dir = tempDir();
    expect(() => readLinks(dir, hash)).toThrow(`${bodyPath(dir, hash)}: the page's cached body is missing`);
  });

  it("reads a dev page's links and sources from its range of the set's source copies", () => {
    const dir = tempDir();
    const copy = (id: string, text: string) => Buffer.from(withLinks({ ids: [id], links: [] }, JSON.stringify({ text, imported: [['_part.md', '## 片段\n']] })));
    const [first, second] = [copy('first', '# First\n'), copy('第二', '# 第二页\n\n正文。\n')];
    const file = path.join(dir, SOURCE_COPIES);
    writeFileSync(file, Buffer.concat([first, second]));
    const copies = new SourceCopies(file, new Map([['a.md', [0, first.length] as const], ['zh/b.md', [first.length, second.length] as const]]));
    try {
      expect(copies.has('zh/b.md')).toBe(true);
      expect(copies.has('c.md')).toBe(false);
      expect(copies.links('zh/b.md')).toEqual({ ids: ['第二'], links: [] });
      expect(copies.sources('zh/b.md')).toEqual({ text: '# 第二页\n\n正文。\n', imported: [['_part.md', '## 片段\n']] });
      expect(copies.links('a.md').ids).toEqual(['first']);
      // Open with the set: a newer set removes the file, and a server still rendering from this index reads on.
      rmSync(file);
      expect(copies.sources('a.md').text).toBe('# First\n');
    } finally {
      copies.close();
    }
  });

  it('reads a copy\'s links line longer than one read, without the sources after it', () => {
    const dir = tempDir();
    // About 60 KB of links: many 4 KB reads, split inside multi-byte characters; the next copy starts right after.
    const links: PageLinks = { ids: ['标题'], links: Array.from({ length: 1000 }, (_, i) => ({ url: `/指南/页面-${i}#标题`, line: i + 1, column: 1 })) };
    const long = Buffer.from(withLinks(links, JSON.stringify({ text: '# 长\n', imported: [] })));
    const next = Buffer.from(withLinks({ ids: ['next'], links: [] }, JSON.stringify({ text: '# Next\n', imported: [] })));
    const file = path.join(dir, SOURCE_COPIES);
    writeFileSync(file, Buffer.concat([long, next]));
    const copies = new SourceCopies(file, new Map([['long.md', [0, long.length] as const], ['next.md', [long.length, next.length] as const]]));
    try {
      expect(copies.links('long.md')).toEqual(links);
      expect(copies.links('next.md')).toEqual({ ids: ['next'], links: [] });
      expect(copies.sources('long.md').text).toBe('# 长\n');
    } finally {
      copies.close();
    }
  });
});
