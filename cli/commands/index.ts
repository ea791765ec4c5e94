import { InvalidArgumentError, type Command } from 'commander';
import { indexSite, summaryJson } from '../pipeline/index-site.js';
import { messageJson } from '../report/format-message.js';
import { printMessages } from '../report/print-messages.js';
import { progressLine } from '../report/progress.js';

interface IndexFlags {
  out?: string;
  threads?: number;
  cache: boolean;
  json?: boolean;
  quiet?: boolean;
  verbose?: boolean;
}

export function registerIndex(program: Command): void {
  program
    .command('index')
    .description('parse the docs tree into the JSON site index (site.json, pages.json, routes.json, search-records.json)')
    .argument('[dir]', 'site folder holding docsite.config.*', '.')
    .option('-o, --out <dir>', 'output folder (default: <dir>/.docsite)')
    .option('--no-cache', 'parse every page again instead of reusing unchanged ones')
    .option('--threads <n>', 'worker threads for parsing (default: one per core when 64 or more pages need parsing; 1 parses in-process)', positiveInteger)
    .option('--json', 'print the summary and every message as JSON on stdout')
    .option('-q, --quiet', 'print errors only')
    .option('--verbose', 'also print info lines, such as where each last-updated time comes from')
    .action(async (dir: string, flags: IndexFlags) => {
      process.exitCode = await runIndex(dir, flags);
    });
}

export function positiveInteger(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('expected a whole number of 1 or more');
  return n;
}

async function runIndex(dir: string, flags: IndexFlags): Promise<number> {
  const interactive = !flags.json && !flags.quiet;
  const progress = progressLine(process.stderr, 'docsite index');
  const result = await indexSite({
    siteDir: dir,
    outDir: flags.out,
    cache: flags.cache,
    threads: flags.threads,
    onProgress: interactive ? progress.update : undefined,
  });
  progress.clear();
  if (flags.json) {
    const peakRssBytes = process.resourceUsage().maxRSS * 1024;
    const output = { ok: result.ok, summary: result.summary && { ...summaryJson(result.summary), peakRssBytes }, messages: result.messages.map((m) => messageJson(m)) };
    process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
    return result.ok ? 0 : 1;
  }
  const errors = printMessages(result.messages, flags);
  if (!result.ok) {
    process.stderr.write(`docsite index: ${errors} error(s); nothing was written.\n`);
    return 1;
  }
  const s = result.summary!;
  if (!flags.quiet) {
    process.stdout.write(
      `Indexed ${s.pages} pages (${s.langs.join(', ')}; ${s.parsed} parsed, ${s.cached} from cache) and ${s.records} search records in ${(s.timings.totalMs / 1000).toFixed(2)} s → ${s.outDir}\n`,
    );
  }
  return 0;
}
