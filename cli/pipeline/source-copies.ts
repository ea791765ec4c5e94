import { closeSync, openSync } from 'node:fs';
import { readExactly } from '../output/byte-writer.js';
import { afterLinks } from './body-path.js';
import type { PageLinks } from './page-links.js';
import type { SourceCopy } from './page-job.js';

/**
 * The index set's file of dev's source copies (`PageFragments.copy`), one
 * after another, each where the manifest says: one file for the site instead
 * of one a page, since creating thousands of small files is what a cold dev
 * start spent a fifth of its parsing threads' time on (2 × 2,000 pages, on a
 * disk where files had just been deleted). A dot-name: it is not published
 * beside the index's JSON files.
 */
export const SOURCE_COPIES = '.source-copies';

/**
 * Reads the copies of one index set, from a descriptor opened with it: a dev
 * server renders from the index it built while the next run replaces the set
 * (and removes its files), and an open file stays readable.
 */
export class SourceCopies {
  private readonly fd: number;

  constructor(
    file: string,
    /** Where each page's copy is: [start, length] by relative path (pages with a copy only). */
    private readonly ranges: ReadonlyMap<string, readonly [number, number]>,
  ) {
    this.fd = openSync(file, 'r');
  }

  has(relativePath: string): boolean {
    return this.ranges.has(relativePath);
  }

  /** The page's links line. */
  links(relativePath: string): PageLinks {
    const text = this.text(relativePath);
    return JSON.parse(text.slice(0, text.indexOf('\n'))) as PageLinks;
  }

  /** The page's sources as indexed. */
  sources(relativePath: string): SourceCopy {
    return JSON.parse(afterLinks(this.text(relativePath))) as SourceCopy;
  }

  close(): void {
    closeSync(this.fd);
  }

  private text(relativePath: string): string {
    const range = this.ranges.get(relativePath);
    if (!range) throw new Error(`${relativePath}: the page has no source copy`);
    const bytes = Buffer.allocUnsafe(range[1]);
    readExactly(this.fd, bytes, 0, range[1], range[0]);
    return bytes.toString('utf8');
  }
}
