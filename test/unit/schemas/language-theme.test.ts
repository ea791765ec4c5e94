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
