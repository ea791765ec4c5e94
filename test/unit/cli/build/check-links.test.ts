import path from 'node:path';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { checkLinks } from '../../../../cli/build/check-links.js';
import { pageFolders } from '../../../../cli/config/page-folders.js';
import type { PageLinks } from '../../../../cli/pipeline/page-links.js';

const docsDir = '/site/docs';
const config = { lang: 'en', multiVersion: { default: '', versions: [] } };

describe('checkLinks on a site larger than the anchors it keeps', () => {
  it('reads pages as it checks them, finds every dead anchor, also to pages looked up long before, and reads no page more than three times', () => {
    const count = 3000;
    const route = (i: number) => `/p${i}`;
    // Every page links to the next page's anchor and to the first page's; the first page's last link, and one far down, point at anchors that are not there.
    const links = (i: number): PageLinks => ({
      ids: ['intro', `s${i}`],
      links: [
        { url: `${route((i + 1) % count)}#s${(i + 1) % count}`, line: 3, column: 1 },
        { url: `/p0#${i === 2500 ? 'gone' : 'intro'}`, line: 4, column: 1 },
        ...(i === 0 ? [{ url: `/p${count - 1}#s0`, line: 5, column: 1 }] : []),
      ],
    });
    const pages = new Map(Array.from({ length: count }, (_, i) => [route(i), path.join(docsDir, 'en', `p${i}.md`)]));
    const reads = new Map<string, number>();
    const files = new Map<string, VFile>();
    let readWhenFirstReported = 0;
    checkLinks({
      base: '/',
      docsDir,
      folders: pageFolders(docsDir, config, ['en']),
      config,
      pages,
      linksOf: (r) => {
        reads.set(r, (reads.get(r) ?? 0) + 1);
        return links(Number(r.slice(2)));
      },
      publicDir: '/site/public',
      drafts: new Map(),
      relink: () => false,
      vfile: (file) => {
        readWhenFirstReported ||= reads.size;
        return files.get(file) ?? files.set(file, new VFile({ path: file })).get(file)!;
      },
    });
    const dead = [...files.values()].flatMap((file) => file.messages.map((m) => `${path.basename(file.path)}:${m.line}:${m.column} ${m.reason}`));
    expect(dead).toEqual(['p0.md:5:1 Dead link `/p2999#s0`: the page /p2999 has no anchor #s0', 'p2500.md:4:1 Dead link `/p0#gone`: the page /p0 has no anchor #gone']);
    // Pages are read as they are checked, not all up front: the first page's dead link is found having read it and its two targets.
    expect(readWhenFirstReported).toBe(3);
    // Its own links, and its anchors for the page before it: the first page stays among the recent ones.
    expect(Math.max(...reads.values())).toBeLessThanOrEqual(3);
  });
});
