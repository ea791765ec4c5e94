// `npm run bench` (search part, browser): the generated corpus built and served, searched in headless
// Chromium — time from the first keystroke to the first result on screen (fresh page, index not yet
// loaded), and from a query entered at once to its results once the index is warm, in both languages.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { median, prepareCorpus, root } from './corpus.mjs';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '200,2000' },
    pages: { type: 'string' },
    runs: { type: 'string', default: '5' },
    generator: { type: 'string', default: path.resolve(root, '../shared/bench/gen-corpus.mjs') },
  },
});
// `--pages N`, as the other benchmark scripts take it, measures that one size.
const sizes = (values.pages ?? values.sizes).split(',').map(Number);
const runs = Number(values.runs);

const QUERIES = {
  en: { first: 'c', warm: ['config', 'theme', 'sidebar', 'search index', 'build output', 'deploy', 'markdown', 'plugin', 'cache option', 'static site'] },
  zh: { first: '配', warm: ['配置', '主题', '侧边栏', '搜索索引', '构建输出', '部署', '插件', '缓存', '静态', '国际化'] },
};

const docsite = path.join(root, 'bin/docsite.js');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

/** Serves `dist` with `docsite preview` on a free port; resolves with its URL. */
function preview(dist) {
  const child = spawn(process.execPath, [docsite, 'preview', '--dist', dist, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (data) => {
      out += data;
      const url = /Local:\s+(\S+)/.exec(out)?.[1];
      if (url) resolve({ url, close: () => child.kill() });
    });
    child.on('exit', (code) => reject(new Error(`preview exited with ${code}`)));
  });
}

/**
 * In the page: starts watching for the answer to `query`, as `window.__answer`: ms from the next
 * keydown or input to the first search hit that highlights a word of the query. Awaited before
 * typing, so no keystroke can come first.
 */
function watchAnswer(query) {
  window.__answer = new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error(`no answer to ${query} within 20 s: ${document.querySelector('.docsite-search-modal')?.textContent.slice(0, 200)}`)), 20_000);
    let started;
    const start = () => (started ??= performance.now());
    document.addEventListener('keydown', start, { capture: true });
    document.addEventListener('input', start, { capture: true });
    const words = query.toLowerCase().split(/\s+/);
    const answered = () => {
      const mark = document.querySelector('.docsite-search-hit mark');
      return mark && words.includes(mark.textContent.toLowerCase());
    };
    new MutationObserver((_, observer) => {
      if (started !== undefined && answered()) {
        observer.disconnect();
        resolve(performance.now() - started);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

const answer = (page) => page.evaluate(() => window.__answer);

async function openSearch(page, url) {
  await page.goto(url);
  await page.locator('.docsite-search-button-keys kbd').first().waitFor();
  await page.keyboard.press('Control+K');
  await page.locator('.docsite-search-input').waitFor();
}

const report = [];
try {
  for (const size of sizes) {
    const corpus = prepareCorpus(size, values.generator);
    const work = mkdtempSync(path.join(tmpdir(), 'docsite-bench-search-'));
    try {
      const dist = path.join(work, 'dist');
      const built = spawnSync(process.execPath, [docsite, 'build', corpus, '--out', path.join(work, 'index'), '--dist', dist, '--quiet'], { stdio: 'inherit' });
      if (built.status !== 0) throw new Error('build failed');
      const server = await preview(dist);
      try {
        for (const [lang, queries] of Object.entries(QUERIES)) {
          const home = new URL(lang === 'en' ? '/' : `/${lang}/`, server.url).href;
          const first = [];
          for (let run = 0; run < runs; run++) {
            const context = await browser.newContext();
            const page = await context.newPage();
            await openSearch(page, home);
            await page.evaluate(watchAnswer, queries.first);
            await page.keyboard.type(queries.first);
            first.push(await answer(page));
            await context.close();
          }
          const context = await browser.newContext();
          const page = await context.newPage();
          await openSearch(page, home);
          const warm = [];
          for (const query of queries.warm) {
            await page.evaluate(watchAnswer, query);
            await page.locator('.docsite-search-input').fill(query);
            warm.push(await answer(page));
          }
          await context.close();
          report.push({ size, lang, firstResultMs: median(first), firstRuns: first, typedQueryMs: median(warm) });
        }
      } finally {
        server.close();
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}

for (const r of report) {
  console.log(
    `search in Chromium, 2 × ${r.size} pages, ${r.lang}: first keystroke → first result ${Math.round(r.firstResultMs)} ms (median of ${runs} fresh pages; target ≤ 250 ms); a whole query entered on a warm index → its results ${Math.round(r.typedQueryMs)} ms (median of ${QUERIES[r.lang].warm.length})`,
  );
}
