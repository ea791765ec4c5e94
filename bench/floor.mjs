// The floor: a bare remark-parse pass over the same files (read + parse, one thread), as a separate process like the index.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const dir = process.argv[2];
const files = readdirSync(dir, { recursive: true })
  .filter((f) => /\.mdx?$/.test(f))
  .map((f) => path.join(dir, f));
const processor = unified().use(remarkParse).freeze();
const started = performance.now();
for (const file of files) processor.parse(readFileSync(file, 'utf8'));
console.log(JSON.stringify({ files: files.length, ms: performance.now() - started }));
