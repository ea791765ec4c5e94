import { parentPort, workerData } from 'node:worker_threads';
import { timedWrite } from './write-local-index.js';

const { indexDir, distDir, names, previousDir } = workerData as { indexDir: string; distDir: string; names: string[]; previousDir: string | undefined };
parentPort!.postMessage(timedWrite(indexDir, distDir, names, { previousDir }));
