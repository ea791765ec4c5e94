import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { simpleGit, type SimpleGit } from 'simple-git';
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
 */
export async function readGitTimes(dir: string, files: string[], remember = false): Promise<GitTimes> {
  const started = performance.now();
  const times = new Map<string, FileTime>();
  const git = simpleGit({ baseDir: dir, config: ['core.quotepath=off'] });
  const known = repositories.get(dir);
  let repository = known;
  // The first time, the log is read beside the status: it is needed, whatever commit the status names.
  let log: Promise<string> | undefined;
  if (!repository) {
    let info: string[];
    try {
      log = readLog(git);
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
    if (known) return readGitTimes(dir, files, remember);
    throw error;
  }
  const { head, dirty } = readStatus(status);
  const at = `${head}\0${boundary}`;
  const last = repository.log?.at === at ? repository.log.last : lastCommits(await (log ?? readLog(git)));
  repository.log = remember ? { at, last } : undefined;
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

/** A repository without commits has no log: every file is then uncommitted. */
function readLog(git: SimpleGit): Promise<string> {
  return git.raw(['log', `--format=${COMMIT}%H %at`, '--name-only', '--no-renames', '--', '.']).catch(() => '');
}

/** Repository-relative path → its newest commit, from `git log --name-only` output. */
function lastCommits(log: string): LastCommits {
  const last: LastCommits = new Map();
  let current: { hash: string; time: number } | undefined;
  for (const line of log.split('\n')) {
    if (line.startsWith(COMMIT)) {
      const [hash, seconds] = line.slice(1).split(' ');
      current = { hash: hash!, time: Number(seconds) * 1000 };
    } else if (line && current && !last.has(line)) {
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
