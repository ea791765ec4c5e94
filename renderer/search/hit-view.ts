import { escapeHtml } from './highlight-text.js';
import { HIERARCHY_LEVELS, type HierarchyLevel, type SearchHit } from './types.js';
import type { StoredHit } from './history.js';

type AnyHit = StoredHit & Partial<Pick<SearchHit, '_highlightResult' | '_snippetResult'>>;

/** How a hit reads in the list, as highlight values (escaped text with `<mark>`s): DocSearch's title and parent path. */
export interface HitView {
  /** The deepest heading for heading hits, the content snippet for content hits. */
  title: string;
  /** Parent headings from lvl1 down, e.g. `['Guide page', 'Install']`. */
  path: string[];
  icon: 'page' | 'heading' | 'content';
}

/** The deepest level with text, lvl1 at least. */
function deepestLevel(hit: AnyHit): number {
  for (let i = HIERARCHY_LEVELS.length - 1; i > 1; i--) if (hit.hierarchy[HIERARCHY_LEVELS[i]!]) return i;
  return 1;
}

function levelValue(hit: AnyHit, level: HierarchyLevel, prefer: 'snippet' | 'highlight'): string {
  const snippet = hit._snippetResult?.hierarchy?.[level]?.value;
  const highlight = hit._highlightResult?.hierarchy?.[level]?.value;
  return (prefer === 'snippet' ? (snippet ?? highlight) : (highlight ?? snippet)) ?? escapeHtml(hit.hierarchy[level] ?? '');
}

export function hitView(hit: AnyHit): HitView {
  const deepest = deepestLevel(hit);
  const isContent = hit.type === 'content' && hit.content;
  const pathEnd = isContent ? deepest + 1 : deepest;
  const path = HIERARCHY_LEVELS.slice(1, pathEnd)
    .filter((level) => hit.hierarchy[level])
    .map((level) => levelValue(hit, level, 'snippet'));
  if (isContent) {
    const title = hit._snippetResult?.content?.value ?? hit._highlightResult?.content?.value ?? escapeHtml(hit.content ?? '');
    return { title, path, icon: 'content' };
  }
  return { title: levelValue(hit, HIERARCHY_LEVELS[deepest]!, 'highlight'), path, icon: deepest === 1 ? 'page' : 'heading' };
}

/** Hits grouped by lvl0 (the section), groups in the order their first hit came. */
export function groupByLevel0<T extends AnyHit>(hits: readonly T[]): { title: string; hits: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const hit of hits) {
    const title = hit.hierarchy.lvl0 ?? '';
    const group = groups.get(title);
    if (group) group.push(hit);
    else groups.set(title, [hit]);
  }
  return [...groups].map(([title, hits]) => ({ title, hits }));
}
