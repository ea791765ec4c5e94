import { parentPort, workerData } from 'node:worker_threads';
import { writeLocalIndexes } from './write-local-index.js';

const { indexDir, distDir, names } = workerData as { indexDir: string; distDir: string; names: string[] };
parentPort!.postMessage(writeLocalIndexes(indexDir, distDir, names));
