import type { SearchRecord } from '../../schemas/search-record.js';

/** A live record as browsed: its id, its weight and, for messages, its URL. */
export interface LiveRecord {
  objectID: string;
  url?: string | undefined;
  weight?: SearchRecord['weight'] | undefined;
}

export interface RecordDiff {
  /** Records whose objectID the live index lacks. */
  added: SearchRecord[];
  /** Records the live index has under the same objectID but with another weight (the page around them changed). */
  updated: SearchRecord[];
  /** Live records whose objectID is no longer produced. */
  deleted: LiveRecord[];
  unchanged: number;
}

/**
 * What an incremental push sends. An objectID hashes a record's language,
 * URL, type, hierarchy and text, so a record changed in any of those has a
 * new id: it is added and its old id deleted. Only `weight` is outside the
 * hash (a paragraph inserted above shifts `position`), so it is compared.
 */
export function diffRecords(records: SearchRecord[], live: LiveRecord[]): RecordDiff {
  const liveById = new Map(live.map((r) => [r.objectID, r]));
  const ids = new Set(records.map((r) => r.objectID));
  const added: SearchRecord[] = [];
  const updated: SearchRecord[] = [];
  for (const record of records) {
    const current = liveById.get(record.objectID);
    if (!current) added.push(record);
    else if (!sameWeight(current.weight, record.weight)) updated.push(record);
  }
  const deleted = live.filter((r) => !ids.has(r.objectID));
  return { added, updated, deleted, unchanged: records.length - added.length - updated.length };
}

function sameWeight(a: LiveRecord['weight'], b: SearchRecord['weight']): boolean {
  return a?.pageRank === b.pageRank && a.level === b.level && a.position === b.position;
}
