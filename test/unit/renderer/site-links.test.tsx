import { describe, expect, it } from 'vitest';
import { resolveLink } from '../../../renderer/data/resolve-link.js';
import { withLang } from '../../../renderer/data/site.js';

describe('site links as the theme writes them', () => {
  it('adds the language prefix once: a link written with it, as other tools have hero and nav links, keeps it', () => {
    expect(withLang('/guide/intro', 'zh')).toBe('/zh/guide/intro');
    expect(withLang('/zh/guide/intro', 'zh')).toBe('/zh/guide/intro');
    expect(withLang('/zh', 'zh')).toBe('/zh');
    expect(withLang('/zhuyin/', 'zh')).toBe('/zh/zhuyin/');
    expect(withLang('/zh/guide/intro', 'en')).toBe('/zh/guide/intro');
  });

  it('reads a bare % as the character of a file name, in absolute links as in relative ones', () => {
    expect(resolveLink('/guide/100%', '/guide/intro')).toBe('/guide/100%25');
    expect(resolveLink('./100%.md', '/guide/intro')).toBe('/guide/100%25');
    expect(resolveLink('/guide/100%25', '/guide/intro')).toBe('/guide/100%25');
    expect(resolveLink('/what%3F', '/guide/intro')).toBe('/what%3F');
  });
});
