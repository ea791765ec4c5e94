import { describe, expect, it } from 'vitest';
import { closeKey, nearMisses, typoDistance } from '../../../../cli/pipeline/frontmatter-keys.js';
import { frontmatterSchema } from '../../../../schemas/frontmatter.js';

describe('typoDistance', () => {
  it.each([
    ['title', 'title', 0],
    ['titel', 'title', 1],
    ['overveiw', 'overview', 1],
    ['descripton', 'description', 1],
    ['sidbar', 'sidebar', 1],
    ['head', 'hero', 2],
    ['abc', '', 3],
    ['ca', 'abc', 3],
  ])('%s → %s: %i', (a, b, expected) => {
    expect(typoDistance(a, b)).toBe(expected);
    expect(typoDistance(b, a)).toBe(expected);
  });
});

describe('closeKey', () => {
  const known = ['title', 'description', 'sidebar', 'hero', 'slug', 'navbar', 'lastUpdated'];

  it('allows one edit below six characters and two from six on', () => {
    expect(closeKey('titel', known)).toBe('title');
    expect(closeKey('sidbar', known)).toBe('sidebar');
    expect(closeKey('sidbr', known)).toBeUndefined();
    expect(closeKey('dscripton', known)).toBe('description');
    expect(closeKey('dscrpton', known)).toBeUndefined();
  });

  it('leaves other tools’ short keys alone: `head` is two edits from `hero`', () => {
    expect(closeKey('head', known)).toBeUndefined();
    expect(closeKey('tags', known)).toBeUndefined();
    expect(closeKey('date', known)).toBeUndefined();
  });

  it('ignores case, so a key written in another case is a near miss', () => {
    expect(closeKey('NavBar', known)).toBe('navbar');
    expect(closeKey('last_updated', known)).toBe('lastUpdated');
  });
});

describe('nearMisses against the frontmatter schema', () => {
  it('finds typos at every level, with their data path', () => {
    const data = {
      titel: 'A',
      hero: { name: 'N', tagine: 'T', actions: [{ text: 'Go', link: '/', them: 'alt' }], image: { src: '/a.png', atl: 'x' } },
      features: [{ title: 'One' }, { title: 'Two', detials: 'x' }],
    };
    expect(nearMisses(frontmatterSchema, data)).toEqual([
      { path: ['titel'], known: 'title' },
      { path: ['hero', 'tagine'], known: 'tagline' },
      { path: ['hero', 'actions', 0, 'them'], known: 'theme' },
      { path: ['hero', 'image', 'atl'], known: 'alt' },
      { path: ['features', 1, 'detials'], known: 'details' },
    ]);
  });

  it('stays silent on keys that are no near miss, on a key beside the one it resembles, and inside the author’s own data', () => {
    const data = { status: 'beta', head: [], title: 'A', titles: ['a'], features: [{ title: 'x', span: 4 }], authors: [{ titel: 'x' }] };
    expect(nearMisses(frontmatterSchema, data)).toEqual([]);
  });

  it('does not look into values of the wrong type', () => {
    expect(nearMisses(frontmatterSchema, { hero: 'x', features: { titel: 1 } })).toEqual([]);
  });
});
