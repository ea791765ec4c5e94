import { describe, expect, it } from 'vitest';
import { containsPath, entryHolding, pageSequence } from '../../../renderer/data/sidebar.js';
import type { SidebarEntry } from '../../../schemas/sidebar.js';

describe('pageSequence', () => {
  const sidebar: SidebarEntry[] = [
    { text: 'Intro', link: '/guide/' },
    {
      text: 'Basics',
      items: [
        { text: 'What?', link: '/guide/what%3F.html' },
        { text: 'GitHub', link: 'https://github.com/acme/widgets' },
        { text: 'Nested', link: '/guide/nested/index', items: [{ text: 'Deep', link: '/guide/nested/deep' }] },
      ],
    },
    { text: 'Intro again', link: '/guide/' },
    { text: 'Last', link: '/guide/last' },
  ];

  it('lists the pages in reading order, without external links, each at its first place', () => {
    const { links, positions } = pageSequence(sidebar);
    expect(links.map((l) => l.text)).toEqual(['Intro', 'What?', 'Nested', 'Deep', 'Intro again', 'Last']);
    expect([...positions]).toEqual([
      ['/guide/', 0],
      ['/guide/what?', 1],
      ['/guide/nested/', 2],
      ['/guide/nested/deep', 3],
      ['/guide/last', 5],
    ]);
  });

  it('works a sidebar out once, however many pages render with it', () => {
    expect(pageSequence(sidebar)).toBe(pageSequence(sidebar));
    expect(pageSequence([...sidebar])).not.toBe(pageSequence(sidebar));
  });
});

describe('containsPath', () => {
  const deep = { text: 'Deep', link: '/guide/nested/deep' };
  const nested = { text: 'Nested', link: '/guide/nested/index', items: [deep] };
  const group = { text: 'Basics', items: [{ text: 'What?', link: '/guide/what%3F.html' }, { dividerType: 'solid' as const }, nested] };

  it('says whether a group holds a page at any depth, its own link included, read as a route (escapes decoded, index as the folder)', () => {
    expect(containsPath(group, '/guide/nested/deep')).toBe(true);
    expect(containsPath(group, '/guide/what?')).toBe(true);
    expect(containsPath(group, '/guide/nested/')).toBe(true);
    expect(containsPath(nested, '/guide/what?')).toBe(false);
    expect(containsPath(group, '/guide/other')).toBe(false);
    expect(containsPath({ dividerType: 'solid' }, '/guide/')).toBe(false);
    // Asked again for another page, as each page rendered with the same sidebar asks.
    expect(containsPath(group, '/guide/nested/deep')).toBe(true);
    expect(containsPath(nested, '/guide/nested/deep')).toBe(true);
  });

  it('says whether a link is the page, read as a route', () => {
    expect(containsPath(deep, '/guide/nested/deep')).toBe(true);
    expect(containsPath({ text: 'What?', link: '/guide/what%3F.html' }, '/guide/what?')).toBe(true);
    expect(containsPath(deep, '/guide/nested/')).toBe(false);
    expect(containsPath({ text: 'No link' }, '/')).toBe(false);
  });
});

describe('entryHolding', () => {
  const items = [
    { text: 'Intro', link: '/guide/intro' },
    { sectionHeaderText: 'Parts' },
    { text: 'A', items: [{ text: 'A1', link: '/guide/a/1' }, { text: 'AA', items: [{ text: 'AA1', link: '/guide/a/a/1.html' }] }] },
    { text: 'B', link: '/guide/b/index', items: [{ text: 'B1', link: '/guide/b/1' }] },
    { text: 'Intro again', link: '/guide/intro' },
  ];

  it('finds the top-level entry that is or holds a page, the first when several do, -1 for none', () => {
    expect(entryHolding(items, '/guide/intro')).toBe(0);
    expect(entryHolding(items, '/guide/a/a/1')).toBe(2);
    expect(entryHolding(items, '/guide/b/')).toBe(3);
    expect(entryHolding(items, '/guide/b/1')).toBe(3);
    expect(entryHolding(items, '/guide/c')).toBe(-1);
    // The same answers as asking each entry in turn.
    for (const path of ['/guide/intro', '/guide/a/1', '/guide/a/a/1', '/guide/b/', '/guide/b/1', '/guide/c']) {
      expect(entryHolding(items, path)).toBe(items.findIndex((item) => containsPath(item, path)));
    }
  });
});
