import { defineConfig } from 'docsite';

export default defineConfig({
  title: {{title}},
  lang: {{lang}},
{{#if bilingual}}
  // The site's languages: English, the default (`lang`), is served at `/`, Chinese under `/zh/`.
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
{{/if}}
  // The path the site is served under. The GitHub Pages workflow sets DOCSITE_BASE (`/<repository>/` for a project site).
  base: process.env.DOCSITE_BASE || '/',
  // Components every .mdx page can use without an import: the module's named exports.
  components: './components/index.tsx',
  themeConfig: {
    // "Last updated" under each page, from git (the file's time until it is committed).
    lastUpdated: true,
    socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/docsite-dev/docsite' }],
    // Navigation per language: the top bar (`nav`) and the sidebars (`sidebar`, keyed by the section's path).
{{#if bilingual}}
    // Links are written without the language prefix: the theme adds `/zh` on Chinese pages.
{{/if}}
    locales: [
{{#if en}}
      {
        lang: 'en',
        label: 'English',
        nav: [
          { text: 'Guide', link: '/guide/introduction', activeMatch: '/guide/' },
          {
            text: 'Links',
            items: [
              { text: 'docsite on GitHub', link: 'https://github.com/docsite-dev/docsite' },
              { text: 'Markdown reference', link: 'https://commonmark.org/help/' },
            ],
          },
        ],
        sidebar: {
          '/guide/': [
            {
              text: 'Getting started',
              items: [
                { text: 'Introduction', link: '/guide/introduction' },
                { text: 'Writing pages', link: '/guide/writing-pages' },
              ],
            },
            {
              text: 'Make it yours',
              items: [
                { text: 'Navigation and home page', link: '/guide/configuration' },
                { text: 'Deployment', link: '/guide/deployment' },
              ],
            },
          ],
        },
      },
{{/if}}
{{#if zh}}
      {
        lang: 'zh',
        label: '简体中文',
        nav: [
          { text: '指南', link: '/guide/introduction', activeMatch: '/guide/' },
          {
            text: '链接',
            items: [
              { text: 'GitHub 上的 docsite', link: 'https://github.com/docsite-dev/docsite' },
              { text: 'Markdown 参考', link: 'https://commonmark.org/help/' },
            ],
          },
        ],
        sidebar: {
          '/guide/': [
            {
              text: '开始',
              items: [
                { text: '介绍', link: '/guide/introduction' },
                { text: '编写页面', link: '/guide/writing-pages' },
              ],
            },
            {
              text: '定制站点',
              items: [
                { text: '导航与首页', link: '/guide/configuration' },
                { text: '部署', link: '/guide/deployment' },
              ],
            },
          ],
        },
      },
{{/if}}
    ],
  },
});
