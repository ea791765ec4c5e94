import type { Heading, ListItem, RootContent } from 'mdast';
import { isContainer, isHtmlText } from './body.js';
import { tableRows } from './content.js';
import type { HeadingInfo } from './heading-ids.js';
import { inlineText } from './text.js';

/** A search record before the site-level parts (section, url, id, weight) are known. */
export interface RecordDraft {
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  /** Headings lvl2–lvl6 above (or at) this record. */
  levels: [string | null, string | null, string | null, string | null, string | null];
  /** Text of a content record; null for a heading. */
  content: string | null;
  /** Id of the heading the record sits under; empty above the first one. */
  anchor: string;
}

/** Longer texts are cut: a record is a pointer into a page, and Algolia caps record size. */
const MAX_RECORD_TEXT = 2000;

/**
 * DocSearch-style records: one per heading (h2–h6) and one per paragraph,
 * list item and table row, each carrying the headings above it.
 */
export function draftRecords(blocks: RootContent[], headings: Map<Heading, HeadingInfo>): RecordDraft[] {
  const drafts: RecordDraft[] = [];
  const levels: RecordDraft['levels'] = [null, null, null, null, null];
  let anchor = '';
  const addText = (text: string) => {
    const trimmed = text.trim().replace(/\s+/g, ' ');
    if (!trimmed) return;
    const content = trimmed.length > MAX_RECORD_TEXT ? `${trimmed.slice(0, MAX_RECORD_TEXT - 1)}…` : trimmed;
    drafts.push({ type: 'content', levels: [...levels], content, anchor });
  };
  const walk = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'heading' && node.depth >= 2) {
        const info = headings.get(node);
        if (!info?.text) continue;
        const at = node.depth - 2;
        levels[at] = info.text;
        levels.fill(null, at + 1);
        anchor = info.id;
        drafts.push({ type: `lvl${node.depth}` as RecordDraft['type'], levels: [...levels], content: null, anchor });
      } else if (node.type === 'heading' || node.type === 'paragraph' || isHtmlText(node)) {
        addText(inlineText(node));
      } else if (node.type === 'list') {
        for (const item of node.children) walkItem(item);
      } else if (node.type === 'table') {
        for (const cells of tableRows(node).slice(1)) addText(cells.join(' | '));
      } else if (isContainer(node)) {
        // A box's own title is text its author wrote (`:::tip Mind the cache`); its type's default title is no search term.
        if (node.type === 'container' && node.title) addText(node.title);
        walk(node.children);
      }
    }
  };
  // An item's own paragraphs form one record; nested lists and blocks follow as their own.
  const walkItem = (item: ListItem) => {
    addText(item.children.filter((c) => c.type === 'paragraph').map(inlineText).join(' '));
    walk(item.children.filter((c) => c.type !== 'paragraph'));
  };
  walk(blocks);
  return drafts;
}
