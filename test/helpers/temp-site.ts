import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

export const fixturesDir = fileURLToPath(new URL('../fixtures/sites/', import.meta.url));

const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh temporary folder, removed after the test file. */
export function tempDir(prefix = 'docsite-test-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A copy of `test/fixtures/sites/<name>` in a temporary folder. */
export function copyFixture(name: string): string {
  const dir = tempDir(`docsite-${name}-`);
  cpSync(path.join(fixturesDir, name), dir, { recursive: true });
  return dir;
}

/** Write `files` (path → text) below `dir`. */
export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}
