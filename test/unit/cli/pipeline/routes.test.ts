import { describe, expect, it } from 'vitest';
import { localPath, pageUrl, routeEntry, routePathOf } from '../../../../cli/pipeline/routes.js';

describe('routePathOf', () => {
  it.each([
    ['index', 'en', '/'],
    ['api/index', 'en', '/api/'],
    ['guide/start/introduction', 'en', '/guide/start/introduction'],
    ['index', 'zh', '/zh/'],
    ['api/index', 'zh', '/zh/api/'],
    ['guide/start/introduction', 'zh', '/zh/guide/start/introduction'],
    ['guide/reindex', 'en', '/guide/reindex'],
  ])('%s (%s) → %s', (pagePath, lang, expected) => {
    expect(routePathOf(pagePath, lang, 'en')).toBe(expected);
  });
});

describe('localPath', () => {
  it('drops the language prefix of non-default languages only', () => {
    expect(localPath('/zh/guide/a', 'zh', 'en')).toBe('/guide/a');
    expect(localPath('/zh/', 'zh', 'en')).toBe('/');
    expect(localPath('/zh-note', 'en', 'en')).toBe('/zh-note');
  });
});

describe('pageUrl', () => {
  it('adds the base, and .html unless clean URLs are on; folder indexes keep their slash', () => {
    expect(pageUrl('/guide/a', '/', false)).toBe('/guide/a.html');
    expect(pageUrl('/guide/a', '/', true)).toBe('/guide/a');
    expect(pageUrl('/api/', '/docs/', false)).toBe('/docs/api/');
    expect(pageUrl('/', '/docs/', false)).toBe('/docs/');
  });
});

describe('routeEntry', () => {
  it('names the page body by page id and source hash', () => {
    const file = { absolutePath: '/s/docs/zh/api/index.mdx', relativePath: 'zh/api/index.mdx', pagePath: 'api/index', lang: 'zh', format: 'mdx' as const };
    expect(routeEntry(file, '/zh/api/', 'abcdef0123456789', '/docs/', 'docs/zh/api/index.mdx')).toEqual({
      path: '/zh/api/',
      element: 'zh/api/index',
      filePath: 'docs/zh/api/index.mdx',
      preload: '/docs/static/pages/zh/api/index.abcdef01.json',
      lang: 'zh',
      version: '',
    });
  });
});
