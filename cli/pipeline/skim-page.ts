import path from 'node:path';
import type { Heading, Root } from 'mdast';
import type { VFile } from 'vfile';
import type { PageExtract } from './extract-page.js';
import { readFrontmatter } from './frontmatter.js';
import { parseDocument } from './processor.js';
import { heroDescription } from './html-text.js';
import { inlineText } from './text.js';

const OPENING = /^\uFEFF?---[ \t]*$/;
const CLOSING = /^---[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX_H1 = /^ {0,3}#(?:[ \t]|$)/;
const SETEXT_H1 = /^ {0,3}=+[ \t]*$/;
const BLANK = /^[ \t]*$/;
/** A line that cannot be a setext heading's text: a list item, a quote, a heading, a tag, an import or export. */
const NOT_PARAGRAPH = /^(?: {0,3}(?:[-*+>#<]|\d+[.)])|import[ \t]|export[ \t]|[ \t]{4})/;
/** `{#custom-id}` after a heading: the parsers read it apart from the title. */
const HEADING_ID = /[ \t]*\\?\{#[^{}]*\}[ \t]*$/;

/**
 * What a page yields without parsing it: its frontmatter (validated, as the
 * index reads it) and its title, from the frontmatter or the first top-level
 * h1, found line by line outside code fences. No outline, no search records,
 * no body: for the preview `docsite dev` serves while the full index is
 * still being made (a few percent of a parse). A title that only the
 * parser finds (a JSX `<h1>`) is the file's name until then. Problems go to
 * `file`, as `extractPage`'s do; undefined when the frontmatter is unusable.
 */
export function skimPage(source: string, file: VFile): PageExtract | undefined {
  const lines = source.split(/\r?\n/);
  let start = 0;
  const tree: Root = { type: 'root', children: [] };
  if (OPENING.test(lines[0] ?? '')) {
    const close = lines.findIndex((line, i) => i > 0 && CLOSING.test(line));
    if (close > 0) {
      const end = { line: close + 1, column: lines[close]!.length + 1 };
      tree.children.push({ type: 'yaml', value: lines.slice(1, close).join('\n'), position: { start: { line: 1, column: 1 }, end } });
      start = close + 1;
    }
  }
  const frontmatter = readFrontmatter(tree, source, file);
  if (!frontmatter) return undefined;
  tree.children = [];
  const description = frontmatter.description ?? heroDescription(frontmatter) ?? '';
  const h1 = firstH1(lines, start) ?? (frontmatter.title || frontmatter.pageType === 'home' ? undefined : path.basename(file.path, path.extname(file.path)));
  return { frontmatter, h1, content: '', toc: [], description, records: [], tree, needsCode: false };
}

function firstH1(lines: string[], start: number): string | undefined {
  let fence: string | undefined;
  for (let i = start; i < lines.length; i++) {
    const line = lines[i]!;
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && BLANK.test(line.slice(line.indexOf(marker) + marker.length))) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    if (ATX_H1.test(line)) return headingText(line.replace(HEADING_ID, ''));
    const next = lines[i + 1];
    if (next !== undefined && SETEXT_H1.test(next) && !BLANK.test(line) && !NOT_PARAGRAPH.test(line) && (i === start || BLANK.test(lines[i - 1]!))) return headingText(`# ${line.trim().replace(HEADING_ID, '')}`);
  }
  return undefined;
}

/** Characters that may make a heading's text other than as written: escapes, code, emphasis, links, images, tags, entities, expressions. */
const INLINE_SYNTAX = /[\\`*_[\]!<>&~{}]/;

/** The heading's text as the index reads it: inline code, emphasis and links flattened, images and HTML dropped. */
function headingText(line: string): string | undefined {
  // Most titles are words: parsing them, one parser run a page, was half the skim.
  const written = line.replace(/^ {0,3}#[ \t]*/, '').replace(/(?:^|[ \t]+)#+[ \t]*$/, '').trim();
  if (!INLINE_SYNTAX.test(written)) return written || undefined;
  const heading = parseDocument(line, 'md').children[0] as Heading | undefined;
  return (heading?.type === 'heading' && inlineText(heading).trim()) || undefined;
}
