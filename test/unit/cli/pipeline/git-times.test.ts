import { readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGitTimes } from '../../../../cli/pipeline/git-times.js';
import { git, makeTestRepo } from '../../../helpers/make-test-repo.js';
import { tempDir, writeFiles } from '../../../helpers/temp-site.js';

const AUG_1 = '2025-08-01T09:00:00Z';
const AUG_14 = '2025-08-14T10:23:00Z';
const SEP_2 = '2025-09-02T08:05:00Z';
const ms = (iso: string) => Date.parse(iso);

/** A repository whose docs sit in a sub-folder, so git's paths and ours differ by a prefix. */
function repoWithHistory(): { repo: string; docs: string } {
  const repo = tempDir('docsite-git-');
  makeTestRepo(repo, [
    { date: AUG_1, files: { 'site/docs/en/a.md': '# A\n', 'site/docs/en/b.md': '# B\n', 'site/docs/zh/指南.md': '# 指南\n', 'README.md': 'x' } },
    { date: AUG_14, files: { 'site/docs/en/a.md': '# A\n\nEdited.\n' } },
    { date: SEP_2, files: { 'site/docs/zh/指南.md': '# 指南\n\n更新。\n', 'README.md': 'y' } },
  ]);
  return { repo, docs: path.join(repo, 'site/docs') };
}

describe('readGitTimes', () => {
  it('dates each file by its newest commit, Chinese file names included', async () => {
    const { docs } = repoWithHistory();
    const files = ['en/a.md', 'en/b.md', 'zh/指南.md'].map((f) => path.join(docs, f));
    const { times, shallowFiles } = await readGitTimes(docs, files);
    expect(files.map((f) => times.get(f))).toEqual([
      { source: 'git', time: ms(AUG_14) },
      { source: 'git', time: ms(AUG_1) },
      { source: 'git', time: ms(SEP_2) },
    ]);
    expect(shallowFiles).toBe(0);
  });

  it('uses the mtime of untracked and modified files, and says why', async () => {
    const { docs } = repoWithHistory();
    writeFiles(docs, { 'en/new.md': '# New\n', 'en/b.md': '# B\n\nNot committed.\n' });
    const mtime = new Date('2026-01-02T03:04:05Z');
    for (const f of ['en/new.md', 'en/b.md']) utimesSync(path.join(docs, f), mtime, mtime);
    const { times } = await readGitTimes(docs, [path.join(docs, 'en/new.md'), path.join(docs, 'en/b.md'), path.join(docs, 'en/a.md')]);
    expect(times.get(path.join(docs, 'en/new.md'))).toEqual({ source: 'mtime', time: mtime.getTime(), reason: 'uncommitted' });
    expect(times.get(path.join(docs, 'en/b.md'))).toEqual({ source: 'mtime', time: mtime.getTime(), reason: 'uncommitted' });
    expect(times.get(path.join(docs, 'en/a.md'))).toEqual({ source: 'git', time: ms(AUG_14) });
  });

  it('uses the mtime outside a git repository, and in one without commits', async () => {
    for (const init of [false, true]) {
      const dir = tempDir();
      if (init) git(dir, ['init', '-q']);
      const file = path.join(dir, 'page.md');
      writeFileSync(file, '# P\n');
      const mtime = new Date('2025-12-24T00:00:00Z');
      utimesSync(file, mtime, mtime);
      const { times } = await readGitTimes(dir, [file]);
      expect(times.get(file)).toEqual({ source: 'mtime', time: mtime.getTime(), reason: init ? 'uncommitted' : 'not-in-git' });
    }
  });

  it('in a shallow clone, gives no time to files last seen in the boundary commit', async () => {
    const { repo } = repoWithHistory();
    const clone = path.join(tempDir(), 'clone');
    git(path.dirname(clone), ['clone', '-q', '--depth', '2', `file://${repo}`, clone]);
    const docs = path.join(clone, 'site/docs');
    const files = ['en/a.md', 'en/b.md', 'zh/指南.md'].map((f) => path.join(docs, f));
    const { times, shallowFiles } = await readGitTimes(docs, files);
    // The clone holds commits 2 and 3; commit 2 is the boundary, so a.md's date there is only an upper bound.
    expect(files.map((f) => times.get(f))).toEqual([
      { source: 'unknown', reason: 'shallow' },
      { source: 'unknown', reason: 'shallow' },
      { source: 'git', time: ms(SEP_2) },
    ]);
    expect(shallowFiles).toBe(2);
  });

  it('keeps the log for the next run: read back at the same commit, the commits since laid over it, read whole after a rewrite', async () => {
    const { repo, docs } = repoWithHistory();
    const logFile = { path: path.join(tempDir(), 'cache', 'git-log.json'), read: true };
    const at = (f: string) => path.join(docs, f);
    const ask = async (names: string[], read = true) => {
      const { times } = await readGitTimes(docs, names.map(at), { logFile: { ...logFile, read } });
      return names.map((f) => times.get(at(f)));
    };
    const git_ = (iso: string) => ({ source: 'git', time: ms(iso) });
    expect(await ask(['en/a.md', 'en/b.md', 'zh/指南.md'])).toEqual([git_(AUG_14), git_(AUG_1), git_(SEP_2)]);
    // The kept file is what the next run reads: a time changed in it shows, as no log is read at the same commit.
    // A line of what it was read at, then a line per path: [path, index of its commit in the first line].
    const kept = () => {
      const [header, ...paths] = readFileSync(logFile.path, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as unknown);
      return { ...(header as { at: string; commits: [string, number][] }), paths: paths as [string, number][] };
    };
    const JAN_1 = '2020-01-01T00:00:00Z';
    const { paths, ...header } = kept();
    header.commits.push(['0'.repeat(40), ms(JAN_1)]);
    const tampered = [header, ...paths.map(([name]) => [name, header.commits.length - 1])].map((line) => `${JSON.stringify(line)}\n`).join('');
    writeFileSync(logFile.path, tampered);
    expect(await ask(['en/a.md', 'en/b.md'])).toEqual([git_(JAN_1), git_(JAN_1)]);

    // A commit since: only it is read, over the kept paths.
    const OCT_3 = '2025-10-03T12:00:00Z';
    writeFiles(docs, { 'en/b.md': '# B\n\nCommitted.\n', 'en/c.md': '# C\n' });
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-q', '-m', 'b and c'], OCT_3);
    expect(await ask(['en/a.md', 'en/b.md', 'en/c.md'])).toEqual([git_(JAN_1), git_(OCT_3), git_(OCT_3)]);
    expect(kept().at.split('\0')[0]).toBe(git(repo, ['rev-parse', 'HEAD']).trim());

    // History rewritten (the kept commit is no ancestor of the one checked out): the whole log.
    const NOV_4 = '2025-11-04T12:00:00Z';
    git(repo, ['reset', '-q', '--hard', 'HEAD~1']);
    writeFiles(docs, { 'en/b.md': '# B\n\nAnother way.\n' });
    git(repo, ['commit', '-q', '-am', 'b again'], NOV_4);
    expect(await ask(['en/a.md', 'en/b.md'])).toEqual([git_(AUG_14), git_(NOV_4)]);

    // Told not to read it (`--no-cache`), a run reads the whole log, and writes the file for the next one.
    writeFileSync(logFile.path, tampered);
    expect(await ask(['en/a.md'], false)).toEqual([git_(AUG_14)]);
    expect(await ask(['en/a.md'])).toEqual([git_(AUG_14)]);
    // A file that is not one is read as none: a header cut short, or a path line that is not JSON.
    for (const broken of ['{"version":2,"at":"', `${tampered.split('\n')[0]}\n["en/a.md",\n`]) {
      writeFileSync(logFile.path, broken);
      expect(await ask(['en/a.md', 'en/b.md'])).toEqual([git_(AUG_14), git_(NOV_4)]);
      expect(kept().paths.length).toBeGreaterThan(0);
    }
  });

  it('asked again in one process (dev), follows commits, renames, edits, a deepened clone and a removed repository', async () => {
    const { repo } = repoWithHistory();
    const clone = path.join(tempDir(), 'clone');
    git(path.dirname(clone), ['clone', '-q', '--depth', '2', `file://${repo}`, clone]);
    const docs = path.join(clone, 'site/docs');
    const at = (f: string) => path.join(docs, f);
    const ask = async (names: string[]) => {
      const { times } = await readGitTimes(docs, names.map(at), { remember: true });
      return names.map((f) => times.get(at(f)));
    };
    expect(await ask(['en/a.md', 'zh/指南.md'])).toEqual([{ source: 'unknown', reason: 'shallow' }, { source: 'git', time: ms(SEP_2) }]);

    // The same commit checked out, the whole history fetched: the boundary is gone, so the log is read again.
    git(clone, ['fetch', '-q', '--unshallow']);
    expect(await ask(['en/a.md', 'en/b.md'])).toEqual([{ source: 'git', time: ms(AUG_14) }, { source: 'git', time: ms(AUG_1) }]);

    // A commit, then a rename and an edit left uncommitted, and a new file with spaces in its name.
    const OCT_3 = '2025-10-03T12:00:00Z';
    writeFiles(docs, { 'en/b.md': '# B\n\nCommitted.\n' });
    git(clone, ['commit', '-q', '-am', 'b'], OCT_3);
    git(clone, ['mv', 'site/docs/zh/指南.md', 'site/docs/zh/新指南.md']);
    writeFiles(docs, { 'en/a.md': '# A\n\nNot committed.\n', 'en/two words.md': '# Two\n' });
    const mtime = new Date('2026-01-02T03:04:05Z');
    for (const f of ['zh/新指南.md', 'en/a.md', 'en/two words.md']) utimesSync(at(f), mtime, mtime);
    const uncommitted = { source: 'mtime', time: mtime.getTime(), reason: 'uncommitted' };
    expect(await ask(['en/b.md', 'zh/新指南.md', 'en/a.md', 'en/two words.md'])).toEqual([{ source: 'git', time: ms(OCT_3) }, uncommitted, uncommitted, uncommitted]);

    // The repository removed under the process: its files are no longer in git.
    rmSync(path.join(clone, '.git'), { recursive: true });
    expect(await ask(['en/b.md'])).toEqual([{ source: 'mtime', time: expect.any(Number), reason: 'not-in-git' }]);
  });
});
