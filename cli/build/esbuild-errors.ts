import path from 'node:path';
import type { Message } from 'esbuild';
import type { VFile } from 'vfile';
import { fail } from '../report/problem.js';

/** esbuild's failure, as it throws it: its messages carry file, line and column. */
export function isBuildFailure(error: unknown): error is Error & { errors: Message[] } {
  return error instanceof Error && Array.isArray((error as { errors?: unknown }).errors);
}

/**
 * Report esbuild's errors as our own messages, at `file:line:column` of the
 * author's file (`cwd`-relative paths from esbuild made absolute); an
 * error in a virtual module lands on `fallbackFile`. `fix` says what to do.
 */
export function reportBuildErrors(errors: Message[], vfile: (file: string) => VFile, options: { cwd: string; fallbackFile: string; fix: string; ruleId: string }): void {
  for (const error of errors) {
    const { location } = error;
    const placed = location?.file && !location.file.includes(':');
    fail(vfile(placed ? path.resolve(options.cwd, location.file) : options.fallbackFile), error.text, {
      place: placed ? { line: location.line, column: location.column + 1 } : undefined,
      ruleId: options.ruleId,
      fix: options.fix,
    });
  }
}
