#!/usr/bin/env node
import { existsSync } from 'node:fs';

const entry = new URL('../lib/cli/bin.js', import.meta.url);
if (!existsSync(entry)) {
  console.error('docsite: lib/ is not built. Run `npm install` (or `npm run build`) in the docsite folder.');
  process.exit(1);
}
await import(entry.href);
