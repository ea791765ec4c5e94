import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Write every file to a temporary name in `dir` first and rename them into
 * place only once all are written, so a failed run leaves the previous
 * output whole (rename within one folder is atomic on POSIX file systems).
 */
export async function writeFilesAtomically(dir: string, files: ReadonlyArray<readonly [name: string, data: string | Uint8Array]>): Promise<void> {
  await mkdir(dir, { recursive: true });
  const suffix = `.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  const written: string[] = [];
  try {
    for (const [name, data] of files) {
      const temporary = path.join(dir, name + suffix);
      written.push(temporary);
      await writeFile(temporary, data);
    }
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw error;
  }
  for (const [name] of files) await rename(path.join(dir, name + suffix), path.join(dir, name));
}
