// `npm run bench` (search part, Node): the local search index on the generated corpus — build time,
// size, bytes fetched before the first result, query latency, and Chinese substring recall and
// precision against a plain substring scan.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { benchArgs, median, prepareCorpus, root } from './corpus.mjs';

const { pages, generator } = benchArgs();
const corpus = prepareCorpus(pages, generator);
const outDir = path.join(root, 'bench/.corpus', `p${pages}-index`);

// The engine is TypeScript shared by the build and the browser: bundle it once for Node.
const engineFile = path.join(root, 'bench/.corpus/search-engine.mjs');
await esbuild.build({ entryPoints: [path.join(root, 'bench/search-entry.ts')], bundle: true, platform: 'node', format: 'esm', outfile: engineFile, logLevel: 'error' });
const { buildLocalIndex, IndexFiles, LocalSearchEngine, foldText } = await import(engineFile);

if (!existsSync(path.join(outDir, 'search-records.json'))) {
  const run = spawnSync(process.execPath, [path.join(root, 'bin/docsite.js'), 'index', corpus, '--out', outDir, '--quiet'], { encoding: 'utf8', stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error('docsite index failed');
}
const { records } = JSON.parse(readFileSync(path.join(outDir, 'search-records.json'), 'utf8'));

/** Deterministic queries: words and prefixes for en, substrings of real text for zh. */
const QUERIES = {
  en: ['c', 'co', 'con', 'config', 'confg', 'theme', 'sidebar', 'plugin', 'deploy', 'markdown', 'search', 'search index', 'build output', 'static site', 'routing guide', 'the', 'cache option', 'locale', 'navigation footer', 'typescript', 'componnet', 'preview serve', 'hook lifecycle', 'asset image', 'version update', 'f', 'p', 'l', 'data loading', 'zzzz'],
  zh: ['配', '配置', '配置文件', '主题', '侧边栏', '插件', '部署', '搜索', '搜索索引', '构建输出', '静态', '路由', '缓存', '国际化', '组件', '的', '导航', '生命周期', '浏览器', '开发者', '构建 主题', '快速开始', '代码块', '图片', '版本', '钩子', '数据', '本地', '插件 配置', '没有这个词'],
};

const results = {};
for (const lang of ['en', 'zh']) {
  const langRecords = records.filter((r) => r.lang === lang);
  const started = performance.now();
  const { files } = buildLocalIndex(lang, langRecords);
  const buildMs = performance.now() - started;
  let raw = 0;
  let gzip = 0;
  const gz = new Map();
  for (const [name, text] of files) {
    const size = gzipSync(text).length;
    gz.set(name, size);
    raw += Buffer.byteLength(text);
    gzip += size;
  }
  const engineOver = (log) =>
    new LocalSearchEngine(
      new IndexFiles(async (name) => {
        log?.push(name);
        return JSON.parse(files.get(name));
      }, lang),
    );
  const request = (query) => ({ indexName: lang, query, hitsPerPage: 20, attributesToSnippet: ['content:10'], highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
  const bytesOf = (log) => log.reduce((sum, name) => sum + gz.get(name), 0);

  // A visitor's first keystroke, and the whole query typed one key at a time, each on a fresh page.
  const firstKey = [];
  const typed = [];
  for (const query of QUERIES[lang]) {
    const log = [];
    const engine = engineOver(log);
    const chars = Array.from(query);
    await engine.search(request(chars[0]));
    firstKey.push(bytesOf(log));
    for (let i = 2; i <= chars.length; i++) await engine.search(request(chars.slice(0, i).join('')));
    typed.push(bytesOf([...new Set(log)]));
  }

  // Latency: every query on a warm engine (its files fetched and parsed), 5 rounds.
  const engine = engineOver();
  for (const query of QUERIES[lang]) await engine.search(request(query));
  const times = [];
  for (let round = 0; round < 5; round++) {
    for (const query of QUERIES[lang]) {
      const t = performance.now();
      await engine.search(request(query));
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  results[lang] = {
    records: langRecords.length,
    buildMs,
    files: files.size,
    rawBytes: raw,
    gzipBytes: gzip,
    firstKeyBytes: { median: median(firstKey), max: Math.max(...firstKey) },
    typedQueryBytes: { median: median(typed), max: Math.max(...typed) },
    latencyMs: { median: median(times), p95: times[Math.floor(times.length * 0.95)] },
    ...(lang === 'zh' ? { substrings: await substringQuality(langRecords, engine, lang) } : {}),
  };
}

/** Recall and precision of 2–4 character Chinese queries against a scan of every record's text. */
async function substringQuality(langRecords, engine, lang) {
  const texts = langRecords.map((r) => ({ url: r.url, text: [...Object.values(r.hierarchy), r.content].filter(Boolean).map(foldText) }));
  let seed = 7;
  const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  const queries = new Set();
  while (queries.size < 100) {
    const record = texts[Math.floor(random() * texts.length)];
    const text = record.text[Math.floor(random() * record.text.length)];
    const length = 2 + Math.floor(random() * 3);
    const start = Math.floor(random() * Math.max(1, text.length - length));
    const query = text.slice(start, start + length);
    if (/^[\u4e00-\u9fff]+$/u.test(query) && Array.from(query).length === length) queries.add(query);
  }
  let found = 0;
  let expected = 0;
  let returned = 0;
  for (const query of queries) {
    const truth = new Set(texts.filter((r) => r.text.some((t) => t.includes(query))).map((r) => r.url));
    const result = await engine.search({ indexName: lang, query: `${query} `, hitsPerPage: 1e6 });
    const got = new Set(result.hits.map((h) => h.url));
    expected += truth.size;
    returned += got.size;
    for (const url of got) if (truth.has(url)) found++;
  }
  return { queries: queries.size, recall: found / expected, precision: found / returned };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const [lang, r] of Object.entries(results)) {
  console.log(`local search, ${lang}: ${r.records} records → ${r.files} files, ${kb(r.gzipBytes)} gzip (${kb(r.rawBytes)} raw), built in ${(r.buildMs / 1000).toFixed(2)} s`);
  console.log(`  before the first result (first keystroke, gzip): median ${kb(r.firstKeyBytes.median)}, max ${kb(r.firstKeyBytes.max)} — target ≤ 100 KB`);
  console.log(`  a whole query typed key by key (gzip): median ${kb(r.typedQueryBytes.median)}, max ${kb(r.typedQueryBytes.max)}`);
  console.log(`  query latency (Node, warm, ${QUERIES[lang].length} queries × 5): median ${r.latencyMs.median.toFixed(2)} ms, p95 ${r.latencyMs.p95.toFixed(2)} ms — target p95 < 5 ms`);
  if (r.substrings) console.log(`  Chinese substrings (${r.substrings.queries} queries of 2–4 characters): recall ${r.substrings.recall.toFixed(3)}, precision ${r.substrings.precision.toFixed(3)} — targets 1.0 and ≥ 0.99`);
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, `bench/results/search-p${pages}.json`), `${JSON.stringify({ pages, results }, null, 2)}\n`);
