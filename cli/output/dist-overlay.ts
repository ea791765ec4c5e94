import { copyFileSync, existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { dirEntries } from './dir-entries.js';
import { holdsBytes } from './same-bytes.js';
import { writeFileAtomicSync } from './write-atomic.js';

/**
 * The site a build writes, over the site it replaces at `distDir`. New and
 * changed files are written to a staging folder beside it; a file that comes
 * out the same is kept. The build ends in one of two ways:
 *
 * - **Swapped** (`inPlace` false, or most of the site changed): the kept files
 *   are linked into the staging folder, which replaces the site with two
 *   renames. A reader sees the old site or the new one, whole.
 * - **In place** (a rebuild after an edit): the staging folder's files are
 *   renamed into the site and the files this build neither wrote nor kept are
 *   removed, as a journal written first lists them: a run killed while
 *   applying it is finished by the next (`finishDeadCommits`). Only what
 *   changed is touched; an edit to one page no longer links every file of
 *   the site into a new folder and removes the old one.
 *
 * The kept files are held as their paths (two a page), as the build holds its routes.
 */
export class DistOverlay {
  /** Where this build's new and changed files are written. */
  readonly staging: string;
  /** The site this build replaces, if there is one. */
  readonly previous: string | undefined;
  private readonly kept = new Set<string>();
  /** Folders kept whole (a search index whose records did not change), with a trailing `/`. */
  private readonly keptFolders = new Set<string>();
  private readonly folders = new Set<string>();
  /** Names in the replaced site's folders last asked about (`hadFile`), oldest first. */
  private readonly listed = new Map<string, Set<string>>();

  constructor(
    readonly distDir: string,
    private readonly inPlace: boolean,
  ) {
    this.staging = `${distDir}.tmp-${process.pid}`;
    rmSync(this.staging, { recursive: true, force: true });
    mkdirSync(this.staging, { recursive: true });
    this.previous = existsSync(distDir) ? distDir : undefined;
  }

  /** Whether kept files stay where they are (`keep` then links nothing). */
  get keepsInPlace(): boolean {
    return this.inPlace && this.previous !== undefined;
  }

  /** Where this build writes `file` (a path below the site root), its folder made. */
  target(file: string): string {
    const target = path.join(this.staging, file);
    const folder = path.dirname(target);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    return target;
  }

  /** Writes `file`, unless the site this build replaces holds the same bytes there: that file is kept. */
  write(file: string, data: string | Uint8Array): void {
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    if (this.previous && holdsBytes(path.join(this.previous, file), bytes) && this.keep(file)) return;
    writeFileSync(this.target(file), bytes);
  }

  /** Keeps the replaced site's `file` as it is; false when it has none. */
  keep(file: string): boolean {
    if (!this.previous) return false;
    if (this.keepsInPlace) {
      if (!this.hadFile(file)) return false;
      this.kept.add(normal(file));
      return true;
    }
    const from = path.join(this.previous, file);
    try {
      linkSync(from, this.target(file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      // A file system without hard links.
      copyFileSync(from, this.target(file));
    }
    return true;
  }

  /** Keeps a folder of the replaced site whole (a search index whose records did not change); false when it has none. */
  keepFolder(folder: string): boolean {
    if (!this.previous || !existsSync(path.join(this.previous, folder))) return false;
    const name = `${normal(folder).replace(/\/$/, '')}/`;
    if (this.keepsInPlace) this.keptFolders.add(name);
    else for (const file of files(path.join(this.previous, folder))) this.keep(name + file);
    return true;
  }

  /** Whether the new site has `file`, written or kept. */
  has(file: string): boolean {
    return existsSync(path.join(this.staging, file)) || this.isKept(normal(file));
  }

  /** Where to read the new site's `file` from. */
  pathOf(file: string): string {
    const written = path.join(this.staging, file);
    return !existsSync(written) && this.isKept(normal(file)) ? path.join(this.previous!, file) : written;
  }

  /** Makes the new site the one at `distDir`. */
  commit(): void {
    if (!this.keepsInPlace) return replaceDir(this.staging, this.distDir);
    const written = files(this.staging);
    // Most of the site changed: whole, by a swap, rather than a long stretch of renames a reader could see half done.
    if (written.length > this.kept.size) {
      this.materialize();
      return replaceDir(this.staging, this.distDir);
    }
    applyInPlace(this.staging, this.distDir, plan(this.staging, this.distDir, new Set(written), this.kept, this.keptFolders));
  }

  /** The build failed: the site it would have replaced stays as it is. */
  discard(): void {
    rmSync(this.staging, { recursive: true, force: true });
  }

  /**
   * Whether the replaced site has `file`. A warm build asks for every page's two files, folder by folder: one
   * listing of each folder costs less than a look-up for each file (~90 ms of a 2 × 2,000 rebuild). The last few
   * folders' listings are held, not every folder's.
   */
  private hadFile(file: string): boolean {
    const folder = path.dirname(file);
    let names = this.listed.get(folder);
    if (names) this.listed.delete(folder);
    else {
      names = new Set(dirEntries(path.join(this.previous!, folder)).flatMap((entry) => (entry.isDirectory() ? [] : [entry.name])));
      if (this.listed.size >= LISTED_FOLDERS) this.listed.delete(this.listed.keys().next().value!);
    }
    this.listed.set(folder, names);
    return names.has(path.basename(file));
  }

  private isKept(file: string): boolean {
    if (this.kept.has(file)) return true;
    for (const folder of this.keptFolders) if (file.startsWith(folder)) return true;
    return false;
  }

  /** The kept files linked into the staging folder, which then holds the whole site. */
  private materialize(): void {
    const link = (file: string) => {
      const target = this.target(file);
      try {
        linkSync(path.join(this.previous!, file), target);
      } catch {
        copyFileSync(path.join(this.previous!, file), target);
      }
    };
    for (const file of this.kept) link(file);
    for (const folder of this.keptFolders) for (const file of files(path.join(this.previous!, folder))) link(folder + file);
  }
}

/** What applying a build in place does, in order; the journal holds it. */
interface Plan {
  staging: string;
  /** Entries of the staging folder renamed to the same place in the site: a folder the site lacks goes whole. */
  moves: string[];
  /** Files and folders of the site that the new site does not have. */
  removals: string[];
}

/** How many folders' listings `hadFile` holds: the pages' HTML and their data files are in different trees. */
const LISTED_FOLDERS = 8;

const normal = (file: string) => file.split(path.sep).join('/');

/** The files below `dir`, as paths relative to it with `/`. */
function files(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[]).filter((entry) => !entry.isDirectory()).map((entry) => normal(path.relative(dir, path.join(entry.parentPath, entry.name))));
}

function plan(staging: string, distDir: string, written: Set<string>, kept: Set<string>, keptFolders: Set<string>): Plan {
  // Folders holding a kept or written file: the others go whole.
  const live = new Set<string>();
  for (const file of [...kept, ...written, ...keptFolders]) for (let at = file.lastIndexOf('/'); at > 0; at = file.lastIndexOf('/', at - 1)) live.add(file.slice(0, at));
  const removals: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(path.join(distDir, folder), { withFileTypes: true })) {
      const file = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (keptFolders.has(`${file}/`)) continue;
        if (live.has(file)) visit(file);
        else removals.push(file);
      } else if (!kept.has(file) && !written.has(file)) removals.push(file);
    }
  };
  visit('');
  const moves: string[] = [];
  const place = (folder: string) => {
    for (const entry of readdirSync(path.join(staging, folder), { withFileTypes: true })) {
      const file = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory() && lstatSync(path.join(distDir, file), { throwIfNoEntry: false })?.isDirectory()) place(file);
      else moves.push(file);
    }
  };
  place('');
  // A file where a folder was, or a folder where a file was, is a move, which replaces it: removed after, it would be lost.
  const moved = new Set(moves);
  return { staging, moves, removals: removals.filter((file) => !moved.has(file)) };
}

const JOURNAL = '.commit-';

/** The journal first, so that a kill at any point after it leaves work the next run finishes. */
function applyInPlace(staging: string, distDir: string, work: Plan): void {
  const journal = `${distDir}${JOURNAL}${process.pid}.json`;
  writeFileAtomicSync(journal, JSON.stringify(work));
  apply(distDir, work);
  rmSync(journal, { force: true });
}

function apply(distDir: string, { staging, moves, removals }: Plan): void {
  for (const file of moves) {
    const from = path.join(staging, file);
    const to = path.join(distDir, file);
    // A rename replaces a file; a folder where the file goes (or the other way round), or a missing folder, is dealt with first.
    try {
      renameSync(from, to);
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      if (code === 'ENOENT' && !existsSync(from)) continue;
      if (code !== 'ENOENT' && code !== 'ENOTDIR' && code !== 'EISDIR' && code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      rmSync(to, { recursive: true, force: true });
      mkdirSync(path.dirname(to), { recursive: true });
      renameSync(from, to);
    }
  }
  const emptied = new Set<string>();
  for (const file of removals) {
    rmSync(path.join(distDir, file), { recursive: true, force: true });
    emptied.add(path.dirname(file));
  }
  // Folders the removals emptied (a section whose pages are gone), deepest first.
  for (const folder of [...emptied].sort((a, b) => b.length - a.length)) {
    try {
      if (folder !== '.') rmdirSync(path.join(distDir, folder));
    } catch {
      // Not empty.
    }
  }
  rmSync(staging, { recursive: true, force: true });
}

/**
 * Finishes what a build killed while applying its output in place left
 * undone (`DistOverlay`), as its journal beside `distDir` lists it.
 */
export function finishDeadCommits(distDir: string, isAlive: (pid: number) => boolean): void {
  const parent = path.dirname(distDir);
  const prefix = `${path.basename(distDir)}${JOURNAL}`;
  for (const name of readdirSync(parent)) {
    const [, pid, temporary] = name.startsWith(prefix) ? (/^(\d+)\.json(\.tmp-\d+-[0-9a-f]{8})?$/.exec(name.slice(prefix.length)) ?? []) : [];
    if (!pid || isAlive(Number(pid))) continue;
    const journal = path.join(parent, name);
    // Killed while writing it: nothing was applied yet.
    if (temporary) {
      rmSync(journal, { force: true });
      continue;
    }
    apply(distDir, JSON.parse(readFileSync(journal, 'utf8')) as Plan);
    rmSync(journal, { force: true });
  }
}

/** Swap the new site in with renames, so `dist/` is never half-written. */
function replaceDir(staging: string, distDir: string): void {
  const old = `${distDir}.old-${process.pid}`;
  // An earlier process with this pid (containers reuse them) may have been killed right here.
  rmSync(old, { recursive: true, force: true });
  const hadOld = existsSync(distDir);
  if (hadOld) renameSync(distDir, old);
  renameSync(staging, distDir);
  if (hadOld) rmSync(old, { recursive: true, force: true });
}
