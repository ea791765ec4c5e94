import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const config = `import { defineConfig } from 'docsite';
import { pluginLlms } from 'docsite/plugins/llms';

const sidebar = (t: { start: string; intro: string; setup: string; api: string; config: string }) => ({
  '/guide/': [
    { text: t.start, items: [{ text: t.intro, link: '/guide/intro' }, { text: t.setup, link: '/guide/setup' }] },
  ],
  '/api/': [{ text: t.api, items: [{ text: t.config, link: '/api/config' }] }],
});

export default defineConfig({
  title: 'Acme',
  description: 'Docs of the Acme tool.',
  base: '/docs/',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '中文', title: 'Acme 文档', description: 'Acme 工具的文档。' },
  ],
  themeConfig: {
    locales: [
      { lang: 'en', label: 'English', sidebar: sidebar({ start: 'Getting started', intro: 'Intro', setup: 'Setup', api: 'API', config: 'Config' }) },
      { lang: 'zh', label: '中文', sidebar: sidebar({ start: '开始', intro: '介绍', setup: '安装', api: 'API', config: '配置' }) },
    ],
  },
  plugins: [pluginLlms({ exclude: ['**/internal/**'] })],
});
`;

/** A .md page with the tags as raw HTML, an .mdx page with them as JSX, and both shown in code, which keeps them. */
const intro = (title: string, lang: string) => `---
description: How ${lang} starts.
---

# ${title}

Read this first.<llm-only> LLM-INLINE-${lang}: the API is stable.</llm-only><llm-exclude> WEB-INLINE-${lang}: see the screenshot.</llm-exclude>

<llm-only>

LLM-BLOCK-${lang}: prefer the CLI over the UI.

## LLM-HEADING-${lang}

</llm-only>

<llm-exclude>

WEB-BLOCK-${lang}: click the **blue** button.

</llm-exclude>

## Next

\`\`\`md
<llm-only>CODE-KEPT</llm-only>
\`\`\`
`;

const setup = (lang: string) => `---
title: Setup ${lang}
---

Install it.

<llm-only>
  LLM-JSX-${lang}: run \`npm i acme\`.
</llm-only>

<llm-exclude>
  WEB-JSX-${lang}: use the installer.
</llm-exclude>

Inline <llm-only>LLM-JSX-INLINE-${lang}</llm-only> and <llm-exclude>WEB-JSX-INLINE-${lang}</llm-exclude>.
`;

const pages: Record<string, string> = {
  'docsite.config.ts': config,
  'docs/en/index.md': '# Acme\n\nWelcome.\n',
  'docs/zh/index.md': '# Acme\n\n欢迎。\n',
  'docs/en/guide/intro.md': intro('Intro', 'en'),
  'docs/zh/guide/intro.md': intro('介绍', 'zh'),
  'docs/en/guide/setup.mdx': setup('en'),
  'docs/zh/guide/setup.mdx': setup('zh'),
  'docs/en/api/config.md': '# Config\n\nThe config file.\n',
  'docs/zh/api/config.md': '# 配置\n\n配置文件。\n',
  'docs/en/faq.md': '# FAQ\n\nQuestions.\n',
  'docs/zh/faq.md': '# 常见问题\n\n问题。\n',
  'docs/en/internal/notes.md': '# Notes\n\nInternal.\n',
  'docs/zh/internal/notes.md': '# 笔记\n\n内部。\n',
  'docs/en/404.md': '---\npageType: 404\n---\n\n# Not found\n',
  'docs/zh/404.md': '---\npageType: 404\n---\n\n# 未找到\n',
};

describe('pluginLlms in a real build (docsite build)', () => {
  const dir = tempDir('docsite-llms-');
  writeFiles(dir, pages);
  const result = runCli(['build', dir], dir);
  const dist = path.join(dir, 'dist');
  const read = (file: string) => (existsSync(path.join(dist, file)) ? readFileSync(path.join(dist, file), 'utf8') : '');

  it('builds with no warning or error', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('writes llms.txt for the default language at the root: title, summary, a section per sidebar group, then Other', () => {
    expect(read('llms.txt')).toBe(
      [
        '# Acme',
        '',
        '> Docs of the Acme tool.',
        '',
        '## Getting started',
        '',
        '- [Intro](/docs/guide/intro.md): How en starts.',
        // Notes are the frontmatter description: the description drawn from this page's text would hold web-only text.
        '- [Setup en](/docs/guide/setup.md)',
        '',
        '## API',
        '',
        '- [Config](/docs/api/config.md)',
        '',
        '## Other',
        '',
        '- [Acme](/docs/index.md)',
        '- [FAQ](/docs/faq.md)',
        '',
      ].join('\n'),
    );
  });

  it("writes each other language's at <lang>/llms.txt, with its own title, summary and sidebar texts", () => {
    expect(read('zh/llms.txt')).toBe(
      [
        '# Acme 文档',
        '',
        '> Acme 工具的文档。',
        '',
        '## 开始',
        '',
        '- [介绍](/docs/zh/guide/intro.md): How zh starts.',
        '- [Setup zh](/docs/zh/guide/setup.md)',
        '',
        '## API',
        '',
        '- [配置](/docs/zh/api/config.md)',
        '',
        '## 其他',
        '',
        '- [Acme](/docs/zh/index.md)',
        '- [常见问题](/docs/zh/faq.md)',
        '',
      ].join('\n'),
    );
  });

  it('ships the Copy button and its styles with the theme', () => {
    const assets = readdirSync(path.join(dist, 'assets')).map((f) => readFileSync(path.join(dist, 'assets', f), 'utf8'));
    expect(assets.some((text) => text.includes('docsite-doc-actions') && text.includes('Copy page as Markdown'))).toBe(true);
    expect(assets.some((text) => text.includes('.docsite-copy-markdown'))).toBe(true);
  });

  it('writes every page as .md beside its .html, but the excluded and not-found pages', () => {
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).map((f) => f.split(path.sep).join('/'));
    const md = files.filter((f) => f.endsWith('.md')).sort();
    expect(md).toEqual(['api/config.md', 'faq.md', 'guide/intro.md', 'guide/setup.md', 'index.md', 'zh/api/config.md', 'zh/faq.md', 'zh/guide/intro.md', 'zh/guide/setup.md', 'zh/index.md']);
    for (const file of md) expect(files, file).toContain(file.replace(/\.md$/, '.html'));
    expect(files).toContain('internal/notes.html');
  });

  it('puts llm-only content in the .md and llm-exclude content on the web page only (.md page)', () => {
    const markdown = read('guide/intro.md');
    const html = read('guide/intro.html');
    for (const text of ['LLM-INLINE-en', 'LLM-BLOCK-en', 'LLM-HEADING-en']) {
      expect(markdown).toContain(text);
      expect(html).not.toContain(text);
    }
    for (const text of ['WEB-INLINE-en', 'WEB-BLOCK-en']) {
      expect(html).toContain(text);
      expect(markdown).not.toContain(text);
    }
    expect(html).toMatch(/WEB-BLOCK-en: click the <strong>blue<\/strong> button/);
    expect(markdown).toBe(
      [
        '# Intro',
        '',
        'Read this first. LLM-INLINE-en: the API is stable.',
        '',
        'LLM-BLOCK-en: prefer the CLI over the UI.',
        '',
        '## LLM-HEADING-en',
        '',
        '## Next',
        '',
        '```md',
        '<llm-only>CODE-KEPT</llm-only>',
        '```',
        '',
      ].join('\n'),
    );
    // The code block shows the tags on the page as written.
    expect(html).toContain('CODE-KEPT');
    expect(html).not.toMatch(/<llm-(only|exclude)/);
  });

  it('leaves llm-only headings out of the outline and the search index', () => {
    const html = read('guide/intro.html');
    expect(html).toContain('Next');
    const index = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((f) => /search|index/i.test(f) && f.endsWith('.json'))
      .map((f) => readFileSync(path.join(dist, f), 'utf8'))
      .join('\n');
    expect(index).toContain('WEB-BLOCK-en');
    expect(index).not.toContain('LLM-BLOCK-en');
  });

  it('honours the JSX tags of an .mdx page the same way, and adds the frontmatter title as the h1', () => {
    const markdown = read('guide/setup.md');
    const html = read('guide/setup.html');
    expect(markdown.startsWith('# Setup en\n\nInstall it.\n')).toBe(true);
    for (const text of ['LLM-JSX-en', 'LLM-JSX-INLINE-en']) {
      expect(markdown).toContain(text);
      expect(html).not.toContain(text);
    }
    for (const text of ['WEB-JSX-en', 'WEB-JSX-INLINE-en']) {
      expect(html).toContain(text);
      expect(markdown).not.toContain(text);
    }
    expect(html).not.toMatch(/<llm-(only|exclude)/);
  });

  it("writes llms-full.txt per language: each of the language's pages, its URL, then its Markdown", () => {
    const full = read('llms-full.txt');
    const urls = [...full.matchAll(/^---\nurl: (.*)\n---$/gm)].map((m) => m[1]);
    expect(urls.sort()).toEqual(['/docs/api/config.md', '/docs/faq.md', '/docs/guide/intro.md', '/docs/guide/setup.md', '/docs/index.md']);
    expect(full).toContain(`---\nurl: /docs/guide/intro.md\n---\n\n${read('guide/intro.md')}\n`);
    expect(full).not.toContain('WEB-BLOCK-en');
    const zh = read('zh/llms-full.txt');
    expect(zh).toContain(`---\nurl: /docs/zh/guide/setup.md\n---\n\n${read('zh/guide/setup.md')}\n`);
    expect(zh).not.toContain('Intro\n');
    expect(zh).not.toContain('笔记');
  });

  it('keeps the files a rebuild emits with the same bytes (each page\'s .md), and writes those that change', () => {
    const inode = (file: string) => statSync(path.join(dist, file)).ino;
    const before = { setup: inode('guide/setup.md'), intro: inode('guide/intro.md') };
    const page = path.join(dir, 'docs/en/guide/intro.md');
    writeFileSync(page, `${readFileSync(page, 'utf8')}\nA line added since.\n`);
    expect(runCli(['build', dir], dir).code).toBe(0);
    expect(inode('guide/setup.md')).toBe(before.setup);
    expect(inode('guide/intro.md')).not.toBe(before.intro);
    expect(read('guide/intro.md')).toContain('A line added since.');
    // llms-full.txt is written again, the edited page's new Markdown beside the kept pages' as they were.
    const full = read('llms-full.txt');
    expect(full).toContain(`---\nurl: /docs/guide/intro.md\n---\n\n${read('guide/intro.md')}\n`);
    expect(full).toContain(`---\nurl: /docs/guide/setup.md\n---\n\n${read('guide/setup.md')}\n`);
    expect([...full.matchAll(/^---\nurl: /gm)]).toHaveLength(5);
  });
});

describe('pluginLlms with the files turned off', () => {
  it('writes only what is asked for, and no button without the .md files', () => {
    const dir = tempDir('docsite-llms-off-');
    writeFiles(dir, {
      ...pages,
      'docsite.config.ts': config.replace("pluginLlms({ exclude: ['**/internal/**'] })", 'pluginLlms({ mdFiles: false, llmsFullTxt: false })'),
    });
    const result = runCli(['build', dir], dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const dist = path.join(dir, 'dist');
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
    expect(files.filter((f) => f.endsWith('.md'))).toEqual([]);
    expect(files.filter((f) => f.includes('llms')).sort()).toEqual(['llms.txt', path.join('zh', 'llms.txt')]);
    const scripts = files.filter((f) => f.endsWith('.js')).map((f) => readFileSync(path.join(dist, f), 'utf8'));
    expect(scripts.some((text) => text.includes('docsite-copy-markdown'))).toBe(false);
    // Without .md files, the links lead to the pages.
    expect(readFileSync(path.join(dist, 'llms.txt'), 'utf8')).toContain('- [Intro](/docs/guide/intro.html): How en starts.\n');
    expect(readFileSync(path.join(dist, 'llms.txt'), 'utf8')).toContain('- [Notes](/docs/internal/notes.html)\n');
  });
});
