import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { simpleGit } from 'simple-git';
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

/**
 * Last-change times of `files` (absolute paths below `dir`) from ONE
 * `git log --name-only` pass over the folder (newest first, so a file's
 * first appearance is its last commit), not one git process per file.
 * Untracked and modified files, and files outside git, get their mtime.
 * In a shallow clone, files whose newest commit is the boundary commit get no
 * time: the boundary's date is only an upper bound, not the truth.
 */
export async function readGitTimes(dir: string, files: string[]): Promise<GitTimes> {
  const started = performance.now();
  const times = new Map<string, FileTime>();
  const git = simpleGit({ baseDir: dir, config: ['core.quotepath=off'] });
  let info: string[];
  try {
    info = (await git.raw(['rev-parse', '--show-toplevel', '--is-shallow-repository', '--git-path', 'shallow'])).trim().split('\n');
  } catch {
    await fillFromMtime(files, times, 'not-in-git');
    return { times, gitMs: performance.now() - started, shallowFiles: 0 };
  }
  const [top, shallow, shallowPath] = info as [string, string, string];
  const [log, status, boundary] = await Promise.all([
    // A repository without commits has no log: every file is then uncommitted.
    git.raw(['log', `--format=${COMMIT}%H %at`, '--name-only', '--no-renames', '--', '.']).catch(() => ''),
    git.raw(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', '.']),
    shallow === 'true' ? readFile(path.resolve(dir, shallowPath), 'utf8').catch(() => '') : Promise.resolve(''),
  ]);
  const gitMs = performance.now() - started;
  const last = lastCommits(log);
  const dirty = dirtyFiles(status);
  // git prints paths relative to the repository's real top folder.
  const prefix = path.relative(top, await realpath(dir)).split(path.sep).join('/');
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

/** Repository-relative path → its newest commit, from `git log --name-only` output. */
function lastCommits(log: string): Map<string, { hash: string; time: number }> {
  const last = new Map<string, { hash: string; time: number }>();
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

function dirtyFiles(status: string): Set<string> {
  const dirty = new Set<string>();
  const entries = status.split('\0');
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    if (entry.length < 4) continue;
    dirty.add(entry.slice(3));
    // A rename is followed by its old path, which is not a file of the tree any more.
    if (entry[0] === 'R' || entry[0] === 'C') i++;
  }
  return dirty;
}

async function fillFromMtime(files: string[], times: Map<string, FileTime>, reason: 'not-in-git' | 'uncommitted'): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      times.set(file, { source: 'mtime', time: Math.floor((await stat(file)).mtimeMs), reason });
    }),
  );
}
