import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path, { dirname } from 'node:path';
import { simpleGit, type SimpleGit } from 'simple-git';
import { ByteWriter } from '../output/byte-writer.js';
import { LineReader } from '../output/line-reader.js';
import { temporaryPath } from '../output/write-atomic.js';
import { relativePosix } from '../relative-path.js';

/** When a page last changed, and how we know. */
export type FileTime =
  | { source: 'git'; time: number }
  | { source: 'mtime'; time: number; reason: 'not-in-git' | 'uncommitted' }
  | { source: 'unknown'; reason: 'shallow' }
  /** The page's own frontmatter gives it (`last_update.date`). */
  | { source: 'frontmatter'; time: number };

export interface GitTimes {
  times: Map<string, FileTime>;
  /** Milliseconds spent in git. */
  gitMs: number;
  /** How many files' history ends at a shallow clone's boundary. */
  shallowFiles: number;
}

const COMMIT = '\u0001';

type LastCommits = Map<string, { hash: string; time: number }>;

/** What a process learns once of the repository a folder is in; its log's reading, while the log is the same. */
interface Repository {
  top: string;
  /** The shallow clone's boundary file: its commits end the history. */
  shallowFile: string;
  /** The log read last, and what it was read at: the commit checked out and the shallow boundary. */
  log?: { at: string; last: LastCommits };
}

const repositories = new Map<string, Repository>();

/**
 * What a build keeps of the log for the next one, in the site's cache: the commit it was read at (with the shallow
 * boundary), and each path's newest commit. Paths, not pages: a page added later may have been committed then. One
 * line of this, then a `PathLine` per path, written and read a line at a time: at 2 × 50,000 pages the file is
 * 5 MB, which one string and its array of rows would hold at once, beside the build's peak.
 */
interface LogHeader {
  version: typeof LOG_FILE_VERSION;
  at: string;
  /** The commits the paths point into, by index; a site has far fewer commits that are a path's newest than paths. */
  commits: [hash: string, time: number][];
}
type PathLine = [path: string, commit: number];
const LOG_FILE_VERSION = 2;
/** Its name in the site's cache folder. */
export const GIT_LOG_FILE = 'git-log.json';

export interface GitTimesOptions {
  /** Kept in this process for the next call (dev): asked again, only the status is read while the commit is the same. */
  remember?: boolean;
  /**
   * A file for the next run (a build): the log read there is kept in it, and read back when the commit checked out is
   * the same, or only the commits since are read when it is a descendant.
   */
  logFile?: { path: string; read: boolean };
}

/**
 * Last-change times of `files` (absolute paths below `dir`) from ONE
 * `git log --name-only` pass over the folder (newest first, so a file's
 * first appearance is its last commit), not one git process per file.
 * Untracked and modified files, and files outside git, get their mtime.
 * In a shallow clone, files whose newest commit is the boundary commit get no
 * time: the boundary's date is only an upper bound, not the truth.
 *
 * A process that asks again (dev, after each change: `remember`) runs git
 * once: the status, which names the commit checked out. The log is read
 * again only when that commit or the shallow boundary changed. Each git
 * process costs a fork of this one, ~40 ms once dev holds a large site. A
 * build asks once, and does not hold every file's commit for the rest of it.
 * With `logFile`, what a run read is there for the next one, which then reads
 * no log at the same commit, and only the commits since after a pull: a long
 * history's log takes seconds to read, on every build.
 */
export async function readGitTimes(dir: string, files: string[], options: GitTimesOptions = {}): Promise<GitTimes> {
  const started = performance.now();
  const { remember = false, logFile } = options;
  const times = new Map<string, FileTime>();
  const git = simpleGit({ baseDir: dir, config: ['core.quotepath=off'] });
  const known = repositories.get(dir);
  let repository = known;
  // The log this process holds (dev's) is the one to build on; without it, the last run's.
  const kept = !known?.log && logFile?.read ? readLogFile(logFile.path) : undefined;
  // The first time, the log is read beside the status: it is needed, whatever commit the status names, unless the
  // last run kept it.
  let log: Promise<string> | undefined;
  if (!repository) {
    let info: string[];
    try {
      if (!kept) log = readLog(git);
      info = (await git.raw(['rev-parse', '--show-toplevel', '--git-path', 'shallow'])).trim().split('\n');
    } catch {
      await fillFromMtime(files, times, 'not-in-git');
      return { times, gitMs: performance.now() - started, shallowFiles: 0 };
    }
    repository = { top: info[0]!, shallowFile: path.resolve(dir, info[1]!) };
    repositories.set(dir, repository);
  }
  let status: string;
  let boundary: string;
  try {
    [status, boundary] = await Promise.all([git.raw(['status', '--porcelain=v2', '--branch', '-z', '--untracked-files=all', '--', '.']), readFile(repository.shallowFile, 'utf8').catch(() => '')]);
  } catch (error) {
    // The repository went away under a long-lived process (dev): learn it again.
    repositories.delete(dir);
    if (known) return readGitTimes(dir, files, options);
    throw error;
  }
  const { head, dirty } = readStatus(status);
  const at = `${head}\0${boundary}`;
  const held = repository.log;
  const before: KeptLog | undefined = held ? { at: held.at, last: () => held.last } : kept;
  const last = (before?.at === at ? before.last() : undefined) ?? (await logAt(git, at, log, before?.at === at ? undefined : before));
  repository.log = remember ? { at, last } : undefined;
  if (logFile && before?.at !== at) writeLogFile(logFile.path, at, last);
  const gitMs = performance.now() - started;
  // git prints paths relative to the repository's real top folder.
  const prefix = path.relative(repository.top, await realpath(dir)).split(path.sep).join('/');
  const gitPath = (file: string) => {
    const below = relativePosix(dir, file);
    return prefix ? `${prefix}/${below}` : below;
  };
  const boundaryCommits = new Set(boundary.split('\n').filter(Boolean));
  let shallowFiles = 0;
  const untracked: string[] = [];
  for (const file of files) {
    const commit = last.get(gitPath(file));
    if (!commit || dirty.has(gitPath(file))) untracked.push(file);
    else if (boundaryCommits.has(commit.hash)) {
      times.set(file, { source: 'unknown', reason: 'shallow' });
      shallowFiles++;
    } else times.set(file, { source: 'git', time: commit.time });
  }
  await fillFromMtime(untracked, times, 'uncommitted');
  return { times, gitMs, shallowFiles };
}

/**
 * Each path's newest commit at `at`, read at another commit before: that reading with the commits since laid over it,
 * when the commit it was read at is an ancestor of this one (a pull, a new commit in CI) and the boundary is the same;
 * else the whole log.
 */
async function logAt(git: SimpleGit, at: string, log: Promise<string> | undefined, kept: KeptLog | undefined): Promise<LastCommits> {
  const [head, boundary] = at.split('\0') as [string, string];
  const [keptHead, keptBoundary] = kept ? (kept.at.split('\0') as [string, string]) : [];
  if (kept && keptHead && head && keptBoundary === boundary && (await isAncestor(git, keptHead, head))) {
    const older = kept.last();
    if (older) return lastCommits(await readLog(git, `${keptHead}..${head}`), older);
  }
  return lastCommits(await (log ?? readLog(git)));
}

/** A repository without commits has no log: every file is then uncommitted. */
function readLog(git: SimpleGit, range?: string): Promise<string> {
  return git.raw(['log', `--format=${COMMIT}%H %at`, '--name-only', '--no-renames', ...(range ? [range] : []), '--', '.']).catch(() => '');
}

/** Asked as the two commits' merge base: simple-git answers `--is-ancestor`'s silent exit 1 as a success. A commit gone (pruned) is no ancestor. */
function isAncestor(git: SimpleGit, ancestor: string, of: string): Promise<boolean> {
  return git.raw(['merge-base', ancestor, of]).then(
    (base) => base.trim() === ancestor,
    () => false,
  );
}

/** A reading of the log, this process's or the last run's. */
interface KeptLog {
  at: string;
  /**
   * The paths' commits, made when needed (after a rewritten history, the whole log is read instead), or undefined
   * when the file holding them cannot be read. Laying newer commits over them changes them.
   */
  last(): LastCommits | undefined;
}

/** The log the last run kept, or undefined when there is none or it cannot be read as one. */
function readLogFile(file: string): KeptLog | undefined {
  const header = readLines(file, (line) => JSON.parse(line) as LogHeader, 1)?.[0];
  if (header?.version !== LOG_FILE_VERSION || typeof header.at !== 'string' || !Array.isArray(header.commits)) return undefined;
  return {
    at: header.at,
    last: () => {
      const commits = header.commits.map(([hash, time]) => ({ hash, time }));
      const last: LastCommits = new Map();
      let first = true;
      const read = readLines(file, (line) => {
        if (first) first = false;
        else {
          const [name, commit] = JSON.parse(line) as PathLine;
          last.set(name, commits[commit]!);
        }
      });
      return read ? last : undefined;
    },
  };
}

/** `each` of the file's lines (the first `count`), or undefined when it cannot be read, or a line cannot. */
function readLines<T>(file: string, each: (line: string) => T, count = Infinity): T[] | undefined {
  const lines = LineReader.open(file);
  if (!lines) return undefined;
  try {
    const out: T[] = [];
    for (let line; out.length < count && (line = lines.next()) !== undefined; ) out.push(each(line));
    return out;
  } catch {
    return undefined;
  } finally {
    lines.close();
  }
}

function writeLogFile(file: string, at: string, last: LastCommits): void {
  const index = new Map<{ hash: string; time: number }, number>();
  for (const commit of last.values()) if (!index.has(commit)) index.set(commit, index.size);
  const header: LogHeader = { version: LOG_FILE_VERSION, at, commits: [...index.keys()].map(({ hash, time }) => [hash, time]) };
  mkdirSync(dirname(file), { recursive: true });
  const temporary = temporaryPath(file);
  const out = new ByteWriter(temporary);
  try {
    out.writeText(`${JSON.stringify(header)}\n`);
    for (const [name, commit] of last) out.writeText(`${JSON.stringify([name, index.get(commit)!] satisfies PathLine)}\n`);
    out.close();
    renameSync(temporary, file);
  } catch (error) {
    out.close();
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Repository-relative path → its newest commit, from `git log --name-only` output; over `older`, when the log is of
 * the commits since those (newer, so a path it names takes its commit from it).
 */
function lastCommits(log: string, older?: LastCommits): LastCommits {
  const last: LastCommits = older ?? new Map();
  // Over older commits, a path is taken from its first line here, whatever `older` had for it.
  const seen = older && new Set<string>();
  let current: { hash: string; time: number } | undefined;
  for (const line of log.split('\n')) {
    if (line.startsWith(COMMIT)) {
      const [hash, seconds] = line.slice(1).split(' ');
      current = { hash: hash!, time: Number(seconds) * 1000 };
    } else if (line && current && !(seen ? seen.has(line) : last.has(line))) {
      seen?.add(line);
      last.set(line, current);
    }
  }
  return last;
}

/**
 * The commit checked out and the paths that differ from it, from `git status --porcelain=v2 --branch -z`:
 * headers (`# branch.oid …`), then one entry per path, whose path follows a fixed number of fields.
 */
function readStatus(status: string): { head: string; dirty: Set<string> } {
  const dirty = new Set<string>();
  let head = '';
  const entries = status.split('\0');
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    if (entry.startsWith('# branch.oid ')) head = entry.slice('# branch.oid '.length);
    const fields = FIELDS_BEFORE_PATH[entry[0]!];
    if (fields === undefined || entry[1] !== ' ') continue;
    let at = 0;
    for (let n = 0; n < fields; n++) at = entry.indexOf(' ', at) + 1;
    dirty.add(entry.slice(at));
    // A rename or copy is followed by its old path, which is not a file of the tree any more.
    if (entry[0] === '2') i++;
  }
  return { head, dirty };
}

/** Fields before the path in each kind of status entry: changed, renamed or copied, unmerged, untracked. */
const FIELDS_BEFORE_PATH: Record<string, number> = { '1': 8, '2': 9, u: 10, '?': 1 };

async function fillFromMtime(files: string[], times: Map<string, FileTime>, reason: 'not-in-git' | 'uncommitted'): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      times.set(file, { source: 'mtime', time: Math.floor((await stat(file)).mtimeMs), reason });
    }),
  );
}
