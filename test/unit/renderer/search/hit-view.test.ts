import { describe, expect, it } from 'vitest';
import { groupByLevel0, hitView } from '../../../../renderer/search/hit-view.js';
import type { Hierarchy, SearchHit } from '../../../../renderer/search/types.js';

const hierarchy = (...levels: (string | null)[]): Hierarchy => {
  const [lvl0 = null, lvl1 = null, lvl2 = null, lvl3 = null, lvl4 = null, lvl5 = null, lvl6 = null] = levels;
  return { lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 };
};

describe('hitView', () => {
  it('titles a heading hit with its deepest level, highlighted, under its parent path', () => {
    const hit: SearchHit = {
      objectID: '1',
      hierarchy: hierarchy('Guide', 'Getting started', 'Setup', 'Configure the widget'),
      content: null,
      type: 'lvl3',
      url: '/guide/start#configure',
      _highlightResult: { hierarchy: { lvl3: { value: 'Configure the <mark>widget</mark>', matchLevel: 'full', matchedWords: ['widget'] } } },
    };
    expect(hitView(hit)).toEqual({ title: 'Configure the <mark>widget</mark>', path: ['Getting started', 'Setup'], icon: 'heading' });
  });

  it('titles a content hit with its snippet, under every level down to its section', () => {
    const hit: SearchHit = {
      objectID: '2',
      hierarchy: hierarchy('Guide', 'Getting started', 'Setup'),
      content: 'The widget reads its settings once.',
      type: 'content',
      url: '/guide/start#setup',
      _highlightResult: { hierarchy: {}, content: { value: 'The <mark>widget</mark> reads its settings once.', matchLevel: 'full', matchedWords: ['widget'] } },
      _snippetResult: { content: { value: 'The <mark>widget</mark> reads…', matchLevel: 'full' }, hierarchy: { lvl2: { value: '<mark>Set</mark>up', matchLevel: 'partial' } } },
    };
    expect(hitView(hit)).toEqual({ title: 'The <mark>widget</mark> reads…', path: ['Getting started', '<mark>Set</mark>up'], icon: 'content' });
  });

  it('escapes the plain text of stored hits, which carry no highlights', () => {
    const stored = { objectID: '3', hierarchy: hierarchy('Guide', 'Escaping', 'The <script> element'), content: null, type: 'lvl2' as const, url: '/e' };
    expect(hitView(stored)).toEqual({ title: 'The &lt;script&gt; element', path: ['Escaping'], icon: 'heading' });
    expect(hitView({ ...stored, hierarchy: hierarchy('Guide', 'Escaping'), type: 'lvl1' })).toEqual({ title: 'Escaping', path: [], icon: 'page' });
  });
});

describe('groupByLevel0', () => {
  it('groups hits by section in the order the sections first come', () => {
    const hits = [hierarchy('Guide', 'a'), hierarchy('API', 'b'), hierarchy('Guide', 'c')].map((h, i) => ({ objectID: String(i), hierarchy: h, content: null, type: 'lvl1' as const, url: '/' }));
    expect(groupByLevel0(hits).map((g) => [g.title, g.hits.map((h) => h.objectID)])).toEqual([
      ['Guide', ['0', '2']],
      ['API', ['1']],
    ]);
  });
});
