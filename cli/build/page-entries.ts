import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import type { PageIndexEntry } from '../../schemas/page-index.js';
import { indexFile } from '../output/index-set.js';
import { MANIFEST_FILE, type ManifestEntry } from '../pipeline/index-manifest.js';

/**
 * Read page index entries one at a time from `pages.json`, through the byte
 * ranges the index manifest records: the build never holds the whole index
 * (whose `content` fields grow with the site) in memory.
 */
export class PageEntries {
  private readonly fd: number;
  private readonly ranges: Record<string, ManifestEntry>;

  constructor(outDir: string, cacheDir: string) {
    this.ranges = (JSON.parse(readFileSync(path.join(cacheDir, MANIFEST_FILE), 'utf8')) as { pages: Record<string, ManifestEntry> }).pages;
    this.fd = openSync(indexFile(outDir, 'pages.json'), 'r');
  }

  /** The entry of the page at `relativePath` (below the docs root), without its plain text. */
  get(relativePath: string): Omit<PageIndexEntry, 'content'> | undefined {
    const full = this.full(relativePath);
    if (!full) return undefined;
    const { content: _content, ...entry } = full;
    return entry;
  }

  /** The whole entry of the page at `relativePath`. */
  full(relativePath: string): PageIndexEntry | undefined {
    const range = this.ranges[relativePath];
    if (!range) return undefined;
    const [, , , start, pageLength, closeLength] = range;
    const bytes = Buffer.allocUnsafe(pageLength + closeLength);
    readSync(this.fd, bytes, 0, bytes.length, start);
    return JSON.parse(bytes.toString('utf8')) as PageIndexEntry;
  }

  close(): void {
    closeSync(this.fd);
  }
}
