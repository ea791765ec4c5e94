import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { Processor } from 'unified';

/**
 * GFM for the index: tables, strikethrough, task lists and footnotes, all of
 * which change a page's text. Autolink literals are left out: they turn
 * `www.example.com` into a link whose text is the same URL, so they change
 * nothing the index extracts, yet their tokenizer runs at every letter and
 * cost as much as the rest of the parse together (measured on the benchmark corpus).
 */
export function remarkGfmText(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmTable(), gfmStrikethrough(), gfmTaskListItem(), gfmFootnote());
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTaskListItemFromMarkdown(), gfmFootnoteFromMarkdown());
}
