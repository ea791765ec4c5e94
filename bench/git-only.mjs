// Last-updated times alone, as the index reads them: one git pass for every page.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { readGitTimes } from '../lib/cli/pipeline/git-times.js';

const dir = path.resolve(process.argv[2]);
const files = readdirSync(dir, { recursive: true })
  .filter((f) => /\.mdx?$/.test(f))
  .map((f) => path.join(dir, f));
const started = performance.now();
const { times } = await readGitTimes(dir, files);
const fromGit = [...times.values()].filter((t) => t.source === 'git').length;
console.log(JSON.stringify({ files: files.length, fromGit, ms: performance.now() - started }));
