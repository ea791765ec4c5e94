import type { Nodes, Root } from 'mdast';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { parseDocument, prepareFormats } from '../../../cli/pipeline/processor.js';
import { pluginLlms } from '../../../plugins/llms/index.js';
import { formatLlmsTxt, llmsSections, restSectionTitles, type LlmsLink } from '../../../plugins/llms/llms-txt.js';
import { hasH1, pageMarkdown, stripLlmTags } from '../../../plugins/llms/markdown.js';
import { markdownFile } from '../../../plugins/llms/paths.js';
import remarkLlms from '../../../plugins/llms/remark.js';
import type { AfterBuildContext, BuiltPage } from '../../../schemas/plugin.js';
import { siteConfigSchema } from '../../../schemas/site-config.js';

describe('the Markdown of a page for language models', () => {
  it('drops <llm-exclude> blocks with their content and unwraps <llm-only>, leaving tidy blank lines', () => {
    const source = [
      '# Install',
      '',
      '<llm-exclude>',
      '',
      'Click the green button.',
      '',
      '</llm-exclude>',
      '',
      '<llm-only>',
      '',
      'Run `npm install docsite`.',
      '',
      '</llm-only>',
      '',
      'Done.',
      '',
    ].join('\n');
    expect(stripLlmTags(source)).toBe('# Install\n\nRun `npm install docsite`.\n\nDone.\n');
  });

  it('handles the tags inline, within a line of text', () => {
    expect(stripLlmTags('Open <llm-exclude>the menu</llm-exclude> settings, <llm-only>or edit `config.json`,</llm-only> then save.\n')).toBe(
      'Open settings, or edit `config.json`, then save.\n',
    );
  });

  it('drops a block written without blank lines inside, and nested tags with it', () => {
    expect(stripLlmTags('a\n\n<llm-exclude>\nweb <llm-only>x</llm-only> only\n</llm-exclude>\n\nb\n')).toBe('a\n\nb\n');
    expect(stripLlmTags('<llm-only>\n<llm-exclude>\nnot here\n</llm-exclude>\nhere\n</llm-only>\n')).toBe('here\n');
  });

  it('never touches code: fenced blocks (``` and ~~~, in a blockquote or a list too) and inline code spans keep the tags', () => {
    const source = [
      'Write `<llm-only>` and ``<llm-exclude>`` in a page.',
      '',
      '```mdx',
      '<llm-exclude>',
      'shown on the web',
      '</llm-exclude>',
      '```',
      '',
      '~~~~md',
      '<llm-only>',
      '```',
      '</llm-only>',
      '~~~~',
      '',
      '> ```',
      '> <llm-only>quoted</llm-only>',
      '> ```',
      '',
      '1. ```sh',
      '   echo "<llm-exclude>listed</llm-exclude>"',
      '   ```',
      '',
    ].join('\n');
    expect(stripLlmTags(source)).toBe(source);
  });

  it('cuts across a code block inside an <llm-exclude> block', () => {
    expect(stripLlmTags('a\n\n<llm-exclude>\n\n```js\nconsole.log("</llm-exclude>");\n```\n\n</llm-exclude>\n\nb\n')).toBe('a\n\nb\n');
  });

  it('leaves a tag without its partner as written', () => {
    expect(stripLlmTags('a <llm-only> b\n')).toBe('a <llm-only> b\n');
    expect(stripLlmTags('a </llm-exclude> b <llm-exclude>\n')).toBe('a </llm-exclude> b <llm-exclude>\n');
    // An unclosed code span is text, and the tags after it count.
    expect(stripLlmTags('a ` b <llm-only>c</llm-only>\n')).toBe('a ` b c\n');
  });

  it('finds an h1 outside code only, as # or as a = underline', () => {
    expect(hasH1('Intro\n\n# Title\n')).toBe(true);
    expect(hasH1('Title\n=====\n')).toBe(true);
    expect(hasH1('## Section\n\n```sh\n# comment\n```\n')).toBe(false);
    expect(hasH1('#hashtag\n\n\n=====\n')).toBe(false);
  });

  it('adds a # title when the page has none, and ends with one newline', () => {
    expect(pageMarkdown('\n\nSome text.\n\n\n', 'Intro')).toBe('# Intro\n\nSome text.\n');
    expect(pageMarkdown('# Own title\n\nText.', 'Intro')).toBe('# Own title\n\nText.\n');
    expect(pageMarkdown('', 'Home')).toBe('# Home\n');
    // The h1 was for the web only.
    expect(pageMarkdown('<llm-exclude>\n\n# Web title\n\n</llm-exclude>\n\nText.\n', 'Intro')).toBe('# Intro\n\nText.\n');
  });

  it('is written beside the page\'s HTML file', () => {
    expect(markdownFile('/')).toBe('index.md');
    expect(markdownFile('/zh/')).toBe('zh/index.md');
    expect(markdownFile('/api/')).toBe('api/index.md');
    expect(markdownFile('/guide/start/intro')).toBe('guide/start/intro.md');
  });
});

const link = (title: string, url: string, description = ''): LlmsLink => ({ title, url, description });

describe('llms.txt', () => {
  const pages = new Map([
    ['/', link('Home', '/index.md')],
    ['/guide/', link('Guide', '/guide/index.md')],
    ['/guide/intro', link('Introduction', '/guide/intro.md', 'What docsite is.')],
    ['/guide/install', link('Install', '/guide/install.md')],
    ['/guide/mdx/', link('MDX', '/guide/mdx/index.md')],
    ['/guide/mdx/code', link('Code blocks', '/guide/mdx/code.md')],
    ['/api/config', link('Config', '/api/config.md')],
    ['/blog/post', link('A post', '/blog/post.md')],
    ['/about', link('About', '/about.md')],
  ]);
  const sidebar = {
    '/guide/': [
      { text: 'Guide', link: '/guide/' },
      {
        text: 'Start',
        items: [
          { text: 'Introduction', link: '/guide/intro.html' },
          { text: 'Install', link: '/guide/install' },
          { text: 'GitHub', link: 'https://github.com/docsite-dev/docsite' },
        ],
      },
      { text: 'Features', items: [{ text: 'MDX', link: '/guide/mdx/index', items: [{ text: 'Code', link: '/guide/mdx/code' }] }, { text: 'Again', link: '/guide/intro' }] },
      { text: 'Nothing built', items: [{ text: 'Missing', link: '/guide/missing' }] },
    ],
    '/api/': [{ text: 'API', items: [{ text: 'Config', link: '/api/config' }] }],
  };

  it('has a section per sidebar group, with every page below it in sidebar order, then Other', () => {
    const sections = llmsSections(sidebar, pages, restSectionTitles('en'));
    expect(sections.map((s) => [s.title, s.links.map((l) => l.title)])).toEqual([
      ['Start', ['Introduction', 'Install']],
      // A group's own link counts; a page already listed is not listed again; a group with no built page is dropped.
      ['Features', ['MDX', 'Code blocks']],
      ['API', ['Config']],
      // By route: the home page first.
      ['Other', ['Home', 'About', 'A post', 'Guide']],
    ]);
  });

  it('titles the last section in Chinese for zh, and "Pages" when there is no group at all', () => {
    expect(llmsSections(sidebar, pages, restSectionTitles('zh')).at(-1)!.title).toBe('其他');
    expect(llmsSections({}, pages, restSectionTitles('zh')).map((s) => s.title)).toEqual(['页面']);
    expect(llmsSections({}, pages, restSectionTitles('fr')).map((s) => s.title)).toEqual(['Pages']);
  });

  it('is in the llmstxt.org format: H1, blockquote, H2 sections of links with notes', () => {
    const text = formatLlmsTxt({ title: 'My Docs', description: 'Docs for\nmy tool.' }, [
      { title: 'Start', links: [link('Intro [draft]', '/guide/intro.md', 'What it is.'), link('Spaces', '/my page (old).md')] },
      { title: 'Other', links: [link('Home', 'https://example.com/index.md')] },
    ]);
    expect(text).toBe(
      [
        '# My Docs',
        '',
        '> Docs for my tool.',
        '',
        '## Start',
        '',
        '- [Intro \\[draft\\]](/guide/intro.md): What it is.',
        '- [Spaces](/my%20page%20%28old%29.md)',
        '',
        '## Other',
        '',
        '- [Home](https://example.com/index.md)',
        '',
      ].join('\n'),
    );
  });

  it('leaves the blockquote out when there is no description', () => {
    expect(formatLlmsTxt({ title: 'T', description: '' }, [])).toBe('# T\n');
  });
});

describe('pluginLlms()', () => {
  it('registers the remark plugin, the Copy button and its styles by default', () => {
    const plugin = pluginLlms();
    expect(plugin.name).toBe('llms');
    expect(plugin.markdown).toEqual({ remarkPlugins: ['docsite/plugins/llms/remark'] });
    expect(plugin.globalUIComponents).toEqual([['docsite/plugins/llms/client', {}]]);
    expect(plugin.globalStyles).toBe('docsite/plugins/llms/client.css');
  });

  it('has no button without it or without the .md files it copies, and passes labels of your own', () => {
    expect(pluginLlms({ copyButton: false }).globalUIComponents).toBeUndefined();
    expect(pluginLlms({ mdFiles: false }).globalUIComponents).toBeUndefined();
    expect(pluginLlms({ copyButton: { texts: { fr: { copy: 'Copier' } } } }).globalUIComponents).toEqual([['docsite/plugins/llms/client', { texts: { fr: { copy: 'Copier' } } }]]);
  });

  it("marks the pages it excludes in their data, so the button stays away from them", async () => {
    expect(pluginLlms().extendPageData).toBeUndefined();
    const { extendPageData } = pluginLlms({ exclude: ['/guide/internal/**', '/zh/secret'] });
    const page = (routePath: string) => ({ routePath }) as Parameters<NonNullable<typeof extendPageData>>[0];
    expect(await extendPageData!(page('/guide/internal/notes'), true)).toEqual({ excluded: true });
    expect(await extendPageData!(page('/zh/secret'), true)).toEqual({ excluded: true });
    expect(await extendPageData!(page('/secret'), true)).toBeUndefined();
    expect(pluginLlms({ exclude: ['/x'], copyButton: false }).extendPageData).toBeUndefined();
  });

  it('names the plugin and the key of an invalid option', () => {
    expect(() => pluginLlms({ llmsTxt: 'yes' as never })).toThrow('[llms] invalid options: llmsTxt: expected boolean, received the string "yes"');
    expect(() => pluginLlms({ siteUrl: 'example.com' })).toThrow(/^\[llms\] invalid options: siteUrl: /);
    expect(() => pluginLlms({ mdfiles: true } as never)).toThrow('[llms] invalid options: mdfiles: unknown key; did you mean `mdFiles`?');
  });
});

const config = siteConfigSchema.parse({
  title: 'Docs',
  description: 'English docs',
  base: '/docs/',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文', title: '文档', description: '中文文档' },
  ],
  themeConfig: { sidebar: { '/guide/': [{ text: 'Guide', items: [{ text: 'Intro', link: '/guide/intro' }] }] } },
});

function builtPage(routePath: string, lang: string, title: string, markdown: string, frontmatter: BuiltPage['frontmatter'] = {}): BuiltPage {
  return {
    routePath,
    lang,
    version: '',
    url: `/docs${routePath}${routePath.endsWith('/') ? '' : '.html'}`,
    filePath: `docs/${lang}${routePath}.md`,
    fallback: false,
    changed: true,
    title,
    description: `About ${title}`,
    frontmatter: { description: `About ${title}`, ...frontmatter },
    toc: [],
    content: '',
    lastUpdated: undefined,
    translations: [],
    markdown: async () => markdown,
    contentHtml: async () => '',
    html: async () => '',
  };
}

/** Runs the plugin's afterBuild on `pages`; what it emits, an async iterable marked as such. */
async function afterBuild(options: Parameters<typeof pluginLlms>[0], pages: BuiltPage[], previousSite: Record<string, string> = {}): Promise<Map<string, { text: string; streamed: boolean; kept?: boolean }>> {
  const emitted = new Map<string, { text: string; streamed: boolean; kept?: boolean }>();
  const ctx: AfterBuildContext = {
    config,
    langs: ['en', 'zh'],
    isProd: true,
    routes: [],
    async *pages() {
      yield* pages;
    },
    async emit(file, data) {
      if (emitted.has(file)) throw new Error(`${file} emitted twice`);
      if (typeof data === 'string' || data instanceof Uint8Array) {
        emitted.set(file, { text: String(data), streamed: false });
        return;
      }
      let text = '';
      for await (const chunk of data) text += String(chunk);
      emitted.set(file, { text, streamed: true });
    },
    async keep(file) {
      if (!(file in previousSite)) return false;
      emitted.set(file, { text: previousSite[file]!, streamed: false, kept: true });
      return true;
    },
    previous: async (file) => (file in previousSite ? new TextEncoder().encode(previousSite[file]) : undefined),
  };
  await pluginLlms(options).afterBuild!(ctx);
  return emitted;
}

describe('the files it writes after a build', () => {
  const pages = [
    builtPage('/guide/intro', 'en', 'Intro', '<llm-exclude>\n\nClick here.\n\n</llm-exclude>\n\nText.\n'),
    builtPage('/guide/secret', 'en', 'Secret', 'Secret.\n'),
    builtPage('/404', 'en', 'Not found', 'Gone.\n', { pageType: '404' }),
    builtPage('/zh/guide/intro', 'zh', '介绍', '# 介绍\n\n<llm-only>\n\n给模型看的。\n\n</llm-only>\n'),
  ];

  it('writes llms.txt per language, each page\'s .md, and llms-full.txt as a stream', async () => {
    const files = await afterBuild({ exclude: ['/guide/secret'] }, pages);
    expect([...files.keys()].sort()).toEqual(['guide/intro.md', 'llms-full.txt', 'llms.txt', 'zh/guide/intro.md', 'zh/llms-full.txt', 'zh/llms.txt']);
    expect(files.get('guide/intro.md')).toEqual({ text: '# Intro\n\nText.\n', streamed: false });
    expect(files.get('zh/guide/intro.md')!.text).toBe('# 介绍\n\n给模型看的。\n');
    expect(files.get('llms.txt')!.text).toBe('# Docs\n\n> English docs\n\n## Guide\n\n- [Intro](/docs/guide/intro.md): About Intro\n');
    expect(files.get('zh/llms.txt')!.text).toBe('# 文档\n\n> 中文文档\n\n## Guide\n\n- [介绍](/docs/zh/guide/intro.md): About 介绍\n');
    expect(files.get('llms-full.txt')).toEqual({ text: '---\nurl: /docs/guide/intro.md\n---\n\n# Intro\n\nText.\n\n', streamed: true });
    expect(files.get('zh/llms-full.txt')!.text).toBe('---\nurl: /docs/zh/guide/intro.md\n---\n\n# 介绍\n\n给模型看的。\n\n');
  });

  it("keeps an unchanged page's .md from the previous site and writes llms-full.txt from it, without reading the page", async () => {
    const unchanged = { ...pages[0]!, changed: false, markdown: () => Promise.reject(new Error('an unchanged page was read')) };
    const files = await afterBuild({ exclude: ['/guide/secret'] }, [unchanged, pages[3]!], { 'guide/intro.md': '# Intro\n\nAs built before.\n' });
    expect(files.get('guide/intro.md')).toEqual({ text: '# Intro\n\nAs built before.\n', streamed: false, kept: true });
    expect(files.get('llms-full.txt')!.text).toBe('---\nurl: /docs/guide/intro.md\n---\n\n# Intro\n\nAs built before.\n\n');
    // A changed page, and an unchanged one whose .md the previous site lacks, are made again.
    const again = await afterBuild({}, [{ ...pages[0]!, changed: false }, pages[3]!], { 'zh/guide/intro.md': 'stale' });
    expect(again.get('guide/intro.md')).toEqual({ text: '# Intro\n\nText.\n', streamed: false });
    expect(again.get('zh/guide/intro.md')!.text).toBe('# 介绍\n\n给模型看的。\n');
  });

  it('links the pages themselves without .md files, absolute with siteUrl, and writes only what is asked', async () => {
    const files = await afterBuild({ mdFiles: false, llmsFullTxt: false, siteUrl: 'https://example.com/docs/' }, pages.slice(0, 1));
    expect([...files.keys()].sort()).toEqual(['llms.txt', 'zh/llms.txt']);
    expect(files.get('llms.txt')!.text).toContain('- [Intro](https://example.com/docs/guide/intro.html): About Intro\n');
    expect(files.get('zh/llms.txt')!.text).toBe('# 文档\n\n> 中文文档\n');
  });

  it('refuses a siteUrl without the base, which would give no right link', async () => {
    await expect(afterBuild({ siteUrl: 'https://example.com/' }, pages)).rejects.toThrow(
      "siteUrl https://example.com/ does not end with the config's base /docs/, so no link would be right; write the URL the site's home page is served at, such as https://example.com/docs/",
    );
  });
});

describe('the remark plugin (the web page)', () => {
  /** The tree's visible content, one line per node: its type and its text or name. */
  const outline = (node: Nodes, depth = 0): string[] => [
    `${'  '.repeat(depth)}${node.type}${'value' in node ? ` ${JSON.stringify(node.value)}` : ''}${'name' in node && node.name ? ` ${node.name}` : ''}`,
    ...('children' in node ? node.children.flatMap((child) => outline(child, depth + 1)) : []),
  ];
  const transform = (source: string, format: 'md' | 'mdx') => {
    const tree = parseDocument(source, format);
    const file = new VFile({ path: `page.${format}`, value: source });
    unified().use(remarkLlms).runSync(tree, file);
    return { tree: tree as Root, file };
  };
  const page = [
    '# Title',
    '',
    'Para <llm-only>for models</llm-only> end <llm-exclude>web</llm-exclude>.',
    '',
    '<llm-only>',
    '',
    'Only **for** models.',
    '',
    '## Model section',
    '',
    '</llm-only>',
    '',
    '<llm-exclude>',
    '',
    'For *readers*.',
    '',
    '</llm-exclude>',
    '',
    '```html',
    '<llm-only>code</llm-only>',
    '```',
    '',
  ].join('\n');

  /** The page as readers get it, from MDX and Markdown alike: llm-only gone, llm-exclude's content kept, code untouched. */
  const WEB_OUTLINE = [
    'root',
    '  heading',
    '    text "Title"',
    '  paragraph',
    '    text "Para "',
    '    text " end "',
    '    text "web"',
    '    text "."',
    '  paragraph',
    '    text "For "',
    '    emphasis',
    '      text "readers"',
    '    text "."',
    '  code "<llm-only>code</llm-only>"',
  ];

  it('removes llm-only JSX and unwraps llm-exclude in MDX', async () => {
    await prepareFormats(['mdx']);
    const { tree } = transform(page, 'mdx');
    expect(outline(tree)).toEqual(WEB_OUTLINE);
  });

  it('removes what is between the HTML tags of a .md page, and the tags around llm-exclude content', () => {
    const { tree, file } = transform(page, 'md');
    expect(outline(tree)).toEqual(WEB_OUTLINE);
    expect(file.messages).toEqual([]);
  });

  it('follows an llm-only block in .md whose end is at another depth, dropping what it empties', () => {
    const { tree } = transform('<llm-only>\nSome text\n\nMore\n</llm-only>\n\n- <llm-only>item</llm-only>\n- kept\n\nAfter.\n', 'md');
    expect(outline(tree)).toEqual(['root', '  list', '    listItem', '      paragraph', '        text "kept"', '  paragraph', '    text "After."']);
  });

  it('warns where .md content inside <llm-exclude> is one HTML block, which the page would not show', () => {
    const { file } = transform('Intro.\n\n<llm-exclude>\nweb only\n</llm-exclude>\n', 'md');
    expect(file.messages.map((m) => [m.line, m.fatal, m.reason])).toEqual([[3, false, expect.stringContaining('leave a blank line after `<llm-exclude>`')]]);
  });
});
