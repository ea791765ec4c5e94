import { algoliaHosts } from '../../schemas/algolia-hosts.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import { PushError } from './errors.js';

export type AlgoliaHost = ReturnType<typeof algoliaHosts>[number];

/** Where records go: the index, and the hosts when the config names its own. */
export interface PushTarget {
  indexName: string;
  /** From `search.hosts`; undefined means Algolia's own hosts for the app. */
  hosts: AlgoliaHost[] | undefined;
}

export interface Credentials {
  appId: string;
  adminKey: string;
}

/** The index from `--index`, else the config's Algolia `indexName`. */
export function pushTarget(search: SiteConfig['search'], indexFlag: string | undefined): PushTarget {
  const algolia = search && search.provider === 'algolia' ? search : undefined;
  const indexName = indexFlag ?? algolia?.indexName;
  if (!indexName) {
    throw new PushError(
      `No Algolia index to push to: the site's config has ${search === false ? '`search: false`' : "`search: { provider: 'local' }`"}.`,
      "Pass --index <name>, or configure hosted search in docsite.config: `search: { provider: 'algolia', appId, apiKey: '<search-only key>', indexName }`.",
    );
  }
  return { indexName, hosts: algolia?.hosts && algoliaHosts(algolia.hosts) };
}

/** How to provide `name` to the push: as a CI secret, never in a file. */
function setIt(name: string): string {
  return `Set ${name} in the environment of the push, never in docsite.config or another committed file. In GitHub Actions, add it as a repository secret and give the step \`env: { ${name}: \${{ secrets.${name} }} }\`; locally, \`${name}=… docsite search push\`.`;
}

/** The app and admin key, read only from the environment so they never sit in a file that is committed or published. */
export function readCredentials(env: NodeJS.ProcessEnv): Credentials {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const adminKey = env.ALGOLIA_ADMIN_KEY?.trim();
  if (!appId) throw new PushError('ALGOLIA_APP_ID is not set: the push needs your Algolia application ID.', setIt('ALGOLIA_APP_ID'));
  if (!adminKey) throw new PushError('ALGOLIA_ADMIN_KEY is not set: the push needs an Algolia admin API key.', setIt('ALGOLIA_ADMIN_KEY'));
  return { appId, adminKey };
}

/**
 * Warn when the config names another app than the one pushed to: the site
 * would search records it does not have. (A config whose `search.apiKey` is
 * the admin key is refused earlier, by `resolveConfig`.)
 */
export function configWarnings(search: SiteConfig['search'], credentials: Credentials): string[] {
  if (!search || search.provider !== 'algolia' || search.appId === credentials.appId) return [];
  return [`ALGOLIA_APP_ID (${credentials.appId}) is not the app in the config's \`search.appId\` (${search.appId}): the site's search reads ${search.appId}, so it will not see these records.`];
}
