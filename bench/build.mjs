// `npm run bench` (second part): docsite build on the generated corpus — time by phase, pages
// pre-rendered per second, peak memory, dist/ size and the JavaScript a reader downloads first.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchArgs, median, prepareCorpus, root } from './corpus.mjs';

const { pages, runs, generator, mixed, plugins, versions } = benchArgs();
const corpus = prepareCorpus(pages, generator, mixed, plugins, versions);

const work = mkdtempSync(path.join(tmpdir(), 'docsite-bench-build-'));
const out = path.join(work, 'index');
const dist = path.join(work, 'dist');

function build() {
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(root, 'bin/docsite.js'), 'build', corpus, '--out', out, '--dist', dist, '--no-cache', '--json'], { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr}${result.stdout}`);
  return { wallMs: performance.now() - started, data: JSON.parse(result.stdout) };
}

/**
 * A build after a one-page text edit, with the cache: what the cold runs left (index, bodies, render keys) is
 * reused. The page is restored afterwards, whatever happens. Each run's edit differs from the last's.
 */
function warmRebuild(run) {
  const page = readdirSync(path.join(corpus, 'docs'), { recursive: true })
    .filter((file) => /\.mdx?$/.test(file) && !/(^|\/)index\.mdx?$/.test(file))
    .sort()[0];
  const file = path.join(corpus, 'docs', page);
  const original = readFileSync(file);
  try {
    writeFileSync(file, `${original}\nA paragraph added for warm rebuild ${run + 1}.\n`);
    const started = performance.now();
    const result = spawnSync(process.execPath, [path.join(root, 'bin/docsite.js'), 'build', corpus, '--out', out, '--dist', dist, '--json'], { encoding: 'utf8', maxBuffer: 1 << 26 });
    if (result.status !== 0) throw new Error(`build failed:\n${result.stderr}${result.stdout}`);
    return { page, wallMs: performance.now() - started, data: JSON.parse(result.stdout) };
  } finally {
    writeFileSync(file, original);
  }
}

function dirSize(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
    files++;
  }
  return { bytes, files };
}

/** gzip bytes of the scripts an HTML page loads before it is interactive: its entry and the chunks it preloads. */
function firstLoadJs(htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const urls = [...html.matchAll(/<script type="module" src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
  const js = urls.reduce((sum, url) => sum + gzipSync(readFileSync(path.join(dist, url))).length, 0);
  return { js, html: gzipSync(readFileSync(htmlFile)).length, urls };
}

/** The first HTML page under guide/ that loads (or does not load) a page module of its own. */
function guidePage(withModule) {
  return readdirSync(path.join(dist, 'guide'), { recursive: true }).find((f) => f.endsWith('.html') && readFileSync(path.join(dist, 'guide', f), 'utf8').includes('/assets/pages/') === withModule);
}

const results = [];
try {
  for (let i = 0; i < runs; i++) results.push(build());
  // As many as the cold runs, the median reported: a single rebuild of ~2 s moved by a tenth between runs.
  const warms = Array.from({ length: runs }, (_, run) => warmRebuild(run)).sort((a, b) => a.wallMs - b.wallMs);
  const warm = warms[Math.floor(warms.length / 2)];
  const docPage = guidePage(false);
  const home = firstLoadJs(path.join(dist, 'index.html'));
  const doc = firstLoadJs(path.join(dist, 'guide', docPage));
  const jsPage = mixed ? guidePage(true) : undefined;
  const js = jsPage && firstLoadJs(path.join(dist, 'guide', jsPage));
  const own = js && js.urls.filter((url) => !doc.urls.includes(url));
  const size = dirSize(dist);
  const t = (key) => median(results.map((r) => r.data.summary.timings[key]));
  const summary = results[0].data.summary;
  const wall = median(results.map((r) => r.wallMs));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const rows = [
    ['corpus', `${summary.pages} pages (${versions ? '2 × ' : ''}2 × ${pages} + ${versions ? 4 : 2} index pages${mixed ? '; mixed: 10 % import a local component, 2 % export' : ''}${plugins ? '; with sitemap, rss (every page) and llms' : ''}${versions ? '; two versions, so 2 versions × 2 languages' : ''}), ${runs} cold runs (--no-cache), medians`],
    ['build, wall', `${(wall / 1000).toFixed(2)} s — target ≤ 45 s at 2 × 2,000`],
    ['  index (parse, highlight, bodies)', `${(t('indexMs') / 1000).toFixed(2)} s`],
    ['  bundle (esbuild)', `${(t('bundleMs') / 1000).toFixed(2)} s`],
    ['  pre-render', `${(t('prerenderMs') / 1000).toFixed(2)} s = ${Math.round(summary.pages / (t('prerenderMs') / 1000))} pages/s`],
    ['  local search index', `${(t('searchMs') / 1000).toFixed(2)} s, ${summary.search?.files ?? 0} files`],
    ...(plugins ? [['  plugins\' afterBuild', `${(t('afterBuildMs') / 1000).toFixed(2)} s`]] : []),
    ...Object.keys(summary.pluginMs).map((name) => [`  plugin ${name} (all its hooks)`, `${(median(results.map((r) => r.data.summary.pluginMs[name])) / 1000).toFixed(2)} s`]),
    [
      `warm rebuild, one page edited${runs > 1 ? ` (median of ${runs})` : ''}`,
      `${(warm.wallMs / 1000).toFixed(2)} s = ${((warm.wallMs / wall) * 100).toFixed(1)} % of the cold build — target ≤ 5 %: index ${(warm.data.summary.timings.indexMs / 1000).toFixed(2)} s (${warm.data.summary.index.parsed} parsed), pre-render ${(warm.data.summary.timings.prerenderMs / 1000).toFixed(2)} s (${warm.data.summary.rendered} rendered), search ${(warm.data.summary.timings.searchMs / 1000).toFixed(2)} s (kept: ${warm.data.summary.search?.kept.join(', ') || 'none'}); ${warm.page}`,
    ],
    ['peak RSS', `${Math.round(median(results.map((r) => r.data.summary.peakRssBytes)) / 2 ** 20)} MiB — target ≤ 1 GiB`],
    ['dist/', `${(size.bytes / 2 ** 20).toFixed(1)} MiB in ${size.files} files`],
    ['first-load JS, home (gzip)', `${kb(home.js)} (HTML ${kb(home.html)}) — target ≤ 100 KB`],
    ['first-load JS, doc page (gzip)', `${kb(doc.js)} (HTML ${kb(doc.html)}, ${docPage})`],
    ...(js ? [['first-load JS, page with code (gzip)', `${kb(js.js)} = the doc page's + ${kb(js.js - doc.js)} in ${own.length} file(s) of its own (${own.join(', ')}; ${jsPage})`]] : []),
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, `bench/results/build-p${pages}${mixed ? '-mixed' : ''}${plugins ? '-plugins' : ''}${versions ? '-versions' : ''}.json`), `${JSON.stringify({ pages, runs, results, warm, home, doc, js, size }, null, 2)}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
