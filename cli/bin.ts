import { boundHeapGrowth } from './build/heap-growth.js';
import { run } from './program.js';

boundHeapGrowth();
await run(process.argv);
