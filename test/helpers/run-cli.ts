import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const bin = fileURLToPath(new URL('../../bin/docsite.js', import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Run the real `docsite` binary as a user would, without a TTY and without colors. */
export function runCli(args: string[], cwd = repoRoot, env: NodeJS.ProcessEnv = {}): CliResult {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
