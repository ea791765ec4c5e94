/**
 * The preview's skim finds what the parse finds, on real pages: every page
 * of our own docs and of the test sites, in both languages, gets the same
 * title and frontmatter from `skimPage` as from `extractPage`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { extractPage } from '../../../../cli/pipeline/extract-page.js';
import { prepareFormats } from '../../../../cli/pipeline/processor.js';
import { skimPage } from '../../../../cli/pipeline/skim-page.js';
import { repoRoot } from '../../../helpers/run-cli.js';
import { fixturesDir } from '../../../helpers/temp-site.js';

await prepareFormats(['mdx']);

/** Every page below `dir`: `.md` and `.mdx` files, not fragments (`_name`) or fixtures of broken pages. */
function pagesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file) && !file.split(path.sep).some((part) => part.startsWith('_')))
    .map((file) => path.join(dir, file));
}

const skim = (text: string, file = '/site/docs/en/guide/page.md') => {
  const vfile = new VFile({ path: file });
  return { extract: skimPage(text, vfile), messages: vfile.messages.map(String) };
};

describe('skimPage on real pages', () => {
  const pages = [...pagesBelow(path.join(repoRoot, 'content/docs')), ...pagesBelow(fixturesDir)];

  it('agrees with the parse on the title and frontmatter of every page that parses', () => {
    let compared = 0;
    const disagreements: string[] = [];
    for (const file of pages) {
      const text = readFileSync(file, 'utf8');
      const parsed = new VFile({ path: file });
      const full = extractPage(text, file.endsWith('.mdx') ? 'mdx' : 'md', parsed);
      const title = (extract: NonNullable<typeof full>) => extract.frontmatter.title ?? extract.h1;
      // Fragments and broken pages have no title: the skim names them by their file, and the build fails them.
      if (!full || parsed.messages.some((m) => m.fatal) || title(full) === undefined) continue;
      const skimmed = skim(text, file).extract;
      compared++;
      if (!skimmed || title(skimmed) !== title(full) || JSON.stringify(skimmed.frontmatter) !== JSON.stringify(full.frontmatter)) {
        disagreements.push(`${path.relative(repoRoot, file)}: ${JSON.stringify(skimmed && title(skimmed))} against ${JSON.stringify(title(full))}`);
      }
    }
    expect(disagreements).toEqual([]);
    expect(compared).toBeGreaterThan(100);
  });
});

describe('skimPage', () => {
  it('takes the frontmatter title over the h1, as the index does', () => {
    expect(skim('---\ntitle: From frontmatter\n---\n\n# From the h1\n').extract).toMatchObject({ h1: 'From the h1', frontmatter: { title: 'From frontmatter' } });
  });

  it('reads ATX and setext h1s, with closing hashes, custom ids and inline syntax flattened', () => {
    expect(skim('# Plain words #\n').extract?.h1).toBe('Plain words');
    expect(skim('# C#\n').extract?.h1).toBe('C#');
    expect(skim('# The `x` **option** {#custom}\n').extract?.h1).toBe('The x option');
    expect(skim('# [Linked](./a.md) title\n').extract?.h1).toBe('Linked title');
    expect(skim('Intro line\n\nSetext title\n===\n').extract?.h1).toBe('Setext title');
  });

  it('skips code fences, h2s and indented code', () => {
    expect(skim('```sh\n# a shell comment\n```\n\n    # indented code\n\n## Section\n\n# Real\n').extract?.h1).toBe('Real');
    expect(skim('~~~~\n```\n# still code\n~~~~\n# After\n').extract?.h1).toBe('After');
  });

  it("names a page without a title it can find by its file, and a home page by nothing (the index's own fallbacks apply)", () => {
    expect(skim('<h1>JSX title</h1>\n', '/site/docs/en/guide/jsx-title.mdx').extract?.h1).toBe('jsx-title');
    expect(skim('---\npageType: home\n---\n').extract?.h1).toBeUndefined();
  });

  it('reports frontmatter problems as the parse does, at their line', () => {
    const { extract, messages } = skim('---\ntitle: [unclosed\n---\n# T\n');
    expect(extract).toBeUndefined();
    expect(messages.join('\n')).toMatch(/page\.md:\d+:\d+: Invalid YAML frontmatter/);
    expect(skim('---\ntitle: x\n# never closed\n').extract).toBeUndefined();
  });
});
