import { parentPort, workerData } from 'node:worker_threads';
import { prepareFormats, processPage, type PageJob, type PageOutcome, type PageSettings } from './page-job.js';

const settings = workerData as PageSettings;
// Workers serve large runs, which may hold any format: load every parser up front.
await prepareFormats(['md', 'mdx']);

parentPort!.on('message', async (batch: { id: number; jobs: PageJob[] }) => {
  const outcomes: PageOutcome[] = [];
  for (const job of batch.jobs) outcomes.push(await processPage(job, settings));
  // Fragments are moved to the main thread, not copied.
  const transfer = outcomes.flatMap((o) => (o.fragments ? [o.fragments.page.buffer, o.fragments.records.buffer] : []));
  parentPort!.postMessage({ id: batch.id, outcomes }, transfer as ArrayBuffer[]);
});
