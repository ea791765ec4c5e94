import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import type { PageIndexEntry } from '../../schemas/page-index.js';
import { readExactly } from '../output/byte-writer.js';
import { indexFile } from '../output/index-set.js';
import { bodyStamp } from '../pipeline/body-path.js';
import { MANIFEST_FILE, readManifest } from '../pipeline/index-manifest.js';

const CONTENT_KEY = Buffer.from(',"content":"');
/** Bytes of a page's source hash (`contentHash`: SHA-256). */
const HASH_BYTES = 32;
/** Numbers a page read from its manifest entry: its span (start, length, close's length), its body (inode, mtime, bytes), compiled. */
const NUMBERS = 7;

/**
 * Read page index entries one at a time from `pages.json`, through the byte
 * ranges the index manifest records: the build never holds the whole index
 * (whose `content` fields grow with the site) in memory.
 */
export class PageEntries {
  private readonly fd: number;
  /** Each page's slot in `spans`, `hashes` and `paths`. */
  private readonly slots = new Map<string, number>();
  /**
   * Three numbers a page: where its entry starts, its length and its close's.
   * The manifest's entries as parsed held two hashes and eleven numbers each:
   * 37 MiB of the main thread's 141 MiB at 2 × 50,000 pages, for the whole build.
   */
  private readonly spans: Float64Array;
  /** Three numbers a page: its body's inode, mtime and bytes (`CachedFiles`), what the pre-render keys it by. */
  private readonly bodies: Float64Array;
  /** 1 for a page compiled to a module. */
  private readonly compiled: Uint8Array;
  /** Each page's source hash (its body's name), 32 bytes a page instead of a 64-character string. */
  private readonly hashes: Buffer;
  /** The slots' keys, which `path` hands out so that the build's maps by page share one string a page. */
  private readonly paths: string[];

  constructor(outDir: string, cacheDir: string) {
    // Read a line an entry, into arrays that grow, whose numbers then go into the typed arrays.
    const file = path.join(cacheDir, MANIFEST_FILE);
    this.paths = [];
    const numbers: number[] = [];
    const hashes: string[] = [];
    if (!readManifest(file, (relativePath, entry) => {
      this.slots.set(relativePath, this.paths.length);
      this.paths.push(relativePath);
      numbers.push(entry[3], entry[4], entry[5], entry[15], entry[16], entry[10], entry[17]);
      hashes.push(entry[2]);
    })) throw new Error(`${file} is missing: run the build again`);
    const pages = this.paths.length;
    this.spans = new Float64Array(pages * 3);
    this.bodies = new Float64Array(pages * 3);
    this.compiled = new Uint8Array(pages);
    this.hashes = Buffer.alloc(pages * HASH_BYTES);
    for (let slot = 0; slot < pages; slot++) {
      const at = slot * NUMBERS;
      this.spans.set(numbers.slice(at, at + 3), slot * 3);
      this.bodies.set(numbers.slice(at + 3, at + 6), slot * 3);
      this.compiled[slot] = numbers[at + 6]!;
      this.hashes.write(hashes[slot]!, slot * HASH_BYTES, HASH_BYTES, 'hex');
    }
    this.fd = openSync(indexFile(outDir, 'pages.json'), 'r');
  }

  /** The source hash of the page at `relativePath` (SHA-256, hex), as the index wrote it. */
  hash(relativePath: string): string | undefined {
    const slot = this.slots.get(relativePath);
    return slot === undefined ? undefined : this.hashes.toString('hex', slot * HASH_BYTES, (slot + 1) * HASH_BYTES);
  }

  /** What the page's body is told from another by without reading it (`bodyStamp`), or undefined when it has no body file. */
  bodyStamp(relativePath: string): string | undefined {
    const slot = this.slots.get(relativePath);
    if (slot === undefined) return undefined;
    return bodyStamp({ ino: this.bodies[slot * 3]!, mtimeMs: this.bodies[slot * 3 + 1]!, bytes: this.bodies[slot * 3 + 2]! });
  }

  /** Whether the page was compiled to a module (`modulePath` beside its body). */
  compiledPage(relativePath: string): boolean {
    const slot = this.slots.get(relativePath);
    return slot !== undefined && this.compiled[slot] === 1;
  }

  /** `relativePath` as this table holds it, or undefined for a path that is no page's. */
  path(relativePath: string): string | undefined {
    const slot = this.slots.get(relativePath);
    return slot === undefined ? undefined : this.paths[slot];
  }

  /**
   * The entry of the page at `relativePath` (below the docs root), without its
   * plain text, which is never parsed: read for every page (sidebars, the
   * pre-render), it would be garbage the size of the site's text.
   */
  get(relativePath: string): Omit<PageIndexEntry, 'content'> | undefined {
    const bytes = this.read(relativePath);
    if (!bytes) return undefined;
    const { page, close } = bytes;
    // `content` is the entry's last key (`page-entry.ts`); inside a string every `"` is escaped, so its key is the last match.
    const at = page.lastIndexOf(CONTENT_KEY);
    return JSON.parse(Buffer.concat([page.subarray(0, at), close]).toString('utf8')) as Omit<PageIndexEntry, 'content'>;
  }

  /** The whole entry of the page at `relativePath`. */
  full(relativePath: string): PageIndexEntry | undefined {
    const bytes = this.read(relativePath);
    return bytes && (JSON.parse(Buffer.concat([bytes.page, bytes.close]).toString('utf8')) as PageIndexEntry);
  }

  private read(relativePath: string): { page: Buffer; close: Buffer } | undefined {
    const slot = this.slots.get(relativePath);
    if (slot === undefined) return undefined;
    const start = this.spans[slot * 3]!;
    const pageLength = this.spans[slot * 3 + 1]!;
    const closeLength = this.spans[slot * 3 + 2]!;
    const bytes = Buffer.allocUnsafe(pageLength + closeLength);
    readExactly(this.fd, bytes, 0, bytes.length, start);
    return { page: bytes.subarray(0, pageLength), close: bytes.subarray(pageLength) };
  }

  close(): void {
    closeSync(this.fd);
  }
}
