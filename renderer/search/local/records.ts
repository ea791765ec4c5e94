import type { ChunkGroup } from '../../../schemas/search-index.js';
import { analyse, type Analysis } from './highlight.js';
import type { ResolvedWord } from './terms.js';

/** The record of a group that answers the query, with where the words occur in it. */
export interface PickedRecord {
  /** 0 for the heading record, `i + 1` for content record `i`. */
  index: number;
  hierarchy: (Analysis | undefined)[];
  content: Analysis | undefined;
}

/**
 * The group's best record holding every query word (in its headings or its
 * own text): the heading record when the headings hold them all, else the
 * first paragraph that completes them. Undefined when no record does.
 */
export function pickRecord(group: ChunkGroup, words: readonly ResolvedWord[]): PickedRecord | undefined {
  const [, levels, heading, contents] = group;
  const hierarchy = levels.map((level) => (level ? analyse(level, words) : undefined));
  const inHeadings = new Set(hierarchy.flatMap((a) => (a ? [...a.found] : [])));
  const missing = words.filter((w) => !inHeadings.has(w));
  if (!missing.length && (heading || !contents.length)) return { index: 0, hierarchy, content: undefined };
  for (let i = 0; i < contents.length; i++) {
    const content = analyse(contents[i]!, words);
    if (missing.every((w) => content.found.has(w))) return { index: i + 1, hierarchy, content };
  }
  return undefined;
}
