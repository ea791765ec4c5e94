import { describe, expect, it } from 'vitest';
import { pageUrl, routeEntry, routePathOf } from '../../../../cli/pipeline/routes.js';
import { localOf } from '../../../../schemas/site-paths.js';

const PATHS = { lang: 'en', multiVersion: { default: '', versions: [] } };
const VERSIONED = { lang: 'en', multiVersion: { default: 'v2', versions: ['v1', 'v2'] } };

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
    expect(routePathOf(pagePath, '', lang, PATHS)).toBe(expected);
  });

  it('puts versions other than the default under their name, before the language', () => {
    expect(routePathOf('guide/a', 'v1', 'zh', VERSIONED)).toBe('/v1/zh/guide/a');
    expect(routePathOf('index', 'v1', 'en', VERSIONED)).toBe('/v1/');
    expect(routePathOf('index', 'v1', 'zh', VERSIONED)).toBe('/v1/zh/');
    expect(routePathOf('guide/a', 'v2', 'zh', VERSIONED)).toBe('/zh/guide/a');
  });
});

describe('localOf', () => {
  it('drops the language prefix of non-default languages only', () => {
    expect(localOf('/zh/guide/a', 'zh', PATHS)).toBe('/guide/a');
    expect(localOf('/zh/', 'zh', PATHS)).toBe('/');
    expect(localOf('/zh-note', 'en', PATHS)).toBe('/zh-note');
  });

  it('drops the version prefix first', () => {
    expect(localOf('/v1/zh/guide/a', 'zh', VERSIONED)).toBe('/guide/a');
    expect(localOf('/v1/', 'en', VERSIONED)).toBe('/');
    expect(localOf('/v2/a', 'en', VERSIONED)).toBe('/v2/a');
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
    const file = { absolutePath: '/s/docs/zh/api/index.mdx', relativePath: 'zh/api/index.mdx', pagePath: 'api/index', lang: 'zh', version: '', format: 'mdx' as const };
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
