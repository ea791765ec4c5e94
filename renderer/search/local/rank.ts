import type { Postings } from '../../../schemas/search-index.js';
import type { Clause, MatchedTerm } from './terms.js';

/**
 * A group's standing for a query, compared field by field like the hosted
 * index's ranking: fewer typos, then the better attribute (hierarchy levels
 * before content), then fewer words matched only as prefix or typo, then
 * the higher heading, then page order.
 */
export interface Standing {
  group: number;
  typos: number;
  attribute: number;
  inexact: number;
  rank: number;
}

export function compareStanding(a: Standing, b: Standing): number {
  return a.typos - b.typos || a.attribute - b.attribute || a.inexact - b.inexact || a.rank - b.rank || a.group - b.group;
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

/** The last posting's standing: no posting after it in the list stands better. */
export function lastStanding(postings: Postings, term: MatchedTerm): Standing | undefined {
  let last: Standing | undefined;
  forEachPosting(postings, (bucket, group) => (last = standingOf(bucket, group, term)));
  return last;
}

function standingOf(bucket: number, group: number, term: MatchedTerm): Standing {
  return { group, typos: term.typos, attribute: bucket >> 3, inexact: term.exact ? 0 : 1, rank: bucket & 7 };
}

/** Each group's best standing for one clause, over the postings of its terms. */
export function clauseStandings(clause: Clause, postingsOf: (term: MatchedTerm) => Postings): Map<number, Standing> {
  const best = new Map<number, Standing>();
  for (const term of clause) {
    forEachPosting(postingsOf(term), (bucket, group) => {
      const standing = standingOf(bucket, group, term);
      const known = best.get(group);
      if (!known || compareStanding(standing, known) < 0) best.set(group, standing);
    });
  }
  return best;
}

/** Groups that satisfy every clause, with their combined standing, best first. */
export function combine(clauses: Map<number, Standing>[]): Standing[] {
  const [smallest, ...others] = [...clauses].sort((a, b) => a.size - b.size);
  if (!smallest) return [];
  const out: Standing[] = [];
  for (const [group, first] of smallest) {
    const combined = { ...first };
    let all = true;
    for (const other of others) {
      const standing = other.get(group);
      if (!standing) {
        all = false;
        break;
      }
      combined.typos += standing.typos;
      combined.inexact += standing.inexact;
      if (standing.attribute < combined.attribute) {
        combined.attribute = standing.attribute;
        combined.rank = standing.rank;
      }
    }
    if (all) out.push(combined);
  }
  return out.sort(compareStanding);
}
