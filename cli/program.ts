import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { registerBuild } from './commands/build.js';
import { registerDev } from './commands/dev.js';
import { registerIndex } from './commands/index.js';
import { registerInit } from './commands/init.js';
import { registerPreview } from './commands/preview.js';
import { registerSearch } from './commands/search.js';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

export function createProgram(): Command {
  const program = new Command('docsite')
    .description('Build bilingual documentation sites from MDX.')
    .version(version, '-v, --version')
    .showHelpAfterError();
  registerInit(program);
  registerIndex(program);
  registerBuild(program);
  registerDev(program);
  registerPreview(program);
  registerSearch(program);
  return program;
}

/** Run the CLI with `argv` as Node gives it (`[node, script, ...args]`). */
export async function run(argv: string[]): Promise<void> {
  const program = createProgram();
  const json = wantsJson(program, argv.slice(2));
  if (json) {
    // A script that asked for JSON parses stdout: usage errors and failures of any kind must be JSON too, never text or a stack.
    for (const command of commandsOf(program)) command.exitOverride().configureOutput({ writeErr: () => {}, outputError: () => {} });
    const crash = (error: unknown) => {
      printJsonFailure(error);
      process.exit(1);
    };
    process.on('uncaughtException', crash);
    process.on('unhandledRejection', crash);
  }
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (json) {
      // `--help` and `--version` are answered in text even here, as asked.
      if (error instanceof CommanderError && error.exitCode === 0) return;
      printJsonFailure(error);
      process.exitCode = 1;
      return;
    }
    // Content problems are reported by the commands; what reaches here is the machine's (a folder that cannot be written, a disk that is full).
    process.stderr.write(`docsite: ${(error as Error).message ?? String(error)}\n`);
    process.exitCode = 1;
  }
}

function commandsOf(command: Command): Command[] {
  return [command, ...command.commands.flatMap(commandsOf)];
}

/** Whether `args` run a command that has `--json`, with `--json` among its options (before any `--`). */
function wantsJson(program: Command, args: string[]): boolean {
  let command = program;
  for (const arg of args) {
    const sub = command.commands.find((c) => c.name() === arg || c.aliases().includes(arg));
    if (!sub) break;
    command = sub;
  }
  const options = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;
  return options.includes('--json') && command.options.some((option) => option.long === '--json');
}

/** The shape of the commands' own `--json` output, for a run that failed before or outside them. */
function printJsonFailure(error: unknown): void {
  const usage = error instanceof CommanderError;
  const message = usage ? error.message.replace(/^error: /, '') : error instanceof Error ? error.message : String(error);
  const fix = usage
    ? 'Check the command line against `docsite <command> --help`.'
    : 'docsite stopped before it could report on the site. Check that its folders (the site, --out, --dist) are folders, writable, with room on the disk; if they are, report this message as a docsite bug.';
  process.stdout.write(`${JSON.stringify({ ok: false, error: { message, fix }, messages: [] }, null, 2)}\n`);
}
