import { describe, expect, it } from 'vitest';
import { decodePath, localOf, placePrefix, versionLink, versionOf, versionPrefix, withoutVersion, withPlacePrefix, withVersionPrefix } from '../../../schemas/site-paths.js';

/** A bilingual site (en default, zh) with v1 and the default v2. */
const VERSIONED = { lang: 'en', multiVersion: { default: 'v2', versions: ['v1', 'v2'] } };
/** The same site without versions. */
const PLAIN = { lang: 'en', multiVersion: { default: '', versions: [] } };

describe('versionPrefix and placePrefix', () => {
  it('prefix the routes of every version but the default, then of every language but the default', () => {
    expect(versionPrefix('v1', VERSIONED)).toBe('/v1');
    expect(versionPrefix('v2', VERSIONED)).toBe('');
    expect(versionPrefix('', PLAIN)).toBe('');
    expect(placePrefix('v1', 'zh', VERSIONED)).toBe('/v1/zh');
    expect(placePrefix('v1', 'en', VERSIONED)).toBe('/v1');
    expect(placePrefix('v2', 'zh', VERSIONED)).toBe('/zh');
    expect(placePrefix('v2', 'en', VERSIONED)).toBe('');
    expect(placePrefix('', 'zh', PLAIN)).toBe('/zh');
    expect(placePrefix('', 'en', PLAIN)).toBe('');
  });
});

describe('versionOf', () => {
  it.each([
    ['/v1/guide/intro', 'v1'],
    ['/v1/zh/guide/intro', 'v1'],
    ['/v1/', 'v1'],
    ['/v1', 'v1'],
    ['/guide/intro', 'v2'],
    ['/zh/guide/intro', 'v2'],
    ['/', 'v2'],
    // The default version's routes have no prefix: a first segment named like it is a page of its own.
    ['/v2/guide/intro', 'v2'],
    // Only a whole segment names a version.
    ['/v10/guide/intro', 'v2'],
    ['/v1.html', 'v2'],
  ])('%s → %s', (routePath, version) => {
    expect(versionOf(routePath, VERSIONED)).toBe(version);
  });

  it("is '' on a site without versions", () => {
    expect(versionOf('/v1/guide/', PLAIN)).toBe('');
    expect(versionOf('/zh/', PLAIN)).toBe('');
  });
});

describe('withoutVersion', () => {
  it.each([
    ['/v1/zh/guide/', '/zh/guide/'],
    ['/v1/guide/intro', '/guide/intro'],
    ['/v1/', '/'],
    ['/v1', '/'],
    ['/guide/intro', '/guide/intro'],
    ['/zh/', '/zh/'],
    ['/v2/guide/', '/v2/guide/'],
    ['/v10/guide/', '/v10/guide/'],
  ])('%s → %s', (routePath, expected) => {
    expect(withoutVersion(routePath, VERSIONED)).toBe(expected);
  });

  it('leaves every path alone on a site without versions', () => {
    expect(withoutVersion('/v1/guide/', PLAIN)).toBe('/v1/guide/');
  });
});

describe('localOf', () => {
  it.each([
    ['/v1/zh/guide/a', 'zh', '/guide/a'],
    ['/v1/zh/', 'zh', '/'],
    ['/v1/zh', 'zh', '/'],
    ['/v1/guide/a', 'en', '/guide/a'],
    ['/v1/', 'en', '/'],
    ['/zh/guide/a', 'zh', '/guide/a'],
    ['/guide/a', 'en', '/guide/a'],
  ])('%s (%s) → %s', (routePath, lang, expected) => {
    expect(localOf(routePath, lang, VERSIONED)).toBe(expected);
  });
});

describe('withVersionPrefix', () => {
  it('reads a site path within the version of the page it is on', () => {
    expect(withVersionPrefix('/guide/install', 'v1', VERSIONED)).toBe('/v1/guide/install');
    expect(withVersionPrefix('/zh/guide/install#setup', 'v1', VERSIONED)).toBe('/v1/zh/guide/install#setup');
    expect(withVersionPrefix('/', 'v1', VERSIONED)).toBe('/v1/');
    expect(withVersionPrefix('/guide/install', 'v2', VERSIONED)).toBe('/guide/install');
  });

  it("leads a path written with a version's name to that version, the default one's without a prefix", () => {
    expect(withVersionPrefix('/v1/guide/intro', 'v2', VERSIONED)).toBe('/v1/guide/intro');
    expect(withVersionPrefix('/v1/guide/intro', 'v1', VERSIONED)).toBe('/v1/guide/intro');
    expect(withVersionPrefix('/v2/guide/new', 'v1', VERSIONED)).toBe('/guide/new');
    expect(withVersionPrefix('/v2/zh/guide/new', 'v1', VERSIONED)).toBe('/zh/guide/new');
    expect(withVersionPrefix('/v2', 'v1', VERSIONED)).toBe('/');
    expect(withVersionPrefix('/v2/', 'v1', VERSIONED)).toBe('/');
    expect(withVersionPrefix('/v1', 'v2', VERSIONED)).toBe('/v1/');
    expect(withVersionPrefix('/v1#top', 'v2', VERSIONED)).toBe('/v1/#top');
    expect(withVersionPrefix('/v2?x=1', 'v1', VERSIONED)).toBe('/?x=1');
  });

  it('reads only a whole first segment as a version', () => {
    expect(withVersionPrefix('/v10/guide', 'v1', VERSIONED)).toBe('/v1/v10/guide');
    expect(withVersionPrefix('/guide/v1/x', 'v1', VERSIONED)).toBe('/v1/guide/v1/x');
  });

  it('changes nothing on a site without versions', () => {
    expect(withVersionPrefix('/guide/install', '', PLAIN)).toBe('/guide/install');
    expect(withVersionPrefix('/v1/guide/install', '', PLAIN)).toBe('/v1/guide/install');
  });
});

describe('withPlacePrefix', () => {
  it.each([
    // Config links, written without prefixes, read on a page of each version and language.
    ['/guide/intro', 'v1', 'en', '/v1/guide/intro'],
    ['/guide/intro', 'v1', 'zh', '/v1/zh/guide/intro'],
    ['/guide/intro', 'v2', 'zh', '/zh/guide/intro'],
    ['/guide/intro', 'v2', 'en', '/guide/intro'],
    ['/', 'v1', 'zh', '/v1/zh/'],
    ['/', 'v1', 'en', '/v1/'],
    ['guide/intro', 'v1', 'en', '/v1/guide/intro'],
    // Written with the language's prefix: not added again.
    ['/zh/guide/intro', 'v1', 'zh', '/v1/zh/guide/intro'],
    ['/zh', 'v1', 'zh', '/v1/zh'],
    ['/zh?tab=1', 'v1', 'zh', '/v1/zh?tab=1'],
    ['/zh#top', 'v2', 'zh', '/zh#top'],
    // A path that merely starts like the language code is not written with its prefix.
    ['/zhuyin/', 'v1', 'zh', '/v1/zh/zhuyin/'],
    // Written with a version's name: that version.
    ['/v1/guide/intro', 'v2', 'en', '/v1/guide/intro'],
    ['/v1/guide/intro', 'v2', 'zh', '/v1/zh/guide/intro'],
    ['/v1/zh/guide/', 'v2', 'zh', '/v1/zh/guide/'],
    ['/v2/guide/intro', 'v1', 'zh', '/zh/guide/intro'],
    ['/v2/guide/intro', 'v1', 'en', '/guide/intro'],
    // Outside the site, or on the page: as written.
    ['https://example.com/guide/', 'v1', 'zh', 'https://example.com/guide/'],
    ['//cdn.example.com/x', 'v1', 'zh', '//cdn.example.com/x'],
    ['mailto:a@example.com', 'v1', 'en', 'mailto:a@example.com'],
    ['#setup', 'v1', 'zh', '#setup'],
  ])('%s on a %s %s page → %s', (link, version, lang, expected) => {
    expect(withPlacePrefix(link, version, lang, VERSIONED)).toBe(expected);
  });

  it('adds only the language prefix on a site without versions', () => {
    expect(withPlacePrefix('/guide/intro', '', 'zh', PLAIN)).toBe('/zh/guide/intro');
    expect(withPlacePrefix('/zh/guide/intro', '', 'zh', PLAIN)).toBe('/zh/guide/intro');
    expect(withPlacePrefix('/guide/intro', '', 'en', PLAIN)).toBe('/guide/intro');
    expect(withPlacePrefix('/v1/guide/intro', '', 'en', PLAIN)).toBe('/v1/guide/intro');
  });
});

describe('versionLink', () => {
  it("writes a default-version route with the default version's name, so it leads there from any version", () => {
    expect(versionLink('/guide/', 'v2', VERSIONED)).toBe('/v2/guide/');
    expect(versionLink('/zh/', 'v2', VERSIONED)).toBe('/v2/zh/');
    expect(versionLink('/v1/guide/', 'v1', VERSIONED)).toBe('/v1/guide/');
    expect(versionLink('/guide/', '', PLAIN)).toBe('/guide/');
  });

  it('round-trips through withVersionPrefix from a page of any version', () => {
    const routes: [string, string][] = [
      ['/guide/intro', 'v2'],
      ['/zh/guide/intro', 'v2'],
      ['/', 'v2'],
      ['/zh/', 'v2'],
      ['/v1/guide/intro', 'v1'],
      ['/v1/zh/', 'v1'],
    ];
    for (const [routePath, version] of routes) {
      for (const reader of ['v1', 'v2']) {
        expect([routePath, reader, withVersionPrefix(versionLink(routePath, version, VERSIONED), reader, VERSIONED)]).toEqual([routePath, reader, routePath]);
      }
    }
  });
});

describe('decodePath', () => {
  it('decodes every escape, keeps a stray % as written, and returns a path without escapes as it is', () => {
    expect(decodePath('/guide/what%3F')).toBe('/guide/what?');
    expect(decodePath('/guide/%E4%B8%AD%E6%96%87')).toBe('/guide/中文');
    expect(decodePath('/guide/100%')).toBe('/guide/100%');
    expect(decodePath('/guide/plain')).toBe('/guide/plain');
  });
});
