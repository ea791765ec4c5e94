import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const html = (dir: string, file: string) => readFileSync(path.join(dir, 'dist', file), 'utf8');
/** Each container's class and title, in page order. */
const boxes = (page: string) => [...page.matchAll(/<(?:div|details) class="docsite-container ([^"]*)"([^>]*)><(?:p|summary) class="docsite-container-title">([^<]*)</g)].map((m) => `${m[1]}${m[2]!.replace(/ role="note"/, '')} | ${m[3]}`);

describe('containers, alerts and includes as Docusaurus and VitePress pages write them', () => {
  it("reads Docusaurus's other admonition types and their attributes, GitHub's alert titles and VitePress's {open}", async () => {
    const dir = tempDir('docsite-foreign-containers-');
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }] }),
      'docs/en/index.md': '# Home\n',
      'docs/en/admonitions.mdx': [
        '# Admonitions',
        '',
        'See [the one with an id](#admonition-id).',
        '',
        ':::important Node.js runtime',
        '',
        'Text.',
        '',
        ':::',
        '',
        ':::secondary\nText.\n:::',
        '',
        ':::success\nText.\n:::',
        '',
        ':::note{#admonition-id}\nHas an id.\n:::',
        '',
        ':::note[With css classes]{.padding--lg .text--italic}\nClasses.\n:::',
        '',
      ].join('\n'),
      'docs/en/alerts.md': '# Alerts\n\n> [!IMPORTANT]\n> Important text.\n\n> [!CAUTION]\n> Caution text.\n\n::: details Open me {open}\nbody\n:::\n',
      'docs/en/nested.md': '# Nested\n\n::: warning\nOuter.\n\n:::code-group\n```ts [a.ts]\na\n```\nTail.\n:::\n\n## After\n\nOutside.\n',
      'docs/zh/index.md': '# 首页\n',
      'docs/zh/nested.md': '# 嵌套\n',
      'docs/zh/admonitions.mdx': '# 提示框\n',
      'docs/zh/alerts.md': '# 提示\n\n> [!IMPORTANT]\n> 重要的话。\n\n:::success\n好。\n:::\n',
    });
    const result = await buildSite({ siteDir: dir });
    // As VitePress reads it: one closing line ends the warning and the code group opened in it, which is all the build says.
    expect(result.messages.filter((m) => m.ruleId !== 'time-source').map((m) => `${path.basename(m.file!)}:${m.line}:${m.column} ${m.reason}`)).toEqual(['nested.md:6:1 This `:::code-group` is never closed']);
    expect(html(dir, 'nested.html')).toMatch(/<div class="docsite-container docsite-container-warning" role="note">(?:(?!<h2).)*<p>Tail\.<\/p><\/div><\/div><\/div>\s*<h2 id="after">After<\/h2>\s*<p>Outside\.<\/p>/s);
    expect(boxes(html(dir, 'admonitions.html'))).toEqual([
      'docsite-container-important | Node.js runtime',
      'docsite-container-secondary | SECONDARY',
      'docsite-container-success | SUCCESS',
      'docsite-container-note id="admonition-id" | NOTE',
      'docsite-container-note padding--lg text--italic | With css classes',
    ]);
    expect(boxes(html(dir, 'alerts.html'))).toEqual(['docsite-container-important | IMPORTANT', 'docsite-container-caution | CAUTION', 'docsite-container-details open="" | Open me']);
    expect(boxes(html(dir, 'zh/alerts.html'))).toEqual(['docsite-container-important | 重要', 'docsite-container-success | 成功']);
    // The default titles are the page's data, in its language: the theme's first load holds no table of them.
    const data = readdirSync(path.join(dir, 'dist/static/pages/zh')).find((file) => file.startsWith('alerts.'))!;
    const body = readFileSync(path.join(dir, 'dist/static/pages/zh', data), 'utf8');
    expect([...body.matchAll(/"t":"docsite-container","p":\{[^}]*"title":"([^"]+)"/g)].map((m) => m[1])).toEqual(['重要', '成功']);
  });

  it("shows VitePress's includes, fence titles and snippets in containers, and Rspress's file code blocks, and reads the files again when they change", async () => {
    const dir = tempDir('docsite-foreign-includes-');
    writeFiles(dir, {
      'docs/snippets/snippet.js': 'export const snippet = 1;\n',
      'docs/en/index.md': '# Home\n',
      'docs/en/_parts/intro.md': '---\ntitle: ignored\n---\n\nThe **included** text, [linked](../index.md).\n\n<!-- #region tail -->\nThe tail.\n<!-- #endregion tail -->\n',
      'docs/en/_parts/lines.md': 'one\n\ntwo\n\nthree\n',
      'docs/en/include.md': [
        '# Include',
        '',
        'Before.',
        '',
        '<!--@include: ./_parts/intro.md-->',
        '',
        '<!--@include: @/en/_parts/intro.md#tail-->',
        '',
        '<!--@include: ./_parts/lines.md{3,3}-->',
        '',
        'After.',
        '',
      ].join('\n'),
      'docs/en/code.md': ['# Code', '', '```js [main.js]', 'console.log(1)', '```', '', '::: details', '<<< @/snippets/snippet.js', ':::', ''].join('\n'),
      'docs/en/_demo.tsx': 'export const demo = 1;\n',
      'docs/en/rspress.mdx': '# Rspress\n\n```tsx file="./_demo.tsx"\n\n```\n',
    });
    const result = await buildSite({ siteDir: dir });
    expect(result.messages.filter((m) => m.fatal).map(String)).toEqual([]);
    const text = (file: string) => /<h1[\s\S]*?(?=<footer)/.exec(html(dir, file))![0].replace(/<div class="docsite-code-buttons">[\s\S]*?<\/div>/g, '').replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
    expect(text('include.html')).toBe('Include Before. The included text, linked. The tail. The tail. two After.');
    // The part's link is relative to the part.
    expect(html(dir, 'include.html')).toContain('<a href="/">linked</a>');
    expect(html(dir, 'code.html')).toContain('<div class="docsite-code-title">main.js</div>');
    expect(html(dir, 'code.html')).toMatch(/<summary class="docsite-container-title">DETAILS<\/summary><div class="docsite-code" data-lang="js">/);
    expect(text('code.html')).toBe('Code jsmain.jsconsole.log(1) DETAILSjsexport const snippet = 1;');
    expect(text('rspress.html')).toBe('Rspress tsxexport const demo = 1;');
    // The pages are unchanged; the files they read are not.
    writeFiles(dir, { 'docs/en/_parts/lines.md': 'one\n\nTWO\n', 'docs/en/_demo.tsx': 'export const demo = 2;\n' });
    expect((await buildSite({ siteDir: dir })).ok).toBe(true);
    expect(text('include.html')).toContain('The tail. TWO After.');
    expect(text('rspress.html')).toBe('Rspress tsxexport const demo = 2;');
    writeFiles(dir, { 'docs/en/include.md': '# Include\n\nText.\n  <!--@include: ./_parts/gone.md-->\n', 'docs/en/rspress.mdx': '# Rspress\n\n```tsx file="./_gone.tsx"\n```\n' });
    const run = runCli(['build', dir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/docs\/en\/include\.md:4:3 error Included file `\.\/_parts\/gone\.md` not found: no file at .*docs\/en\/_parts\/gone\.md\n/);
    expect(run.stderr).toMatch(/docs\/en\/rspress\.mdx:3:1 error Code file `\.\/_gone\.tsx` not found: no file at .*docs\/en\/_gone\.tsx\n/);
  });
});
