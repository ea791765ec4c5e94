import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { fullCollection } from '../build/full-collection.js';
import { FragmentSpill, type StoredOutcome } from './fragment-store.js';
import { prepareFormats, processPage, type PageJob, type PageSettings } from './page-job.js';

const { settings, spillDir } = workerData as { settings: PageSettings; spillDir: string };
const spill = new FragmentSpill(spillDir);
/**
 * The heap a parsing thread may grow to before it collects in full between
 * two batches. Left alone, V8 raises a thread's heap limit as long as pages
 * come (127 MiB after 700 pages, 221 MiB after 4,000 at 2 × 2,000 pages),
 * though what stays live is 40–100 MiB, so the build's peak grew with the
 * page count: at 2 × 10,000 pages it was 660–695 MiB, against 538 at 2 × 2,000.
 * A full collection costs a few hundred milliseconds, so one comes at most
 * every `COLLECT_EVERY` batches: a heap that hovers at the bound does not
 * collect after every batch (at 224 MiB without that spacing, one 2 × 10,000 index took 61 s, against 51).
 */
const HEAP_BOUND = 256 * 2 ** 20;
const COLLECT_EVERY = 64;
let sinceCollection = 0;
// Workers serve large runs, which may hold any format: load every parser up front.
await prepareFormats(['md', 'mdx']);

parentPort!.on('message', async (batch: { id: number; jobs: PageJob[] }) => {
  const outcomes: StoredOutcome[] = [];
  // Fragments go to this thread's spill file: only their places cross to the main thread.
  for (const job of batch.jobs) outcomes.push(spill.store(await processPage(job, settings)));
  spill.close();
  if (++sinceCollection >= COLLECT_EVERY && getHeapStatistics().total_heap_size > HEAP_BOUND) {
    fullCollection();
    sinceCollection = 0;
  }
  parentPort!.postMessage({ id: batch.id, outcomes });
});
