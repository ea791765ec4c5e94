import type { Point, Position } from 'unist';
import type { VFile } from 'vfile';
import type { Frontmatter } from '../../schemas/frontmatter.js';
import { DEFAULT_ALIAS } from '../../schemas/theme-components.js';
import type { TocEntry } from '../../schemas/toc.js';
import { fail } from '../report/problem.js';
import type { Root } from 'mdast';
import { noteBlockHtmlInParagraphs } from './block-html.js';
import { npm2yarnTabs } from './npm2yarn.js';
import { bodyBlocks } from './body.js';
import { transformContainers } from './containers.js';
import { inlineFragments } from './fragment-imports.js';
import { buildContent } from './content.js';
import { readFrontmatter } from './frontmatter.js';
import { reportSyntaxWarnings } from './syntax-warnings.js';
import { assignHeadingIds } from './heading-ids.js';
import { deepNesting, NESTING_LIMIT, type DeepNesting } from './nesting.js';
import { replaceEmojiShortcodes } from './emoji.js';
import { interpolateFrontmatter } from './frontmatter-text.js';
import { linkAttributes } from './link-attributes.js';
import { fileCodeBlocks, snippetsAsCode } from './snippets.js';
import { includeParts } from './includes.js';
import { pageNeedsCode, type CodeContext } from './page-code.js';
import { parseDocument, type ParseSyntax, type SourceFormat } from './processor.js';
import type { MarkdownTransforms } from './markdown-plugins.js';
import { parseRawHtml } from './raw-html.js';
import { headOutOfBody } from './mdx-head.js';
import { draftRecords, type RecordDraft } from './record-drafts.js';
import { heroDescription } from './html-text.js';
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
 * fragments the page imports (see `fragment-imports.ts`); `plugins` are the
 * plugins' remark plugins.
 */
export function extractPage(
  source: string,
  format: SourceFormat,
  file: VFile,
  fragments = new Map<string, string>(),
  code = NO_SITE_CODE,
  /** The plugins' remark transforms, and the syntax their remark plugins add to the parser. */
  plugins?: Pick<MarkdownTransforms, 'remark' | 'syntax'>,
  /** The docs folder, which a code snippet's `@/` names (`snippets.ts`); without it, `.md` pages' snippet lines stay text. */
  docsRoot?: string,
): PageExtract | undefined {
  const syntax = plugins?.syntax;
  const tree = parse(source, format, file, undefined, syntax);
  if (!tree) return undefined;
  const frontmatter = readFrontmatter(tree, source, file);
  if (!frontmatter) return undefined;
  // Each only where the page's text can hold what it looks for: walking every page's tree for them cost the build's hot path.
  if (source.includes('file=')) fileCodeBlocks(tree, fragments, file);
  if (format === 'md' && docsRoot !== undefined) {
    snippetsAsCode(tree, source, fragments, docsRoot, file);
    // After the page's snippets, which are read at their offsets in the page's text.
    const parsePart = (text: string, path: string) => {
      const part = parse(text, 'md', file, path, syntax);
      if (part) parseRawHtml(part, text, file);
      return part;
    };
    if (source.includes('@include')) includeParts(tree, { file: file.path, sources: fragments, docsRoot, parse: parsePart }, file);
  }
  if (format === 'md') {
    interpolateFrontmatter(tree, frontmatter, source);
    if (source.includes('){')) linkAttributes(tree);
  }
  if (format === 'mdx') {
    const parseFragment = (text: string, path: string) => {
      const fragment = parse(text, path.endsWith('.mdx') ? 'mdx' : 'md', file, path, syntax) ?? { type: 'root' as const, children: [] };
      if (!path.endsWith('.mdx')) parseRawHtml(fragment, text, file);
      return fragment;
    };
    inlineFragments(tree, { file: file.path, sources: fragments, parse: parseFragment }, file);
  }
  // The plugins' remark plugins see the page as written, fragments in place, before docsite's own transforms:
  // what they add gets heading ids, reaches the toc and search, and decides whether the page is compiled.
  plugins?.remark(tree, file);
  // After the plugins, which may read or write raw HTML as CommonMark gives it (`html` nodes).
  const html = format === 'md' && parseRawHtml(tree, source, file);
  if (format === 'mdx') {
    headOutOfBody(tree, frontmatter, file);
  }
  const needsCode = format === 'mdx' && pageNeedsCode(tree, code, file, fragments);
  // After the code blocks that pageNeedsCode makes of Docusaurus's CodeBlock, whose code stays as written.
  replaceEmojiShortcodes(tree, [source, ...fragments.values()]);
  transformContainers(tree);
  if (format === 'mdx' || html) noteBlockHtmlInParagraphs(tree);
  reportSyntaxWarnings(tree, file);
  const headings = assignHeadingIds(tree);
  const { h1, blocks } = bodyBlocks(tree);
  const { content, toc } = buildContent(blocks, headings);
  const firstH2 = toc.find((entry) => entry.depth === 2 && entry.charIndex >= 0);
  const records = draftRecords(blocks, headings);
  // After the page's text is read, which holds the command once, as written, not once per package manager.
  if ([source, ...fragments.values()].some((text) => text.includes('npm2yarn'))) npm2yarnTabs(tree);
  return {
    frontmatter,
    h1: h1 ? inlineText(h1).trim() || undefined : undefined,
    content,
    toc,
    description: frontmatter.description ?? heroDescription(frontmatter) ?? (firstH2 ? content.slice(0, firstH2.charIndex) : content).trim(),
    records,
    tree,
    needsCode,
  };
}

function parse(source: string, format: SourceFormat, file: VFile, fragment?: string, syntax?: ParseSyntax): Root | undefined {
  const deep = deepNesting(source, format);
  if (deep) {
    reportDeepNesting(deep, file, fragment);
    return undefined;
  }
  try {
    return parseDocument(source, format, syntax);
  } catch (error) {
    reportSyntaxError(error as PlacedError, format, file, fragment);
    return undefined;
  }
}

function reportDeepNesting({ what, place }: DeepNesting, file: VFile, fragment: string | undefined): void {
  const where = fragment ? ` in the imported fragment ${fragment}:${place.line}:${place.column}` : '';
  const nested = what === 'jsx' ? 'JSX elements' : 'Blockquotes and list items';
  fail(file, `${nested} nest more than ${NESTING_LIMIT} levels deep${where}`, {
    place: fragment ? undefined : place,
    ruleId: 'nesting-limit',
    fix:
      what === 'jsx'
        ? `docsite reads JSX elements at most ${NESTING_LIMIT} deep, so that no page can make the build hang: close the tags left open above this one, or nest fewer elements.`
        : `docsite reads blockquotes and list items at most ${NESTING_LIMIT} deep, so that no page can make the build hang: check the indentation and the \`>\` markers here, or nest fewer levels.`,
  });
}

/**
 * `Expected a closing tag for `<div>` (3:1-3:6)`, from the JSX parser: at the
 * end of the file it comes with no place, and before the end of a paragraph
 * with the paragraph's. The author needs the tag's.
 */
const UNCLOSED = /^Expected a closing tag for `(<[^`]*>)` \((\d+):(\d+)-/;

/** HTML's void elements: written without a closing tag in HTML, so pages brought from HTML or Markdown leave them so. */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

function reportSyntaxError(error: PlacedError, format: SourceFormat, file: VFile, fragment: string | undefined): void {
  const reason = error.reason ?? error.message ?? String(error);
  const unclosed = UNCLOSED.exec(reason);
  const start = error.place && 'start' in error.place ? error.place.start : error.place;
  const place = unclosed ? { line: Number(unclosed[2]), column: Number(unclosed[3]) } : (start ?? (error.line ? { line: error.line, column: error.column ?? 1 } : undefined));
  const where = fragment ? ` in the imported fragment ${fragment}:${place?.line ?? 1}:${place?.column ?? 1}` : '';
  const name = unclosed?.[1]!.slice(1, -1);
  // The tag's place leads the message now: its copy in the text would only repeat it.
  const text = unclosed ? reason.replace(/ \(\d+:\d+-\d+:\d+\)/, '') : reason;
  fail(file, `${format === 'mdx' ? 'MDX' : 'Markdown'} syntax error${where}: ${text}`, {
    place: fragment ? undefined : place,
    ruleId: 'syntax',
    fix:
      name !== undefined && VOID_ELEMENTS.has(name.toLowerCase())
        ? `\`<${name}>\` never holds anything: write \`<${name} />\`, as JSX closes every element (HTML lets it stand alone, MDX does not).`
        : name !== undefined
        ? `If it is a tag, close it: write \`</${name}>\` where the element ends${name ? `, or \`<${name} />\` if it holds nothing` : ''}. If the \`<\` is text, write \`\\<\` (or rename the file to \`.md\` if it needs no JSX).`
        : format === 'mdx'
        ? 'In MDX, `<` starts a tag and `{` an expression: close the tag or expression, or write `\\<` and `\\{` for the characters. Rename the file to `.md` if it needs no JSX.'
        : 'Check the Markdown at this position.',
  });
}
