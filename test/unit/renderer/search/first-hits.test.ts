import { describe, expect, it } from 'vitest';
import { buildLocalIndex } from '../../../../cli/search/local-index.js';
import { FIRST_SCREEN, LocalSearchEngine } from '../../../../renderer/search/local/engine.js';
import { IndexFiles } from '../../../../renderer/search/local/files.js';
import type { SearchResult } from '../../../../renderer/search/types.js';
import { memoryIndex, pageRecords } from '../../../helpers/local-search.js';

// Sixty pages of one section, each section its own chunk of text: a query they all answer needs twenty chunks for its twenty hits.
const records = Array.from({ length: 60 }, (_, i) => pageRecords('en', `/p${i}.html`, `Page ${i} ${i % 3 ? 'guide' : 'theme'}`, { '': [`Install the theme ${i}, then build.`] })).flat();
const layout = { shardBytes: 2_000, chunkBytes: 1, headPostings: 8, inlineTailBytes: 0 };

/**
 * The engine over the index files, where every chunk of text after the first `open` asked for waits until
 * `release()`; `fail` names a held chunk that is then answered with an error.
 */
function heldIndex(open: number, fail?: (path: string) => boolean) {
  const { files } = buildLocalIndex('en', records, layout);
  const held: { path: string; go: () => void }[] = [];
  let chunks = 0;
  const engine = new LocalSearchEngine(
    new IndexFiles(async (path) => {
      if (/\/c\d+\.json$/.test(path) && ++chunks > open) await new Promise<void>((go) => held.push({ path, go }));
      if (fail?.(path)) throw new Error(`404 ${path}`);
      return JSON.parse(files.get(path)!);
    }, 'en'),
  );
  const release = () => held.splice(0).forEach(({ go }) => go());
  return { engine, held, release };
}

const request = (query: string) => ({ indexName: 'en', query, hitsPerPage: 20, highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
const urls = (hits: SearchResult['hits']) => hits.map((h) => h.url);

describe('the first screenful of hits', () => {
  for (const query of ['install', 'th', 'install theme', 'page build']) {
    it(`comes while the other hits' text is still on its way, and begins the whole answer (${query})`, async () => {
      const { engine, held, release } = heldIndex(FIRST_SCREEN);
      let first: SearchResult | undefined;
      let heldThen = 0;
      const answer = engine.search(request(query), (early) => {
        first = early;
        heldThen = held.length;
      });
      await expect.poll(() => first).toBeDefined();
      expect(first!.hits).toHaveLength(FIRST_SCREEN);
      // Every chunk of the answer was asked for at once (with several words, four more, for hits holding only some):
      // the rest were waiting when the first screenful came.
      expect(heldThen).toBe((query.includes(' ') ? 24 : 20) - FIRST_SCREEN);
      release();
      const whole = await answer;
      expect(whole.hits).toHaveLength(20);
      expect(whole.hits.slice(0, FIRST_SCREEN)).toEqual(first!.hits);
      // The same answer as without the early call, from an index read in one piece.
      expect(urls(whole.hits)).toEqual(urls((await memoryIndex('en', records).search(query)).hits));
    });
  }

  it('is not called for an answer that fits in it', async () => {
    const { engine } = heldIndex(Infinity);
    let called = false;
    const whole = await engine.search(request('page 7'), () => (called = true));
    expect(urls(whole.hits)).toEqual(['/p7.html']);
    expect(called).toBe(false);
  });

  it('leaves the answer to fail when a later hit cannot be fetched, with nothing unhandled', async () => {
    let shown = false;
    const { engine, release } = heldIndex(FIRST_SCREEN, (path) => shown && /\/c\d+\.json$/.test(path));
    let first: SearchResult | undefined;
    const answer = engine.search(request('install'), (early) => {
      first = early;
      shown = true;
    });
    answer.catch(() => undefined);
    await expect.poll(() => first).toBeDefined();
    release();
    await expect(answer).rejects.toThrow(/^404 static\/search\/en-\w+\/c\d+\.json$/);
  });
});
