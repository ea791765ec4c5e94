import { randomBytes } from 'node:crypto';
import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { readFile, rm, rmdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { temporaryPath, writeFileAtomicSync } from './write-atomic.js';

/**
 * The site index is written as one set: a fresh folder `<outDir>/index/<id>/`
 * with its four files (and `.`-named ones of its own), made current by renaming one pointer file over
 * another (`index/current`, holding the id). A run killed at any point
 * leaves the previous set current and whole; docsite reads the index only
 * through the pointer. The files at `<outDir>/<name>`, where `docsite index`
 * documents them, are links to the current set's, renewed after each
 * switch and by the next run when a kill came between the two.
 */
const SETS = 'index';
const POINTER = 'current';

/** The id of the current set; undefined before the first index (or for an index written by a docsite before sets). */
export function currentSet(outDir: string): string | undefined {
  try {
    return readFileSync(path.join(outDir, SETS, POINTER), 'utf8') || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The folder of the current index's files. */
export function indexDir(outDir: string): string {
  const id = currentSet(outDir);
  return id ? path.join(outDir, SETS, id) : outDir;
}

/** One file of the current index. */
export function indexFile(outDir: string, name: string): string {
  return path.join(indexDir(outDir), name);
}

/**
 * Read one file of the current index without holding the site's lock: a run
 * that makes a newer set current removes this one, maybe between the look
 * and the read; the file is then read from the newer set.
 */
export async function readIndexFile(outDir: string, name: string): Promise<string> {
  try {
    return await readFile(indexFile(outDir, name), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return readFile(indexFile(outDir, name), 'utf8');
  }
}

export interface IndexSet {
  id: string;
  /** Where its files are written. */
  dir: string;
  /** Make it the current index, renew the links at the top of `outDir`, and remove every other set. */
  commit(): void;
  /** Remove it: the run failed, the current set stays. */
  discard(): void;
}

/**
 * A new set's folder, not yet current: its files are written there directly
 * (large ones streamed), and nothing reads them before `commit()`. A run
 * killed before then leaves a folder that the next commit removes.
 */
export function openIndexSet(outDir: string): IndexSet {
  const id = randomBytes(6).toString('hex');
  const dir = path.join(outDir, SETS, id);
  mkdirSync(dir, { recursive: true });
  return {
    id,
    dir,
    commit() {
      writeFileAtomicSync(path.join(outDir, SETS, POINTER), id);
      publish(outDir, id);
      // Removed in the background: freeing a set's files (100 MB at 2 × 2,000 pages) took 60 ms of each dev
      // rebuild before its reload. A process ends only once they are gone; one killed first leaves sets that the
      // next commit removes, and sets being removed are no longer current, so nothing reads them.
      for (const name of readdirSync(path.join(outDir, SETS))) {
        if (name !== id && name !== POINTER) removeSet(path.join(outDir, SETS, name));
      }
    },
    discard() {
      rmSync(dir, { recursive: true, force: true });
      try {
        rmdirSync(path.join(outDir, SETS));
      } catch {
        // Other sets are there: the current one stays.
      }
    },
  };
}

/**
 * Removes a set that is no longer current, without waiting for it. Its files are unlinked all at once, so
 * the thread pool frees them beside the build's work: `rm` with `recursive` takes one step of its walk per
 * turn of the event loop, which a build's synchronous steps seldom give, and a rebuild then waited ~40 ms
 * at its end for the walk to finish.
 */
function removeSet(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  Promise.all(names.map((name) => unlink(path.join(dir, name))))
    .then(() => rmdir(dir))
    // Not only files (a set written by another docsite), or held open by a reader without the lock (`search push`)
    // where the system then refuses (Windows): the walk, and failing that the next run.
    .catch(() => rm(dir, { recursive: true, force: true }))
    .catch(() => undefined);
}

/** Renew the files at the top of `outDir` when a run was killed between the switch and their renewal. */
export function repairPublished(outDir: string): void {
  const id = currentSet(outDir);
  if (id && statSync(path.join(outDir, SETS, id), { throwIfNoEntry: false })) publish(outDir, id);
}

/**
 * Link each file of the set to its documented place, by rename; a dot-file is the set's own. A symbolic link, relative
 * so that the folder may move: renaming a regular file over another has ext4 allocate the new file's blocks first
 * (`auto_da_alloc`), 23 ms of a rebuild at 2 × 2,000 pages for `pages.json` and `search-records.json`, and 0.2 ms for
 * a link. A hard link where the file system has no symbolic ones (Windows without the privilege), a copy where it has
 * neither.
 */
function publish(outDir: string, id: string): void {
  for (const name of readdirSync(path.join(outDir, SETS, id))) {
    if (name.startsWith('.')) continue;
    const source = path.join(outDir, SETS, id, name);
    const target = path.join(outDir, name);
    const [from, to] = [statSync(source), statSync(target, { throwIfNoEntry: false })];
    if (to && to.ino === from.ino && to.dev === from.dev) continue;
    const temporary = temporaryPath(target);
    try {
      symlinkSync(path.join(SETS, id, name), temporary);
    } catch {
      try {
        linkSync(source, temporary);
      } catch {
        copyFileSync(source, temporary);
      }
    }
    renameSync(temporary, target);
  }
}
