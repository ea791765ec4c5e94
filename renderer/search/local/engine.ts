import type { ChunkGroup, Postings } from '../../../schemas/search-index.js';
import { queryWords } from '../../../schemas/search-text.js';
import type { SearchRequest, SearchResult } from '../types.js';
import type { IndexFiles } from './files.js';
import { toHit, type Tags } from './hit.js';
import { clauseStandings, combine, groupOf, lastStanding, ranked, type Standing } from './rank.js';
import { pickRecord } from './records.js';
import { resolveWord, type Clause, type MatchedTerm, type ResolvedWord } from './terms.js';

/** Candidates examined per hit wanted before nbHits is reported as an estimate. */
const EXAMINE_PER_HIT = 10;

/** Hits the dialog shows without scrolling, at most: what `onFirstHits` waits for. */
export const FIRST_SCREEN = 6;

/**
 * Answers one query of Algolia's multi-queries call from a local index,
 * downloading only the dictionary shards, postings and text it needs.
 */
export class LocalSearchEngine {
  constructor(private readonly files: IndexFiles) {}

  /** Fetch the manifest ahead of the first query; a failure here resurfaces on that query. */
  warm(): void {
    this.files.manifest().catch(() => undefined);
  }

  /**
   * `onFirstHits`, when given, is called with the answer's first hits (a
   * screenful) as soon as their text is here, while the rest is fetched:
   * each hit's text is a file of its own, and a one-letter query's twenty
   * hits are twenty files.
   */
  async search(request: SearchRequest, onFirstHits?: (first: SearchResult) => void): Promise<SearchResult> {
    const started = Date.now();
    const hitsPerPage = request.hitsPerPage ?? 20;
    const words = await Promise.all(queryWords(request.query).map((word) => resolveWord(this.files, word)));
    const clauses = words.flatMap((w) => w.clauses);
    const result = { query: request.query, index: request.indexName, hitsPerPage };
    if (!clauses.length || clauses.some((c) => !c.length)) return { ...result, hits: [], nbHits: 0, exhaustiveNbHits: true, processingTimeMS: Date.now() - started };
    const candidates = clauses.length === 1 ? await this.bestOfOne(clauses[0]!, hitsPerPage) : await this.allOf(clauses);
    const tags: Tags = { pre: request.highlightPreTag ?? '<em>', post: request.highlightPostTag ?? '</em>', ellipsis: request.snippetEllipsisText ?? '…' };
    const early = onFirstHits && ((hits: SearchResult['hits']) => onFirstHits({ ...result, hits, nbHits: candidates.total, exhaustiveNbHits: false, processingTimeMS: Date.now() - started }));
    const { hits, nbHits, exhaustive } = await this.hits(candidates, words, hitsPerPage, clauses.length > 1, request.attributesToSnippet ?? [], tags, early);
    return { ...result, hits, nbHits, exhaustiveNbHits: exhaustive, processingTimeMS: Date.now() - started };
  }

  /**
   * One clause: the heads of its terms' postings first; a term's remaining
   * postings are fetched only if they could hold something better than the
   * last hit wanted.
   */
  private async bestOfOne(clause: Clause, wanted: number): Promise<Candidates> {
    const { groups } = await this.files.manifest();
    const postings = new Map<MatchedTerm, Postings>(clause.map((term) => [term, term.entry[2]]));
    let standings = ranked(clauseStandings(clause, (t) => postings.get(t)!, groups));
    const kth = standings[wanted - 1];
    const needed = clause.filter((term) => {
      if (!term.entry[3]) return false;
      const bound = lastStanding(term.entry[2], term);
      return kth === undefined || bound === undefined || bound <= kth;
    });
    if (needed.length) {
      const full = await Promise.all(needed.map((term) => this.files.postings(term.entry)));
      needed.forEach((term, i) => postings.set(term, full[i]!));
      standings = ranked(clauseStandings(clause, (t) => postings.get(t)!, groups));
    }
    const complete = clause.every((term) => !term.entry[3] || needed.includes(term));
    const total = complete ? standings.length : clause.length === 1 ? clause[0]!.entry[1] : clause.reduce((sum, t) => sum + t.entry[1], 0);
    return { standings, total, exhaustive: complete || clause.length === 1 };
  }

  /** Several clauses: every term's full postings, intersected. */
  private async allOf(clauses: Clause[]): Promise<Candidates> {
    const { groups } = await this.files.manifest();
    const terms = clauses.flat();
    const full = await Promise.all(terms.map((term) => this.files.postings(term.entry)));
    const postings = new Map(terms.map((term, i) => [term, full[i]!]));
    const standings = combine(clauses.map((clause) => clauseStandings(clause, (t) => postings.get(t)!, groups)));
    return { standings, total: standings.length, exhaustive: true };
  }

  /**
   * The hits, best first: each candidate group's best record. With several
   * clauses a group may have no single record holding every word; it is
   * dropped, and nbHits counts only what was checked when everything was.
   */
  private async hits(candidates: Candidates, words: ResolvedWord[], wanted: number, check: boolean, snippets: string[], tags: Tags, early?: (hits: SearchResult['hits']) => void) {
    const { standings } = candidates;
    const hits: SearchResult['hits'] = [];
    const limit = Math.min(standings.length, check ? wanted * EXAMINE_PER_HIT : wanted);
    let examined = 0;
    let rejected = 0;
    const take = (batch: Standing[], groups: ChunkGroup[]) =>
      batch.forEach((standing, i) => {
        const picked = pickRecord(groups[i]!, words);
        if (!picked) rejected++;
        else if (hits.length < wanted) hits.push(toHit(this.files.lang, groupOf(standing), groups[i]!, picked, words, snippets, tags));
      });
    while (hits.length < wanted && examined < limit) {
      const batch = standings.slice(examined, examined + Math.min(wanted, limit - examined) + (check ? 4 : 0));
      examined += batch.length;
      // Every file of the batch is asked for at once; the first screenful is shown as soon as its own files are here.
      const fetching = batch.map((s) => this.files.group(groupOf(s)));
      const first = early && hits.length === 0 && batch.length > FIRST_SCREEN ? FIRST_SCREEN : 0;
      const rest = Promise.all(fetching.slice(first));
      // Awaited below, once the first screenful is taken: until then a failure must not count as unhandled.
      rest.catch(() => undefined);
      if (first) {
        take(batch.slice(0, first), await Promise.all(fetching.slice(0, first)));
        if (hits.length) early!(hits.slice());
      }
      take(batch.slice(first), await rest);
    }
    const everything = examined >= standings.length;
    const nbHits = check ? (everything ? standings.length - rejected : candidates.total) : candidates.total;
    return { hits, nbHits, exhaustive: check ? everything : candidates.exhaustive };
  }
}

interface Candidates {
  standings: Standing[];
  /** Groups matching, or an estimate when `exhaustive` is false. */
  total: number;
  exhaustive: boolean;
}
