import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { LineReader } from '../output/line-reader.js';
import { ByteWriter } from '../output/byte-writer.js';
import { removeDeadTemporaries } from '../output/leftovers.js';
import { temporaryPath, writeFileAtomicSync } from '../output/write-atomic.js';

const RENDER = 'render-keys-';
const SEARCH = 'search-keys-';
const PAGES = 'search-pages-';

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
 * So are the page lists of its search indexes (`cli/search/patch-index.ts`),
 * by which the next build rewrites only what changed in an index.
 */
export class OutputKeys {
  /** Each search index's key in the output now at `distDir`, by index name. */
  readonly previousSearch: Record<string, string>;
  private readonly reader: LineReader | undefined;
  private held: [string, string] | undefined;
  private readonly temporary: string;
  private readonly out: ByteWriter;
  /** The output folder's id when its keys are read, else undefined. */
  private readonly previousId: string | undefined;
  /** This build's search page lists, by index name, at their temporary names. */
  private readonly pagesOut = new Map<string, string>();

  /** `reuse`: read the keys of the output now at `distDir`, if any were written for it. */
  constructor(
    private readonly cacheDir: string,
    distDir: string,
    reuse: boolean,
  ) {
    // A run killed before its commit left its temporary behind.
    removeDeadTemporaries(cacheDir);
    const id = reuse ? folderId(distDir) : undefined;
    this.previousId = id;
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

  /** The page list the output now at `distDir` keeps for its search index `name`, if it has one. */
  previousSearchPages(name: string): string | undefined {
    const file = this.previousId !== undefined ? path.join(this.cacheDir, `${PAGES}${this.previousId}-${name}`) : undefined;
    return file && existsSync(file) ? file : undefined;
  }

  /** Where this build writes the page list of its search index `name`: committed with the keys. */
  searchPagesOut(name: string): string {
    const file = this.pagesOut.get(name) ?? temporaryPath(path.join(this.cacheDir, `${PAGES}${name}`));
    this.pagesOut.set(name, file);
    return file;
  }

  /**
   * Once the output is at `distDir`, with its search indexes' keys and the page lists written for them:
   * they are named for it, and the older ones go.
   */
  commit(distDir: string, search: Record<string, string>): void {
    this.close();
    const id = folderId(distDir);
    const kept = [RENDER + id, `${SEARCH}${id}.json`];
    writeFileAtomicSync(path.join(this.cacheDir, kept[1]!), JSON.stringify(search));
    renameSync(this.temporary, path.join(this.cacheDir, kept[0]!));
    for (const [name, list] of this.pagesOut) {
      if (!existsSync(list)) continue;
      kept.push(`${PAGES}${id}-${name}`);
      renameSync(list, path.join(this.cacheDir, kept.at(-1)!));
    }
    for (const file of readdirSync(this.cacheDir)) {
      if ((file.startsWith(RENDER) || file.startsWith(SEARCH) || file.startsWith(PAGES)) && !kept.includes(file)) rmSync(path.join(this.cacheDir, file), { force: true });
    }
  }

  /** The build failed: the previous output's keys stay as they were. */
  discard(): void {
    this.close();
    rmSync(this.temporary, { force: true });
    for (const file of this.pagesOut.values()) rmSync(file, { force: true });
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
