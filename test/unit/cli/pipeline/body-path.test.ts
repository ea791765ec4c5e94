import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { afterLinks, bodyPath, readLinks, sourceCopyPath, withLinks } from '../../../../cli/pipeline/body-path.js';
import type { PageLinks } from '../../../../cli/pipeline/page-links.js';
import { tempDir } from '../../../helpers/temp-site.js';

const hash = 'ab'.repeat(32);

describe('a page file: its links line, then its body', () => {
  it('gives the link check the links and the pre-render the body, whatever the body holds', () => {
    const dir = tempDir();
    const links: PageLinks = { ids: ['intro', 'a\nb'], links: [{ url: '/guide/#x', line: 3, column: 1 }] };
    const body = JSON.stringify({ t: 'line one\nline two', c: [] });
    writeFileSync(bodyPath(dir, hash), withLinks(links, body));
    expect(readLinks(dir, hash)).toEqual(links);
    expect(afterLinks(withLinks(links, body))).toBe(body);
  });

  it('reads a links line longer than one read', () => {
    const dir = tempDir();
    // About 300 KB of links: several reads of the 64 KB buffer, split inside multi-byte characters.
    const links: PageLinks = { ids: [], links: Array.from({ length: 5000 }, (_, i) => ({ url: `/指南/页面-${i}#标题`, line: i + 1, column: 1 })) };
    writeFileSync(bodyPath(dir, hash), withLinks(links, '{"t":"","c":[]}'));
    expect(readLinks(dir, hash)).toEqual(links);
  });

  it('reads them from the source copy of a page dev left without a body, and names the body when there is neither', () => {
    const dir = tempDir();
    expect(() => readLinks(dir, hash)).toThrow(`${bodyPath(dir, hash)}: the page's cached body is missing`);
    const links: PageLinks = { ids: ['only-in-the-copy'], links: [] };
    writeFileSync(sourceCopyPath(dir, hash), withLinks(links, JSON.stringify({ text: '# Only in the copy\n', imported: [] })));
    expect(readLinks(dir, hash)).toEqual(links);
  });
});
