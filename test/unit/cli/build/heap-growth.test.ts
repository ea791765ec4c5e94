import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { boundHeapGrowth, ownHeap } from '../../../../cli/build/heap-growth.js';

const MiB = 2 ** 20;

// A fresh thread (its own heap, the process's flags) holds 64 MiB and makes garbage that lives long enough to reach
// the old generation: 1 MiB arrays, each dropped eight allocations later. It reports the largest its heap grew to.
const churn = `
const { getHeapStatistics } = require('node:v8');
const { parentPort } = require('node:worker_threads');
const MiB = 2 ** 20;
const live = Array.from({ length: 64 }, () => new Array(MiB / 8).fill(1.5));
const ring = new Array(8);
let largest = 0;
for (let i = 0; i < 400; i++) {
  ring[i % 8] = new Array(MiB / 8).fill(i);
  largest = Math.max(largest, getHeapStatistics().total_heap_size);
}
parentPort.postMessage({ largest, live: live.length });
`;

describe('the heap growth the CLI sets', () => {
  it('has V8 collect a thread it starts before its heap reaches four times what it holds live', async () => {
    ownHeap();
    boundHeapGrowth();
    const worker = new Worker(churn, { eval: true });
    const { largest, live } = await new Promise<{ largest: number; live: number }>((resolve, reject) => worker.once('message', resolve).once('error', reject));
    expect(live).toBe(64);
    // ~170 MiB with the flag; V8's own policy lets the same thread reach ~365 MiB (an unknown flag would be ignored).
    expect(largest).toBeLessThan(4 * 64 * MiB);
  });
});
