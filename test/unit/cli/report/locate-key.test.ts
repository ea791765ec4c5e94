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
  it('finds each key after the previous one, skipping indexes', () => {
    expect(locateKey(source, ['themeConfig', 'nav', 0, 'link'])).toEqual({ line: 4, column: 24 });
    expect(locateKey(source, ['link'])).toEqual({ line: 4, column: 24 });
    expect(locateKey(source, ['themeConfig', 'footer', 'message'])).toEqual({ line: 5, column: 17 });
  });

  it('falls back to the deepest key found, or undefined', () => {
    expect(locateKey(source, ['themeConfig', 'missing'])).toEqual({ line: 3, column: 3 });
    expect(locateKey(source, ['missing'])).toBeUndefined();
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
