import { parentPort, workerData } from 'node:worker_threads';
import { HeapBound } from '../build/full-collection.js';
import { timedWrite, type LocalIndexOptions } from './write-local-index.js';

const { indexDir, distDir, names, options } = workerData as { indexDir: string; distDir: string; names: string[]; options: LocalIndexOptions };
// Left alone, V8 lets this thread's heap grow to several times what it holds live, the more so the longer it runs.
const heap = new HeapBound();
parentPort!.postMessage(timedWrite(indexDir, distDir, names, { ...options, between: () => heap.check() }));
