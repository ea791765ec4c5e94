import { parentPort, workerData } from 'node:worker_threads';
import { timedWrite, type LocalIndexOptions } from './write-local-index.js';

const { indexDir, distDir, names, options } = workerData as { indexDir: string; distDir: string; names: string[]; options: LocalIndexOptions };
parentPort!.postMessage(timedWrite(indexDir, distDir, names, options));
