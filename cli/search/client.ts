import type { Algoliasearch } from 'algoliasearch';
import type { PushStep } from './errors.js';
import type { AlgoliaHost, Credentials } from './target.js';

/** What a push's Algolia steps share: the client, the batch size, and the step being run (for errors and --verbose). */
export interface PushContext {
  client: Algoliasearch;
  batchSize: number;
  step: PushStep;
  /** Record (and, when verbose, print) the step about to run. */
  doing(what: string): void;
}

export async function createPushContext(
  credentials: Credentials,
  hosts: AlgoliaHost[] | undefined,
  batchSize: number,
  log: (line: string) => void,
): Promise<PushContext> {
  // The full client is a few hundred kB; only a push that talks to Algolia loads it.
  const { algoliasearch } = await import('algoliasearch');
  const client = algoliasearch(credentials.appId, credentials.adminKey, hosts ? { hosts } : undefined);
  const step: PushStep = { doing: 'connecting', liveUntouched: true };
  return {
    client,
    batchSize,
    step,
    doing(what) {
      step.doing = what;
      log(what);
    },
  };
}

type BatchAction = 'addObject' | 'deleteObject';

/** Send `bodies` to `indexName` in batches of `batchSize`, then wait until Algolia has applied every one. */
export async function sendBatches(context: PushContext, indexName: string, action: BatchAction, bodies: Record<string, unknown>[]): Promise<void> {
  const { client, batchSize } = context;
  const total = Math.ceil(bodies.length / batchSize);
  const tasks: number[] = [];
  for (let i = 0; i < total; i++) {
    context.doing(`sending batch ${i + 1} of ${total} (${action}) to ${indexName}`);
    const requests = bodies.slice(i * batchSize, (i + 1) * batchSize).map((body) => ({ action, body }));
    tasks.push((await client.batch({ indexName, batchWriteParams: { requests } })).taskID);
  }
  if (tasks.length > 0) context.doing(`waiting for Algolia to apply ${total} batch(es) to ${indexName}`);
  for (const taskID of tasks) await client.waitForTask({ indexName, taskID });
}

/** Apply `settings` to `indexName` and wait for them. */
export async function applySettings(context: PushContext, indexName: string, settings: Record<string, unknown>): Promise<void> {
  context.doing(`applying the DocSearch settings to ${indexName}`);
  const { taskID } = await context.client.setSettings({ indexName, indexSettings: settings });
  await context.client.waitForTask({ indexName, taskID });
}
