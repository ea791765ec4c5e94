import { liteClient } from 'algoliasearch/lite';
import { algoliaHosts } from '../../schemas/algolia-hosts.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import { SearchUnreachableError, type MultipleQueriesResponse, type SearchClient } from './types.js';

type AlgoliaConfig = Extract<SiteConfig['search'], { provider: 'algolia' }>;

/**
 * Hosted search through algoliasearch's lite client. A host that fails is
 * skipped for 2 minutes (the client's host cache), then tried again.
 */
export function createAlgoliaClient(config: AlgoliaConfig): SearchClient {
  const client = liteClient(config.appId, config.apiKey, {
    timeouts: { connect: 1000, read: 2000, write: 30000 },
    ...(config.hosts ? { hosts: algoliaHosts(config.hosts) } : {}),
  });
  return {
    async search(request) {
      try {
        return (await client.search(request.requests)) as unknown as MultipleQueriesResponse;
      } catch (error) {
        // RetryError: every host was unreachable or timed out; anything else is Algolia answering with an error.
        if (error instanceof Error && error.name === 'RetryError') throw new SearchUnreachableError(error.message);
        throw error;
      }
    },
  };
}
