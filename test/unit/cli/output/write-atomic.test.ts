import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { TEMPORARY_FILE, temporaryPath, writeFileAtomicSync, writeFilesAtomically } from '../../../../cli/output/write-atomic.js';
import { tempDir } from '../../../helpers/temp-site.js';

describe('writeFilesAtomically', () => {
  it('writes every file', async () => {
    const dir = path.join(tempDir(), 'out');
    await writeFilesAtomically(dir, [['a.json', 'A'], ['b.json', 'B']]);
    expect(readdirSync(dir).sort()).toEqual(['a.json', 'b.json']);
    expect(readFileSync(path.join(dir, 'b.json'), 'utf8')).toBe('B');
  });

  it('leaves the previous files whole and no temporary files when a write fails', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'a.json'), 'old A');
    writeFileSync(path.join(dir, 'b.json'), 'old B');
    // The second file cannot be written: its folder does not exist.
    await expect(writeFilesAtomically(dir, [['a.json', 'new A'], ['missing/b.json', 'new B']])).rejects.toThrow(/ENOENT/);
    expect(readdirSync(dir).sort()).toEqual(['a.json', 'b.json']);
    expect(readFileSync(path.join(dir, 'a.json'), 'utf8')).toBe('old A');
  });
});

describe('writeFileAtomicSync', () => {
  it('replaces a file by a rename, and leaves the old one and no temporary file when the write fails', () => {
    const dir = tempDir();
    const file = path.join(dir, 'body.json');
    writeFileAtomicSync(file, 'old');
    writeFileAtomicSync(file, 'new');
    expect(readFileSync(file, 'utf8')).toBe('new');
    expect(() => writeFileAtomicSync(path.join(dir, 'missing/body.json'), 'x')).toThrow(/ENOENT/);
    expect(readdirSync(dir)).toEqual(['body.json']);
  });
});

describe('temporaryPath', () => {
  it("names a file the next run can tell by this process's id, never twice, and with this thread's id so no other thread's name is the same", () => {
    const names = Array.from({ length: 1000 }, () => temporaryPath('/site/out/body.json'));
    expect(new Set(names).size).toBe(1000);
    for (const name of names) {
      const [, pid, hex] = /\.tmp-(\d+)-([0-9a-f]{8})$/.exec(name)!;
      expect(TEMPORARY_FILE.test(name)).toBe(true);
      expect(pid).toBe(String(process.pid));
      expect(parseInt(hex!.slice(0, 2), 16)).toBe(threadId & 0xff);
    }
  });
});
