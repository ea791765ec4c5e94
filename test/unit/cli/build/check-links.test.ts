import path from 'node:path';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { checkLinks, type LinkCheck } from '../../../../cli/build/check-links.js';
import { pageFolders } from '../../../../cli/config/page-folders.js';
import { htmlIds, RenderedAnchors } from '../../../../cli/build/rendered-anchors.js';
import type { PageLinks } from '../../../../cli/pipeline/page-links.js';
import { tempDir } from '../../../helpers/temp-site.js';

const docsDir = '/site/docs';
const config = { lang: 'en', multiVersion: { default: '', versions: [] } };

/** `checkLinks` on an English site of `pages` (route → file) with no public files, drafts or moved pages. */
function checkSite(pages: Map<string, string>, check: Pick<LinkCheck, 'linksOf' | 'vfile'> & Partial<LinkCheck>): void {
  checkLinks({ base: '/', siteDir: '/site', docsDir, folders: pageFolders(docsDir, config, ['en']), config, pages, publicDir: '/site/public', drafts: new Map(), relink: () => {}, ...check });
}

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
    checkSite(pages, {
      linksOf: (r) => {
        reads.set(r, (reads.get(r) ?? 0) + 1);
        return links(Number(r.slice(2)));
      },
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

describe('checkLinks with the verdicts of the last check', () => {
  it('reads only the pages whose verdict no longer holds: the edited page, and a page linking to one whose anchors may have changed', () => {
    const file = path.join(tempDir('docsite-verdicts-unit-'), 'link-verdicts.jsonl');
    const count = 50;
    const route = (i: number) => `/p${i}`;
    // Page i links to page i + 1's anchor; page 7 has a dead link once page 8's anchor goes.
    const ids = new Map(Array.from({ length: count }, (_, i) => [route(i), [`s${i}`]]));
    const links = (i: number): PageLinks => ({ ids: ids.get(route(i))!, links: i + 1 < count ? [{ url: `${route(i + 1)}#s${i + 1}`, line: 3, column: 1 }] : [] });
    const hashes = new Map(Array.from({ length: count }, (_, i) => [route(i), 'h1']));
    const pages = new Map(Array.from({ length: count }, (_, i) => [route(i), path.join(docsDir, 'en', `p${i}.md`)]));
    const check = () => {
      const reads: string[] = [];
      const files = new Map<string, VFile>();
      checkSite(pages, {
        linksOf: (r) => {
          reads.push(r);
          return links(Number(r.slice(2)));
        },
        vfile: (at) => files.get(at) ?? files.set(at, new VFile({ path: at })).get(at)!,
        hashOf: (r) => hashes.get(r)!,
        verdicts: { file, read: true, settings: ['settings'] },
      });
      return { reads, problems: [...files.values()].flatMap((f) => f.messages.map((m) => `${path.basename(f.path)}:${m.line} ${m.reason}`)) };
    };
    expect(check().reads).toHaveLength(2 * count - 1);
    expect(check()).toEqual({ reads: [], problems: [] });
    // Page 30 edited: page 29, whose link reaches it, is checked again (page 30's anchors read), and so is page 30 (its links, page 31's anchors).
    hashes.set(route(30), 'h2');
    expect(check()).toEqual({ reads: ['/p29', '/p30', '/p30', '/p31'], problems: [] });
    // Page 8 loses its anchor: page 7, unchanged, is checked again and its link found dead.
    hashes.set(route(8), 'h2');
    ids.set(route(8), ['other']);
    const dead = check();
    expect(dead.reads).toEqual(['/p7', '/p8', '/p8', '/p9']);
    expect(dead.problems).toEqual(['p7.md:3 Dead link `/p8#s8`: the page /p8 has no anchor #s8']);
    // A page with a dead link keeps no verdict: it is checked, and reported, every time.
    expect(check()).toEqual({ reads: ['/p7', '/p8'], problems: ['p7.md:3 Dead link `/p8#s8`: the page /p8 has no anchor #s8'] });
  });
});

describe('checkLinks on anchors of a page that code renders', () => {
  // `/api` is compiled: a component may give an element the id as it renders. `/plain` is data alone.
  const pages = new Map([
    ['/guide', path.join(docsDir, 'en', 'guide.md')],
    ['/api', path.join(docsDir, 'en', 'api.mdx')],
    ['/plain', path.join(docsDir, 'en', 'plain.md')],
  ]);
  const linksOf = (route: string): PageLinks =>
    route === '/guide'
      ? { ids: ['guide'], links: [{ url: '/api#row', line: 3, column: 1 }, { url: '/api#gone', line: 4, column: 1 }, { url: '/plain#row', line: 5, column: 1 }] }
      : route === '/api'
        ? { ids: ['api'], links: [], rendered: true }
        : { ids: ['plain'], links: [] };
  const problems = (files: Map<string, VFile>) => [...files.values()].flatMap((f) => f.messages.map((m) => `${path.basename(f.path)}:${m.line}:${m.column} ${m.fatal ? 'error' : 'warning'} ${m.reason}`));

  it("leaves them to the page's HTML, a page of data alone failing as before", () => {
    const files = new Map<string, VFile>();
    const vfile = (at: string) => files.get(at) ?? files.set(at, new VFile({ path: at })).get(at)!;
    const rendered = new RenderedAnchors();
    checkSite(pages, { linksOf, vfile, rendered });
    expect(problems(files)).toEqual(['guide.md:5:1 error Dead link `/plain#row`: the page /plain has no anchor #row']);
    expect(rendered.has('/api')).toBe(true);
    rendered.check('/api', '<main><h1 id="api">API</h1><p id="row">row</p></main>');
    expect(problems(files)).toEqual(['guide.md:5:1 error Dead link `/plain#row`: the page /plain has no anchor #row', 'guide.md:4:1 error Dead link `/api#gone`: the page /api has no anchor #gone']);
  });

  it('warns of them where no page is rendered (dev)', () => {
    const files = new Map<string, VFile>();
    checkSite(pages, { linksOf, vfile: (at) => files.get(at) ?? files.set(at, new VFile({ path: at })).get(at)! });
    expect(problems(files)).toEqual([
      'guide.md:3:1 warning Link `/api#row`: the page /api has no anchor #row in its source; a component of it may render one, which `docsite build` checks in its HTML',
      'guide.md:4:1 warning Link `/api#gone`: the page /api has no anchor #gone in its source; a component of it may render one, which `docsite build` checks in its HTML',
      'guide.md:5:1 error Dead link `/plain#row`: the page /plain has no anchor #row',
    ]);
  });
});

describe('htmlIds', () => {
  it("reads every id of the HTML, unescaped as React's server renderer escapes them", () => {
    expect([...htmlIds('<div id="a"><p class="x" id="b&amp;c">t</p><span data-id="no"></span><a id="q&quot;&#x27;&lt;&gt;"></a></div>')]).toEqual(['a', 'b&c', 'q"\'<>']);
  });
});
