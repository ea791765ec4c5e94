/**
 * The one contract between the search dialog and its engines: Algolia's
 * multi-index queries call (`POST /1/indexes/*\/queries`), as DocSearch sends
 * it. The hosted client and the local engine both take and return exactly this.
 */

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];

export type Hierarchy = Record<HierarchyLevel, string | null>;

/** One query of a multi-query request. */
export interface SearchRequest {
  indexName: string;
  query: string;
  /** e.g. `['hierarchy.lvl0', …, 'content', 'type', 'url']`. */
  attributesToRetrieve?: string[];
  /** `attribute:words`, e.g. `content:10`. */
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  hitsPerPage?: number;
  /** Algolia filter syntax; the engines read `lang:<code>` facet filters. */
  facetFilters?: string[] | string[][];
}

export interface MultipleQueriesRequest {
  requests: SearchRequest[];
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  /** The attribute's text, HTML-escaped, with matches wrapped in the highlight tags. */
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface SearchHit {
  objectID: string;
  hierarchy: Hierarchy;
  content: string | null;
  type: 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  url: string;
  _highlightResult: {
    hierarchy: Partial<Record<HierarchyLevel, HighlightResult>>;
    content?: HighlightResult;
  };
  _snippetResult?: {
    hierarchy?: Partial<Record<HierarchyLevel, SnippetResult>>;
    content?: SnippetResult;
  };
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  /** False when nbHits is an estimate (as Algolia reports for large result sets). */
  exhaustiveNbHits?: boolean;
  query: string;
  index?: string;
  hitsPerPage?: number;
  processingTimeMS?: number;
}

export interface MultipleQueriesResponse {
  results: SearchResult[];
}

/** What the dialog talks to. Rejects with a {@link SearchUnreachableError} when no host (or index file) can be reached. */
export interface SearchClient {
  /**
   * `onFirstHits`: an engine that fetches hits' text piece by piece (the local
   * one) calls it with every query's first screenful of hits, before its whole
   * answer. The hosted client answers in one piece and never calls it.
   */
  search(request: MultipleQueriesRequest, options?: { onFirstHits?: (response: MultipleQueriesResponse) => void }): Promise<MultipleQueriesResponse>;
  /** Start fetching what the first query needs (hover or focus on the search button). */
  warm?(): void;
}

/** Both engines' failure to reach their data: all Algolia hosts down, or the local index files not fetchable. */
export class SearchUnreachableError extends Error {
  override readonly name = 'SearchUnreachableError';
}
