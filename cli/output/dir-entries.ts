import { readdirSync, type Dirent } from 'node:fs';

/** The entries of `dir`; none when it does not exist or is not a folder. */
export function dirEntries(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw error;
  }
}
