import { readFileSync } from 'node:fs';
import { Command } from 'commander';
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
  try {
    await createProgram().parseAsync(argv);
  } catch (error) {
    // Content problems are reported by the commands; what reaches here is the machine's (a folder that cannot be written, a disk that is full).
    process.stderr.write(`docsite: ${(error as Error).message ?? String(error)}\n`);
    process.exitCode = 1;
  }
}
