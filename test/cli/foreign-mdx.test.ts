import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

/** A page's article as pre-rendered, without React's text separators and the line breaks between blocks. */
const article = (dir: string, file: string) => {
  const html = readFileSync(path.join(dir, 'dist', file), 'utf8').replace(/<!-- -->/g, '').replace(/>\n</g, '><');
  return html.slice(html.indexOf('docsite-doc-content'), html.indexOf('</article>'));
};

/** `==text==` as `<mark>`: a remark plugin that adds syntax, as remark-math adds `$…$`, through micromark and mdast-util-from-markdown. */
const MARK_PLUGIN = `
const EQUALS = 61;
const mark = {
  tokenize(effects, ok, nok) {
    return (code) => { effects.enter('mark'); effects.enter('markMarker'); effects.consume(code); return second; };
    function second(code) {
      if (code !== EQUALS) return nok(code);
      effects.consume(code);
      effects.exit('markMarker');
      effects.enter('markText');
      return inside;
    }
    function inside(code) {
      if (code === null || code < 0) return nok(code);
      if (code !== EQUALS) { effects.consume(code); return inside; }
      effects.exit('markText');
      effects.enter('markMarker');
      effects.consume(code);
      return close;
    }
    function close(code) {
      if (code !== EQUALS) return nok(code);
      effects.consume(code);
      effects.exit('markMarker');
      effects.exit('mark');
      return ok;
    }
  },
};
const fromMarkdown = {
  enter: { mark(token) { this.enter({ type: 'mark', children: [{ type: 'text', value: '' }], data: { hName: 'mark' } }, token); } },
  exit: { markText(token) { this.stack.at(-1).children[0].value = this.sliceSerialize(token); }, mark(token) { this.exit(token); } },
};
export default function remarkMark() {
  const data = this.data();
  (data.micromarkExtensions ??= []).push({ text: { [EQUALS]: mark } });
  (data.fromMarkdownExtensions ??= []).push(fromMarkdown);
}
`;

describe('MDX written for other tools', () => {
  it("reads imports inside JSX blocks, Docusaurus's page variables and partials' props, Astro's Fragment, and imports without an extension", async () => {
    const dir = tempDir('docsite-foreign-mdx-');
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ lang: 'en' }),
      'src/Hello.tsx': 'export default function Hello() {\n  return <b>hello from code</b>;\n}\n',
      'docs/index.md': '# Home\n',
      // Docusaurus's assets guide and Rspress's MDX guide write the import where the component is shown.
      'docs/nested.mdx': "# Nested\n\n<div className=\"demo\">\n\nimport Hello from '@site/src/Hello';\nimport Part from './_part.mdx';\n\n<Hello />\n\n<Part />\n\n</div>\n",
      'docs/_part.mdx': 'The part, inlined.\n',
      'docs/globals.mdx': '---\ntitle: Globals\ncustom: value\n---\n\n# The *title*\n\n<p>Title: {contentTitle}</p>\n\n<ul>{Object.entries(frontMatter).map(([key, value]) => <li key={key}>{key}={String(value)}</li>)}</ul>\n',
      'docs/own-globals.mdx': "export const frontMatter = { custom: 'mine' };\n\n# Own\n\n<p>Custom: {frontMatter.custom}</p>\n",
      'docs/props.mdx': "import Greeting from './_greeting.mdx';\n\n# Props\n\n<Greeting name=\"Sebastien\" />\n\n<Greeting />\n",
      'docs/_greeting.mdx': '<span className="greeting">Hello {props.name}</span>\n',
      // Starlight's component pages: Astro's Fragment with no import, Tabs beside a module of the page's own.
      'docs/astro.mdx': "import { Tabs, TabItem } from '@astrojs/starlight/components';\nimport Hello from '../src/Hello';\n\n# Astro\n\n<Fragment slot=\"markdoc\">\n\nIn a *fragment*.\n\n</Fragment>\n\n<Hello />\n\n<Tabs>\n  <TabItem label=\"npm\">npm i</TabItem>\n  <TabItem label=\"pnpm\">pnpm add</TabItem>\n</Tabs>\n",
      // Rspress's docs import fragments without their extension; a module of code by the same name is code.
      'docs/bare.mdx': "import Shared from './fragments/shared';\nimport Chart from './fragments/chart';\n\n# Bare\n\n<Shared />\n\n<Chart />\n",
      'docs/fragments/shared.mdx': 'Shared text, with **Markdown**.\n',
      'docs/fragments/chart.mdx': 'Not this one.\n',
      'docs/fragments/chart.tsx': 'export default function Chart() {\n  return <i>the chart</i>;\n}\n',
      // Docusaurus's webpack gives any document its URL.
      'docs/download.mdx': "# Download\n\n<a href={require('./files/report.docx').default}>Report</a>\n",
      'docs/files/report.docx': 'not really a document',
    });
    const result = await buildSite({ siteDir: dir });
    expect(result.messages.filter((m) => m.fatal !== undefined).map(String)).toEqual([]);

    const nested = article(dir, 'nested.html');
    expect(nested).toContain('<div class="demo"><b>hello from code</b><p>The part, inlined.</p></div>');

    const globals = article(dir, 'globals.html');
    expect(globals).toContain('<p>Title: The title</p>');
    expect(globals).toContain('<ul><li>title=Globals</li><li>custom=value</li></ul>');
    expect(article(dir, 'own-globals.html')).toContain('<p>Custom: mine</p>');

    const props = article(dir, 'props.html');
    expect(props).toContain('<span class="greeting">Hello Sebastien</span>');
    expect(props).toContain('<span class="greeting">Hello </span>');

    const astro = article(dir, 'astro.html');
    expect(astro).toContain('<p>In a <em>fragment</em>.</p><b>hello from code</b>');
    expect(astro).not.toContain('slot');
    expect([...astro.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['npm', 'pnpm']);

    const bare = article(dir, 'bare.html');
    expect(bare).toContain('<p>Shared text, with <strong>Markdown</strong>.</p><i>the chart</i>');
    expect(bare).not.toContain('Not this one');

    const href = /<a href="([^"]+)">Report<\/a>/.exec(article(dir, 'download.html'))?.[1];
    expect(href).toMatch(/^\/assets\/report-\w+\.docx$/);
    expect(readFileSync(path.join(dir, 'dist', href!), 'utf8')).toBe('not really a document');
    // Pages that need no code of their own stay data: a fragment inlined, props given as text, a Fragment unwrapped.
    const modules = readdirSync(path.join(dir, 'dist/assets/pages'), { recursive: true }).map(String).filter((file) => file.endsWith('.js')).map((file) => file.replace(/-\w+\.js$/, ''));
    expect(modules.sort()).toEqual(['astro', 'bare', 'download', 'globals', 'nested', 'own-globals']);
  });

  it("says which of a VitePress page's Vue components and directives do not run, at their line, and leaves them out", async () => {
    const dir = tempDir('docsite-foreign-vue-');
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ lang: 'en' }),
      'docs/index.md': '# Team\n\n<VPTeamMembers size="small" :members="members" />\n\n<ModalDemo>\n\nThe **content** stays.\n\n</ModalDemo>\n\n<span v-for="i in 3" class="kept">Item</span>\n\n<Badge type="tip" text="built in" />\n',
    });
    const result = await buildSite({ siteDir: dir });
    const warnings = result.messages.filter((m) => m.ruleId === 'vue-component').sort((a, b) => a.line! - b.line!).map((m) => `${m.line}:${m.column} ${m.reason}`);
    expect(warnings).toEqual([
      '3:1 `<VPTeamMembers>` is a Vue component, which does not run in docsite: it is left out, its content kept',
      '5:1 `<ModalDemo>` is a Vue component, which does not run in docsite: it is left out, its content kept',
      "11:1 Vue's `v-for` on `<span>` does not run in docsite: left out",
    ]);
    const page = article(dir, 'index.html');
    expect(page).not.toMatch(/vpteammembers|modaldemo|v-for|:members/i);
    expect(page).toContain('<p>The <strong>content</strong> stays.</p>');
    expect(page).toContain('<span class="kept">Item</span>');
    expect(page).toContain('built in');
  });

  it("gives a link or an image of a VitePress page the attributes in braces after it (markdown-it-attrs)", async () => {
    const dir = tempDir('docsite-foreign-attrs-');
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ lang: 'en' }),
      'public/pure.html': '<h1>Pure</h1>\n',
      'public/logo.png': 'not really a picture',
      'docs/index.md': '# Home\n\n[Pure](/pure.html){target="_self"}, ![logo](/logo.png){width=120 .round #pic} and {braces} alone.\n\n[Out](https://example.com){rel="nofollow" onclick="steal()"}\n',
    });
    const result = await buildSite({ siteDir: dir });
    expect(result.messages.filter((m) => m.fatal !== undefined).map(String)).toEqual([]);
    const page = article(dir, 'index.html');
    expect(page).toContain('<a target="_self" href="/pure.html">Pure</a>, <img src="/logo.png" alt="logo" loading="lazy" data-zoomable="" width="120" class="round" id="pic"/> and {braces} alone.');
    expect(page).toContain('<a href="https://example.com" target="_blank" rel="nofollow">Out</a>');
    expect(page).not.toContain('steal');
  });

  it("parses the syntax a plugin's remark plugin adds (remark-math's kind), in .md and .mdx pages and in fragments", async () => {
    const dir = tempDir('docsite-foreign-syntax-');
    writeFiles(dir, {
      'docsite.config.mjs': "export default { lang: 'en', plugins: [{ name: 'mark', markdown: { remarkPlugins: ['./remark-mark.mjs'] } }] };\n",
      'remark-mark.mjs': MARK_PLUGIN,
      'docs/index.md': '# Home\n\nA ==marked== word.\n',
      'docs/page.mdx': "import Part from './_part.md';\n\n# Page\n\nAlso ==here==.\n\n<Part />\n",
      'docs/_part.md': 'And ==there==.\n',
    });
    const result = await buildSite({ siteDir: dir });
    expect(result.messages.filter((m) => m.fatal !== undefined).map(String)).toEqual([]);
    expect(article(dir, 'index.html')).toContain('<p>A <mark>marked</mark> word.</p>');
    expect(article(dir, 'page.html')).toContain('<p>Also <mark>here</mark>.</p><p>And <mark>there</mark>.</p>');
  });
});
