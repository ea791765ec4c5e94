import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { boundHeapGrowth } from '../build/heap-growth.js';
import type { StoredOutcome } from './fragment-store.js';
import { NO_MESSAGES } from './messages.js';
import type { PageJob, PageSettings } from './page-job.js';

/** Below this many files to parse, starting workers costs more than it saves. */
const POOL_THRESHOLD = 64;
const BATCH = 16;

/** How many threads parse `jobs` files: one per core, in-process for small runs. */
export function defaultThreads(jobs: number): number {
  return jobs < POOL_THRESHOLD ? 1 : Math.max(1, Math.min(availableParallelism(), 8, Math.ceil(jobs / BATCH)));
}

/**
 * Process pages in `threads` worker threads, handing out small batches as workers
 * come free (pages differ in size), and return outcomes in job order.
 */
export async function processInPool(jobs: PageJob[], settings: PageSettings, spillDir: string, threads: number, onDone: (count: number) => void): Promise<StoredOutcome[]> {
  const outcomes: StoredOutcome[] = new Array(jobs.length);
  // Each outcome comes as a copy of its own: the spill file's name three times over and an empty list of messages,
  // ~250 bytes a page that the main thread would hold until the index is assembled. One of each is kept instead.
  const names = new Map<string, string>();
  const shared = (name: string) => names.get(name) ?? (names.set(name, name), name);
  const settle = (outcome: StoredOutcome): StoredOutcome => {
    const { fragments: f } = outcome;
    if (f) Object.assign(f, { pageFile: shared(f.pageFile), recordsFile: shared(f.recordsFile), copyFile: shared(f.copyFile) });
    if (outcome.messages.length === 0) outcome.messages = NO_MESSAGES;
    return outcome;
  };
  const order = twinOrder(jobs);
  let next = 0;
  const workerUrl = new URL('./page-worker.js', import.meta.url);
  const run = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      const send = () => {
        if (next >= order.length) return resolve();
        const id = next;
        next += BATCH;
        worker.postMessage({ id, jobs: order.slice(id, id + BATCH).map((i) => jobs[i]!) });
      };
      worker.on('message', ({ id, outcomes: batch }: { id: number; outcomes: StoredOutcome[] }) => {
        batch.forEach((outcome, i) => (outcomes[order[id + i]!] = settle(outcome)));
        onDone(batch.length);
        send();
      });
      worker.on('error', reject);
      send();
    });
  boundHeapGrowth();
  const workers = Array.from({ length: threads }, () => new Worker(workerUrl, { workerData: { settings, spillDir } }));
  try {
    await Promise.all(workers.map(run));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return outcomes;
}

/**
 * The jobs' indices with each page beside its translations (the same page path in each language of a version):
 * they are parsed by one thread, one after the other, and a translation's code blocks, most often the same code,
 * are then found in that thread's memory of the lines it highlighted (`line-memo.ts`) rather than highlighted again.
 */
export function twinOrder(jobs: readonly PageJob[]): number[] {
  const keys = jobs.map(({ source }) => `${source.version}\0${source.pagePath}`);
  const byTwin = jobs.map((_, i) => i).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b));
  // Within each batch, in the jobs' own order (a language's pages, then the next's): one page after another in
  // alternating languages, and so in alternating scripts, made a cold index 3 % slower.
  const order: number[] = [];
  for (let start = 0; start < byTwin.length; start += BATCH) order.push(...byTwin.slice(start, start + BATCH).sort((a, b) => a - b));
  return order;
}
