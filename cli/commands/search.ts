import type { Command } from 'commander';
import type { VFileMessage } from 'vfile-message';
import { messageJson } from '../report/format-message.js';
import { printMessages } from '../report/print-messages.js';
import { progressLine } from '../report/progress.js';
import { redact } from '../search/errors.js';
import { pushSearch } from '../search/push.js';
import { summaryLines } from '../search/report.js';
import { positiveInteger } from './index.js';

interface PushFlags {
  out?: string;
  index?: string;
  incremental?: boolean;
  dryRun?: boolean;
  batchSize?: number;
  json?: boolean;
  quiet?: boolean;
  verbose?: boolean;
}

export function registerSearch(program: Command): void {
  const search = program.command('search').description('hosted search (Algolia)');
  search
    .command('push')
    .description('index the site and push its search records and DocSearch settings to Algolia (credentials from ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY)')
    .argument('[dir]', 'site folder holding docsite.config.*', '.')
    .option('-o, --out <dir>', 'index folder (default: <dir>/.docsite)')
    .option('--index <name>', "Algolia index to push to (default: the config's search.indexName)")
    .option('--incremental', 'send only new records and delete vanished ones, instead of replacing the whole index')
    .option('--dry-run', 'print what would change and write nothing (with --incremental it reads the live index, so it needs the credentials)')
    .option('--batch-size <n>', 'records per batch request (default: 1000)', positiveInteger)
    .option('--json', 'print the summary and every message as JSON on stdout')
    .option('-q, --quiet', 'print errors only')
    .option('--verbose', 'also print each step as it starts')
    .action(async (dir: string, flags: PushFlags) => {
      process.exitCode = await runPush(dir, flags);
    });
}

async function runPush(dir: string, flags: PushFlags): Promise<number> {
  // The admin key is in the environment; nothing this command prints may contain it.
  const secret = process.env.ALGOLIA_ADMIN_KEY?.trim();
  const out = (stream: NodeJS.WriteStream, text: string) => stream.write(redact(text, secret));
  const progress = progressLine(process.stderr, 'docsite search push');
  // Index messages are printed as soon as indexing ends, so --verbose steps follow them in order.
  let errors: number | undefined;
  const print = (messages: VFileMessage[]) => {
    progress.clear();
    errors = printMessages(messages, flags);
  };
  const result = await pushSearch({
    siteDir: dir,
    outDir: flags.out,
    indexName: flags.index,
    incremental: flags.incremental,
    dryRun: flags.dryRun,
    batchSize: flags.batchSize,
    log: flags.verbose && !flags.json ? (line) => out(process.stderr, `docsite search push: ${line}\n`) : undefined,
    onProgress: !flags.json && !flags.quiet ? progress.update : undefined,
    onIndexed: flags.json ? undefined : print,
  });
  progress.clear();
  if (flags.json) {
    const error = result.error ? { message: result.error.message, fix: result.error.fix } : null;
    const output = { ok: result.ok, summary: result.summary ?? null, error, warnings: result.warnings, messages: result.messages.map((m) => messageJson(m)) };
    out(process.stdout, `${JSON.stringify(output, null, 2)}\n`);
    return result.ok ? 0 : 1;
  }
  if (errors === undefined) print(result.messages);
  if (!flags.quiet) for (const warning of result.warnings) out(process.stderr, `docsite search push: warning ${warning}\n`);
  if (result.error) {
    out(process.stderr, `docsite search push: ${result.error.message}\n  ${result.error.fix}\n`);
    return 1;
  }
  if (!result.ok) {
    out(process.stderr, `docsite search push: ${errors} error(s) in the site; nothing was pushed.\n`);
    return 1;
  }
  if (!flags.quiet) out(process.stdout, `${summaryLines(result.summary!).join('\n')}\n`);
  return 0;
}
