import { parentPort, workerData } from 'node:worker_threads';
import { writeLocalIndexes } from './write-local-index.js';

const { indexDir, distDir, langs } = workerData as { indexDir: string; distDir: string; langs: string[] };
parentPort!.postMessage(writeLocalIndexes(indexDir, distDir, langs));
