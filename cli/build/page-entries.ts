import { closeSync, openSync } from 'node:fs';
import type { PageIndexEntry } from '../../schemas/page-index.js';
import { readExactly } from '../output/byte-writer.js';
import { indexFile } from '../output/index-set.js';
import { bodyStamp } from '../pipeline/body-path.js';
import type { PageTable } from '../pipeline/page-table.js';

const CONTENT_KEY = Buffer.from(',"content":"');

/**
 * Read page index entries one at a time from `pages.json`, through the byte
 * ranges of the index's page table (`PageTable`, what the manifest records):
 * the build never holds the whole index (whose `content` fields grow with the
 * site) in memory.
 */
export class PageEntries {
  private readonly fd: number;

  /** `table` is the index's (`IndexSummary.pageTable`), made as it wrote the manifest. */
  constructor(
    outDir: string,
    private readonly table: PageTable,
  ) {
    this.fd = openSync(indexFile(outDir, 'pages.json'), 'r');
  }

  /** The source hash of the page at `relativePath` (SHA-256, hex), as the index wrote it. */
  hash(relativePath: string): string | undefined {
    return this.table.hash(relativePath);
  }

  /** What the page's body is told from another by without reading it (`bodyStamp`), or undefined when it has no body file. */
  bodyStamp(relativePath: string): string | undefined {
    const body = this.table.body(relativePath);
    return body && bodyStamp({ ino: body[0], mtimeMs: body[1], bytes: body[2] });
  }

  /** Whether the page was compiled to a module (`modulePath` beside its body). */
  compiledPage(relativePath: string): boolean {
    return this.table.compiledPage(relativePath);
  }

  /** `relativePath` as this table holds it, or undefined for a path that is no page's. */
  path(relativePath: string): string | undefined {
    return this.table.path(relativePath);
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
    const span = this.table.span(relativePath);
    if (!span) return undefined;
    const [start, pageLength, closeLength] = span;
    const bytes = Buffer.allocUnsafe(pageLength + closeLength);
    readExactly(this.fd, bytes, 0, bytes.length, start);
    return { page: bytes.subarray(0, pageLength), close: bytes.subarray(pageLength) };
  }

  close(): void {
    closeSync(this.fd);
  }
}

