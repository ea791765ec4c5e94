import type { IndexSettings } from 'algoliasearch';
import type { SearchRecord } from '../../schemas/search-record.js';
import { applySettings, sendBatches, type PushContext } from './client.js';

/**
 * Replace every record of `indexName` atomically: build the new index beside
 * it (its synonyms, rules and other settings copied, ours applied, records
 * sent), then move it onto the live one in one operation. Searches see the
 * old index until the move and the new one after; a failure before the move
 * leaves the live index as it was, and the temporary index is deleted.
 *
 * Not the client's `replaceAllObjects`: that applies no settings to the
 * temporary index (they would reach the live one before or after its
 * records, not with them), and a failed clean-up hides its original error.
 */
export async function replaceIndex(context: PushContext, indexName: string, records: SearchRecord[], settings: IndexSettings): Promise<void> {
  const { client, step } = context;
  const tmp = `${indexName}_tmp_${Math.floor(Math.random() * 900_000) + 100_000}`;
  let created = false;
  try {
    context.doing(`copying the settings, synonyms and rules of ${indexName} to ${tmp}`);
    const copy = await client.operationIndex({ indexName, operationIndexParams: { operation: 'copy', destination: tmp, scope: ['settings', 'synonyms', 'rules'] } });
    created = true;
    await client.waitForTask({ indexName: tmp, taskID: copy.taskID });
    await applySettings(context, tmp, settings);
    await sendBatches(context, tmp, 'addObject', records);
    context.doing(`moving ${tmp} onto ${indexName}`);
    step.liveUntouched = false;
    const move = await client.operationIndex({ indexName: tmp, operationIndexParams: { operation: 'move', destination: indexName } });
    await client.waitForTask({ indexName: tmp, taskID: move.taskID });
  } catch (error) {
    // After the move was sent, the temporary index may already be the live one.
    if (created && step.liveUntouched) {
      await client.deleteIndex({ indexName: tmp }).catch(() => {
        step.leftover = tmp;
      });
    }
    throw error;
  }
}
