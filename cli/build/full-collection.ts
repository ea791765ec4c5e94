import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

/**
 * Has V8 collect once each heap (this thread's, and those of the threads it starts) has grown by half what it last
 * found live, where by default it waits until it has grown to up to four times that, on a machine with this much
 * memory. A build's threads each hold little live and make garbage at a steady rate, so their heaps sat at that
 * bound: at 2 × 10,000 pages the main thread held ~200 MiB through the pre-render for ~35 MiB live, and the build's
 * peak was 428 MiB; with this, 330 MiB. Set by the CLI before it starts any thread: a flag of the process, not
 * something a library call should change under its host.
 */
export function boundHeapGrowth(): void {
  setFlagsFromString('--heap-growing-percent=50');
}

/**
 * One full garbage collection, between two steps of a build that each read every page.
 * V8 lets the heap grow to a few times what it last found live before it collects again,
 * and each such step leaves garbage the size of the site: at 2 × 50,000 pages the index
 * left 243 MiB in use of which 66 were live, the link check added 125 MiB of garbage on
 * top, and the build's peak (711 MiB) fell in those steps. Collected between them, it
 * stays under 400 MiB there. `gc` is exposed to a fresh context only, as Jest does for
 * `--logHeapUsage`.
 */
export function fullCollection(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}

/**
 * Keeps a thread's heap near what it holds live: `check()`, between two units
 * of work, collects in full once the heap has grown past `headroom` plus twice
 * what the last collection found live. Left alone, V8 lets the old generation
 * grow to four times that (on a machine with this much memory) before it
 * collects, and later to more: a parsing thread held 250 MiB for 40 MiB live
 * by the end of 2 × 10,000 pages, 160 MiB at 2 × 2,000, so the build's peak
 * grew with the page count. Since each collection comes after at least
 * `headroom` more, and half again what is live, their cost stays a small
 * share of the work (~60 ms each for a parsing thread; 1 s of its 40 s at
 * 2 × 10,000 pages), however large the site.
 */
export class HeapBound {
  private bound: number;

  constructor(
    private readonly headroom = 64 * 2 ** 20,
    private readonly collect = fullCollection,
  ) {
    this.bound = 2 * headroom;
  }

  check(): void {
    if (getHeapStatistics().total_heap_size <= this.bound) return;
    this.collect();
    this.bound = this.headroom + 2 * getHeapStatistics().used_heap_size;
  }
}
