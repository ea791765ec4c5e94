// `npm run bench` (scale): docsite build at 2 × 2,000, 2 × 10,000 and 2 × 50,000 pages, search and
// last-updated on, one cold run per size above 2 × 2,000 — does memory stay flat and time grow linearly?
// The 2 × 2,000 figures are the medians `node bench/build.mjs` wrote just before (bench/results/build-p2000.json).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median, root } from './corpus.mjs';

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '10000,50000' } } });
const sizes = values.sizes.split(',').map(Number);
const resultOf = (pages) => path.join(root, `bench/results/build-p${pages}.json`);

if (!existsSync(resultOf(2000))) run(2000, 3);
for (const pages of sizes) run(pages, 1);

function run(pages, runs) {
  const result = spawnSync(process.execPath, [path.join(root, 'bench/build.mjs'), '--pages', String(pages), '--runs', String(runs)], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`bench/build.mjs --pages ${pages} failed`);
}

const figures = [2000, ...sizes].map((pages) => {
  const { results } = JSON.parse(readFileSync(resultOf(pages), 'utf8'));
  const summary = results[0].data.summary;
  const m = (pick) => median(results.map((r) => pick(r)));
  return {
    pages: summary.pages,
    wallMs: m((r) => r.wallMs),
    indexMs: m((r) => r.data.summary.timings.indexMs),
    prerenderMs: m((r) => r.data.summary.timings.prerenderMs),
    searchMs: m((r) => r.data.summary.timings.searchMs),
    peak: m((r) => r.data.summary.peakRssBytes),
  };
});
const [base] = figures;
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const rows = [['pages', 'wall', 'index', 'pre-render', 'search', 'ms/page', 'peak RSS', '× 2 × 2,000 peak']];
for (const f of figures) {
  rows.push([String(f.pages), s(f.wallMs), s(f.indexMs), s(f.prerenderMs), s(f.searchMs), (f.wallMs / f.pages).toFixed(2), `${Math.round(f.peak / 2 ** 20)} MiB`, `${(f.peak / base.peak).toFixed(2)}×`]);
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
console.log('\nscale (targets: peak at 2 × 10,000 ≤ 1.25×, at 2 × 50,000 ≤ 1.5× the 2 × 2,000 peak; ms/page flat)');
for (const row of rows) console.log(row.map((cell, i) => cell.padStart(widths[i])).join('  '));
writeFileSync(path.join(root, 'bench/results/scale.json'), `${JSON.stringify(figures, null, 2)}\n`);
