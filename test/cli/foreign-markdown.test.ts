import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const headings = '# Page\n\n## Two\n\n### Three\n\n#### Four\n';

/** Pages as VitePress and Docusaurus users write them, built as they are. */
function site(): string {
  const dir = tempDir('docsite-foreign-');
  writeFiles(dir, {
    'docs/en/index.md': '# Home\n',
    'docs/en/deep.md': `---\noutline: deep\n---\n\n${headings}`,
    'docs/en/level.md': `---\noutline: 3\n---\n\n${headings}`,
    'docs/en/range.md': `---\noutline: [2, 3]\n---\n\n${headings}`,
    'docs/en/blog.mdx': '# Post\n\nThe summary.\n\n<!-- truncate -->\n\nThe rest, <!-- inline --> with **bold** text.\n\n```html\n<!-- kept in code -->\n```\n',
    'docs/en/group.md': [
      '# Install',
      '',
      '[[toc]]',
      '',
      '## Get it <Badge type="warning" text="beta" />',
      '',
      '::: code-group',
      '',
      '```sh [npm]',
      'npm install docsite',
      '```',
      '',
      '```sh title="pnpm.sh"',
      'pnpm add docsite',
      '```',
      '',
      ':::',
      '',
      'Then <Badge text="done" /> and on.',
      '',
    ].join('\n'),
    'docs/en/starlight/index.mdx': [
      '---',
      'title: Starlight page',
      'tableOfContents: false',
      'banner:',
      "  content: 'Out now: <a href=\"https://astro.build\">read on</a>'",
      'sidebar:',
      '  order: 1',
      '  label: Overview',
      '---',
      '',
      "import { Aside, Badge, Card, CardGrid, Icon, LinkButton, TabItem, Tabs } from '@astrojs/starlight/components';",
      '',
      '## Section',
      '',
      '<Aside type="caution" title="Mind the gap">Text.</Aside>',
      '',
      '<Tabs>',
      '  <TabItem label="Stars">Sirius</TabItem>',
      '  <TabItem label="Moons">Io</TabItem>',
      '</Tabs>',
      '',
      '<CardGrid>',
      '  <Card title="One" icon="star">A.</Card>',
      '  <Card title="Two" icon="🚀">B.</Card>',
      '</CardGrid>',
      '',
      '<Badge text="Beta" variant="caution" />',
      '',
      'Rated <Icon name="star" label="Favourite" color="goldenrod" size="2rem" /> and <Icon name="astro" /> by <Icon name="starlight" label="Starlight" />.',
      '',
      '<LinkButton href="./later.md" icon="right-arrow">Read on</LinkButton>',
      '<LinkButton href="https://astro.build" variant="secondary" icon="external" iconPlacement="start">Astro</LinkButton>',
      '',
      '<Card title="Three" icon="seti:vite">C.</Card>',
      '',
      '```js ins={2} del={3} mark={1}',
      'const a = 1;',
      'const b = 2;',
      'const c = 3;',
      '```',
      '',
    ].join('\n'),
    // Docusaurus 3 reads `.md` as MDX: a page that imports components is one.
    'docs/en/docusaurus-md.md': "# Tabs in md\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs groupId=\"os\">\n  <TabItem value=\"mac\" label=\"macOS\">Brew.</TabItem>\n  <TabItem value=\"win\" label=\"Windows\">Winget.</TabItem>\n</Tabs>\n\nA {/* comment */} line.\n",
    'docs/en/vue.md': [
      '# Vue page',
      '',
      '<script setup>',
      "import { ref } from 'vue'",
      'const count = ref(0)',
      '</script>',
      '',
      'Counted.',
      '',
      '<div class="embed"><script async src="https://widgets.example/w.js"></script>Embedded.</div>',
      '',
    ].join('\n'),
    'docs/en/starlight/later.md': '---\nsidebar:\n  badge: New\n---\n\n# Later\n',
    'docs/en/starlight/hidden.md': '---\nsidebar:\n  hidden: true\n---\n\n# Hidden\n',
    'docs/en/starlight/first.md': '---\nsidebar:\n  order: 0\n---\n\n# First\n',
    'docs/en/docusaurus.mdx': [
      '# Docusaurus',
      '',
      "import Admonition from '@theme/Admonition';",
      "import CodeBlock from '@theme/CodeBlock';",
      "import Link from '@docusaurus/Link';",
      '',
      '<Admonition type="warning" title="Careful">Mind it.</Admonition>',
      '',
      'See <Link to="./code.md">the code page</Link>.',
      '',
      '<Admonition type="important">Read it.</Admonition>',
      '',
      '<CodeBlock language="js" title="/src/hello.js" showLineNumbers metastring="{2}">',
      '{`function hello() {',
      "  return 'hi';",
      '}`}',
      '</CodeBlock>',
      '',
      '<CodeBlock language="sh">npm run build</CodeBlock>',
      '',
      // The site's only Python: its grammar is loaded for this block, which is no fence in the source.
      '<CodeBlock language="python" showLineNumbers={3}>print("hi")</CodeBlock>',
      '',
    ].join('\n'),
    // Code that comes from running the page: the component, unhighlighted.
    // A category's index page as Docusaurus writes it: a card per entry of its group.
    'docs/en/tools/index.mdx': "import DocCardList from '@theme/DocCardList';\nimport {useCurrentSidebarCategory} from '@docusaurus/theme-common';\n\n# Tools\n\n<DocCardList items={useCurrentSidebarCategory().items} />\n",
    // Docusaurus 3's module for the hook.
    'docs/en/tools/power/index.mdx': "import DocCardList from '@theme/DocCardList';\nimport {useCurrentSidebarCategory} from '@docusaurus/plugin-content-docs/client';\n\n# Power tools\n\n<DocCardList items={useCurrentSidebarCategory().items}/>\n",
    'docs/en/tools/hammer.md': '# Hammer\n',
    'docs/en/tools/power/drill.md': '# Drill\n',
    // On a page that opens no group: its siblings, as Docusaurus 3 shows them.
    'docs/en/tools/power/saw.mdx': "import DocCardList from '@theme/DocCardList';\n\n# Saw\n\n<DocCardList />\n",
    // `@site` is the site folder.
    'src/Shout.tsx': "export default function Shout({ children }: { children: string }) { return <strong className=\"shout\">{children.toUpperCase()}</strong>; }\n",
    'docs/en/docusaurus-code.mdx': ['# Run', '', "import CodeBlock from '@theme/CodeBlock';", "import Shout from '@site/src/Shout';", '', '<Shout>loud</Shout>', '', "export const source = 'let dynamic = 1;\\n';", '', '<CodeBlock language="js" title="d.js">{source}</CodeBlock>', ''].join('\n'),
    'docs/en/code.md': [
      '# Code',
      '',
      '```ts',
      "const before = 'old'; // [!code --]",
      "const after = 'new'; // [!code ++]",
      '// highlight-next-line',
      'const marked = true;',
      '```',
      '',
      '```js filename="named.js"',
      'export {};',
      '```',
      '',
      // VitePress numbers from the given line.
      '```js:line-numbers=5',
      'export const fifth = 5;',
      '```',
      '',
    ].join('\n'),
  });
  return dir;
}

const html = (dir: string, file: string) => readFileSync(path.join(dir, 'dist', file), 'utf8');
const outline = (dir: string, file: string) => [...(/<nav class="docsite-outline"[\s\S]*?<\/nav>/.exec(html(dir, file))?.[0] ?? '').matchAll(/<li data-depth="(\d)"/g)].map((m) => Number(m[1]));

describe('Markdown written for other tools', () => {
  it("reads VitePress's outline levels, Docusaurus's HTML comments, Admonition and CodeBlock in MDX, and both tools' code line comments", async () => {
    const dir = site();
    const result = await buildSite({ siteDir: dir });
    expect(result.messages.filter((m) => m.fatal).map(String)).toEqual([]);
    expect(outline(dir, 'deep.html')).toEqual([2, 3, 4]);
    expect(outline(dir, 'level.html')).toEqual([3]);
    expect(outline(dir, 'range.html')).toEqual([2, 3]);
    // React writes `<!-- -->` between adjacent texts: the comment's place.
    const blog = html(dir, 'blog.html').replace(/<!-- -->/g, '');
    expect(blog).toContain('<p>The rest,  with <strong>bold</strong> text.</p>');
    expect(blog).not.toContain('truncate');
    expect(blog).toContain('&lt;!-- kept in code --&gt;');
    const code = html(dir, 'code.html');
    expect(code).toMatch(/<span class="line diff remove">.*old/);
    expect(code).toMatch(/<span class="line diff add">.*new/);
    expect(code).toMatch(/<span class="line highlighted">.*marked/);
    expect(code).not.toContain('[!code');
    expect(code).not.toContain('highlight-next-line');
    expect(code).toContain('<div class="docsite-code-title">named.js</div>');
    expect(code).toMatch(/<div class="docsite-code" data-lang="js" data-line-numbers="" style="--docsite-line-start:4">[\s\S]*?fifth/);
    // VitePress's code group as built-in tabs, its Badge as the built-in badge, a self-closing tag closed.
    const group = html(dir, 'group.html');
    expect([...group.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['npm', 'pnpm.sh']);
    expect(group).toContain('<h2 id="get-it">Get it <span class="docsite-badge docsite-badge-warning">beta</span></h2>');
    expect(group).toMatch(/<p>Then <span class="docsite-badge docsite-badge-tip">done<\/span> and on\.<\/p>/);
    expect(group).not.toContain('[npm]');
    expect(group).toMatch(/<nav class="docsite-toc"[^>]*><ul><li><a href="#get-it">Get it<\/a><\/li><\/ul><\/nav>/);
    const mdAsMdx = html(dir, 'docusaurus-md.html').replace(/<!-- -->/g, '');
    expect([...mdAsMdx.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['macOS', 'Windows']);
    expect(mdAsMdx).not.toContain('import Tabs');
    expect(mdAsMdx).toContain('<p>A  line.</p>');
    // A page's scripts do not run, VitePress's Vue `<script setup>` least of all: each is left out, and the build says so where.
    const vue = html(dir, 'vue.html');
    expect(vue).not.toContain('<script setup');
    expect(vue).not.toContain('widgets.example');
    expect(vue).toContain('<div class="embed">Embedded.</div>');
    expect(result.messages.filter((m) => m.ruleId === 'markdown-script').map((m) => `${m.line}:${m.column} ${m.reason}`)).toEqual([
      "3:1 Vue's `<script setup>` does not run in docsite: the block is left out",
      '10:20 A `<script>` in a Markdown page does not run: the element is left out',
    ]);
    // Starlight's components, frontmatter and code block marks.
    const starlight = html(dir, 'starlight/index.html');
    expect(starlight).toContain('<div class="docsite-container docsite-container-caution" role="note"><p class="docsite-container-title">Mind the gap</p>');
    expect([...starlight.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['Stars', 'Moons']);
    // Starlight's icon names draw the theme's icons; one the theme lacks draws none, and the build says so at the name.
    expect(starlight).toMatch(/<div class="docsite-card-grid"><div class="docsite-card"><p class="docsite-card-title"><span class="docsite-card-icon" aria-hidden="true"><svg class="docsite-icon"[^>]*stroke="currentColor"[^>]*><path d="M11\.525 2\.295/);
    expect(starlight).toMatch(/<svg class="docsite-icon" style="color:goldenrod" width="2rem" height="2rem" viewBox="0 0 24 24"[^>]* role="img" aria-label="Favourite">/);
    expect(starlight).toMatch(/<p class="docsite-card-title"><span>Three<\/span><\/p>/);
    // Starlight's own logo, the four-pointed star.
    expect(starlight).toMatch(/<svg class="docsite-icon"[^>]*stroke="currentColor"[^>]* role="img" aria-label="Starlight"><path d="M11\.017 2\.814/);
    expect(starlight).toMatch(/<a class="docsite-link-button docsite-button docsite-button-brand" href="\/starlight\/later\.html"><span>Read on<\/span><svg class="docsite-icon"[^>]*><path d="M5 12h14"\/>/);
    expect(starlight).toMatch(/<a href="https:\/\/astro\.build" target="_blank" rel="noopener noreferrer" class="docsite-link-button docsite-button docsite-button-alt"><svg class="docsite-icon"[^>]*>.*?<\/svg><span>Astro<\/span><\/a>/);
    expect(result.messages.filter((m) => m.ruleId === 'unknown-icon').map((m) => `${m.line}:${m.column} ${m.reason}`)).toEqual([
      '29:86 Unknown icon `astro`: the theme has no icon by that name, so `<Icon>` shows none',
      '34:21 Unknown icon `seti:vite`: the theme has no icon by that name, so `<Card>` shows none',
    ]);
    expect(starlight).toContain('<span class="docsite-card-icon" aria-hidden="true">🚀</span>');
    expect(starlight).toContain('<span class="docsite-badge docsite-badge-caution">Beta</span>');
    expect(starlight).toContain('<article class="docsite-doc-content docsite-prose"><div class="docsite-page-banner">Out now: <a href="https://astro.build">read on</a></div><h1>Starlight page</h1>');
    expect(starlight).not.toContain('class="docsite-outline"');
    expect([...starlight.matchAll(/<span class="line([^"]*)"/g)].map((m) => m[1]!.trim())).toEqual(['highlighted', 'diff add', 'diff remove']);
    // Docusaurus's Admonition is the container box; a CodeBlock with its code written out is a fence, and the page stays data.
    const docusaurus = html(dir, 'docusaurus.html');
    expect(docusaurus).toContain('<div class="docsite-container docsite-container-warning" role="note"><p class="docsite-container-title">Careful</p>Mind it.</div>');
    expect(docusaurus).toContain('<div class="docsite-container docsite-container-important" role="note"><p class="docsite-container-title">IMPORTANT</p>Read it.</div>');
    expect(docusaurus).toMatch(/<div class="docsite-code" data-lang="js" data-line-numbers=""><span class="docsite-code-lang">js<\/span><div class="docsite-code-title">\/src\/hello\.js<\/div><pre [^>]*class="shiki/);
    expect([...docusaurus.matchAll(/<span class="line([^"]*)"/g)].map((m) => m[1]!.trim())).toEqual(['', 'highlighted', '', '', '']);
    expect(docusaurus).toMatch(/<div class="docsite-code" data-lang="sh">[\s\S]*?<span style="color:#6F42C1;--shiki-dark:#B392F0">npm<\/span>[\s\S]*run[\s\S]*build/);
    expect(docusaurus).toMatch(/<div class="docsite-code" data-lang="python" data-line-numbers="" style="--docsite-line-start:2">[\s\S]*?<span style="color:#005CC5;--shiki-dark:#79B8FF">print<\/span>/);
    expect(docusaurus).not.toContain('/assets/pages/');
    expect(docusaurus).toContain('See <a href="/code.html">the code page</a>.');
    const cards = (file: string) => [...html(dir, file).matchAll(/<a class="docsite-link-card" href="([^"]*)"[^>]*><span class="docsite-link-card-text"><span class="docsite-link-card-title">([^<]*)<\/span>(?:<span class="docsite-link-card-description">([^<]*)<\/span>)?/g)].map((m) => m.slice(1).filter(Boolean).join(' | '));
    // `items={useCurrentSidebarCategory().items}` is the group the page opens, what DocCardList shows by itself: the pages stay data.
    expect(cards('tools/index.html')).toEqual(['/tools/hammer.html | Hammer', '/tools/power/ | Power tools | 2 pages']);
    expect(cards('tools/power/index.html')).toEqual(['/tools/power/drill.html | Drill', '/tools/power/saw.html | Saw']);
    expect(cards('tools/power/saw.html')).toEqual(['/tools/power/drill.html | Drill']);
    expect(html(dir, 'tools/index.html')).not.toContain('/assets/pages/');
    expect(html(dir, 'tools/power/index.html')).not.toContain('/assets/pages/');
    const run = html(dir, 'docusaurus-code.html');
    expect(run).toContain('/assets/pages/');
    expect(run).toContain('<strong class="shout">LOUD</strong>');
    // Its code is a constant of the page: highlighted at build time, as a fence.
    expect(run).toMatch(/<div class="docsite-code-title">d\.js<\/div><pre [^>]*class="shiki shiki-themes[^>]*><code><span class="line"><span style="[^"]*">let<\/span>/);
    const sidebar = /<aside class="docsite-sidebar"[\s\S]*?<\/aside>/.exec(starlight)![0];
    // The site has no nav: one sidebar of all its pages, the open group this folder's.
    const entries = [...sidebar.matchAll(/class="docsite-sidebar-link"[^>]*>([^<]*)(?:<span class="docsite-tag">([^<]*))?/g)].map((m) => (m[2] ? `${m[1]} [${m[2]}]` : m[1]));
    expect(entries.slice(0, 3)).toEqual(['Overview', 'First', 'Later [New]']);
    expect(entries).not.toContain('Hidden');
  });

  it("shows VitePress's code snippets, a region of them, in a code group too, and makes them again when the file changes", async () => {
    const dir = tempDir('docsite-snippets-');
    writeFiles(dir, {
      'docs/snippets/greet.ts': 'const before = 0;\n// #region greet\n  export function greet(name: string) {\n    return name;\n  }\n// #endregion greet\n',
      'docs/en/guide/snippets.md': [
        '# Snippets',
        '',
        '<<< @/snippets/greet.ts{1}',
        '',
        '<<< @/snippets/greet.ts#greet{2 ts:line-numbers}',
        '',
        '::: code-group',
        '',
        '<<< ../../snippets/greet.ts#greet [greet.ts]',
        '',
        '<<< @/snippets/greet.ts#greet',
        '',
        ':::',
        '',
      ].join('\n'),
    });
    expect((await buildSite({ siteDir: dir })).ok).toBe(true);
    const page = () => html(dir, 'guide/snippets.html').replace(/<span style="[^"]*">|<\/span>(?=<)/g, '');
    const blocks = () => [...page().matchAll(/<pre [^>]*><code>([\s\S]*?)<\/code><\/pre>/g)].map((m) => m[1]!.replace(/<\/?span[^>]*>/g, ''));
    expect(blocks()).toEqual([
      'const before = 0;\n// #region greet\n  export function greet(name: string) {\n    return name;\n  }\n// #endregion greet',
      'export function greet(name: string) {\n  return name;\n}',
      'export function greet(name: string) {\n  return name;\n}',
      'export function greet(name: string) {\n  return name;\n}',
    ]);
    expect(page()).toMatch(/<div class="docsite-code" data-lang="ts" data-line-numbers="">/);
    // Lines alone in the braces (`{1}`): the language is the file's.
    expect([...page().matchAll(/<div class="docsite-code" data-lang="([^"]*)"/g)].map((m) => m[1])).toEqual(['ts', 'ts', 'ts', 'ts']);
    expect(html(dir, 'guide/snippets.html')).toContain('<span class="line highlighted">');
    // An unnamed snippet's tab is its file's name, as VitePress labels it.
    expect([...page().matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['greet.ts', 'greet.ts']);
    // The page is unchanged; the snippet is not.
    writeFiles(dir, { 'docs/snippets/greet.ts': '// #region greet\nexport const greet = 1;\n// #endregion greet\n' });
    expect((await buildSite({ siteDir: dir })).ok).toBe(true);
    expect(blocks().slice(1)).toEqual(['export const greet = 1;', 'export const greet = 1;', 'export const greet = 1;']);
    writeFiles(dir, { 'docs/en/guide/snippets.md': '# Snippets\n\n<<< @/snippets/gone.ts\n\n<<< @/snippets/greet.ts#nowhere\n' });
    const run = runCli(['build', dir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/docs\/en\/guide\/snippets\.md:3:1 error Code snippet `@\/snippets\/gone\.ts` not found: no file at .*docs\/snippets\/gone\.ts\n/);
    expect(run.stderr).toMatch(/docs\/en\/guide\/snippets\.md:5:1 error Code snippet `@\/snippets\/greet\.ts#nowhere`: .*greet\.ts has no region `nowhere`\n/);
  });

  it("gives Docusaurus's useBaseUrl, BrowserOnly and ThemedImage to pages, under the config's base", async () => {
    const dir = tempDir('docsite-foreign-');
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ base: '/docs/', components: './components.tsx' }),
      // The site's components are bundled with the theme: the same alias there.
      'components.tsx': "import useBaseUrl from '@docusaurus/useBaseUrl';\n\nexport function Mark() {\n  return <img className=\"mark\" src={useBaseUrl('img/logo.svg')} alt=\"\" />;\n}\n",
      'public/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'docs/en/index.md': '# Home\n',
      'docs/en/brand.mdx': [
        "import useBaseUrl from '@docusaurus/useBaseUrl';",
        "import BrowserOnly from '@docusaurus/BrowserOnly';",
        '',
        '# Brand',
        '',
        "<img src={useBaseUrl('/img/logo.svg')} alt=\"Logo\" />",
        '',
        "Relative {useBaseUrl('img/logo.svg')}, based {useBaseUrl('/docs/img/logo.svg')}, forced {useBaseUrl('/docs/x', { forcePrependBaseUrl: true })}, web {useBaseUrl('https://example.com/a.png')}, anchor {useBaseUrl('#top')}.",
        '',
        '<BrowserOnly fallback={<span className="wait">Loading</span>}>{() => <span className="live">Width {window.innerWidth}</span>}</BrowserOnly>',
        '',
      ].join('\n'),
      'docs/en/mark.mdx': '# Mark\n\n<Mark />\n',
      'docs/en/themed.mdx': [
        "import ThemedImage from '@theme/ThemedImage';",
        "import useBaseUrl from '@docusaurus/useBaseUrl';",
        '',
        '# Themed',
        '',
        "<ThemedImage alt=\"Logo\" width={40} sources={{ light: useBaseUrl('/img/logo.svg'), dark: useBaseUrl('/img/logo-dark.svg') }} />",
        '',
      ].join('\n'),
      // Literal sources: the page stays data, and the built-in renders it.
      'docs/en/themed-data.mdx': "import ThemedImage from '@theme/ThemedImage';\n\n# Themed data\n\n<ThemedImage alt=\"Logo\" className=\"logo\" sources={{ light: '/docs/img/logo.svg', dark: '/docs/img/logo-dark.svg' }} />\n",
      'public/img/logo-dark.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    const result = await buildSite({ siteDir: dir });
    // Errors and warnings (info lines say where last-updated times come from).
    expect(result.messages.filter((m) => typeof m.fatal === 'boolean').map((m) => m.message)).toEqual([]);
    expect(result.ok).toBe(true);
    // React's markers between text parts left out.
    const brand = html(dir, 'brand.html').replace(/<!-- -->/g, '');
    expect(brand).toContain('<img src="/docs/img/logo.svg" alt="Logo"/>');
    expect(brand).toContain('Relative /docs/img/logo.svg, based /docs/img/logo.svg, forced /docs/docs/x, web https://example.com/a.png, anchor #top.');
    // Pre-rendered without `window`: the fallback, which the browser replaces once the page is live.
    expect(brand).toContain('<span class="wait">Loading</span>');
    expect(brand).not.toContain('class="live"');
    expect(html(dir, 'mark.html')).toContain('<img class="mark" src="/docs/img/logo.svg" alt=""/>');
    // ThemedImage: both images, the stylesheet showing the one of the colour theme.
    expect(html(dir, 'themed.html')).toContain('<img width="40" alt="Logo" src="/docs/img/logo.svg" class="docsite-themed-image" data-theme="light"/><img width="40" alt="Logo" src="/docs/img/logo-dark.svg" class="docsite-themed-image" data-theme="dark"/>');
    const data = html(dir, 'themed-data.html');
    expect(data).toContain('<img alt="Logo" src="/docs/img/logo.svg" class="docsite-themed-image logo" data-theme="light"/><img alt="Logo" src="/docs/img/logo-dark.svg" class="docsite-themed-image logo" data-theme="dark"/>');
    expect(data).not.toContain('/assets/pages/');
  });

  it('gives the files a page or a component imports or requires their URL under the base, and an SVG drawn as a component its drawing', async () => {
    const dir = tempDir('docsite-foreign-files-');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" viewBox="0 0 8 8"><circle cx="4" cy="4" r="3" stroke-width="2"/></svg>';
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f0005000201a5f1d6a20000000049454e44ae426082', 'hex');
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ lang: 'en', base: '/docs/', components: './src/components.jsx' }),
      'src/logo.svg': svg,
      'src/snippet.js': 'export const answer = 42;\n',
      // As Docusaurus's components write them: `require` of a file, its `default` the URL, or an SVG's component (SVGR's).
      'src/components.jsx': [
        "import logo from './logo.svg';",
        "const dot = require('./dot.png').default;",
        "const Drawn = require('./logo.svg').default;",
        '',
        'export function Logos() {',
        '  return <p><img className="imported" src={logo} alt="" /><img className="required" src={dot} alt="" /><Drawn className="drawn-required" /></p>;',
        '}',
        '',
      ].join('\n'),
      'docs/index.md': '# Home\n',
      'docs/guide/deep/page.mdx': [
        "import Mark from '@site/src/logo.svg';",
        '',
        '# Files',
        '',
        '<Logos />',
        '',
        "<img className=\"page\" src={require('@site/src/dot.png').default} alt=\"\" />",
        '',
        '<Mark className="drawn-page" width={16} />',
        '',
        "<pre className=\"raw\">{require('!!raw-loader!@site/src/snippet.js').default}</pre>",
        '',
      ].join('\n'),
    });
    writeFileSync(path.join(dir, 'src/dot.png'), png);
    const result = await buildSite({ siteDir: dir });
    expect(result.messages.filter((m) => m.fatal).map(String)).toEqual([]);
    const page = html(dir, 'guide/deep/page.html');
    const sources = Object.fromEntries([...page.matchAll(/<img class="(imported|required|page)" src="([^"]*)"/g)].map(([, name, src]) => [name, src]));
    expect(sources).toEqual({ imported: expect.stringMatching(/^\/docs\/assets\/logo-\w+\.svg$/), required: expect.stringMatching(/^\/docs\/assets\/dot-\w+\.png$/), page: sources.required });
    // From the site's root, whatever the page's folder: the files are there. The browser's code names them beside
    // itself, in dist/assets/, and makes that the URL from the site's root the pre-render wrote.
    expect(readFileSync(path.join(dir, 'dist', sources.imported!.slice('/docs/'.length)), 'utf8')).toBe(svg);
    expect(readFileSync(path.join(dir, 'dist', sources.required!.slice('/docs/'.length)))).toEqual(png);
    const scripts = readdirSync(path.join(dir, 'dist/assets')).filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(dir, 'dist/assets', file), 'utf8'));
    for (const url of [sources.imported!, sources.required!]) expect(scripts.some((code) => code.includes(JSON.stringify(`./${path.posix.basename(url)}`)) && code.includes('import.meta.url).pathname'))).toBe(true);
    // The drawings, the props over the file's attributes, with React's names for SVG's.
    expect(page).toContain('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" viewBox="0 0 8 8" class="drawn-required"><circle cx="4" cy="4" r="3" stroke-width="2"></circle></svg>');
    expect(page).toContain('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="8" viewBox="0 0 8 8" class="drawn-page"><circle cx="4" cy="4" r="3" stroke-width="2"></circle></svg>');
    expect(page).toContain('<pre class="raw">export const answer = 42;\n</pre>');
  });

  it('names the classes of CSS modules alike in the pre-rendered HTML and in the stylesheets, two modules of one file name apart', async () => {
    const dir = tempDir('docsite-foreign-css-modules-');
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ lang: 'en', components: './src/components.jsx' }),
      // As Docusaurus's components style themselves: `styles.module.css` beside each.
      'src/Card/styles.module.css': '@import "./reset.css";\n.box { composes: frame from "../frame.module.css"; border: 1px solid teal; }\n.box:hover .title { color: red; }\n',
      'src/Card/reset.css': '.card-reset { margin: 0; }\n',
      'src/frame.module.css': '.frame { padding: 2px; }\n',
      'src/Card/index.jsx': "import styles from './styles.module.css';\n\nexport function Card({ children }) {\n  return <div className={styles.box}><b className={styles.title}>{children}</b></div>;\n}\n",
      'src/components.jsx': "export { Card } from './Card/index.jsx';\n",
      'docs/index.mdx': '# Home\n\n<Card>Data page</Card>\n',
      'docs/parts/styles.module.css': '.box { border: 1px solid orange; }\n',
      'docs/parts/Box.jsx': "import { box } from './styles.module.css';\n\nexport default function Box({ children }) {\n  return <p className={box}>{children}</p>;\n}\n",
      'docs/code.mdx': "import Box from './parts/Box.jsx';\n\n# Code\n\n<Box>Page code</Box>\n",
    });
    const result = await buildSite({ siteDir: dir });
    expect(result.messages.filter((m) => m.fatal).map(String)).toEqual([]);
    // Every stylesheet: the theme's, with the components module's CSS, and the page's own.
    const assets = path.join(dir, 'dist/assets');
    const stylesheets = () => readdirSync(assets, { recursive: true }).filter((name) => String(name).endsWith('.css')).map((name) => readFileSync(path.join(assets, String(name)), 'utf8')).join('\n');
    const css = stylesheets();
    const [, frame, box, title] = /<div class="([^" ]+) ([^"]+)"><b class="([^"]+)">Data page/.exec(html(dir, 'index.html'))!;
    const [, pageBox] = /<p class="([^"]+)">Page code/.exec(html(dir, 'code.html'))!;
    // The rules of the HTML's classes, hover and all; the two `.box` of two files are two classes.
    expect(css).toContain(`.${box}{border:1px solid teal}`);
    expect(css).toContain(`.${box}:hover .${title}{color:red}`);
    expect(css).toContain(`.${pageBox}{border:1px solid orange}`);
    expect(new Set([box, title, pageBox]).size).toBe(3);
    // `composes` from another module, and a plain `@import`.
    expect(css).toContain(`.${frame}{padding:2px}`);
    expect(css).toContain('.card-reset{margin:0}');
    // The composed module is an input of the bundle, so the next build sees its change.
    writeFiles(dir, { 'src/frame.module.css': '.frame { padding: 12px; }\n' });
    expect((await buildSite({ siteDir: dir })).ok).toBe(true);
    expect(stylesheets()).toContain(`.${frame}{padding:12px}`);
  });

  it("imports a Docusaurus site's components as its pages write them: JSX in .js files, a path from the site folder", async () => {
    const dir = tempDir('docsite-foreign-imports-');
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ lang: 'en' }),
      // As the Docusaurus templates write components: JSX in a `.js` file, which Babel reads there.
      // Docusaurus 3's `@theme/Heading`, as its starter's components use it.
      'src/components/Comment.js': "import React from 'react';\nimport Heading from '@theme/Heading';\n\nexport function Comment({ topic }) {\n  return <aside className=\"comment\"><Heading as=\"h3\" id=\"talk\">Talk</Heading>Talk about {topic}</aside>;\n}\n",
      'docs/index.md': '# Home\n',
      // Webpack reads `/src/…` from the site folder, as Vite reads it from the project's.
      'docs/guide/setup.md': "---\ntitle: Setup\n---\n\nimport { Comment } from '/src/components/Comment';\n\nSet it up.\n\n<Comment topic=\"setup\" />\n",
    });
    const result = await buildSite({ siteDir: dir });
    expect(result.messages.filter((m) => typeof m.fatal === 'boolean').map((m) => m.message)).toEqual([]);
    expect(result.ok).toBe(true);
    expect(html(dir, 'guide/setup.html').replace(/<!-- -->/g, '')).toContain('<aside class="comment"><h3 id="talk">Talk</h3>Talk about setup</aside>');
  });

  it("reads the outline and previous/next keys of Docusaurus's, VitePress's and Starlight's frontmatter", async () => {
    const dir = tempDir('docsite-foreign-frontmatter-');
    writeFiles(dir, {
      'docs/en/index.md': '# Home\n',
      'docs/en/a.md': `---\nhide_table_of_contents: true\npagination_next: null\n---\n\n${headings}`,
      'docs/en/b.md': `---\ntoc_min_heading_level: 3\ntoc_max_heading_level: 4\nprev: Back to A\nnext:\n  text: Elsewhere\n  link: /a\n---\n\n${headings}`,
      'docs/en/c.md': `---\nprev: false\nnext:\n  label: Home again\n  link: /\n---\n\n${headings}`,
      'docs/en/d.md': `---\npagination_prev: null\n---\n\n${headings}`,
      'docs/en/e.md': '# Last\n',
    });
    const result = await buildSite({ siteDir: dir });
    expect(result.messages.filter((m) => m.fatal).map(String)).toEqual([]);
    const links = (file: string) =>
      [...html(dir, file).matchAll(/<a class="docsite-(prev|next)"[^>]*? href="([^"]*)"[^>]*>.*?<span class="docsite-prev-next-title">([^<]*)</g)].map(([, kind, href, text]) => `${kind} ${href} ${text}`);
    // The sidebar's order: a, b, c, d, e (the home page is in none); a has no previous page, and hides its next.
    expect(outline(dir, 'a.html')).toEqual([]);
    expect(links('a.html')).toEqual([]);
    expect(outline(dir, 'b.html')).toEqual([3, 4]);
    expect(links('b.html')).toEqual(['prev /a.html Back to A', 'next /a.html Elsewhere']);
    expect(links('c.html')).toEqual(['next / Home again']);
    expect(links('d.html')).toEqual(['next /e.html Last']);
    expect(links('e.html')).toEqual(['prev /d.html Page']);
  });

  it("publishes a Docusaurus site's static/ folder when it has no public/", async () => {
    const dir = tempDir('docsite-foreign-static-');
    writeFiles(dir, {
      'docs/intro.mdx': "import useBaseUrl from '@docusaurus/useBaseUrl';\n\n# Intro\n\n<img src={useBaseUrl('/img/logo.svg')} alt=\"Logo\" />\n",
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    expect((await buildSite({ siteDir: dir })).ok).toBe(true);
    expect(readFileSync(path.join(dir, 'dist/img/logo.svg'), 'utf8')).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    // public/ wins when there is one.
    writeFiles(dir, { 'public/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" id="public"/>' });
    expect((await buildSite({ siteDir: dir })).ok).toBe(true);
    expect(readFileSync(path.join(dir, 'dist/img/logo.svg'), 'utf8')).toContain('id="public"');
  });

  it("draws Starlight's FileTree, Steps as a list and Code (highlighted when written out or a constant), and Docusaurus's Details", async () => {
    const dir = tempDir('docsite-foreign-components-');
    writeFiles(dir, {
      'docs/en/index.md': '# Home\n',
      'docs/en/starlight.mdx': [
        '# Starlight',
        '',
        "import { Code, FileTree, Steps } from '@astrojs/starlight/components';",
        "export const generated = ['let', 'made = 1;'].join(' ');",
        '',
        '<FileTree>',
        '- src/',
        '  - components/',
        '    - **Header.astro** the one to edit',
        '  - index.ts',
        '- **dist/** what a build writes',
        '- package.json',
        '</FileTree>',
        '',
        '<Steps>',
        '1. Install it.',
        '2. Run it.',
        '</Steps>',
        '',
        '<Code code={`const x = 1;\nconst y = 2;`} lang="js" title="x.js" mark={2} />',
        '',
        '<Code code={generated} lang="js" />',
        '',
      ].join('\n'),
      'docs/en/docusaurus.mdx': "import Details from '@theme/Details';\n\n# Docusaurus\n\n<Details summary=\"More\">\n\nInside **it**.\n\n</Details>\n",
      // webpack's loader prefix, as Docusaurus pages import a file's text.
      'docs/en/examples/answer.js': 'export const answer = 42;\n',
      'docs/en/raw.mdx': "import CodeBlock from '@theme/CodeBlock';\nimport Source from '!!raw-loader!./examples/answer.js';\nimport Again from 'raw-loader!./examples/answer.js';\n\n# Raw\n\n<CodeBlock language=\"js\">{Source}</CodeBlock>\n\n{Again.length} characters.\n",
    });
    const result = await buildSite({ siteDir: dir });
    expect(result.messages.filter((m) => m.fatal).map(String)).toEqual([]);
    const page = html(dir, 'starlight.html');
    const tree = /<div class="docsite-file-tree">[\s\S]*?<\/div>(?=\s*<div class="docsite-steps">)/.exec(page)![0];
    const entries = [...tree.matchAll(/<li class="docsite-file-tree-(folder|file)">(?:<details open="">)?(?:<summary>)?<span class="docsite-file-tree-entry">.*?<span class="docsite-file-tree-name">(.*?)<\/span>(?:<span class="docsite-file-tree-comment">(.*?)<\/span>)?/g)].map(
      ([, kind, name, comment]) => `${kind} ${name}${comment ? ` (${comment})` : ''}`,
    );
    // A folder has entries below it or a name ending with `/`; the words after a name are its comment.
    expect(entries).toEqual(['folder src/', 'folder components/', 'file <strong>Header.astro</strong> (the one to edit)', 'file index.ts', 'folder <strong>dist/</strong> (what a build writes)', 'file package.json']);
    expect(page).toMatch(/<div class="docsite-steps"><ol>\s*<li>Install it\.<\/li>/);
    // Written out, the code is a fence: highlighted, with its title and marked line.
    expect(page).toMatch(/<div class="docsite-code" data-lang="js"[^>]*><span class="docsite-code-lang">js<\/span><div class="docsite-code-title">x\.js<\/div><pre [^>]*class="shiki/);
    expect([...page.matchAll(/<span class="line([^"]*)">/g)].map((m) => m[1]!.trim())).toEqual(['', 'highlighted', '']);
    // Made by running the page, it is the component's box, unhighlighted.
    expect(page).toContain('<span class="line">let made = 1;</span>');
    // A file's text imported raw is known before the page runs: highlighted too.
    expect(html(dir, 'raw.html')).toMatch(/<pre [^>]*class="shiki shiki-themes[^>]*><code><span class="line"><span style="[^"]*">export<\/span>/);
    expect(html(dir, 'raw.html').replace(/<!-- -->/g, '')).toContain('26 characters.');
    expect(html(dir, 'docusaurus.html')).toMatch(/<details class="docsite-container docsite-container-details"><summary class="docsite-container-title">More<\/summary><p>Inside <strong>it<\/strong>\.<\/p><\/details>/);
  });

  it("keeps the spaces around formatting in a FileTree entry's comment", async () => {
    const dir = tempDir('docsite-foreign-file-tree-');
    writeFiles(dir, {
      'docs/en/index.md': '# Home\n',
      'docs/en/tree.mdx': [
        '# Tree',
        '',
        "import { FileTree } from '@astrojs/starlight/components';",
        '',
        '<FileTree>',
        '',
        '- astro.config.mjs an **important** file',
        '- src',
        '  - Header.astro the _main_ header',
        '  - **Footer.astro** `a` and `b`',
        '',
        '</FileTree>',
        '',
      ].join('\n'),
    });
    const result = await buildSite({ siteDir: dir });
    expect(result.messages.filter((m) => m.fatal).map(String)).toEqual([]);
    const comments = [...html(dir, 'tree.html').matchAll(/<span class="docsite-file-tree-comment">(.*?)<\/span><\/span>/g)].map((m) => m[1]);
    expect(comments).toEqual(['an <strong>important</strong> file', 'the <em>main</em> header', '<code>a</code> and <code>b</code>']);
  });

  it("shows a Code's children as its code and takes `language` for `lang`, as Docusaurus sites write it: written out, a fence; computed, the component", async () => {
    const dir = tempDir('docsite-foreign-code-children-');
    writeFiles(dir, {
      'docs/en/index.md': '# Home\n',
      'docs/en/literal.mdx': "# Literal\n\n<Code language=\"md\">{'### single string\\n'}</Code>\n",
      'docs/en/joined.mdx': "# Joined\n\n<Code language=\"md\">{'### A\\n\\n' + '### B\\n'}</Code>\n",
    });
    const result = await buildSite({ siteDir: dir });
    expect(result.messages.filter((m) => m.fatal).map(String)).toEqual([]);
    const lines = (page: string) => [...page.matchAll(/<span class="line">(.*?)<\/span>(?=\n|<\/code>)/g)].map((m) => m[1]!.replace(/<[^>]*>/g, ''));
    const literal = html(dir, 'literal.html');
    expect(literal).toMatch(/<div class="docsite-code" data-lang="md"[^>]*><span class="docsite-code-lang">md<\/span><pre [^>]*class="shiki/);
    expect(lines(literal)).toEqual(['### single string']);
    const joined = html(dir, 'joined.html');
    expect(joined).toContain('data-lang="md"');
    expect(lines(joined)).toEqual(['### A', '', '### B']);
  });

  it("shows Docusaurus's TOCInline from the page's toc, data for toc={toc} and code for a filtered one, and puts <Head>'s tags in the head", async () => {
    const dir = tempDir('docsite-foreign-toc-');
    const outline = '## Two\n\n### Three\n\n#### Four\n\n## Use `run` &amp; &lt;stop>\n';
    writeFiles(dir, {
      'docs/en/index.md': '# Home\n',
      'docs/en/inline.mdx': [
        "import TOCInline from '@theme/TOCInline';",
        "import Head from '@docusaurus/Head';",
        '',
        '# Inline',
        '',
        '<Head>',
        '  <title>Inline, by Head</title>',
        '  <meta name="keywords" content="toc" />',
        '</Head>',
        '',
        '<TOCInline toc={toc} />',
        '',
        '<TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={4} />',
        '',
        outline,
      ].join('\n'),
      'docs/en/filtered.mdx': `import TOCInline from '@theme/TOCInline';\n\n# Filtered\n\nOf {toc.length} headings, the second level:\n\n<TOCInline toc={toc.filter((node) => node.level === 2)} />\n\n${outline}`,
      'docs/en/own.mdx': "import TOCInline from '@theme/TOCInline';\nexport const toc = [{ value: 'Chosen', id: 'chosen', level: 2 }];\n\n# Own\n\n<TOCInline toc={toc} />\n\n## Two\n",
    });
    const result = await buildSite({ siteDir: dir });
    expect(result.messages.filter((m) => m.fatal).map(String)).toEqual([]);
    const navs = (file: string) => [...html(dir, file).matchAll(/<nav class="docsite-toc"[^>]*>(.*?)<\/nav>/g)].map(([, list]) => [...list!.matchAll(/<a href="#([^"]+)">(.*?)<\/a>/g)].map(([, id, text]) => `${id} ${text}`));
    // Docusaurus's defaults: h2 and h3; the levels given, when given.
    expect(navs('inline.html')).toEqual([
      ['two Two', 'three Three', 'use-run--stop Use run &amp; &lt;stop&gt;'],
      ['three Three', 'four Four'],
    ]);
    expect(navs('filtered.html')).toEqual([['two Two', 'use-run--stop Use run &amp; &lt;stop&gt;']]);
    expect(html(dir, 'filtered.html').replace(/<!-- -->/g, '')).toContain('Of 4 headings');
    expect(navs('own.html')).toEqual([['chosen Chosen']]);
    // `toc={toc}` and <Head> need no code: only the pages that compute with `toc` have a module.
    const modules = readdirSync(path.join(dir, 'dist/assets/pages/en')).map((file) => file.replace(/-\w+\.js$/, ''));
    expect(modules.sort()).toEqual(['filtered', 'own']);
    const [head, body] = html(dir, 'inline.html').split('</head>') as [string, string];
    expect(head).toContain('<title>Inline, by Head</title>');
    expect(head).toContain('<meta name="keywords" content="toc">');
    expect(body).not.toContain('keywords');
  });

  it("names whose alias an import that resolves nowhere went through: docsite's for other tools, or the config's", () => {
    const dir = tempDir('docsite-foreign-alias-');
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ alias: { '@lib': './lib' } }),
      'docs/en/index.mdx': "import IdealImage from '@theme/IdealImage';\nimport helper from '@lib/helper';\n\n# Home\n\n<IdealImage img={helper} />\n",
    });
    const run = runCli(['build', dir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Cannot resolve "@theme/IdealImage" (alias of "docsite/theme/IdealImage", docsite\'s, for pages written for other tools)');
    expect(run.stderr).toContain('Cannot resolve "@lib/helper" (alias of "./lib/helper", in the config\'s `alias`)');
  });

  it("says an Astro or Vue component cannot run once, at the component, naming the pages that import it and what to write instead", () => {
    const dir = tempDir('docsite-foreign-framework-');
    const pages = Object.fromEntries(
      // More pages than a batch of page bundles holds: the pages of every batch are named in the one error.
      Array.from({ length: 40 }, (_, i) => [`docs/guide/p${String(i).padStart(2, '0')}.mdx`, `import Preview from '~/components/Preview.astro';\n\n# Page ${i}\n\n<Preview>Hi</Preview>\n`]),
    );
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ lang: 'en' }),
      'src/components/Preview.astro': '---\n---\n<div><slot /></div>\n',
      'src/components/Counter.vue': '<template><button>0</button></template>\n',
      'docs/index.mdx': "import Preview from '../src/components/Preview.astro';\nimport Counter from '../src/components/Counter.vue';\n\n# Home\n\n<Preview><Counter /></Preview>\n",
      ...pages,
    });
    const run = runCli(['build', dir], dir);
    expect(run.code).toBe(1);
    const errors = run.stderr.split('\n').filter((line) => / error /.test(line));
    expect(errors).toHaveLength(2);
    expect(run.stderr).toMatch(
      /src\/components\/Preview\.astro:1:1 error An Astro component \(Starlight's\) cannot run here, as docsite renders pages with React: imported by 41 pages \S*docs\/guide\/p00\.mdx:1:21, \S*docs\/guide\/p01\.mdx:1:21, \S*docs\/guide\/p02\.mdx:1:21, \S*docs\/guide\/p03\.mdx:1:21, \S*docs\/guide\/p04\.mdx:1:21 and 36 more pages\n  Rewrite it as a React component \(\S*src\/components\/Preview\.tsx\) and import that instead/,
    );
    expect(run.stderr).toMatch(/src\/components\/Counter\.vue:1:1 error A Vue component \(VitePress's\) cannot run here, as docsite renders pages with React: imported by the page \S*docs\/index\.mdx:2:21\n/);
  });

  it('reports an outline level that no heading has at its key, with the fix', () => {
    const dir = site();
    writeFiles(dir, { 'docs/en/deep.md': `---\noutline: 9\n---\n\n${headings}` });
    const run = runCli(['build', dir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/docs\/en\/deep\.md:2:\d+ error Invalid frontmatter: outline/);
  });
});
