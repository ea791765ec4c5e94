import type { ShardTerm } from '../../../schemas/search-index.js';
import { cjkTerms, type QueryWord } from '../../../schemas/search-text.js';
import type { IndexFiles } from './files.js';

/** A dictionary term one query word matched, and how. */
export interface MatchedTerm {
  entry: ShardTerm;
  typos: number;
  exact: boolean;
}

/** Terms of which a hit must contain at least one. */
export type Clause = MatchedTerm[];

export interface ResolvedWord {
  word: QueryWord;
  /** All must hold: one for a word, one per character pair for a CJK phrase. */
  clauses: Clause[];
  /** Terms of the text that count as this word (words only; CJK phrases are matched as substrings). */
  matches: Set<string>;
}

/**
 * Prefixes and typos read at most this many dictionary shards, so a one-letter
 * query on a huge site still downloads little; terms beyond them are not expanded.
 */
const MAX_SHARDS = 3;

/** Typos allowed as DocSearch's crawler sets them: 1 from 3 letters, 2 from 7. */
function typoBudget(word: string): number {
  return word.length >= 7 ? 2 : word.length >= 3 ? 1 : 0;
}

export async function resolveWord(files: IndexFiles, word: QueryWord): Promise<ResolvedWord> {
  if (word.cjk) return resolveCjk(files, word);
  const typos = typoBudget(word.text);
  const terms = await termsIn(files, typos ? word.text[0]! : word.text, word.text);
  const clause: Clause = [];
  for (const entry of terms) {
    const term = entry[0];
    if (term === word.text) clause.push({ entry, typos: 0, exact: true });
    else if (word.prefix && term.startsWith(word.text)) clause.push({ entry, typos: 0, exact: false });
    else if (typos && term[0] === word.text[0]) {
      const distance = editDistance(word.text, term, typos);
      if (distance <= typos) clause.push({ entry, typos: distance, exact: false });
    }
  }
  return { word, clauses: [clause], matches: new Set(clause.map((m) => m.entry[0])) };
}

async function resolveCjk(files: IndexFiles, word: QueryWord): Promise<ResolvedWord> {
  const pairs = cjkTerms(word.text);
  if (pairs.length === 1 && pairs[0]!.length === 1) {
    // One character: every pair it starts, and the character ending a run.
    const terms = await termsIn(files, word.text, word.text);
    const clause = terms.filter((e) => e[0].startsWith(word.text)).map((entry) => ({ entry, typos: 0, exact: true }));
    return { word, clauses: [clause], matches: new Set() };
  }
  const clauses = await Promise.all(
    pairs.map(async (pair) => (await termsIn(files, pair, pair)).filter((e) => e[0] === pair).map((entry) => ({ entry, typos: 0, exact: true }))),
  );
  return { word, clauses, matches: new Set() };
}

/** Terms of the shards covering `[from, prefix + …]`, nearest to `prefix` first when they are capped. */
async function termsIn(files: IndexFiles, from: string, prefix: string): Promise<ShardTerm[]> {
  const { shards } = await files.manifest();
  const to = `${from}\uffff`;
  const first = Math.max(0, lastAtOrBefore(shards, from));
  const last = lastAtOrBefore(shards, to);
  const around = Math.max(first, lastAtOrBefore(shards, prefix));
  const start = Math.max(first, Math.min(around - 1, last - MAX_SHARDS + 1));
  const end = Math.min(last, start + MAX_SHARDS - 1);
  const loaded = await Promise.all(Array.from({ length: end - start + 1 }, (_, i) => files.shard(start + i)));
  return loaded.flatMap((shard) => shard.terms.filter(([term]) => term >= from && term <= to));
}

function lastAtOrBefore(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= value) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Optimal string alignment distance (a swap of neighbours is one typo), or `max + 1` once it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}
