import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
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
  });
});
