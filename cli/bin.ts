import { ownHeap } from './build/heap-growth.js';
import { run } from './program.js';

ownHeap();
await run(process.argv);
