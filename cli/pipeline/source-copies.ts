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

/** Bytes read at a time for a links line: most pages' whole line. */
const LINKS_CHUNK = 4096;

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

  /**
   * The page's links line, read up to its newline only: the sources after it are most of the copy, and a
   * dev rebuild's link check asks for every page's links (reading whole copies was half of that check).
   */
  links(relativePath: string): PageLinks {
    const [start, length] = this.range(relativePath);
    const parts: Buffer[] = [];
    for (let read = 0; read < length; ) {
      const part = Buffer.allocUnsafe(Math.min(LINKS_CHUNK, length - read));
      readExactly(this.fd, part, 0, part.length, start + read);
      read += part.length;
      const end = part.indexOf(10);
      if (end >= 0) {
        parts.push(part.subarray(0, end));
        break;
      }
      parts.push(part);
    }
    return JSON.parse(Buffer.concat(parts).toString('utf8')) as PageLinks;
  }

  /** The page's sources as indexed. */
  sources(relativePath: string): SourceCopy {
    return JSON.parse(afterLinks(this.text(relativePath))) as SourceCopy;
  }

  close(): void {
    closeSync(this.fd);
  }

  private text(relativePath: string): string {
    const [start, length] = this.range(relativePath);
    const bytes = Buffer.allocUnsafe(length);
    readExactly(this.fd, bytes, 0, length, start);
    return bytes.toString('utf8');
  }

  private range(relativePath: string): readonly [number, number] {
    const range = this.ranges.get(relativePath);
    if (!range) throw new Error(`${relativePath}: the page has no source copy`);
    return range;
  }
}
