import { describe, expect, it } from 'vitest';
import { closestRoute, langLinks, versionLinks } from '../../../../cli/pipeline/lang-links.js';

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

const config = { lang: 'en', multiVersion: { default: '', versions: [] } };
const page = (path: string, lang: string, version = '') => ({ path, lang, version });

describe('langLinks', () => {
  it('leads from a page to its translation or the closest page, for every other language', () => {
    expect(langLinks(page('/zh/guide/basic/x', 'zh'), ['en', 'zh', 'ja'], config, known)).toEqual({ en: '/guide/basic/x', ja: '/ja/' });
    expect(langLinks(page('/zh/api/y', 'zh'), ['en', 'zh'], config, known)).toEqual({ en: '/' });
    expect(langLinks(page('/guide/', 'en'), ['en', 'zh'], config, known)).toEqual({ zh: '/zh/guide/' });
  });

  it('is empty on a site with one language', () => {
    expect(langLinks(page('/guide/', 'en'), ['en'], config, known)).toEqual({});
  });

  it('stays in the version of the page', () => {
    const versioned = { lang: 'en', multiVersion: { default: 'v2', versions: ['v1', 'v2'] } };
    const routes = new Set(['/v1/guide/x', '/v1/zh/guide/x', '/zh/guide/x', '/v1/zh/']);
    expect(langLinks(page('/v1/guide/x', 'en', 'v1'), ['en', 'zh'], versioned, routes)).toEqual({ zh: '/v1/zh/guide/x' });
    expect(langLinks(page('/v1/zh/guide/y', 'zh', 'v1'), ['en', 'zh'], versioned, routes)).toEqual({ en: '/v1/' });
  });
});

describe('versionLinks', () => {
  const versioned = { lang: 'en', multiVersion: { default: 'v2', versions: ['v1', 'v2'] } };
  const routes = new Set(['/', '/guide/x', '/guide/new', '/zh/', '/zh/guide/x', '/v1/', '/v1/guide/x', '/v1/zh/guide/x']);

  it('leads to the same page in each other version, else to that version’s home in the language, else in the default language', () => {
    expect(versionLinks(page('/guide/x', 'en', 'v2'), versioned, routes)).toEqual({ v1: '/v1/guide/x' });
    expect(versionLinks(page('/guide/new', 'en', 'v2'), versioned, routes)).toEqual({ v1: '/v1/' });
    expect(versionLinks(page('/v1/zh/guide/x', 'zh', 'v1'), versioned, routes)).toEqual({ v2: '/zh/guide/x' });
    expect(versionLinks(page('/zh/', 'zh', 'v2'), versioned, routes)).toEqual({ v1: '/v1/' });
  });

  it('is undefined on a site without versions', () => {
    expect(versionLinks(page('/guide/x', 'en'), config, routes)).toBeUndefined();
  });
});
