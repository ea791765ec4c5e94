import type { Command } from 'commander';
import { buildSite } from '../build/build-site.js';
import { summaryJson } from '../pipeline/index-site.js';
import { messageJson } from '../report/format-message.js';
import { printMessages } from '../report/print-messages.js';
import { progressLine } from '../report/progress.js';
import { positiveInteger } from './index.js';

interface BuildFlags {
  out?: string;
  dist?: string;
  threads?: number;
  cache: boolean;
  json?: boolean;
  quiet?: boolean;
  verbose?: boolean;
}

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('index the site, bundle the theme and pre-render every page to static HTML in dist/')
    .argument('[dir]', 'site folder holding docsite.config.*', '.')
    .option('--dist <folder>', 'folder the site is written to (default: <dir>/dist)')
    .option('-o, --out <dir>', 'index and cache folder (default: <dir>/.docsite)')
    .option('--no-cache', 'parse, render and index every page and bundle the theme again instead of reusing what did not change')
    .option('--threads <n>', 'worker threads for parsing (default: one per core when 64 or more pages need parsing)', positiveInteger)
    .option('--json', 'print the summary and every message as JSON on stdout')
    .option('-q, --quiet', 'print errors only')
    .option('--verbose', 'also print info lines')
    .action(async (dir: string, flags: BuildFlags) => {
      process.exitCode = await runBuild(dir, flags);
    });
}

async function runBuild(dir: string, flags: BuildFlags): Promise<number> {
  const progress = progressLine(process.stderr, 'docsite build');
  const result = await buildSite({
    siteDir: dir,
    outDir: flags.out,
    distDir: flags.dist,
    cache: flags.cache,
    threads: flags.threads,
    onProgress: !flags.json && !flags.quiet ? (_phase, done, total) => progress.update(done, total) : undefined,
  });
  progress.clear();
  if (flags.json) {
    const peakRssBytes = process.resourceUsage().maxRSS * 1024;
    process.stdout.write(`${JSON.stringify({ ok: result.ok, summary: result.summary && { ...result.summary, index: summaryJson(result.summary.index), peakRssBytes }, messages: result.messages.map((m) => messageJson(m)) }, null, 2)}\n`);
    return result.ok ? 0 : 1;
  }
  const errors = printMessages(result.messages, flags);
  if (!result.ok) {
    process.stderr.write(`docsite build: ${errors} error(s); the previous build was left as it was.\n`);
    return 1;
  }
  const s = result.summary!;
  if (!flags.quiet) {
    const t = s.timings;
    process.stdout.write(
      `Built ${s.pages} pages in ${(t.totalMs / 1000).toFixed(2)} s (index ${(t.indexMs / 1000).toFixed(2)} s, bundle ${(t.bundleMs / 1000).toFixed(2)} s, pre-render ${(t.prerenderMs / 1000).toFixed(2)} s${s.search ? `, search index ${(t.searchMs / 1000).toFixed(2)} s` : ''}${t.afterBuildMs !== undefined ? `, plugins' afterBuild ${(t.afterBuildMs / 1000).toFixed(2)} s` : ''}) → ${s.distDir}\n` + keptLine(s),
    );
  }
  return 0;
}

/** What a rebuild took from the output it replaced, when anything: the pages whose HTML came out of the same key, the search indexes whose records are the same. */
function keptLine({ pages, rendered, search }: { pages: number; rendered: number; search: { kept: string[]; patched: string[] } | undefined }): string {
  const kept = [...(pages > rendered ? [`${pages - rendered} of ${pages} pages' HTML`] : []), ...(search?.kept.length ? [`the search index${search.kept.length > 1 ? 'es' : ''} ${search.kept.join(', ')}`] : [])];
  const patched = search?.patched.length ? `Patched the search index${search.patched.length > 1 ? 'es' : ''} ${search.patched.join(', ')}: only the parts that hold the edited pages' text were written.\n` : '';
  return (kept.length > 0 ? `Kept ${kept.join(' and ')} from the previous build: nothing they are made from changed.\n` : '') + patched;
}
