import { describe, expect, it } from 'vitest';
import { locateKey, pointAt } from '../../../../cli/report/locate-key.js';

const source = `export default {
  title: 'x',
  themeConfig: {
    nav: [{ text: 'A', link: 3 }],
    "footer": { message: 1 },
  },
  link: 'top-level',
};`;

describe('locateKey', () => {
  it('finds each key inside the value of the one before', () => {
    expect(locateKey(source, ['themeConfig', 'nav', 0, 'link'])).toEqual({ line: 4, column: 24 });
    expect(locateKey(source, ['link'])).toEqual({ line: 4, column: 24 });
    expect(locateKey(source, ['themeConfig', 'footer', 'message'])).toEqual({ line: 5, column: 17 });
  });

  it('falls back to the deepest key found, or undefined', () => {
    expect(locateKey(source, ['themeConfig', 'missing'])).toEqual({ line: 3, column: 3 });
    expect(locateKey(source, ['missing'])).toBeUndefined();
  });

  it('finds an index in a JS or JSON array: a missing key points at the entry that lacks it, not at an earlier entry', () => {
    const config = `export default defineConfig({
  locales: [
    { lang: 'en', label: 'English' }, // the default, first
    { lang: 'zh', title: '文档, 中文' },
  ],
  themeConfig: { locales: [{ lang: 'zh', label: '简体中文' }] },
});`;
    expect(locateKey(config, ['locales', 1, 'label'])).toEqual({ line: 4, column: 5 });
    expect(locateKey(config, ['locales', 1, 'title'])).toEqual({ line: 4, column: 19 });
    expect(locateKey(config, ['locales', 0, 'label'])).toEqual({ line: 3, column: 19 });
    expect(locateKey(config, ['locales', 2])).toEqual({ line: 2, column: 3 });
    expect(locateKey(config, ['themeConfig', 'locales', 0, 'label'])).toEqual({ line: 6, column: 42 });
    expect(locateKey('{"locales": [{"lang": "en", "label": "E"}, {"lang": "zh"}]}', ['locales', 1, 'label'])).toEqual({ line: 1, column: 44 });
  });

  it('finds an index in a YAML list, at its own indent or deeper', () => {
    const yaml = ['features:', '  - title: A', '    details: a', '  - title: B', 'hero:', '  actions:', '  - text: Go', '  - link: /x', '    text: Y', ''].join('\n');
    expect(locateKey(yaml, ['features', 1, 'details'])).toEqual({ line: 4, column: 3 });
    expect(locateKey(yaml, ['features', 0, 'details'])).toEqual({ line: 3, column: 5 });
    expect(locateKey(yaml, ['hero', 'actions', 1, 'text'])).toEqual({ line: 9, column: 5 });
    expect(locateKey(yaml, ['hero', 'actions', 0, 'link'])).toEqual({ line: 7, column: 3 });
  });

  it('does not match a key that is only a suffix of another', () => {
    expect(locateKey('xtitle: 1\ntitle: 2\n', ['title'])).toEqual({ line: 2, column: 1 });
  });
});

describe('pointAt', () => {
  it('turns an offset into a 1-based line and column', () => {
    expect(pointAt('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(pointAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
