import { describe, expect, it } from 'vitest';
import { closestRoute, langLinks } from '../../../../cli/pipeline/lang-links.js';

const known = new Set(['/', '/guide/', '/guide/basic/x', '/zh/', '/zh/guide/', '/zh/guide/basic/', '/zh/guide/basic/x', '/zh/api/y']);

describe('closestRoute', () => {
  it.each([
    ['/guide/basic/x', '/zh', '/zh/guide/basic/x'],
    ['/guide/basic/y', '/zh', '/zh/guide/basic/'],
    ['/guide/other/y', '/zh', '/zh/guide/'],
    ['/guide/basic/', '/zh', '/zh/guide/basic/'],
    ['/api/y', '', '/'],
    ['/reference/deep/page', '', '/'],
    ['/', '/ja', '/ja/'],
  ])('%s in the language %s → %s', (local, prefix, route) => {
    expect(closestRoute(local, prefix, known)).toBe(route);
  });
});

describe('langLinks', () => {
  it('leads from a page to its translation or the closest page, for every other language', () => {
    expect(langLinks('/zh/guide/basic/x', 'zh', ['en', 'zh', 'ja'], known)).toEqual({ en: '/guide/basic/x', ja: '/ja/' });
    expect(langLinks('/zh/api/y', 'zh', ['en', 'zh'], known)).toEqual({ en: '/' });
    expect(langLinks('/guide/', 'en', ['en', 'zh'], known)).toEqual({ zh: '/zh/guide/' });
  });

  it('is empty on a site with one language', () => {
    expect(langLinks('/guide/', 'en', ['en'], known)).toEqual({});
  });
});
