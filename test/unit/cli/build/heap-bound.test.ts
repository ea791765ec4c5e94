import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { setImmediate } from 'node:timers/promises';
import { getHeapStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { HeapBound } from '../../../../cli/build/full-collection.js';

const MiB = 2 ** 20;

/** Full collections while `work` runs, as V8 reports them. */
async function majorCollections(work: () => void): Promise<number> {
  let count = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if ((entry as PerformanceEntry & { detail: { kind: number } }).detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) count++;
  });
  observer.observe({ entryTypes: ['gc'] });
  work();
  // Entries arrive after the collection, on a later turn of the event loop.
  await setImmediate();
  await setImmediate();
  observer.disconnect();
  return count;
}

/** Arrays of numbers in the heap (not in buffers outside it), about `mib` MiB, live while referenced. */
const hold = (mib: number) => Array.from({ length: mib }, () => new Array<number>(MiB / 8).fill(1.5));

describe('a bounded heap', () => {
  it('collects once the heap passes headroom plus twice what the last collection found live, and not before', async () => {
    const headroom = getHeapStatistics().total_heap_size + 32 * MiB;
    const heap = new HeapBound(headroom / 2);
    // Under its first bound (the headroom given): nothing to do.
    expect(await majorCollections(() => heap.check())).toBe(0);

    let live: unknown = hold(80);
    expect(await majorCollections(() => heap.check())).toBe(1);
    const after = getHeapStatistics().used_heap_size;
    expect(after).toBeGreaterThan(80 * MiB);

    // The bound rose with what is live: the same heap does not collect again…
    expect(await majorCollections(() => heap.check())).toBe(0);
    // …until it grows past twice that.
    live = [live, hold(Math.ceil((after + headroom / 2) / MiB))];
    expect(await majorCollections(() => heap.check())).toBe(1);
    expect(live).toBeDefined();
  });
});
