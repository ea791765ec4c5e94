import { describe, expect, it } from 'vitest';
import { languageTheme } from '../../../schemas/language-theme.js';
import { siteConfigSchema, type UserConfig } from '../../../schemas/site-config.js';

const config = (themeConfig: UserConfig['themeConfig']) =>
  siteConfigSchema.parse({ lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }], themeConfig });

describe("a language's nav and sidebar", () => {
  it('reads links and keys written with the language prefix, as VitePress and Rspress configs have them, as without it', () => {
    const written = config({
      locales: [
        { lang: 'en', label: 'English', nav: [{ text: 'Guide', link: '/guide/intro' }], sidebar: { '/guide/': [{ text: 'Intro', link: '/guide/intro' }] } },
        {
          lang: 'zh',
          label: '简体中文',
          nav: [{ text: '指南', link: '/zh/guide/intro', activeMatch: '/zh/guide/' }, { text: '更多', items: [{ text: '博客', link: '/zh/blog/' }] }],
          sidebar: { '/zh/guide/': [{ text: '组', items: [{ text: '介绍', link: '/zh/guide/intro' }, { text: 'GitHub', link: 'https://github.com/' }] }] },
        },
      ],
    });
    expect(languageTheme(written, 'zh')).toEqual({
      nav: [{ text: '指南', link: '/guide/intro', activeMatch: '/guide/' }, { text: '更多', items: [{ text: '博客', link: '/blog/' }] }],
      sidebar: { '/guide/': [{ text: '组', items: [{ text: '介绍', link: '/guide/intro' }, { text: 'GitHub', link: 'https://github.com/' }] }] },
    });
    expect(languageTheme(written, 'en').sidebar).toEqual({ '/guide/': [{ text: 'Intro', link: '/guide/intro' }] });
  });

  it("gives each language its own sections of a shared sidebar, a prefixed key winning over the same section unprefixed", () => {
    const shared = config({
      sidebar: {
        '/zh/guide/': [{ text: '介绍', link: '/zh/guide/intro' }],
        '/guide/': [{ text: 'Intro', link: '/guide/intro' }],
        '/api/': [{ text: 'API', link: '/api/' }],
      },
    });
    expect(languageTheme(shared, 'en').sidebar).toEqual({ '/guide/': [{ text: 'Intro', link: '/guide/intro' }], '/api/': [{ text: 'API', link: '/api/' }] });
    expect(languageTheme(shared, 'zh').sidebar).toEqual({ '/guide/': [{ text: '介绍', link: '/guide/intro' }], '/api/': [{ text: 'API', link: '/api/' }] });
  });

  it('leaves a default-language path that merely starts like a language code alone', () => {
    const site = config({ nav: [{ text: 'Zhuyin', link: '/zhuyin/' }], sidebar: { '/zhuyin/': [{ text: 'Z', link: '/zhuyin/a' }] } });
    expect(languageTheme(site, 'zh')).toEqual({ nav: [{ text: 'Zhuyin', link: '/zhuyin/' }], sidebar: { '/zhuyin/': [{ text: 'Z', link: '/zhuyin/a' }] } });
  });
});

describe("a version's nav and sidebar", () => {
  const versioned = (themeConfig: UserConfig['themeConfig']) =>
    siteConfigSchema.parse({
      lang: 'en',
      locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }],
      multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
      themeConfig,
    });

  it('gives a key with a version prefix to that version only, winning there over the shared key; with both prefixes, to that version and language', () => {
    const site = versioned({
      sidebar: {
        '/v1/zh/guide/': [{ text: '旧', link: '/v1/zh/guide/intro' }],
        '/v1/guide/': [{ text: 'Old', link: '/v1/guide/intro' }],
        '/guide/': [{ text: 'Shared', link: '/guide/intro' }],
        '/v1/api/': [{ text: 'Old API', link: '/api/' }],
      },
    });
    expect(languageTheme(site, 'en', 'v1').sidebar).toEqual({ '/guide/': [{ text: 'Old', link: '/guide/intro' }], '/api/': [{ text: 'Old API', link: '/api/' }] });
    expect(languageTheme(site, 'zh', 'v1').sidebar).toEqual({ '/guide/': [{ text: '旧', link: '/guide/intro' }], '/api/': [{ text: 'Old API', link: '/api/' }] });
    expect(languageTheme(site, 'en', 'v2').sidebar).toEqual({ '/guide/': [{ text: 'Shared', link: '/guide/intro' }] });
    expect(languageTheme(site, 'zh', 'v2').sidebar).toEqual({ '/guide/': [{ text: 'Shared', link: '/guide/intro' }] });
    // Without a version: the default one's.
    expect(languageTheme(site, 'zh')).toEqual(languageTheme(site, 'zh', 'v2'));
  });

  it("gives an older version's Chinese section to its `/v1/…` key over a `/zh/…` key, whichever the config writes first", () => {
    // A `/zh/…` key is written for the default version's pages; the build's fix for a dead config link in v1 is a `/v1/…` key, so that key must win in v1.
    const v1Key = { '/v1/api/': [{ text: 'Old API', link: '/api/' }] };
    const zhKey = { '/zh/api/': [{ text: 'API', link: '/zh/api/' }] };
    const versionFirst = versioned({ sidebar: { ...v1Key, ...zhKey } });
    const languageFirst = versioned({ sidebar: { ...zhKey, ...v1Key } });
    expect(languageTheme(languageFirst, 'zh', 'v1').sidebar).toEqual({ '/api/': [{ text: 'Old API', link: '/api/' }] });
    expect(languageTheme(versionFirst, 'zh', 'v1').sidebar).toEqual({ '/api/': [{ text: 'Old API', link: '/api/' }] });
    // In the default version the Chinese key is the one.
    expect(languageTheme(versionFirst, 'zh', 'v2').sidebar).toEqual({ '/api/': [{ text: 'API', link: '/api/' }] });
  });

  it("reads the default version's name as a prefix too, and a key of a version's root as its `/` section", () => {
    const site = versioned({
      sidebar: { '/v2/guide/': [{ text: 'Latest', link: '/v2/guide/intro' }], '/v1/': [{ text: 'Old home', link: '/v1/' }], '/': [{ text: 'Home', link: '/' }] },
    });
    expect(languageTheme(site, 'en', 'v2').sidebar).toEqual({ '/guide/': [{ text: 'Latest', link: '/guide/intro' }], '/': [{ text: 'Home', link: '/' }] });
    expect(languageTheme(site, 'en', 'v1').sidebar).toEqual({ '/': [{ text: 'Old home', link: '/' }] });
  });

  it("drops the prefix of the version read from links, and keeps another version's, so they lead there", () => {
    const site = versioned({
      nav: [
        { text: 'Guide', link: '/guide/intro' },
        { text: 'Old guide', link: '/v1/guide/intro', activeMatch: '/v1/guide/' },
        { text: 'Versions', items: [{ text: 'v1 zh', link: '/v1/zh/guide/' }, { text: 'v2', link: '/v2/guide/' }] },
      ],
    });
    expect(languageTheme(site, 'en', 'v1').nav).toEqual([
      { text: 'Guide', link: '/guide/intro' },
      { text: 'Old guide', link: '/guide/intro', activeMatch: '/guide/' },
      { text: 'Versions', items: [{ text: 'v1 zh', link: '/zh/guide/' }, { text: 'v2', link: '/v2/guide/' }] },
    ]);
    expect(languageTheme(site, 'zh', 'v1').nav[2]).toEqual({ text: 'Versions', items: [{ text: 'v1 zh', link: '/guide/' }, { text: 'v2', link: '/v2/guide/' }] });
    expect(languageTheme(site, 'zh', 'v2').nav).toEqual([
      { text: 'Guide', link: '/guide/intro' },
      { text: 'Old guide', link: '/v1/guide/intro', activeMatch: '/v1/guide/' },
      { text: 'Versions', items: [{ text: 'v1 zh', link: '/v1/zh/guide/' }, { text: 'v2', link: '/guide/' }] },
    ]);
  });
});
