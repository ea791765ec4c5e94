import type { Command } from 'commander';
import type { VFileMessage } from 'vfile-message';
import type { BuildResult } from '../build/build-site.js';
import { printMessages } from '../report/print-messages.js';
import { startDev } from '../serve/dev.js';
import { portChanged, portNumber, unlessPortTaken } from './preview.js';

interface DevFlags {
  out?: string;
  port: number;
  strictPort?: boolean;
  host?: string | true;
}

export function registerDev(program: Command): void {
  program
    .command('dev')
    .description('build the site, serve it, and rebuild and reload open pages on every change')
    .argument('[dir]', 'site folder holding docsite.config.*', '.')
    .option('--port <n>', 'port to listen on; if taken, the next free one up to 10 higher (0: any free port)', portNumber, 5173)
    .option('--strict-port', 'exit if the port is taken instead of trying the next ones')
    .option('--host [host]', 'address to listen on (default: localhost; --host alone: 0.0.0.0, every network)')
    .option('-o, --out <dir>', 'index and cache folder (default: <dir>/.docsite); the dev build goes to <out>/dev-dist')
    .action(async (dir: string, flags: DevFlags) => {
      process.exitCode = await runDev(dir, flags);
    });
}

async function runDev(dir: string, flags: DevFlags): Promise<number> {
  const host = flags.host === true ? '0.0.0.0' : (flags.host ?? 'localhost');
  const options = { siteDir: dir, outDir: flags.out, port: flags.port, strictPort: flags.strictPort, host, preview: true, onPortChange: portChanged, onBuild: reporter(), onWatchError: watchErrorPrinter(),
    onServeError: (messages: VFileMessage[]) => void printMessages(messages, {}),
  };
  const dev = await unlessPortTaken('dev', () => startDev(options));
  if (!dev) return 1;
  process.stdout.write(`  ➜  Local:   ${dev.url}\n  Watching ${dir} for changes.\n`);
  if (dev.previewing) process.stdout.write('  Serving a preview while every page is indexed for the first time: pages reload when the build is done.\n');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void dev.close());
  return 0;
}

/** Prints each watcher error once: chokidar meets the same one again (a link to itself) whenever it re-reads the folder. */
function watchErrorPrinter(): (error: Error) => void {
  const said = new Set<string>();
  return (error) => {
    if (said.has(error.message)) return;
    said.add(error.message);
    process.stderr.write(`docsite dev: watcher error: ${error.message} — still watching\n`);
  };
}

/** Files named in a build's line, at most: a branch switch changes hundreds, which would fill the terminal. */
const NAMED_CHANGES = 3;

/** `a.md, b.md changed: `, or `a.md, b.md, c.md and 297 more changed: `; empty for the first build. */
function changedFiles(changed: string[]): string {
  const files = [...new Set(changed.filter(Boolean))];
  if (files.length === 0) return '';
  const more = files.length - NAMED_CHANGES;
  return more > 0 ? `${files.slice(0, NAMED_CHANGES).join(', ')} and ${more} more changed: ` : `${files.join(', ')} changed: `;
}

/** Prints each build's outcome; a failure says whether an earlier build is still being served. */
function reporter(): (result: BuildResult, changed: string[]) => void {
  let served = false;
  return (result, changed) => {
    const errors = printMessages(result.messages, {});
    const what = changedFiles(changed);
    if (!result.ok) {
      const serving = served ? 'serving the last good build' : 'nothing to serve until a build succeeds';
      process.stderr.write(`${what}build failed with ${errors} error(s); ${serving}. Fix and save to retry.\n`);
      return;
    }
    served = true;
    const ms = Math.round(result.summary!.timings.totalMs);
    process.stdout.write(`${what}built ${result.summary!.pages} pages in ${ms} ms${what ? ', reloading' : ''}.\n`);
  };
}
