import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Root } from 'mdast';
import type { fromMarkdown as fromMarkdownType } from 'mdast-util-from-markdown';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import { unified } from 'unified';
import { afterAll, describe, expect, it } from 'vitest';
import { remarkGfmText } from '../../../../cli/pipeline/gfm.js';
import { escapeHeadingIds, mdxComments } from '../../../../cli/pipeline/processor.js';
// @ts-expect-error: a build script, plain JavaScript
import { oneContext } from '../../../../scripts/from-markdown-context.mjs';

// The package's production build, which the CLI bundles, as it ships and as the bundle has it (loaded from beside the package,
// so its imports resolve as the original's do). Both are loaded by Node itself: vitest would pick the development build.
const original = path.resolve('node_modules/mdast-util-from-markdown/lib/index.js');
const dir = path.resolve('node_modules/.cache/docsite-tests');
mkdirSync(dir, { recursive: true });
const patchedFile = path.join(dir, `from-markdown-one-context-${process.pid}.mjs`);
writeFileSync(patchedFile, oneContext(readFileSync(original, 'utf8')));
type FromMarkdown = { fromMarkdown: typeof fromMarkdownType };
const shipped: FromMarkdown = await import(pathToFileURL(original).href);
const patched: FromMarkdown = await import(pathToFileURL(patchedFile).href);
afterAll(() => rmSync(patchedFile, { force: true }));

type Options = NonNullable<Parameters<typeof fromMarkdownType>[1]>;
// The text being parsed, which our GFM table guard reads.
let current = '';
function optionsOf(mdx: boolean): Options {
  const processor = unified().use(mdx ? [remarkMdx] : []).use(remarkFrontmatter, ['yaml']).use(remarkGfmText, { source: () => current });
  processor.freeze();
  const data = processor.data();
  return { extensions: data.micromarkExtensions, mdastExtensions: data.fromMarkdownExtensions };
}
const options = { md: optionsOf(false), mdx: optionsOf(true) };

const outcome = (parse: () => Root) => {
  try {
    return JSON.stringify(parse());
  } catch (error) {
    return `error: ${(error as Error).message}`;
  }
};

describe('mdast-util-from-markdown with one context object (scripts/from-markdown-context.mjs)', () => {
  it('builds the same trees as the package, positions and errors included, on every page of our docs, fixtures and dependencies', () => {
    const pages: Array<[string, 'md' | 'mdx']> = [];
    for (const root of ['content', 'test/fixtures']) {
      for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
        const format = path.extname(file).slice(1);
        if ((format === 'md' || format === 'mdx') && !file.split(path.sep).includes('dist')) pages.push([path.join(root, file), format]);
      }
    }
    // Markdown written by others: every dependency's readme.
    for (const name of readdirSync('node_modules')) {
      const readme = path.join('node_modules', name, 'readme.md');
      try {
        readFileSync(readme);
      } catch {
        continue;
      }
      pages.push([readme, 'md']);
    }
    const differ: string[] = [];
    for (const [file, format] of pages) {
      const text = readFileSync(file, 'utf8');
      const input = format === 'mdx' ? mdxComments(escapeHeadingIds(text)) : text;
      current = input;
      const expected = outcome(() => shipped.fromMarkdown(input, options[format]));
      if (outcome(() => patched.fromMarkdown(input, options[format])) !== expected) differ.push(`${file} (${format})`);
    }
    expect(differ).toEqual([]);
    expect(pages.length).toBeGreaterThan(250);
    // ~20 s in a full run on 2 cores, 53 s beside another suite: past the 30 s default.
  }, 120_000);

  it('refuses code it was not written for, saying what to check', () => {
    const code = readFileSync(original, 'utf8');
    expect(() => oneContext(code.replace('...context,', '...context, extra: 1,'))).toThrow(/2 context copies, 3 expected.*update or drop the patch/);
    expect(() => oneContext('export function fromMarkdown() {}')).toThrow(/0 context copies/);
  });
});
