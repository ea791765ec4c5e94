import { searchIndexName } from '../../../schemas/search-index.js';
import { assetUrl, type Place } from '../../data/site.js';
import { SearchUnreachableError, type SearchClient } from '../types.js';
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
    async search({ requests }) {
      return { results: await Promise.all(requests.map((request) => engine(request.indexName).search(request))) };
    },
    warm() {
      engine(searchIndexName(place.version, place.lang)).warm();
    },
  };
}
