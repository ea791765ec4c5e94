import type { Point } from 'unist';
import type { SourceFormat } from './processor.js';

/**
 * How deep blockquotes and list items may nest, and (in `.mdx`) JSX
 * elements. Real pages stay under 10; the parser's time grows faster than
 * the text with list depth (a 2,000-deep list ran for minutes), and the
 * tree passes recurse (a 2,000-deep blockquote overflowed the stack).
 */
export const NESTING_LIMIT = 100;

export interface DeepNesting {
  what: 'container' | 'jsx';
  /** Where the first element past the limit opens. */
  place: Point;
}

/**
 * Find where `source` nests deeper than `limit`, by one pass over the text
 * before it is parsed, so no input can make the parser hang or overflow.
 * It follows CommonMark's container rules where that is cheap: a lazy
 * continuation line closes the containers it lacks, and a tag's end is found
 * without parsing JavaScript. That may miscount by a level here and there,
 * which a limit ten times what real pages use absorbs.
 */
export function deepNesting(source: string, format: SourceFormat, limit = NESTING_LIMIT): DeepNesting | undefined {
  const jsxText: string[] | undefined = format === 'mdx' ? [] : undefined;
  const container = deepContainers(source.split('\n'), limit, jsxText);
  return container ?? (jsxText && deepJsx(jsxText.join('\n'), limit));
}

/** An open blockquote; any other entry is an open list item, as the column its content starts at. */
const QUOTE = -1;
const LIST_MARKER = /(?:[-*+]|\d{1,9}[.)])(?=[ \t]|\r?$)/y;
const THEMATIC_BREAK = /([-*_])[ \t]*(?:\1[ \t]*){2,}\r?$/y;
const FENCE = /(`{3,}|~{3,})/y;
const CODE_SPAN = /(`+)[^`]*?\1/g;

/** A position in a line: `index` into it, `column` as CommonMark counts (tabs to the next multiple of 4). */
interface Cursor {
  index: number;
  column: number;
}

/** Where the spaces and tabs from `at` end. */
function pastSpaces(line: string, at: Cursor): Cursor {
  let { index, column } = at;
  while (line[index] === ' ' || line[index] === '\t') column = line[index++] === '\t' ? column + 4 - (column % 4) : column + 1;
  return { index, column };
}

/** Past the spaces from `at` up to `column`, so what is indented further stays to be read. */
function spacesTo(line: string, at: Cursor, column: number): Cursor {
  let cursor = at;
  while (cursor.column < column) cursor = { index: cursor.index + 1, column: line[cursor.index] === '\t' ? cursor.column + 4 - (cursor.column % 4) : cursor.column + 1 };
  return cursor;
}

function isBlank(line: string, at: Cursor): boolean {
  return at.index === line.length || line[at.index] === '\r';
}

/** A fence's marker at `at`, after at most 3 spaces. */
function fenceAt(line: string, at: Cursor): string | undefined {
  const next = pastSpaces(line, at);
  if (next.column - at.column > 3) return undefined;
  FENCE.lastIndex = next.index;
  return FENCE.exec(line)?.[1];
}

/**
 * Blockquotes and list items, line by line as CommonMark opens and
 * continues them; fenced code is skipped. Each line's text without its
 * container markers and code goes to `jsxText` when asked for.
 */
function deepContainers(lines: string[], limit: number, jsxText: string[] | undefined): DeepNesting | undefined {
  let open: number[] = [];
  let fence: { marker: string; depth: number } | undefined;
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l]!;
    let at: Cursor = { index: 0, column: 0 };
    let kept = 0;
    for (const container of open) {
      const next = pastSpaces(line, at);
      if (container === QUOTE) {
        if (next.column - at.column > 3 || line[next.index] !== '>') break;
        at = afterQuoteMarker(line, next);
      } else if (!isBlank(line, next)) {
        if (next.column < container) break;
        at = spacesTo(line, at, container);
      }
      kept++;
    }
    open = open.slice(0, kept);
    if (fence && kept >= fence.depth) {
      const marker = fenceAt(line, at);
      if (marker && marker[0] === fence.marker[0] && marker.length >= fence.marker.length) fence = undefined;
      jsxText?.push('');
      continue;
    }
    fence = undefined;
    for (;;) {
      const next = pastSpaces(line, at);
      if (next.column - at.column > 3) break;
      if (line[next.index] === '>') {
        at = afterQuoteMarker(line, next);
        open.push(QUOTE);
      } else {
        THEMATIC_BREAK.lastIndex = LIST_MARKER.lastIndex = next.index;
        if (THEMATIC_BREAK.test(line) || !LIST_MARKER.test(line)) break;
        const marker = { index: LIST_MARKER.lastIndex, column: next.column + LIST_MARKER.lastIndex - next.index };
        const content = pastSpaces(line, marker);
        // CommonMark: an empty item, or one starting with indented code, has its content one space after the marker.
        const narrow = isBlank(line, content) || content.column - marker.column > 4;
        open.push(narrow ? marker.column + 1 : content.column);
        at = narrow ? marker : content;
      }
      if (open.length > limit) return { what: 'container', place: { line: l + 1, column: next.index + 1 } };
    }
    const marker = fenceAt(line, at);
    if (marker) fence = { marker, depth: open.length };
    // Blanked, not removed, so columns stay true.
    jsxText?.push(marker ? '' : ' '.repeat(at.index) + line.slice(at.index).replace(CODE_SPAN, (span) => ' '.repeat(span.length)));
  }
  return undefined;
}

function afterQuoteMarker(line: string, marker: Cursor): Cursor {
  const index = marker.index + 1;
  return line[index] === ' ' ? { index: index + 1, column: marker.column + 2 } : { index, column: marker.column + 1 };
}

/**
 * How deep JSX elements nest: `<Tag …>` and `<>` in, `</…>` out, `<Tag … />`
 * neither. A tag is read from its `<` to the `>` that ends it (not one in a
 * quoted value or a `{…}` expression), and the scan goes on from there, so
 * it reads each character once.
 */
function deepJsx(text: string, limit: number): DeepNesting | undefined {
  let depth = 0;
  for (let i = text.indexOf('<'); i >= 0; i = text.indexOf('<', i + 1)) {
    const next = text[i + 1] ?? '';
    if (text[i - 1] === '\\' || !(next === '/' || next === '>' || /[A-Za-z_$]/.test(next))) continue;
    const end = tagEnd(text, i + 1);
    if (end < 0) return undefined;
    if (next === '/') depth = Math.max(0, depth - 1);
    else if (text[end - 1] !== '/' && ++depth > limit) return { what: 'jsx', place: placeOf(text, i) };
    i = end;
  }
  return undefined;
}

/** The index of the `>` closing a tag whose name starts at `from`, or -1. */
function tagEnd(text: string, from: number): number {
  let braces = 0;
  let quote: string | undefined;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'" || c === '`') {
      quote = c;
    } else if (c === '{') {
      braces++;
    } else if (c === '}') {
      braces = Math.max(0, braces - 1);
    } else if (c === '>' && braces === 0) {
      return i;
    }
  }
  return -1;
}

function placeOf(text: string, index: number): Point {
  const before = text.slice(0, index);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: index - lineStart + 1 };
}
