import { execFileSync } from 'node:child_process';
import { writeFiles } from './temp-site.js';

/** Run git in `dir` with a fixed identity and, for commits, fixed author and committer dates. */
export function git(dir: string, args: string[], date?: string): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
      GIT_CONFIG_NOSYSTEM: '1',
      HOME: dir,
      ...(date && { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }),
    },
  });
}

export interface Commit {
  /** ISO date used as both author and committer date. */
  date: string;
  /** Files to write (path → text) before committing. */
  files: Record<string, string>;
}

/** Make `dir` a git repository whose history is `commits`, in order. */
export function makeTestRepo(dir: string, commits: Commit[]): void {
  git(dir, ['init', '-q', '-b', 'main']);
  for (const [i, commit] of commits.entries()) {
    writeFiles(dir, commit.files);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', `commit ${i + 1}`], commit.date);
  }
}
