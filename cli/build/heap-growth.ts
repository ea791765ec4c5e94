import { setFlagsFromString } from 'node:v8';

let owned = false;
let bounded = false;

/**
 * The CLI's call: the process is docsite's, so a run that turns out large may change how V8 collects it. A host that
 * imports docsite as a library keeps its own flags.
 */
export function ownHeap(): void {
  owned = true;
}

/**
 * Has V8 collect once each heap (this thread's, and those of the threads it starts from now on) has grown by half what
 * it last found live, where by default it waits until it has grown to up to four times that, on a machine with this
 * much memory. A large run's threads each hold little live and make garbage at a steady rate, so their heaps sat at
 * that bound: at 2 × 10,000 pages the main thread held ~200 MiB through the pre-render for ~35 MiB live, and the
 * build's peak was 428 MiB; with this, 331 MiB. Called when a run turns out to do work in proportion to the site
 * (parsing threads, dozens of pages rendered), not at start: a rebuild after a one-page edit holds little either way,
 * and with the bound it collected ~30 ms longer of its ~0.7 s.
 */
export function boundHeapGrowth(): void {
  if (!owned || bounded) return;
  bounded = true;
  setFlagsFromString('--heap-growing-percent=50');
}
