import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { dirEntries } from './dir-entries.js';
import { finishDeadCommits } from './dist-overlay.js';
import { TEMPORARY_FILE } from './write-atomic.js';

/** Whether a process with this id runs (one of another user counts: it cannot be signalled, but it is there). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Remove the entries of `dir` whose name `pattern` matches with the pid of a process that is gone (its first group). */
function removeDead(dir: string, pattern: RegExp): void {
  for (const { name } of dirEntries(dir)) {
    const pid = pattern.exec(name)?.[1];
    if (pid && !isAlive(Number(pid))) rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

/** Temporary files (`write-atomic.ts`) that runs killed before their rename left in `dir`. */
export function removeDeadTemporaries(dir: string): void {
  removeDead(dir, TEMPORARY_FILE);
}

/** The compiled copies of a config (`load-config.ts`) left beside it by runs killed while it was imported. */
export function removeDeadConfigs(siteDir: string): void {
  removeDead(siteDir, /^docsite\.config\.(?:m?ts|m?js)\.(\d+)\.\d+\.mjs$/);
}

/**
 * What killed builds left beside `distDir`: the journals of output being
 * applied in place (`DistOverlay`), which are finished, their staging folders
 * (`<dist>.tmp-<pid>`) and the site they were swapping out
 * (`<dist>.old-<pid>`). A build killed between its two renames left no
 * `dist/` at all: its old one is the previous site, and is put back.
 */
export function removeDeadDists(distDir: string): void {
  const parent = path.dirname(distDir);
  // First, as its staging folder is one of those removed below.
  if (existsSync(parent)) finishDeadCommits(distDir, isAlive);
  const name = path.basename(distDir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const old = new RegExp(`^${name}\\.old-(\\d+)$`);
  for (const { name: entry } of dirEntries(parent)) {
    const pid = old.exec(entry)?.[1];
    if (!pid || isAlive(Number(pid))) continue;
    if (existsSync(distDir)) rmSync(path.join(parent, entry), { recursive: true, force: true });
    else renameSync(path.join(parent, entry), distDir);
  }
  removeDead(parent, new RegExp(`^${name}\\.tmp-(\\d+)$`));
}

/** Cache folders no run uses any more: page bodies made under other settings (`bodies-<key>`, all but `keep`). */
export function pruneCache(cacheDir: string, keep: string): void {
  for (const { name } of dirEntries(cacheDir)) {
    if (name.startsWith('bodies-') && path.join(cacheDir, name) !== keep) rmSync(path.join(cacheDir, name), { recursive: true, force: true });
  }
}
