import { defineConfig } from 'docsite';

const repo = 'https://github.com/docsite-dev/docsite';

export default defineConfig({
  root: 'docs',
  title: 'docsite',
  description: 'Bilingual documentation sites from MDX: a static, hydrated React site with local search.',
  icon: '/docsite-icon.svg',
  logo: '/docsite-logo.svg',
  logoText: 'docsite',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English', title: 'docsite', description: 'Bilingual documentation sites from MDX.' },
    { lang: 'zh', label: '简体中文', title: 'docsite', description: '用 MDX 构建双语文档站点。' },
  ],
  route: { cleanUrls: true, exclude: [] },
  themeConfig: {
    lastUpdated: true,
    hideNavbar: 'auto',
    footer: { message: '© 2026 docsite contributors. Released under the MIT License.' },
    socialLinks: [
      { icon: 'github', mode: 'link', content: repo },
      { icon: 'npm', mode: 'link', content: 'https://www.npmjs.com/package/docsite' },
      { icon: 'discord', mode: 'link', content: 'https://discord.gg/docsite' },
      { icon: 'x', mode: 'link', content: 'https://x.com/docsite_dev' },
    ],
    locales: [
      {
        lang: 'en',
        label: 'English',
        editLink: { docRepoBaseUrl: `${repo}/tree/main/content/docs`, text: '📝 Edit this page on GitHub' },
        nav: [
          { text: 'Guide', link: '/guide/start/introduction.html', activeMatch: '/guide/' },
          { text: 'Plugin', link: '/plugin/system/introduction.html', activeMatch: '/plugin/' },
          { text: 'API', link: '/api/index.html', activeMatch: '/api/' },
          {
            text: 'Version',
            items: [
              { text: 'Changelog', link: `${repo}/releases` },
              { text: '1.x docs', link: 'https://v1.docsite.dev/' },
            ],
          },
        ],
        sidebar: {
          '/guide/': [
            {
              text: 'Getting Started',
              items: [
                { text: 'Introduction', link: '/guide/start/introduction' },
                { text: 'Quick start', link: '/guide/start/getting-started' },
              ],
            },
            {
              text: 'Features',
              items: [
                {
                  text: 'Use MDX',
                  tag: 'new',
                  collapsed: true,
                  items: [
                    { text: 'Code blocks', link: '/guide/basic/use-mdx/code-blocks' },
                    { text: 'Container', link: '/guide/basic/use-mdx/container' },
                  ],
                },
              ],
            },
            {
              text: 'Advanced',
              items: [
                { text: 'Customize search functions', link: '/guide/advanced/custom-search' },
              ],
            },
          ],
          '/api/': [
            { text: 'API Overview', link: '/api/' },
            { text: 'Commands', link: '/api/commands' },
          ],
        },
      },
      {
        lang: 'zh',
        label: '简体中文',
        editLink: { docRepoBaseUrl: `${repo}/tree/main/content/docs`, text: '📝 在 GitHub 上编辑此页' },
        overview: { filterPlaceholderText: '输入关键词', filterNoResultText: '未找到匹配的 API' },
        nav: [
          { text: '指南', link: '/guide/start/introduction.html', activeMatch: '/guide/' },
          { text: '插件', link: '/plugin/system/introduction.html', activeMatch: '/plugin/' },
          { text: 'API', link: '/api/index.html', activeMatch: '/api/' },
          {
            text: '版本',
            items: [
              { text: '更新日志', link: `${repo}/releases` },
              { text: '1.x 文档', link: 'https://v1.docsite.dev/' },
            ],
          },
        ],
        sidebar: {
          '/guide/': [
            {
              text: '开始',
              items: [
                { text: '介绍', link: '/guide/start/introduction' },
                { text: '快速开始', link: '/guide/start/getting-started' },
              ],
            },
            {
              text: '功能',
              items: [
                {
                  text: '使用 MDX',
                  tag: 'new',
                  collapsed: true,
                  items: [
                    { text: '代码块', link: '/guide/basic/use-mdx/code-blocks' },
                    { text: '容器', link: '/guide/basic/use-mdx/container' },
                  ],
                },
              ],
            },
            {
              text: '进阶',
              items: [
                { text: '自定义搜索功能', link: '/guide/advanced/custom-search' },
              ],
            },
          ],
          '/api/': [
            { text: 'API 概览', link: '/api/' },
            { text: '命令', link: '/api/commands' },
          ],
        },
      },
    ],
  },
  banner: {
    message: 'docsite 0.1 is out: index your docs with one command.',
    link: '/guide/start/getting-started',
    storageKey: 'docsite-banner-0.1',
  },
  markdown: { showLineNumbers: false, defaultWrapCode: false },
  multiVersion: { default: '', versions: [] },
});
