import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const fixturesDir = fileURLToPath(new URL('../fixtures/sites/', import.meta.url));

const made: string[] = [];

/** Remove the folders `tempDir` made: run after each test file by `remove-temp-dirs.ts`, a setup file. */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

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

/** Every file below `dir` (its path relative to `dir`) with the SHA-256 of its bytes, in path order: to compare two builds, or one before and after. */
export function fileHashes(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));
}
