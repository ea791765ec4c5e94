import { afterAll } from 'vitest';
import { removeTempDirs } from './temp-site.js';

// A setup file runs for every test file, while the suite's shared module graph (`isolate: false`) runs a helper
// module's top level once a worker: an `afterAll` there cleaned up after the first file of each worker only.
// Registered first, it runs after the file's own `afterAll` hooks, which stop the servers writing to these folders.
afterAll(removeTempDirs);
