import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageData } from '../../schemas/page-data.js';
import type { SearchRecordsFile } from '../../schemas/search-record.js';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

/** A site with every form of page code: local components, JSON, CSS, exports, expressions, aliases, tsconfig paths, a package, files beside pages. */
const files: Record<string, string> = {
  'docsite.config.mjs': `export default {
  title: 'Code',
  locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }],
  components: './components/index.tsx',
  alias: { '@legacy/theme': 'docsite/theme', '@site': '.' },
};
`,
  'tsconfig.json': '{ "compilerOptions": { "baseUrl": ".", "paths": { "~/*": ["components/*"] } } }\n',
  'components/index.tsx': 'export function Hello({ name }: { name: string }) {\n  return <strong className="hello">Hello {name}</strong>;\n}\n',
  'components/Counter.tsx': `import { useState } from 'react';
import './counter.css';

export default function Counter({ start = 0 }: { start?: number }) {
  const [count, setCount] = useState(start);
  return <button className="counter" onClick={() => setCount(count + 1)}>count {count}</button>;
}
`,
  'components/counter.css': '.counter { color: rebeccapurple; }\n',
  'components/Thrower.tsx': `export default function Thrower() {
  const items: string[] | undefined = undefined;
  return <p>{items!.length}</p>;
}
`,
  'components/data.json': '{ "items": ["alpha", "beta", "gamma"] }\n',
  'components/snippet.css': '.snippet { color: red; }\n',
  'node_modules/tiny-format/package.json': '{ "name": "tiny-format", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/tiny-format/index.js': "exports.shout = (text) => text.toUpperCase() + '!';\n",
  'docs/en/index.md': '# Home\n\n[Data](./guide/data.md), [code](./guide/code.mdx), [theme only](./guide/theme-only.mdx).\n',
  'docs/zh/index.md': '# 首页\n\n文字。\n',
  'docs/en/guide/data.md': '# Data page\n\nPlain words.\n\n![picture](./picture.png)\n',
  'docs/zh/guide/data.md': '# 数据页\n\n![图](../../en/guide/picture.png)\n',
  'docs/en/guide/picture.png': 'not really a png',
  'docs/en/guide/code.mdx': `import Counter from '@site/components/Counter'
import data from '../../../components/data.json'
import { shout } from 'tiny-format'
import { Badge } from '@legacy/theme'
import css from '~/snippet.css?raw'

export const total = data.items.length

export function Local({ children }) {
  return <em className="local">{children}</em>
}

# Code page

There are {total} items: {data.items.join(', ')}. {shout('loud')}

<Counter start={total * 10} />

## Second section {#custom-second}

<Hello name="world" /> <Local>inline</Local> <Badge text="new" />

<pre className="raw">{css}</pre>

### Third \\{#escaped-third}

Closing words.
`,
  'docs/zh/guide/code.mdx': '# 代码\n\n文字。\n',
  'docs/en/guide/theme-only.mdx': "import { Badge as B } from 'docsite/theme'\n\n# Theme only\n\nA <B text=\"tip\" /> badge.\n",
  'docs/zh/guide/theme-only.mdx': '# 主题\n\n文字。\n',
  'docs/en/guide/docusaurus.mdx': "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nexport const fruit = 'pear';\n\n# Docusaurus\n\n<Tabs>\n  <TabItem value=\"apple\" label=\"Apple\">An apple.</TabItem>\n  <TabItem value=\"pear\" label={fruit} default>A pear.</TabItem>\n</Tabs>\n",
  'docs/zh/guide/docusaurus.mdx': '# Docusaurus\n\n文字。\n',
};

function site(extra: Record<string, string> = {}): string {
  const dir = tempDir();
  writeFiles(dir, { ...files, ...extra });
  return dir;
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

function pageData(dir: string, html: string): PageData {
  const url = /"page":"([^"]+)"/.exec(read(dir, `dist/${html}`))![1]!;
  return JSON.parse(read(dir, `dist${url}`)) as PageData;
}

describe('pages with JavaScript of their own', () => {
  const dir = site();
  const result = runCli(['build', dir]);
  const html = existsSync(path.join(dir, 'dist/guide/code.html')) ? read(dir, 'dist/guide/code.html') : '';

  it('builds', () => {
    expect(result.stderr.split('\n').filter((line) => / error /.test(line))).toEqual([]);
    expect(result.code).toBe(0);
  });

  it('pre-renders imports, exports, expressions, packages, aliases, tsconfig paths and ?raw imports', () => {
    const text = html.replace(/<!-- -->/g, '');
    expect(text).toContain('There are 3 items: alpha, beta, gamma. LOUD!');
    expect(text).toContain('<button class="counter">count 30</button>');
    expect(text).toContain('<strong class="hello">Hello world</strong>');
    expect(text).toContain('<em class="local">inline</em>');
    expect(text).toContain('.snippet { color: red; }');
    expect(text).toMatch(/class="[^"]*docsite-badge/);
  });

  it('gives headings the ids of the index, escaped custom ids included', () => {
    const { page } = pageData(dir, 'guide/code.html');
    expect(page.toc.map((t) => [t.id, t.text])).toEqual([
      ['custom-second', 'Second section'],
      ['escaped-third', 'Third'],
    ]);
    for (const { id } of page.toc) expect(html).toContain(`id="${id}"`);
  });

  it('loads the page module, its chunks and its stylesheet with the page, and no other page loads them', () => {
    const data = pageData(dir, 'guide/code.html');
    expect(data.module!.js).toMatch(/^\/assets\/pages\/en\/guide\/code-[A-Z0-9]+\.js$/);
    expect(html).toContain(`<link rel="modulepreload" href="${data.module!.js}">`);
    expect(data.module!.css).toHaveLength(1);
    expect(html).toContain(`<link rel="stylesheet" href="${data.module!.css[0]}">`);
    expect(read(dir, `dist${data.module!.css[0]}`)).toContain('.counter{');
    for (const other of ['index.html', 'guide/data.html', 'guide/theme-only.html']) expect(read(dir, `dist/${other}`)).not.toContain('/assets/pages/');
  });

  it("compiles a Docusaurus page with code: @theme/Tabs and @theme/TabItem are the theme's Tabs and Tab", () => {
    const page = read(dir, 'dist/guide/docusaurus.html');
    expect(pageData(dir, 'guide/docusaurus.html').module).toBeDefined();
    expect(page).toMatch(/aria-selected="true"[^>]*data-value="pear">pear</);
  });

  it('keeps a page that imports only theme components as data', () => {
    const data = pageData(dir, 'guide/theme-only.html');
    expect(data.module).toBeUndefined();
    expect(JSON.stringify(data.body)).toContain('"t":"#Badge"');
  });

  it('puts the page text in search records, never its imports, exports or expressions', () => {
    const { records } = JSON.parse(read(dir, '.docsite/search-records.json')) as SearchRecordsFile;
    const text = records.filter((r) => r.url.startsWith('/guide/code')).map((r) => `${r.hierarchy.lvl2 ?? ''} ${r.content ?? ''}`).join('\n');
    expect(text).toContain('Closing words.');
    expect(text).toContain('Second section');
    expect(text).not.toMatch(/import|export|data\.items|total|shout/);
  });

  it('copies files beside pages under a content hash, for every language that links them', () => {
    const en = /<img src="(\/assets\/picture-[0-9a-f]{8}\.png)"/.exec(read(dir, 'dist/guide/data.html'))?.[1];
    expect(en).toBeDefined();
    expect(read(dir, 'dist/zh/guide/data.html')).toContain(`<img src="${en}"`);
    expect(read(dir, `dist${en}`)).toBe('not really a png');
  });
});

describe('bad page code', () => {
  /** Build a good site first, then break it: the failed build must leave the good dist/ as it was. */
  function fails(extra: Record<string, string>) {
    const dir = site();
    expect(runCli(['build', dir]).code).toBe(0);
    const before = read(dir, 'dist/guide/code.html');
    writeFiles(dir, extra);
    const result = runCli(['build', dir]);
    expect(result.code).toBe(1);
    expect(read(dir, 'dist/guide/code.html')).toBe(before);
    expect(readdirSync(dir).filter((f) => f.startsWith('dist.'))).toEqual([]);
    expect(result.stderr).not.toMatch(/entry-server|\.docsite[/\\]cache|node:internal/);
    return result.stderr;
  }

  it('names a missing import at its line in the page', () => {
    const stderr = fails({ 'docs/en/guide/broken.mdx': "# Broken\n\nimport Nope from './Nope'\n\n<Nope />\n", 'docs/zh/guide/broken.mdx': '# 坏\n' });
    expect(stderr).toMatch(/docs\/en\/guide\/broken\.mdx:3:\d+ error Could not resolve "\.\/Nope"/);
  });

  it('names a package the site has not installed, in a page or a component it imports, and how to install it', () => {
    const stderr = fails({
      'docs/en/guide/broken.mdx': "# Broken\n\nimport Highlight from '@acme/highlight/react'\nimport Card from '../../../components/Card'\n\n<Highlight /><Card />\n",
      'docs/zh/guide/broken.mdx': '# 坏\n',
      'components/Card.tsx': "import clsx from 'clsx';\nexport default function Card() {\n  return <div className={clsx('card')} />;\n}\n",
    });
    expect(stderr).toMatch(/docs\/en\/guide\/broken\.mdx:3:\d+ error Could not resolve "@acme\/highlight\/react"\n  `@acme\/highlight` is not installed in the site: install it \(`npm install @acme\/highlight`\), or map `@acme\/highlight\/react` to a file with the config's `alias`\.\n/);
    expect(stderr).toMatch(/components\/Card\.tsx:1:\d+ error Could not resolve "clsx"\n  `clsx` is not installed in the site: install it \(`npm install clsx`\)/);
  });

  it('names a syntax error in an imported component at its line in the component', () => {
    const stderr = fails({ 'components/Counter.tsx': 'export default function Counter() {\n  return <<div />;\n}\n' });
    expect(stderr).toMatch(/components\/Counter\.tsx:2:\d+ error Unexpected "<<"/);
  });

  it('names a syntax error in an expression at its position', () => {
    const stderr = fails({ 'docs/en/guide/broken.mdx': '# Broken\n\nSum {1 +}\n', 'docs/zh/guide/broken.mdx': '# 坏\n' });
    expect(stderr).toMatch(/docs\/en\/guide\/broken\.mdx:3:\d+ error MDX syntax error: Could not parse expression with acorn/);
  });

  it('names a value used as a component at its tag', () => {
    const stderr = fails({ 'docs/en/guide/broken.mdx': '# Broken\n\nexport const Widget = 42\n\n<Widget />\n', 'docs/zh/guide/broken.mdx': '# 坏\n' });
    expect(stderr).toContain('docs/en/guide/broken.mdx:5:1 error Pre-rendering /guide/broken failed: <Widget> is not a component (it is number).');
  });

  it('names the page and the component line when a component throws while pre-rendering', () => {
    const stderr = fails({ 'docs/en/guide/broken.mdx': "import Thrower from '../../../components/Thrower'\n\n# Broken\n\n<Thrower />\n", 'docs/zh/guide/broken.mdx': '# 坏\n' });
    expect(stderr).toMatch(/docs\/en\/guide\/broken\.mdx error Pre-rendering \/guide\/broken failed: .*\(thrown at \S*components\/Thrower\.tsx:3:\d+\)/);
    expect(stderr).toContain('run at build time in Node');
  });

  it('names the line of the components module when a component of a data page throws while pre-rendering', () => {
    const stderr = fails({
      'components/index.tsx': "export { default as Thrower } from './Thrower';\nexport function Hello() {\n  return null;\n}\n",
      'docs/en/guide/broken.mdx': '# Broken\n\n<Thrower />\n',
      'docs/zh/guide/broken.mdx': '# 坏\n',
    });
    expect(stderr).toMatch(/docs\/en\/guide\/broken\.mdx error Pre-rendering \/guide\/broken failed: .*\(thrown at \S*components\/Thrower\.tsx:3:\d+\)/);
  });

  it('reports an unknown component and await at their positions when the page is parsed', () => {
    const stderr = fails({ 'docs/en/guide/broken.mdx': '# Broken\n\n<Tabz />\n\nNow {await Promise.resolve(1)}\n', 'docs/zh/guide/broken.mdx': '# 坏\n' });
    expect(stderr).toContain('docs/en/guide/broken.mdx:3:1 error Unknown component `<Tabz>`');
    expect(stderr).toContain('docs/en/guide/broken.mdx:5:6 error `await` outside a function');
  });

  it('prints a syntax error in the components module in the file:line:col format', () => {
    const stderr = fails({ 'components/index.tsx': 'export function Hello( {\n' });
    expect(stderr).toMatch(/components\/index\.tsx:\d+:\d+ error /);
  });
});

it('a failed build of a page with code leaves no page module behind in dist/', () => {
  const dir = site();
  writeFileSync(path.join(dir, 'docs/en/guide/broken.mdx'), "import Nope from './Nope'\n\n# B\n\n<Nope />\n");
  expect(runCli(['build', dir]).code).toBe(1);
  expect(existsSync(path.join(dir, 'dist'))).toBe(false);
});
