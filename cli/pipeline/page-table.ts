import type { ManifestEntry } from './index-manifest.js';

/** Bytes of a page's source hash (`contentHash`: SHA-256). */
const HASH_BYTES = 32;
/** Numbers a page: its entry's span in `pages.json` (start, length, close's length), its body (inode, mtime, bytes). */
const NUMBERS = 6;
/** Pages a block: the table grows a block at a time, so it never holds a spare copy of itself as a doubled array would. */
const BLOCK = 4096;

/**
 * What the build reads of each page's manifest entry, as the index writes the
 * manifest (`ManifestWriter`): the build takes it from the index instead of
 * reading the manifest back (~50 ms of each warm build or dev rebuild at 2 × 2,000 pages).
 * Six numbers, a flag and 32 bytes of hash a page, in blocks of typed arrays:
 * the manifest's entries as parsed, with two hashes and eleven numbers each,
 * were 37 MiB of the main thread's 141 MiB at 2 × 50,000 pages.
 */
export class PageTable {
  private readonly slots = new Map<string, number>();
  /** The slots' keys, which `path` hands out so that the build's maps by page share one string a page. */
  private readonly paths: string[] = [];
  private readonly numbers: Float64Array[] = [];
  private readonly hashes: Buffer[] = [];
  private readonly compiled: Uint8Array[] = [];

  get size(): number {
    return this.paths.length;
  }

  add(relativePath: string, entry: ManifestEntry): void {
    const slot = this.paths.length;
    const at = slot % BLOCK;
    if (at === 0) {
      this.numbers.push(new Float64Array(BLOCK * NUMBERS));
      this.hashes.push(Buffer.alloc(BLOCK * HASH_BYTES));
      this.compiled.push(new Uint8Array(BLOCK));
    }
    const block = this.numbers.length - 1;
    this.slots.set(relativePath, slot);
    this.paths.push(relativePath);
    this.numbers[block]!.set([entry[3], entry[4], entry[5], entry[15], entry[16], entry[10]], at * NUMBERS);
    this.hashes[block]!.write(entry[2], at * HASH_BYTES, HASH_BYTES, 'hex');
    this.compiled[block]![at] = entry[17];
  }

  /** `relativePath` as this table holds it, or undefined for a path that is no page's. */
  path(relativePath: string): string | undefined {
    const slot = this.slots.get(relativePath);
    return slot === undefined ? undefined : this.paths[slot];
  }

  /** The page's source hash (SHA-256, hex). */
  hash(relativePath: string): string | undefined {
    const slot = this.slots.get(relativePath);
    if (slot === undefined) return undefined;
    const at = (slot % BLOCK) * HASH_BYTES;
    return this.hashes[Math.floor(slot / BLOCK)]!.toString('hex', at, at + HASH_BYTES);
  }

  /** Where the page's entry lies in `pages.json`: its start, its length and its close's. */
  span(relativePath: string): [start: number, length: number, closeLength: number] | undefined {
    return this.read(relativePath, 0);
  }

  /** The page's body file as `CachedFiles` has it: inode, mtime, bytes. */
  body(relativePath: string): [ino: number, mtimeMs: number, bytes: number] | undefined {
    return this.read(relativePath, 3);
  }

  compiledPage(relativePath: string): boolean {
    const slot = this.slots.get(relativePath);
    return slot !== undefined && this.compiled[Math.floor(slot / BLOCK)]![slot % BLOCK] === 1;
  }

  private read(relativePath: string, offset: number): [number, number, number] | undefined {
    const slot = this.slots.get(relativePath);
    if (slot === undefined) return undefined;
    const numbers = this.numbers[Math.floor(slot / BLOCK)]!;
    const at = (slot % BLOCK) * NUMBERS + offset;
    return [numbers[at]!, numbers[at + 1]!, numbers[at + 2]!];
  }
}
