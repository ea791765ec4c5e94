import { parentPort, workerData } from 'node:worker_threads';
import { FragmentSpill, type StoredOutcome } from './fragment-store.js';
import { prepareFormats, processPage, type PageJob, type PageSettings } from './page-job.js';

const { settings, spillDir } = workerData as { settings: PageSettings; spillDir: string };
const spill = new FragmentSpill(spillDir);
// Workers serve large runs, which may hold any format: load every parser up front.
await prepareFormats(['md', 'mdx']);

parentPort!.on('message', async (batch: { id: number; jobs: PageJob[] }) => {
  const outcomes: StoredOutcome[] = [];
  // Fragments go to this thread's spill file: only their places cross to the main thread.
  for (const job of batch.jobs) outcomes.push(spill.store(await processPage(job, settings)));
  spill.close();
  parentPort!.postMessage({ id: batch.id, outcomes });
});
