/**
 * Pages that used to hang, overflow, break hydration or get a vague message:
 * nesting thousands of levels deep, a block element on one line in MDX, an
 * unclosed tag at the end of a file, symbolic link loops, linked folders, a
 * binary file and one that is not UTF-8. Each runs the real CLI on real files
 * in a temporary folder; every error exits 1 and leaves the previous dist/.
 */
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreview, type Preview } from '../../cli/serve/preview.js';
import type { RoutesFile } from '../../schemas/routes.js';
import { collectProblems, hydrated, launchBrowser, offlineContext, type OfflineContext } from '../helpers/browser.js';
import { runCli } from '../helpers/run-cli.js';
import { fileHashes, tempDir, writeFiles } from '../helpers/temp-site.js';

const read = (file: string) => readFileSync(file, 'utf8');

/** A site with one page and a social link (which marks hydration for the browser test), plus `files`. */
function site(files: Record<string, string> = {}): string {
  const dir = tempDir('docsite-reliability-pages-');
  const config = { title: 'Pages', themeConfig: { socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/docsite-dev/docsite' }] } };
  writeFiles(dir, { 'docsite.config.json': JSON.stringify(config), 'docs/en/index.md': '# Home\n\nText.\n', ...files });
  return dir;
}

/** Build `dir` once, so it has a dist/, and return that dist's bytes. */
function builtOnce(dir: string): Record<string, string> {
  const first = runCli(['build', '.'], dir);
  expect(first.stderr).toBe('');
  expect(first.code).toBe(0);
  return fileHashes(path.join(dir, 'dist'));
}

/** Build `dir` after `change`, expecting it to fail: its stderr, after checking the exit code and that dist/ is as it was. */
function failedBuild(dir: string, change: () => void): string {
  const before = builtOnce(dir);
  change();
  const result = runCli(['build', '.'], dir);
  expect(result.stdout).toBe('');
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(/the previous build was left as it was\.\n$/);
  expect(fileHashes(path.join(dir, 'dist'))).toEqual(before);
  return result.stderr;
}

const DEPTH = 2000;
const deepList = Array.from({ length: DEPTH }, (_, i) => `${'  '.repeat(i)}- item ${i + 1}\n`).join('');
const deepQuote = `${'>'.repeat(DEPTH)} deep\n`;
const deepDivs = `${'<div>\n'.repeat(DEPTH)}deep\n${'</div>\n'.repeat(DEPTH)}`;

describe('nesting deeper than 100 levels', () => {
  it('is an error at the level past the limit, found before parsing: a 2,000-deep list, blockquote and <div> finish at once', () => {
    const dir = site();
    const stderr = failedBuild(dir, () =>
      writeFiles(dir, { 'docs/en/list.md': `# List\n\n${deepList}`, 'docs/en/quote.md': `# Quote\n\n${deepQuote}`, 'docs/en/divs.mdx': `# Divs\n\n${deepDivs}` }),
    );
    // The 101st item starts on line 103 (after the title and a blank line), 200 spaces in.
    expect(stderr).toContain(
      'docs/en/divs.mdx:103:1 error JSX elements nest more than 100 levels deep\n' +
        '  docsite reads JSX elements at most 100 deep, so that no page can make the build hang: close the tags left open above this one, or nest fewer elements.\n' +
        'docs/en/list.md:103:201 error Blockquotes and list items nest more than 100 levels deep\n' +
        '  docsite reads blockquotes and list items at most 100 deep, so that no page can make the build hang: check the indentation and the `>` markers here, or nest fewer levels.\n' +
        'docs/en/quote.md:3:101 error Blockquotes and list items nest more than 100 levels deep\n',
    );
    expect(stderr).not.toContain('Maximum call stack');
  });

  it('is fine up to the limit: 100 levels of each build', () => {
    const dir = site({
      'docs/en/list.md': `# List\n\n${Array.from({ length: 100 }, (_, i) => `${'  '.repeat(i)}- item ${i + 1}\n`).join('')}`,
      'docs/en/quote.md': `# Quote\n\n${'>'.repeat(100)} deep\n`,
      'docs/en/divs.mdx': `# Divs\n\n${'<div>\n'.repeat(100)}deep\n${'</div>\n'.repeat(100)}`,
    });
    const result = runCli(['build', '.'], dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(read(path.join(dir, 'dist/list.html'))).toContain('item 100');
    expect(read(path.join(dir, 'dist/quote.html'))).toContain(`${'<blockquote>\n'.repeat(100)}<p>deep</p>`);
  });
});

describe('a block element on one line in MDX', () => {
  // In MDX, a tag with its content on its line is inline: alone it is unwrapped, but after a line of text, or
  // followed by text, it stayed in the paragraph, and browsers take a <div> out of a <p>, so hydration failed.
  const body = '<div>alone</div>\n\nSome text\n<div class="after">after a line of text</div>\n\n<section>first</section> then text\n\n:::tip\nIn a tip\n<figure>inside</figure>\n:::\n';
  const dir = site({
    'docs/en/data.mdx': `# Data\n\n${body}`,
    'docs/en/compiled.mdx': `export const answer = 42\n\n# Compiled\n\n${body}\nThe answer is {answer}.\n`,
  });
  const result = runCli(['build', '.'], dir);
  const routes = JSON.parse(read(path.join(dir, '.docsite/routes.json'))) as RoutesFile;

  it('builds with no warning, as a data page and as a compiled page', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(routes.routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/data', '/compiled']));
  });

  it('is pre-rendered as a block of its own, never inside <p>, with the text around it in paragraphs', () => {
    for (const page of ['data', 'compiled']) {
      const html = read(path.join(dir, `dist/${page}.html`));
      const content = html.slice(html.indexOf('<h1'), html.indexOf('<footer'));
      expect(content, page).not.toMatch(/<p>(?:(?!<\/p>)[\s\S])*<(?:div|section|figure)[\s>]/);
      expect(content, page).toContain('<div>alone</div>');
      expect(content, page).toMatch(/<p>Some text<\/p>\s*<div class="after">after a line of text<\/div>/);
      expect(content, page).toMatch(/<section>first<\/section>\s*<p>then text<\/p>/);
      expect(content, page).toMatch(/<p>In a tip<\/p>\s*<figure>inside<\/figure>/);
    }
  });

  describe('in a browser', () => {
    let browser: Browser;
    let preview: Preview;
    const contexts: OfflineContext[] = [];
    beforeAll(async () => {
      [preview, browser] = await Promise.all([startPreview({ distDir: path.join(dir, 'dist'), port: 0 }), launchBrowser()]);
    }, 30_000);
    afterAll(async () => {
      await Promise.all(contexts.map(({ context }) => context.close().catch(() => {})));
      await browser?.close();
      await preview?.close();
    });

    it('hydrates both pages with no error (React #418 before) and keeps the pre-rendered elements', async () => {
      for (const page of ['/data', '/compiled']) {
        const offline = await offlineContext(browser);
        contexts.push(offline);
        const tab = await offline.context.newPage();
        const problems = collectProblems(tab);
        await tab.goto(new URL(page, preview.url).href);
        await hydrated(tab);
        expect(problems, page).toEqual([]);
        await expect(tab.locator('.docsite-doc-content div.after').evaluate((el) => el.parentElement!.tagName)).resolves.not.toBe('P');
        expect(offline.blocked).toEqual([]);
      }
    });
  });

  it('is a warning at its position where it cannot be lifted out of the paragraph (in emphasis)', () => {
    const dir = site({ 'docs/en/bold.mdx': '# Bold\n\nText **<div>in bold</div>** more.\n' });
    const result = runCli(['build', '.'], dir);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      'docs/en/bold.mdx:3:8 warning `<div>` is inside a paragraph, where browsers do not keep it: they move it out of the `<p>`, and the page no longer matches what React renders (hydration error #418)\n' +
        '  Put `<div>` on lines of its own, with a blank line before and after it, outside emphasis, links and inline elements; or use an inline element such as `<span>`.\n',
    );
  });
});

describe('an unclosed JSX tag', () => {
  it('at the end of the file is an error at the tag, with the fix', () => {
    const dir = site();
    const stderr = failedBuild(dir, () => writeFiles(dir, { 'docs/en/open.mdx': '# Open\n\n<div>\n\nText that never closes it.\n' }));
    expect(stderr).toBe(
      'docs/en/open.mdx:3:1 error MDX syntax error: Expected a closing tag for `<div>`\n' +
        '  If it is a tag, close it: write `</div>` where the element ends, or `<div />` if it holds nothing. If the `<` is text, write `\\<` (or rename the file to `.md` if it needs no JSX).\n' +
        'docsite build: 1 error(s); the previous build was left as it was.\n',
    );
  });

  it("is HTML's own void element, <br> or <img>, written as HTML lets it: the fix is the self-closing tag", () => {
    const dir = site();
    const stderr = failedBuild(dir, () => writeFiles(dir, { 'docs/en/open.mdx': '# Open\n\nLine<br>break.\n' }));
    expect(stderr).toBe(
      'docs/en/open.mdx:3:5 error MDX syntax error: Expected a closing tag for `<br>` before the end of `paragraph`\n' +
        '  `<br>` never holds anything: write `<br />`, as JSX closes every element (HTML lets it stand alone, MDX does not).\n' +
        'docsite build: 1 error(s); the previous build was left as it was.\n',
    );
  });

  it('in a paragraph is an error at the tag, not at the paragraph', () => {
    const dir = site();
    const stderr = failedBuild(dir, () => writeFiles(dir, { 'docs/en/open.mdx': '# Open\n\nUse Array<string> here.\n' }));
    expect(stderr).toMatch(/^docs\/en\/open\.mdx:3:10 error MDX syntax error: Expected a closing tag for `<string>` before the end of `paragraph`\n/);
  });
});

describe('symbolic links in docs/', () => {
  it('a page linked to itself is an error at the link, not a bare ELOOP', () => {
    const dir = site();
    const stderr = failedBuild(dir, () => symlinkSync('loop.md', path.join(dir, 'docs/en/loop.md')));
    expect(stderr).toBe(
      'docs/en/loop.md error Symbolic link loop: loop.md → loop.md leads back to itself and never reaches a file\n' +
        '  Point the link at a page file, or at a folder that does not hold the link; or delete it.\n' +
        'docsite build: 1 error(s); the previous build was left as it was.\n',
    );
  });

  it('a folder linked to a folder holding it is an error at the link, not skipped in silence', () => {
    const dir = site();
    const stderr = failedBuild(dir, () => symlinkSync('..', path.join(dir, 'docs/en/up')));
    expect(stderr).toBe(
      'docs/en/up error Symbolic link loop: up → .. leads to docs, which holds this link, so its pages would be listed forever\n' +
        '  Point the link at a page file, or at a folder that does not hold the link; or delete it.\n' +
        'docsite build: 1 error(s); the previous build was left as it was.\n',
    );
  });

  it('two folders linked into each other are an error at the link that closes the loop', () => {
    const dir = site({ 'docs/en/a/index.md': '# A\n', 'docs/en/b/index.md': '# B\n' });
    const stderr = failedBuild(dir, () => {
      symlinkSync('../b', path.join(dir, 'docs/en/a/to-b'));
      symlinkSync('../a', path.join(dir, 'docs/en/b/to-a'));
    });
    expect(stderr).toMatch(/^docs\/en\/a\/to-b\/to-a error Symbolic link loop: to-a → \.\.\/a leads to docs\/en\/a, which holds this link/m);
    expect(stderr).toMatch(/^docs\/en\/b\/to-a\/to-b error Symbolic link loop: to-b → \.\.\/b/m);
  });

  it('a page link to nothing is a warning at the link, not skipped in silence', () => {
    const dir = site();
    symlinkSync('gone.md', path.join(dir, 'docs/en/moved.md'));
    const result = runCli(['build', '.'], dir);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      'docs/en/moved.md warning Broken symbolic link: moved.md → gone.md, which does not exist; the page is left out\n' + '  Point the link at an existing page file, or delete it.\n',
    );
  });

  it('a linked folder elsewhere is followed, as VitePress and Rspress do: its pages get routes below the link', () => {
    const dir = site({ 'shared/api/index.md': '# API\n', 'shared/api/client.md': '# Client\n' });
    symlinkSync('../../shared/api', path.join(dir, 'docs/en/api'));
    const result = runCli(['build', '.'], dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const routes = JSON.parse(read(path.join(dir, '.docsite/routes.json'))) as RoutesFile;
    expect(routes.routes.map((r) => r.path).sort()).toEqual(['/', '/api/', '/api/client']);
    expect(read(path.join(dir, 'dist/api/client.html'))).toContain('<title>Client | Pages</title>');
  });
});

describe('files that are not UTF-8 text', () => {
  it('a binary .md is "not a text file" at its first NUL byte, not "Page has no title"', () => {
    const dir = site();
    // A PNG's first bytes: its signature holds two line feeds before the first NUL.
    const stderr = failedBuild(dir, () => writeFileSync(path.join(dir, 'docs/en/image.md'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d])));
    expect(stderr).toBe(
      'docs/en/image.md:3:1 error Not a text file: it holds a NUL byte (0x00)\n' +
        '  Pages are UTF-8 text. Move a binary file out of the docs folder, or give it an extension other than .md and .mdx; re-save a UTF-16 file as UTF-8.\n' +
        'docsite build: 1 error(s); the previous build was left as it was.\n',
    );
  });

  it('invalid UTF-8 is an error at its first bad byte, with the fix, instead of replacement characters', () => {
    const dir = site();
    // "Café à la carte" saved as Latin-1: é and à are single bytes that UTF-8 does not allow there.
    const stderr = failedBuild(dir, () => writeFileSync(path.join(dir, 'docs/en/latin1.md'), Buffer.concat([Buffer.from('# Menu\n\nCaf'), Buffer.from([0xe9]), Buffer.from(' '), Buffer.from([0xe0]), Buffer.from(' la carte\n')])));
    expect(stderr).toBe(
      'docs/en/latin1.md:3:4 error Not valid UTF-8: the byte 0xE9 here is not part of a UTF-8 character\n' +
        '  The file was saved in another encoding (such as Latin-1, Windows-1252 or GBK). Re-save it as UTF-8: in VS Code, "Save with Encoding" → UTF-8; or `iconv -f <encoding> -t utf-8`.\n' +
        'docsite build: 1 error(s); the previous build was left as it was.\n',
    );
  });

  it('a byte order mark and text in any script are fine', () => {
    const dir = site({ 'docs/en/bom.md': '\uFEFF---\ntitle: With a BOM\n---\n\nCafé, 文档, emoji 🎉.\n' });
    const result = runCli(['build', '.'], dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = read(path.join(dir, 'dist/bom.html'));
    expect(html).toContain('<title>With a BOM | Pages</title>');
    expect(html).toContain('Café, 文档, emoji 🎉.');
  });
});
