import type { Point, Position } from 'unist';
import type { VFile } from 'vfile';
import type { Frontmatter } from '../../schemas/frontmatter.js';
import type { TocEntry } from '../../schemas/toc.js';
import { fail } from '../report/problem.js';
import { bodyBlocks } from './body.js';
import { buildContent } from './content.js';
import { readFrontmatter } from './frontmatter.js';
import { assignHeadingIds } from './heading-ids.js';
import { parseDocument, type SourceFormat } from './processor.js';
import { draftRecords, type RecordDraft } from './record-drafts.js';
import { inlineText } from './text.js';

/** What one source file yields, independent of config, git and the other pages (so it can be cached by content). */
export interface PageExtract {
  frontmatter: Frontmatter;
  /** Text of the first top-level h1, if any. */
  h1: string | undefined;
  content: string;
  toc: TocEntry[];
  /** Frontmatter description, else a home page's hero tagline or text, else the text between the h1 and the first h2. */
  description: string;
  records: RecordDraft[];
}

interface PlacedError {
  reason?: string;
  message?: string;
  place?: Point | Position;
  line?: number;
  column?: number;
}

/** Parse one page and extract everything the index needs; problems go to `file` as messages. */
export function extractPage(source: string, format: SourceFormat, file: VFile): PageExtract | undefined {
  let tree;
  try {
    tree = parseDocument(source, format);
  } catch (error) {
    reportSyntaxError(error as PlacedError, format, file);
    return undefined;
  }
  const frontmatter = readFrontmatter(tree, source, file);
  if (!frontmatter) return undefined;
  const headings = assignHeadingIds(tree);
  const { h1, blocks } = bodyBlocks(tree);
  const { content, toc } = buildContent(blocks, headings);
  const firstH2 = toc.find((entry) => entry.depth === 2 && entry.charIndex >= 0);
  return {
    frontmatter,
    h1: h1 ? inlineText(h1).trim() || undefined : undefined,
    content,
    toc,
    description: frontmatter.description ?? frontmatter.hero?.tagline ?? frontmatter.hero?.text ?? (firstH2 ? content.slice(0, firstH2.charIndex) : content).trim(),
    records: draftRecords(blocks, headings),
  };
}

function reportSyntaxError(error: PlacedError, format: SourceFormat, file: VFile): void {
  const place = error.place ?? (error.line ? { line: error.line, column: error.column ?? 1 } : undefined);
  fail(file, `${format === 'mdx' ? 'MDX' : 'Markdown'} syntax error: ${error.reason ?? error.message ?? String(error)}`, {
    place,
    ruleId: 'syntax',
    fix:
      format === 'mdx'
        ? 'In MDX, `<` starts a tag and `{` an expression: close the tag or expression, or write `\\<` and `\\{` for the characters. Rename the file to `.md` if it needs no JSX.'
        : 'Check the Markdown at this position.',
  });
}
