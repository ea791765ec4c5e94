import { describe, expect, it } from 'vitest';
import type { RecordDraft } from '../../../../cli/pipeline/record-drafts.js';
import { searchRecords, sectionOf } from '../../../../cli/pipeline/search-records.js';

const nav = [
  { text: 'Guide', link: '/guide/start/introduction.html', activeMatch: '/guide/' },
  { text: 'API', link: '/api/index.html' },
  { text: 'More', items: [{ text: 'Plugins', link: '/plugin/overview.html' }, { text: 'Changelog', link: 'https://example.com/changelog' }] },
];

describe('sectionOf', () => {
  it('matches activeMatch, else the link’s first segment, including dropdown entries', () => {
    expect(sectionOf('/guide/basic/deploy', nav)).toBe('Guide');
    expect(sectionOf('/api/commands', nav)).toBe('API');
    expect(sectionOf('/plugin/official/rss', nav)).toBe('Plugins');
    expect(sectionOf('/', nav)).toBeUndefined();
    expect(sectionOf('/apix/', nav)).toBeUndefined();
  });
});

const draft = (type: RecordDraft['type'], content: string | null, anchor: string, lvl2: string | null = null): RecordDraft => ({
  type,
  levels: [lvl2, null, null, null, null],
  content,
  anchor,
});

describe('searchRecords', () => {
  const page = { lang: 'en', version: '', title: 'Deploy', url: '/guide/deploy.html', section: 'Guide' };
  const drafts = [draft('content', 'Intro.', ''), draft('lvl2', null, 'static-hosts', 'Static hosts'), draft('content', 'Same.', 'static-hosts', 'Static hosts'), draft('content', 'Same.', 'static-hosts', 'Static hosts')];

  it('starts with the page’s lvl1 record and keeps DocSearch’s shape', () => {
    const records = searchRecords(page, drafts);
    expect(records.map((r) => [r.type, r.url, r.content, r.weight])).toEqual([
      ['lvl1', '/guide/deploy.html', null, { pageRank: 0, level: 90, position: 0 }],
      ['content', '/guide/deploy.html', 'Intro.', { pageRank: 0, level: 0, position: 1 }],
      ['lvl2', '/guide/deploy.html#static-hosts', null, { pageRank: 0, level: 80, position: 2 }],
      ['content', '/guide/deploy.html#static-hosts', 'Same.', { pageRank: 0, level: 0, position: 3 }],
      ['content', '/guide/deploy.html#static-hosts', 'Same.', { pageRank: 0, level: 0, position: 4 }],
    ]);
    expect(records[2]!.hierarchy).toEqual({ lvl0: 'Guide', lvl1: 'Deploy', lvl2: 'Static hosts', lvl3: null, lvl4: null, lvl5: null, lvl6: null });
  });

  it('gives twins distinct ids, and keeps ids when other records change', () => {
    const ids = searchRecords(page, drafts).map((r) => r.objectID);
    expect(new Set(ids).size).toBe(ids.length);
    const edited = searchRecords(page, [draft('content', 'A new first paragraph.', ''), ...drafts.slice(1)]).map((r) => r.objectID);
    expect(edited[0]).toBe(ids[0]);
    expect(edited[1]).not.toBe(ids[1]);
    expect(edited.slice(2)).toEqual(ids.slice(2));
  });
});
