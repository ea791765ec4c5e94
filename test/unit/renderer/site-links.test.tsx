import { describe, expect, it } from 'vitest';
import { resolveLink } from '../../../renderer/data/resolve-link.js';
import { withPlace } from '../../../renderer/data/site.js';

const PATHS = { lang: 'en', base: '/', multiVersion: { default: '', versions: [] } };
const VERSIONED = { lang: 'en', base: '/', multiVersion: { default: 'v2', versions: ['v1', 'v2'] } };

describe('site links as the theme writes them', () => {
  it('adds the language prefix once: a link written with it, as other tools have hero and nav links, keeps it', () => {
    const zh = { version: '', lang: 'zh' };
    expect(withPlace('/guide/intro', zh)).toBe('/zh/guide/intro');
    expect(withPlace('/zh/guide/intro', zh)).toBe('/zh/guide/intro');
    expect(withPlace('/zh', zh)).toBe('/zh');
    expect(withPlace('/zhuyin/', zh)).toBe('/zh/zhuyin/');
    expect(withPlace('/zh/guide/intro', { version: '', lang: 'en' })).toBe('/zh/guide/intro');
  });

  it('reads a bare % as the character of a file name, in absolute links as in relative ones', () => {
    expect(resolveLink('/guide/100%', '/guide/intro', PATHS)).toBe('/guide/100%25');
    expect(resolveLink('./100%.md', '/guide/intro', PATHS)).toBe('/guide/100%25');
    expect(resolveLink('/guide/100%25', '/guide/intro', PATHS)).toBe('/guide/100%25');
    expect(resolveLink('/what%3F', '/guide/intro', PATHS)).toBe('/what%3F');
  });

  it('keeps a site path in the version of the page, unless it names a version', () => {
    expect(resolveLink('/guide/a.md', '/v1/guide/intro', VERSIONED)).toBe('/v1/guide/a');
    expect(resolveLink('./a.md', '/v1/zh/guide/intro', VERSIONED)).toBe('/v1/zh/guide/a');
    expect(resolveLink('/v2/guide/a', '/v1/guide/intro', VERSIONED)).toBe('/guide/a');
    expect(resolveLink('/v1/guide/a', '/guide/intro', VERSIONED)).toBe('/v1/guide/a');
    expect(resolveLink('/guide/a', '/guide/intro', VERSIONED)).toBe('/guide/a');
    expect(resolveLink('/images/logo.png', '/v1/guide/intro', VERSIONED)).toBe('/images/logo.png');
  });
});
