import { closeSync, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { WindowedFile, writeFully } from '../output/byte-writer.js';
import { temporaryPath } from '../output/write-atomic.js';
import type { PageFragments } from './fragments.js';
import type { PageOutcome } from './page-job.js';

/**
 * Where a page's fragments are: byte ranges in a spill file (parsed this run)
 * or in the previous outputs (reused). Pages hold these, never the bytes, so
 * the index phase's memory does not grow with the site.
 */
export interface FragmentRef {
  pageFile: string;
  pageStart: number;
  pageLength: number;
  recordsFile: string;
  recordsStart: number;
  recordsLength: number;
  recordCount: number;
  /** Where the page's source copy is (`PageFragments.copy`); `copyLength` 0 when it has none. */
  copyFile: string;
  copyStart: number;
  copyLength: number;
  /** The SHA-1 of the records' bytes, when known: a page kept from the previous run has it from the manifest. */
  recordsDigest?: string | undefined;
  /** `PageFragments.marks`. */
  marks: number;
}

const EMPTY = new Uint8Array(0);

/** A page's outcome once its fragments are stored. */
export type StoredOutcome = Omit<PageOutcome, 'fragments'> & { fragments: FragmentRef | undefined };

/**
 * Appends fragments to one file of its own, opened on first use: a thread
 * that parses pages writes them there rather than sending them to the main
 * thread, which copies them into the outputs in page order.
 */
export class FragmentSpill {
  private fd: number | undefined;
  private file = '';
  private length = 0;

  constructor(private readonly dir: string) {}

  store(outcome: PageOutcome): StoredOutcome {
    const { fragments } = outcome;
    return { ...outcome, fragments: fragments && this.add(fragments) };
  }

  /** Close the file until the next page: descriptors belong to the process, and a worker's would outlive it. */
  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }

  private add({ page, records, recordCount, copy = EMPTY, marks }: PageFragments): FragmentRef {
    if (this.fd === undefined) {
      // A temporary name: a run killed before removing it leaves a file the next run knows and removes.
      if (!this.file) {
        mkdirSync(this.dir, { recursive: true });
        this.file = temporaryPath(path.join(this.dir, 'fragments'));
      }
      this.fd = openSync(this.file, this.length === 0 ? 'w' : 'a');
    }
    const pageStart = this.length;
    writeFully(this.fd, page);
    writeFully(this.fd, records);
    writeFully(this.fd, copy);
    this.length += page.length + records.length + copy.length;
    const recordsStart = pageStart + page.length;
    const copyStart = recordsStart + records.length;
    return { pageFile: this.file, pageStart, pageLength: page.length, recordsFile: this.file, recordsStart, recordsLength: records.length, recordCount, copyFile: this.file, copyStart, copyLength: copy.length, marks };
  }
}

/**
 * Reads stored fragments: one descriptor per file, opened on first use.
 * `close()` also removes the spill files it was given with `adopt`.
 */
export class FragmentFiles {
  private readonly files = new Map<string, WindowedFile>();
  private readonly spills = new Set<string>();

  /** A spill file of this run: removed on `close()`. */
  adopt(ref: FragmentRef | undefined): void {
    if (ref) this.spills.add(ref.pageFile);
  }

  /** The file, open for reading: pages are read in the order they were stored, so through a window. */
  source(file: string): WindowedFile {
    let source = this.files.get(file);
    if (source === undefined) this.files.set(file, (source = new WindowedFile(openSync(file, 'r'))));
    return source;
  }

  /** `length` bytes at `start` of `file`, into `into` (from its start) when it is large enough. */
  read(file: string, start: number, length: number, into?: Buffer): Buffer {
    const bytes = into && into.length >= length ? into.subarray(0, length) : Buffer.allocUnsafe(length);
    this.source(file).readInto(bytes, 0, length, start);
    return bytes;
  }

  close(): void {
    for (const { fd } of this.files.values()) closeSync(fd);
    this.files.clear();
    for (const file of this.spills) rmSync(file, { force: true });
    this.spills.clear();
  }
}
