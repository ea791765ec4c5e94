import type { ChunkGroup } from '../../../schemas/search-index.js';
import { HIERARCHY_LEVELS, type Hierarchy, type SearchHit } from '../types.js';
import { highlight, snippet, type Tags } from './highlight.js';
import type { PickedRecord } from './records.js';
import type { ResolvedWord } from './terms.js';

export type { Tags } from './highlight.js';

/** A hit in Algolia's shape, highlights and requested snippets included. */
export function toHit(lang: string, groupId: number, group: ChunkGroup, picked: PickedRecord, words: readonly ResolvedWord[], snippets: readonly string[], tags: Tags): SearchHit {
  const [url, levels, heading, contents] = group;
  const hierarchy = Object.fromEntries(HIERARCHY_LEVELS.map((level, i) => [level, levels[i] ?? null])) as Hierarchy;
  const content = picked.index ? contents[picked.index - 1]! : null;
  const hit: SearchHit = {
    objectID: `${lang}-${groupId}-${picked.index}`,
    hierarchy,
    content,
    type: picked.index || !heading ? 'content' : (`lvl${heading}` as SearchHit['type']),
    url,
    _highlightResult: { hierarchy: {} },
  };
  picked.hierarchy.forEach((analysis, i) => {
    if (analysis) hit._highlightResult.hierarchy[HIERARCHY_LEVELS[i]!] = highlight(analysis, words, tags);
  });
  if (picked.content) hit._highlightResult.content = highlight(picked.content, words, tags);
  for (const spec of snippets) {
    const [attribute = '', count = '10'] = spec.split(':');
    const length = Number(count) || 10;
    if (attribute === 'content' && picked.content) (hit._snippetResult ??= {}).content = snippet(picked.content, words, length, tags);
    const level = HIERARCHY_LEVELS.findIndex((l) => attribute === `hierarchy.${l}`);
    const analysis = picked.hierarchy[level];
    if (level >= 0 && analysis) ((hit._snippetResult ??= {}).hierarchy ??= {})[HIERARCHY_LEVELS[level]!] = snippet(analysis, words, length, tags);
  }
  return hit;
}
