import { site, type Place } from '../data/site.js';
import type { SearchClient } from './types.js';

const clients = new Map<string, Promise<SearchClient>>();

/**
 * The search client for a version's language, created once. Its code (algoliasearch lite
 * or the local engine) is a separate chunk, fetched on first use, so pages
 * that never open search never download it. Undefined when search is off.
 * The navbar's button warms it, so this module is in every page's first
 * download: what the requests need (`request.ts`) comes with the dialog.
 */
export function searchClientFor(place: Place): Promise<SearchClient> | undefined {
  const { search } = site.config;
  if (search === false) return undefined;
  const key = search.provider === 'algolia' ? search.indexName : `${place.version}\0${place.lang}`;
  let client = clients.get(key);
  if (!client) {
    client =
      search.provider === 'algolia'
        ? import('./algolia-client.js').then((m) => m.createAlgoliaClient(search))
        : import('./local/local-client.js').then((m) => m.createLocalClient(place));
    clients.set(key, client);
  }
  return client;
}
