import { closeSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { ByteWriter } from '../output/byte-writer.js';
import { removeDeadTemporaries } from '../output/leftovers.js';
import { temporaryPath, writeFileAtomicSync } from '../output/write-atomic.js';

const RENDER = 'render-keys-';
const SEARCH = 'search-keys-';

/**
 * What the output in a folder was made from, for the next build into that
 * folder: a page whose HTML comes from the same key is linked from there
 * instead of rendered again, and so is a search index whose key is the same.
 *
 * Pages' keys are one line per route (`["/route","key"]`), in route order, so
 * the next build reads them in step with its own routes: memory does not grow
 * with the page count. The files' names hold the output folder's inode and
 * mtime, taken once the folder is in place: keys are trusted only for that
 * very folder, not for one that replaced it or was changed at its root since.
 */
export class OutputKeys {
  /** Each search index's key in the output now at `distDir`, by index name. */
  readonly previousSearch: Record<string, string>;
  private readonly reader: LineReader | undefined;
  private held: [string, string] | undefined;
  private readonly temporary: string;
  private readonly out: ByteWriter;

  /** `reuse`: read the keys of the output now at `distDir`, if any were written for it. */
  constructor(
    private readonly cacheDir: string,
    distDir: string,
    reuse: boolean,
  ) {
    // A run killed before its commit left its temporary behind.
    removeDeadTemporaries(cacheDir);
    const id = reuse ? folderId(distDir) : undefined;
    this.reader = id !== undefined ? LineReader.open(path.join(cacheDir, RENDER + id)) : undefined;
    this.previousSearch = id !== undefined ? readSearchKeys(path.join(cacheDir, `${SEARCH}${id}.json`)) : {};
    this.held = this.next();
    this.temporary = temporaryPath(path.join(cacheDir, 'render-keys'));
    this.out = new ByteWriter(this.temporary);
  }

  /** The key `route` had in the previous output; routes are asked in ascending order (`compareRoutes`). */
  previous(route: string): string | undefined {
    while (this.held && this.held[0] < route) this.held = this.next();
    return this.held?.[0] === route ? this.held[1] : undefined;
  }

  /** The key `route` has in this build; routes are recorded in ascending order. */
  record(route: string, key: string): void {
    this.out.writeText(`${JSON.stringify([route, key])}\n`);
  }

  /** Once the output is at `distDir`, with its search indexes' keys: the keys are named for it, and the older ones go. */
  commit(distDir: string, search: Record<string, string>): void {
    this.close();
    const id = folderId(distDir);
    const kept = [RENDER + id, `${SEARCH}${id}.json`];
    writeFileAtomicSync(path.join(this.cacheDir, kept[1]!), JSON.stringify(search));
    renameSync(this.temporary, path.join(this.cacheDir, kept[0]!));
    for (const file of readdirSync(this.cacheDir)) {
      if ((file.startsWith(RENDER) || file.startsWith(SEARCH)) && !kept.includes(file)) rmSync(path.join(this.cacheDir, file), { force: true });
    }
  }

  /** The build failed: the previous output's keys stay as they were. */
  discard(): void {
    this.close();
    rmSync(this.temporary, { force: true });
  }

  private close(): void {
    this.reader?.close();
    this.out.close();
  }

  private next(): [string, string] | undefined {
    const line = this.reader?.next();
    return line === undefined ? undefined : (JSON.parse(line) as [string, string]);
  }
}

/** The order `RenderKeys` is read and written in: UTF-16 code units, as `<` compares. */
export const compareRoutes = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The output folder's identity: the same name in another folder, or the folder changed at its root, is another. */
function folderId(distDir: string): string {
  const stat = statSync(distDir, { throwIfNoEntry: false });
  return stat ? `${stat.ino}-${stat.mtimeMs}` : 'none';
}

function readSearchKeys(file: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/** The lines of a file, read a block at a time. */
class LineReader {
  private readonly buffer = Buffer.allocUnsafe(1 << 16);
  private readonly decoder = new StringDecoder('utf8');
  private text = '';
  private at = 0;
  private done = false;

  private constructor(private readonly fd: number) {}

  static open(file: string): LineReader | undefined {
    try {
      return new LineReader(openSync(file, 'r'));
    } catch {
      return undefined;
    }
  }

  next(): string | undefined {
    let end: number;
    while ((end = this.text.indexOf('\n', this.at)) < 0 && !this.done) {
      const read = readSync(this.fd, this.buffer, 0, this.buffer.length, null);
      if (read === 0) this.done = true;
      else {
        this.text = this.text.slice(this.at) + this.decoder.write(this.buffer.subarray(0, read));
        this.at = 0;
      }
    }
    // The keys are renamed into place whole: a last line with no newline is not there.
    if (end < 0) return undefined;
    const line = this.text.slice(this.at, end);
    this.at = end + 1;
    return line;
  }

  close(): void {
    closeSync(this.fd);
  }
}
