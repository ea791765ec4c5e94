import type { IndexSettings } from 'algoliasearch';
import type { SearchRecord } from '../../schemas/search-record.js';
import { applySettings, sendBatches, type PushContext } from './client.js';
import { diffRecords, type LiveRecord, type RecordDiff } from './diff.js';

/** Every record's id, URL and weight in the live index; none when the index does not exist yet. */
export async function browseLive(context: PushContext, indexName: string): Promise<LiveRecord[]> {
  context.doing(`reading the record ids of ${indexName}`);
  const live: LiveRecord[] = [];
  try {
    await context.client.browseObjects<Omit<LiveRecord, 'objectID'>>({
      indexName,
      browseParams: { attributesToRetrieve: ['url', 'weight'], hitsPerPage: 1000 },
      aggregator: (response) => live.push(...response.hits.map(({ objectID, url, weight }) => ({ objectID, url, weight }))),
    });
  } catch (error) {
    if ((error as { status?: number }).status === 404) return [];
    throw error;
  }
  return live;
}

/** The changes an incremental push makes; nothing is written. */
export async function planIncremental(context: PushContext, indexName: string, records: SearchRecord[]): Promise<RecordDiff> {
  return diffRecords(records, await browseLive(context, indexName));
}

/**
 * Apply `diff` to the live index: settings, then the new and re-weighted
 * records, then the deletions, so a search in between finds old and new
 * records but never a gap.
 */
export async function applyIncremental(context: PushContext, indexName: string, diff: RecordDiff, settings: IndexSettings): Promise<void> {
  context.step.liveUntouched = false;
  await applySettings(context, indexName, settings);
  await sendBatches(context, indexName, 'addObject', [...diff.added, ...diff.updated]);
  await sendBatches(context, indexName, 'deleteObject', diff.deleted.map(({ objectID }) => ({ objectID })));
}
