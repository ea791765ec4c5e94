import { describe, expect, it } from 'vitest';
import { FAVORITES_LIMIT, historyKey, recentLimit, toStored, withAdded, withRemoved, type StoredHit } from '../../../../renderer/search/history.js';
import type { SearchHit } from '../../../../renderer/search/types.js';

const hit = (id: string): StoredHit => ({
  objectID: id,
  hierarchy: { lvl0: 'Guide', lvl1: 'Page', lvl2: `Heading ${id}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
  type: 'lvl2',
  url: `/guide/page#${id}`,
});

describe('search history', () => {
  it('keys each list by language', () => {
    expect(historyKey('recent', 'en')).toBe('docsite-search-recent-en');
    expect(historyKey('favorites', 'zh')).toBe('docsite-search-favorites-zh');
  });

  it('keeps 7 recent searches without favourites, 4 with, and 10 favourites', () => {
    expect([recentLimit(0), recentLimit(1), recentLimit(10), FAVORITES_LIMIT]).toEqual([7, 4, 4, 10]);
  });

  it('puts an added hit first, once, and cuts the list to the limit', () => {
    let list: StoredHit[] = [];
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) list = withAdded(list, hit(id), 7);
    expect(list.map((h) => h.objectID)).toEqual(['h', 'g', 'f', 'e', 'd', 'c', 'b']);
    list = withAdded(list, hit('d'), 7);
    expect(list.map((h) => h.objectID)).toEqual(['d', 'h', 'g', 'f', 'e', 'c', 'b']);
    expect(withAdded(list, hit('z'), 4).map((h) => h.objectID)).toEqual(['z', 'd', 'h', 'g']);
    expect(withRemoved(list, 'h').map((h) => h.objectID)).toEqual(['d', 'g', 'f', 'e', 'c', 'b']);
  });

  it('stores a hit without the highlights of the query that found it', () => {
    const found: SearchHit = { ...hit('a'), _highlightResult: { hierarchy: { lvl2: { value: '<mark>Heading</mark> a', matchLevel: 'full', matchedWords: ['heading'] } } } };
    expect(toStored(found)).toEqual(hit('a'));
    expect(withAdded([], found, 7)[0]).not.toHaveProperty('_highlightResult');
  });
});
