import { boundHeapGrowth } from './build/full-collection.js';
import { run } from './program.js';

boundHeapGrowth();
await run(process.argv);
