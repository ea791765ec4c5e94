import type { SearchHit } from './types.js';

/** A hit as the start screen keeps it: without the highlights of the query that found it. */
export type StoredHit = Pick<SearchHit, 'objectID' | 'hierarchy' | 'content' | 'type' | 'url'>;

/** Spec §9: 7 recent searches without favourites, 4 once there is one; 10 favourites. */
export const RECENT_LIMIT = 7;
export const RECENT_LIMIT_WITH_FAVORITES = 4;
export const FAVORITES_LIMIT = 10;

export type HistoryKind = 'recent' | 'favorites';

/** localStorage key of one list in one language, e.g. `docsite-search-recent-zh`. */
export function historyKey(kind: HistoryKind, lang: string): string {
  return `docsite-search-${kind}-${lang}`;
}

export function recentLimit(favoriteCount: number): number {
  return favoriteCount === 0 ? RECENT_LIMIT : RECENT_LIMIT_WITH_FAVORITES;
}

export function toStored(hit: StoredHit): StoredHit {
  const { objectID, hierarchy, content, type, url } = hit;
  return { objectID, hierarchy, content, type, url };
}

/** `list` with `hit` first (moved there if it was already in), cut to `limit`. */
export function withAdded(list: readonly StoredHit[], hit: StoredHit, limit: number): StoredHit[] {
  return [toStored(hit), ...list.filter((h) => h.objectID !== hit.objectID)].slice(0, limit);
}

export function withRemoved(list: readonly StoredHit[], objectID: string): StoredHit[] {
  return list.filter((h) => h.objectID !== objectID);
}

function isStoredHit(value: unknown): value is StoredHit {
  if (typeof value !== 'object' || value === null) return false;
  const hit = value as Record<string, unknown>;
  return typeof hit.objectID === 'string' && typeof hit.url === 'string' && typeof hit.type === 'string' && typeof hit.hierarchy === 'object' && hit.hierarchy !== null;
}

/** One stored list; empty when storage is unavailable or holds something else. Call from effects and handlers only. */
export function readHistory(kind: HistoryKind, lang: string): StoredHit[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(historyKey(kind, lang)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isStoredHit) : [];
  } catch {
    return [];
  }
}

export function writeHistory(kind: HistoryKind, lang: string, list: readonly StoredHit[]): void {
  try {
    localStorage.setItem(historyKey(kind, lang), JSON.stringify(list));
  } catch {
    // Without storage the history lasts as long as the dialog.
  }
}
