import { getHeapStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { fullCollection, HeapBound } from '../../../../cli/build/full-collection.js';

const MiB = 2 ** 20;

/** Arrays of numbers in the heap (not in buffers outside it), about `mib` MiB, live while referenced. */
const hold = (mib: number) => Array.from({ length: mib }, () => new Array<number>(MiB / 8).fill(1.5));

describe('a bounded heap', () => {
  it('collects once the heap passes headroom plus twice what the last collection found live, and not before', () => {
    // The collections it asks for, counted (V8 may run its own at any time: those are not its doing).
    let collections = 0;
    const headroom = getHeapStatistics().total_heap_size + 32 * MiB;
    const heap = new HeapBound(headroom / 2, () => {
      collections++;
      fullCollection();
    });
    // Under its first bound (the headroom given): nothing to do.
    heap.check();
    expect(collections).toBe(0);

    let live: unknown = hold(80);
    heap.check();
    expect(collections).toBe(1);
    const after = getHeapStatistics().used_heap_size;
    expect(after).toBeGreaterThan(80 * MiB);

    // The bound rose with what is live: the same heap does not collect again…
    heap.check();
    expect(collections).toBe(1);
    // …until it grows past twice that.
    live = [live, hold(Math.ceil((after + headroom / 2) / MiB))];
    heap.check();
    expect(collections).toBe(2);
    expect(live).toBeDefined();
  });
});
