import type { Postings } from '../../../schemas/search-index.js';
import type { Clause, MatchedTerm } from './terms.js';

/**
 * A group's standing for a query, packed into one number so that a plain
 * numeric comparison ranks like the hosted index: fewer typos, then the
 * better attribute (hierarchy levels before content), then fewer words
 * matched only as prefix or typo, then the higher heading, then page order.
 * Fields, most significant first: typos (4 bits), attribute (3), inexact
 * words (4), heading rank (3), group (24). Packing keeps the hot loops free
 * of allocations: a query may rank tens of thousands of groups.
 */
export type Standing = number;

const GROUP = 2 ** 24;

export function pack(typos: number, attribute: number, inexact: number, rank: number, group: number): Standing {
  return (((Math.min(typos, 15) * 8 + attribute) * 16 + Math.min(inexact, 15)) * 8 + rank) * GROUP + group;
}

export function groupOf(standing: Standing): number {
  return standing % GROUP;
}

function fields(standing: Standing): [typos: number, attribute: number, inexact: number, rank: number] {
  const high = Math.floor(standing / GROUP);
  return [Math.floor(high / 1024), Math.floor(high / 128) % 8, Math.floor(high / 8) % 16, high % 8];
}

/** Calls `visit(bucket, group)` for every posting, in order. */
export function forEachPosting(postings: Postings, visit: (bucket: number, group: number) => void): void {
  for (let i = 0; i < postings.length; ) {
    const bucket = postings[i]!;
    const count = postings[i + 1]!;
    let group = 0;
    for (let k = 0; k < count; k++) {
      group += postings[i + 2 + k]!;
      visit(bucket, group);
    }
    i += 2 + count;
  }
}

function standingOf(bucket: number, group: number, term: MatchedTerm): Standing {
  return pack(term.typos, bucket >> 3, term.exact ? 0 : 1, bucket & 7, group);
}

/** The last posting's standing: no posting after it in the list stands better. */
export function lastStanding(postings: Postings, term: MatchedTerm): Standing | undefined {
  let last: Standing | undefined;
  forEachPosting(postings, (bucket, group) => (last = standingOf(bucket, group, term)));
  return last;
}

/** One clause's matches: each group's best standing, by group number. */
export interface ClauseMatches {
  groups: number[];
  best: Float64Array;
}

/** Each group's best standing for one clause, over the postings of its terms. */
export function clauseStandings(clause: Clause, postingsOf: (term: MatchedTerm) => Postings, groupCount: number): ClauseMatches {
  // A dense array beats a Map here: a common word matches most of a site's groups.
  const best = new Float64Array(groupCount).fill(Infinity);
  const groups: number[] = [];
  for (const term of clause) {
    forEachPosting(postingsOf(term), (bucket, group) => {
      const standing = standingOf(bucket, group, term);
      const known = best[group]!;
      if (known === Infinity) groups.push(group);
      if (standing < known) best[group] = standing;
    });
  }
  return { groups, best };
}

/** Standings sorted best first. */
export function ranked({ groups, best }: ClauseMatches): Standing[] {
  const out = new Float64Array(groups.length);
  groups.forEach((group, i) => (out[i] = best[group]!));
  return Array.from(out.sort());
}

/** Groups that satisfy every clause, with their combined standing, best first. */
export function combine(clauses: ClauseMatches[]): Standing[] {
  const [smallest, ...others] = [...clauses].sort((a, b) => a.groups.length - b.groups.length);
  if (!smallest) return [];
  const out: Standing[] = [];
  outer: for (const group of smallest.groups) {
    let [typos, attribute, inexact, rank] = fields(smallest.best[group]!);
    for (const other of others) {
      const standing = other.best[group]!;
      if (standing === Infinity) continue outer;
      const [t, a, i, r] = fields(standing);
      typos += t;
      inexact += i;
      if (a < attribute) [attribute, rank] = [a, r];
    }
    out.push(pack(typos, attribute, inexact, rank, group));
  }
  return Array.from(Float64Array.from(out).sort());
}
