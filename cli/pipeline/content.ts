import type { Heading, List, RootContent, Table } from 'mdast';
import type { TocEntry } from '../../schemas/toc.js';
import { isContainer, isHtmlText } from './body.js';
import { shownCode } from './code-comments.js';
import type { HeadingInfo } from './heading-ids.js';
import { inlineText } from './text.js';

interface Piece {
  text: string;
  /** Headings inside `text`, at offsets into `text`. */
  marks: { heading: Heading; offset: number }[];
}

/**
 * Build the page's plain text and its toc in one pass. Each heading's
 * `charIndex` is recorded at the moment its text is appended, so it is exact
 * by construction rather than found again by searching.
 */
export function buildContent(blocks: RootContent[], headings: Map<Heading, HeadingInfo>): { content: string; toc: TocEntry[] } {
  let content = '';
  const offsets = new Map<Heading, number>();
  for (const piece of flatten(blocks, headings)) {
    const lead = piece.text.length - piece.text.trimStart().length;
    const text = piece.text.trim();
    if (!text) continue;
    const start = content ? content.length + 2 : 0;
    content += content ? `\n\n${text}` : text;
    for (const mark of piece.marks) offsets.set(mark.heading, start + mark.offset - lead);
  }
  const toc: TocEntry[] = [];
  for (const [node, info] of headings) {
    if (info.depth < 2 || info.depth > 4 || !info.id) continue;
    toc.push({ text: info.text, id: info.id, depth: info.depth, charIndex: offsets.get(node) ?? -1 });
  }
  return { content, toc };
}

function* flatten(blocks: RootContent[], headings: Map<Heading, HeadingInfo>): Generator<Piece> {
  for (const node of blocks) {
    if (isContainer(node)) yield* flatten(node.children, headings);
    else yield pieceOf(node, headings);
  }
}

function pieceOf(node: RootContent, headings: Map<Heading, HeadingInfo>): Piece {
  switch (node.type) {
    case 'heading': {
      const text = headings.get(node)?.text ?? '';
      return { text, marks: text ? [{ heading: node, offset: 0 }] : [] };
    }
    case 'paragraph':
      return { text: inlineText(node), marks: [] };
    case 'code':
      return { text: shownCode(node.value), marks: [] };
    case 'list':
      return join(listItems(node).map((item) => join(item.map((child) => pieceOf(child, headings)), '\n')), '\n');
    case 'table':
      return { text: tableRows(node).map((cells) => cells.join(' | ')).join('\n'), marks: [] };
    default:
      if (isHtmlText(node)) return { text: inlineText(node), marks: [] };
      return isContainer(node) ? join(node.children.map((child) => pieceOf(child, headings)), '\n') : { text: '', marks: [] };
  }
}

function listItems(list: List): RootContent[][] {
  return list.children.map((item) => item.children);
}

/** Cell texts of every row, trimmed; the header row included. */
export function tableRows(table: Table): string[][] {
  return table.children.map((row) => row.children.map((cell) => inlineText(cell).trim()));
}

function join(pieces: Piece[], separator: string): Piece {
  const result: Piece = { text: '', marks: [] };
  for (const piece of pieces) {
    const lead = piece.text.length - piece.text.trimStart().length;
    const text = piece.text.trim();
    if (!text) continue;
    if (result.text) result.text += separator;
    for (const mark of piece.marks) result.marks.push({ heading: mark.heading, offset: result.text.length + mark.offset - lead });
    result.text += text;
  }
  return result;
}
