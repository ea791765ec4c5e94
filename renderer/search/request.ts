import { searchIndexName } from '../../schemas/search-index.js';
import { site, type Place } from '../data/site.js';
import { HIERARCHY_LEVELS, type SearchRequest } from './types.js';

/** Hits per query and the input cap (spec §9). */
export const HITS_PER_PAGE = 20;
export const MAX_QUERY_LENGTH = 64;

/** Snippet length in words: 5 on viewports at most 768 px wide, 10 otherwise. */
export function snippetWords(viewportWidth: number): number {
  return viewportWidth <= 768 ? 5 : 10;
}

/** The index the queries of a version's language go to: the Algolia index (filtered by `lang` and `version`), or the local index of that language and version. */
export function indexNameFor(place: Place): string {
  const { search } = site.config;
  return search && search.provider === 'algolia' ? search.indexName : searchIndexName(place.version, place.lang);
}

/** The request DocSearch sends for one query: only the reader's language, and version on a `multiVersion` site. */
export function docSearchRequest(query: string, place: Place, words: number): SearchRequest {
  return {
    indexName: indexNameFor(place),
    query,
    attributesToRetrieve: [...HIERARCHY_LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
    attributesToSnippet: [...HIERARCHY_LEVELS.slice(1).map((l) => `hierarchy.${l}:${words}`), `content:${words}`],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: HITS_PER_PAGE,
    facetFilters: [`lang:${place.lang}`, ...(place.version ? [`version:${place.version}`] : [])],
  };
}
