import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { Construct, Extension, State, TokenizeContext } from 'micromark-util-types';
import type { Processor } from 'unified';

export interface GfmTextOptions {
  /** The text being parsed (see `guardedTable`). */
  source: () => string;
}

/**
 * GFM for the index: tables, strikethrough, task lists and footnotes, all of
 * which change a page's text. Autolink literals are left out: they turn
 * `www.example.com` into a link whose text is the same URL, so they change
 * nothing the index extracts, yet their tokenizer runs at every letter and
 * cost as much as the rest of the parse together (measured on the benchmark corpus).
 */
export function remarkGfmText(this: Processor, options: GfmTextOptions): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(guardedTable(options.source), gfmStrikethrough(), gfmTaskListItem(), gfmFootnote());
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTaskListItemFromMarkdown(), gfmFootnoteFromMarkdown());
}

// Any line that is not a table's delimiter row has another character: `| :-- | --: |`, `> --|--`.
const DELIMITER_ROW = /^[ \t>|:-]*-[ \t>|:-]*$/;
const LINE_END = /\r\n?|\n/g;

/**
 * GFM's table construct is tried at the start of every block and reads the
 * whole line as a head row before it learns from the next line that it is
 * no table. Prose is then read twice: with a paragraph a line, that cost a
 * third of the parse (measured on the benchmark corpus). The guard looks at
 * the next line of the source first: a head row needs a delimiter row under
 * it. Rows after a head are left to the construct, which knows its table.
 */
function guardedTable(source: () => string): Extension {
  const table = (gfmTable().flow as Record<'null', Construct>).null;
  function tokenize(this: TokenizeContext, effects: Parameters<Construct['tokenize']>[0], ok: State, nok: State): State {
    const inner = table.tokenize.call(this, effects, ok, nok);
    return (code) => (afterTableRow(this) || nextLineIsDelimiterRow(source(), this.now().offset) ? inner(code) : nok(code));
  }
  return { flow: { null: { ...table, tokenize } } };
}

function afterTableRow(context: TokenizeContext): boolean {
  for (let index = context.events.length - 1; index >= 0; index--) {
    const { type } = context.events[index]![1];
    if (type !== 'lineEnding' && type !== 'linePrefix') return type === 'tableHead' || type === 'tableRow';
  }
  return false;
}

function nextLineIsDelimiterRow(text: string, offset: number): boolean {
  LINE_END.lastIndex = offset;
  const end = LINE_END.exec(text);
  if (!end) return false;
  const start = end.index + end[0].length;
  LINE_END.lastIndex = start;
  const next = LINE_END.exec(text);
  return DELIMITER_ROW.test(text.slice(start, next ? next.index : text.length));
}
