import { randomBytes } from 'node:crypto';
import { threadId } from 'node:worker_threads';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { holdsBytes } from './same-bytes.js';

/**
 * Temporary files are `<name>.tmp-<pid>-<8 hex>`: one that a killed run left
 * behind is known by its dead pid, and removed by the next run.
 */
export const TEMPORARY_FILE = /\.tmp-(\d+)-[0-9a-f]{8}$/;

// The 8 hex digits: this thread's id, then a counter from a random start, so two threads of a run never share a name,
// nor, but by a 1 in 16 million chance, does a later run that gets a killed run's pid. A draw from the system's random
// source per name was 60–70 ms of each parsing thread's 2,000 pages.
let counter = randomBytes(3).readUIntBE(0, 3);
const temporarySuffix = () => {
  counter = (counter + 1) & 0xffffff;
  const name = (((threadId & 0xff) << 24) | counter) >>> 0;
  return `.tmp-${process.pid}-${name.toString(16).padStart(8, '0')}`;
};

/** A fresh temporary name beside `file`. */
export const temporaryPath = (file: string) => file + temporarySuffix();

/**
 * Write every file to a temporary name in `dir` first and rename them into
 * place only once all are written, so a failed run leaves the previous
 * output whole (rename within one folder is atomic on POSIX file systems).
 */
export async function writeFilesAtomically(dir: string, files: ReadonlyArray<readonly [name: string, data: string | Uint8Array]>): Promise<void> {
  await mkdir(dir, { recursive: true });
  const suffix = temporarySuffix();
  const written: string[] = [];
  try {
    for (const [name, data] of files) {
      const temporary = path.join(dir, name + suffix);
      written.push(temporary);
      // Synchronous writes: the promise API moves a large buffer in 512 KiB round trips.
      writeFileSync(temporary, data);
    }
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw error;
  }
  for (const [name] of files) await rename(path.join(dir, name + suffix), path.join(dir, name));
}

/**
 * Write one file through a temporary file in its folder and a rename: a
 * reader, or a run after a kill, finds the old bytes or the new ones, never a
 * part of them (a file written in place is empty between its open and its write).
 */
export function writeFileAtomicSync(file: string, data: string | Uint8Array): void {
  const temporary = temporaryPath(file);
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** `writeFileAtomicSync`, unless the file holds those bytes already: a run that makes the same file again (`--no-cache`) leaves it be. */
export function writeFileAtomicIfChangedSync(file: string, data: string | Uint8Array): void {
  // Encoded once, for the comparison and the write.
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  if (!holdsBytes(file, bytes)) writeFileAtomicSync(file, bytes);
}
