// `npm run bench`: docsite index on the generated bilingual corpus, against the bare-parse floor.
// Runs are paired (floor, then index) and reported as medians: this machine is shared and noisy.
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchArgs, median, prepareCorpus, root } from './corpus.mjs';

const { pages, runs, generator } = benchArgs();
const corpus = prepareCorpus(pages, generator);

const out = mkdtempSync(path.join(tmpdir(), 'docsite-bench-'));
const bin = path.join(root, 'bin/docsite.js');

/** Run a node script, returning its wall time and its JSON output. */
function timed(args) {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 });
  const wallMs = performance.now() - started;
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stderr}`);
  return { wallMs, data: JSON.parse(result.stdout) };
}
const index = (...flags) => timed([bin, 'index', corpus, '--out', out, '--json', ...flags]);

const floor = [];
const cold = [];
for (let i = 0; i < runs; i++) {
  floor.push(timed([path.join(root, 'bench/floor.mjs'), path.join(corpus, 'docs')]));
  cold.push(index('--no-cache'));
}

// Warm: one page edited between runs, as an author does while writing.
const edited = path.join(corpus, 'docs/en/guide', readdirFirst(path.join(corpus, 'docs/en/guide')));
const original = readFileSync(edited, 'utf8');
const warm = [];
try {
  index();
  for (let i = 0; i < runs; i++) {
    appendFileSync(edited, `\nAn edit made by the benchmark, number ${i}.\n`);
    warm.push(index());
  }
} finally {
  writeFileSync(edited, original);
  rmSync(out, { recursive: true, force: true });
}

function readdirFirst(dir) {
  const first = execFileSync('find', [dir, '-name', '*.md'], { encoding: 'utf8' }).split('\n').filter(Boolean).sort()[0];
  return path.relative(dir, first);
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const summary = cold[0].data.summary;
const coldWall = median(cold.map((r) => r.wallMs));
const floorWall = median(floor.map((r) => r.wallMs));
const ratios = cold.map((r, i) => r.wallMs / floor[i].wallMs);
const gitMs = median(cold.map((r) => r.data.summary.timings.gitMs));
const warmWall = median(warm.map((r) => r.wallMs));
const rows = [
  ['corpus', `${summary.pages} pages (2 × ${pages} + 2 index pages), ${summary.records} search records, ${runs} runs, medians`],
  ['floor: bare remark-parse, 1 thread', `${s(floorWall)} wall (parse loop ${s(median(floor.map((r) => r.data.ms)))})`],
  ['cold index (--no-cache)', `${s(coldWall)} wall, ${Math.round(summary.pages / (coldWall / 1000))} pages/s, ${summary.threads} worker threads`],
  ['  phases (in-process)', `pages ${s(median(cold.map((r) => r.data.summary.timings.pagesMs)))}, write ${s(median(cold.map((r) => r.data.summary.timings.writeMs)))}`],
  ['cold / floor', `${median(ratios).toFixed(2)}× (paired runs: ${ratios.map((r) => r.toFixed(2)).join(', ')}) — target ≤ 1.5×`],
  ['peak RSS, cold', `${Math.round(median(cold.map((r) => r.data.summary.peakRssBytes)) / 2 ** 20)} MiB (main thread and workers)`],
  ['git: one log pass', `${Math.round(gitMs)} ms = ${((gitMs / coldWall) * 100).toFixed(1)}% of cold (it runs alongside parsing) — target ≤ 10%`],
  ['warm: re-index after one page changed', `${Math.round(warmWall)} ms wall = ${((warmWall / coldWall) * 100).toFixed(1)}% of cold, ${warm[0].data.summary.parsed} parsed — target ≤ 5%`],
  ['  in-process', `${Math.round(median(warm.map((r) => r.data.summary.timings.totalMs)))} ms (the rest is Node start-up and module loading)`],
  ['peak RSS, warm', `${Math.round(median(warm.map((r) => r.data.summary.peakRssBytes)) / 2 ** 20)} MiB`],
];
const width = Math.max(...rows.map(([k]) => k.length));
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/index.json'), `${JSON.stringify({ pages, runs, floor, cold, warm }, null, 2)}\n`);
