import type { Point, Position } from 'unist';
import type { VFile } from 'vfile';
import type { Frontmatter } from '../../schemas/frontmatter.js';
import { DEFAULT_ALIAS } from '../../schemas/theme-components.js';
import type { TocEntry } from '../../schemas/toc.js';
import { fail } from '../report/problem.js';
import type { Root } from 'mdast';
import { bodyBlocks } from './body.js';
import { transformContainers } from './containers.js';
import { inlineFragments } from './fragment-imports.js';
import { buildContent } from './content.js';
import { readFrontmatter } from './frontmatter.js';
import { reportSyntaxWarnings } from './syntax-warnings.js';
import { assignHeadingIds } from './heading-ids.js';
import { pageNeedsCode, type CodeContext } from './page-code.js';
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
  /** The tree after the transforms (fragments inlined, containers, heading ids): the page body's source. */
  tree: Root;
  /** The page has JavaScript of its own (imports, exports, expressions, computed props): it is compiled, not kept as data. */
  needsCode: boolean;
}

const NO_SITE_CODE: CodeContext = { alias: DEFAULT_ALIAS, siteComponents: [] };

interface PlacedError {
  reason?: string;
  message?: string;
  place?: Point | Position;
  line?: number;
  column?: number;
}

/**
 * Parse one page and extract everything the index needs; problems go to
 * `file` as messages. `fragments` holds the sources of the Markdown
 * fragments the page imports (see `fragment-imports.ts`).
 */
export function extractPage(source: string, format: SourceFormat, file: VFile, fragments = new Map<string, string>(), code = NO_SITE_CODE): PageExtract | undefined {
  const tree = parse(source, format, file);
  if (!tree) return undefined;
  const frontmatter = readFrontmatter(tree, source, file);
  if (!frontmatter) return undefined;
  if (format === 'mdx') {
    const parseFragment = (text: string, path: string) => parse(text, path.endsWith('.mdx') ? 'mdx' : 'md', file, path) ?? { type: 'root' as const, children: [] };
    inlineFragments(tree, { file: file.path, sources: fragments, parse: parseFragment }, file);
  }
  const needsCode = format === 'mdx' && pageNeedsCode(tree, code, file);
  transformContainers(tree);
  reportSyntaxWarnings(tree, file);
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
    tree,
    needsCode,
  };
}

function parse(source: string, format: SourceFormat, file: VFile, fragment?: string): Root | undefined {
  try {
    return parseDocument(source, format);
  } catch (error) {
    reportSyntaxError(error as PlacedError, format, file, fragment);
    return undefined;
  }
}

function reportSyntaxError(error: PlacedError, format: SourceFormat, file: VFile, fragment: string | undefined): void {
  const place = fragment ? undefined : (error.place ?? (error.line ? { line: error.line, column: error.column ?? 1 } : undefined));
  const where = fragment ? ` in the imported fragment ${fragment}:${error.line ?? 1}:${error.column ?? 1}` : '';
  fail(file, `${format === 'mdx' ? 'MDX' : 'Markdown'} syntax error${where}: ${error.reason ?? error.message ?? String(error)}`, {
    place,
    ruleId: 'syntax',
    fix:
      format === 'mdx'
        ? 'In MDX, `<` starts a tag and `{` an expression: close the tag or expression, or write `\\<` and `\\{` for the characters. Rename the file to `.md` if it needs no JSX.'
        : 'Check the Markdown at this position.',
  });
}
