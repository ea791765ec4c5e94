import { searchIndexName } from '../../../schemas/search-index.js';
import { assetUrl, type Place } from '../../data/site.js';
import { SearchUnreachableError, type SearchClient, type SearchResult } from '../types.js';
import { LocalSearchEngine } from './engine.js';
import { IndexFiles } from './files.js';

async function fetchJson(path: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(assetUrl(`/${path}`));
  } catch (error) {
    throw new SearchUnreachableError(`search index ${path} could not be fetched: ${(error as Error).message}`);
  }
  if (!response.ok) throw new SearchUnreachableError(`search index ${path} could not be fetched: HTTP ${response.status}`);
  return response.json();
}

/**
 * The embedded engine: no account, no network beyond the site itself. Each
 * request's `indexName` is the index it reads; `place`'s is the one it warms.
 */
export function createLocalClient(place: Place): SearchClient {
  const engines = new Map<string, LocalSearchEngine>();
  const engine = (name: string) => {
    let found = engines.get(name);
    if (!found) engines.set(name, (found = new LocalSearchEngine(new IndexFiles(fetchJson, name))));
    return found;
  };
  return {
    async search({ requests }, options) {
      const onFirstHits = options?.onFirstHits;
      // Each query's first hits, or its whole answer when that came first: passed on once every query has one,
      // unless every one is a whole answer, which the call itself returns.
      const first: (SearchResult | undefined)[] = requests.map(() => undefined);
      let missing = requests.length;
      let early = false;
      const settle = (i: number, result: SearchResult, partial: boolean) => {
        if (first[i]) return;
        first[i] = result;
        early ||= partial;
        if (--missing === 0 && early) onFirstHits!({ results: first as SearchResult[] });
      };
      const results = await Promise.all(
        requests.map(async (request, i) => {
          const result = await engine(request.indexName).search(request, onFirstHits && ((hits) => settle(i, hits, true)));
          if (onFirstHits) settle(i, result, false);
          return result;
        }),
      );
      return { results };
    },
    warm() {
      engine(searchIndexName(place.version, place.lang)).warm();
    },
  };
}
