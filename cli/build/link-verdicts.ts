import { createHash } from 'node:crypto';
import { renameSync, rmSync } from 'node:fs';
import { ByteWriter } from '../output/byte-writer.js';
import { LineReader } from '../output/line-reader.js';
import { temporaryPath } from '../output/write-atomic.js';

/** Where a build keeps its `LinkVerdicts`, in the cache folder. */
export const LINK_VERDICTS = 'link-verdicts.jsonl';

/**
 * What the link check found a page's links to depend on, when it found them all live and said nothing
 * of them: the page's source hash, each target page's (its anchors are made from it), the files in
 * `public/` and beside the page that its links name, and its links to files beside it (which the build
 * copies). With the same site, the same verdict holds while all of these do.
 */
export interface LinkVerdict {
  /** The page's source hash. */
  hash: string;
  /** Target route, and its page's source hash. */
  pages: [route: string, hash: string][];
  /** Paths below `public/` that links name. */
  assets: string[];
  /** Links to files beside the page that were there, as written (without the local marker). */
  beside: string[];
  /** Every local-marked link of the page, as written: what the build is told of them. */
  local: string[];
}

/**
 * Link check verdicts kept between builds (`cache/link-verdicts.jsonl`). The first line is the key of
 * the site they were made for: its routes and their files, drafts, config and docsite build; any
 * change there (a page added, moved or made a draft can kill or revive any link) and none is read.
 * Then one line per page, in the check's order, which the next check reads in step with its own:
 * memory does not grow with the page count. A page the check reported on, or whose links it
 * rewrote, has no verdict, and is checked again every build.
 */
export class LinkVerdicts {
  private readonly reader: LineReader | undefined;
  private readonly temporary: string;
  private readonly out: ByteWriter;

  /** `read`: use the verdicts `file` holds when they were made for `siteKey`. */
  constructor(
    private readonly file: string,
    siteKey: string,
    read: boolean,
  ) {
    const reader = read ? LineReader.open(file) : undefined;
    if (reader && reader.next() === siteKey) this.reader = reader;
    else reader?.close();
    this.temporary = temporaryPath(file);
    this.out = new ByteWriter(this.temporary);
    this.out.writeText(`${siteKey}\n`);
  }

  /** The site's key: every route with its file, in order, the drafts, and what else decides where a link leads. */
  static siteKey(pages: ReadonlyMap<string, string>, drafts: Iterable<string>, settings: unknown): string {
    const hash = createHash('sha256').update(JSON.stringify(settings));
    for (const [route, file] of pages) hash.update(`${route}\0${file}\0`);
    for (const draft of drafts) hash.update(`draft\0${draft}\0`);
    return hash.digest('hex');
  }

  /** The verdict the last check left for `route`, the next page in order; undefined when it left none. */
  previous(route: string): LinkVerdict | undefined {
    const line = this.reader?.next();
    if (line === undefined) return undefined;
    try {
      const [at, verdict] = JSON.parse(line) as [string, LinkVerdict | null];
      return at === route && verdict ? verdict : undefined;
    } catch {
      return undefined;
    }
  }

  /** This check's verdict for the next page in order, or none. */
  record(route: string, verdict: LinkVerdict | undefined): void {
    this.out.writeText(`${JSON.stringify([route, verdict ?? null])}\n`);
  }

  /** The check is done: its verdicts replace the file's. */
  commit(): void {
    this.close();
    renameSync(this.temporary, this.file);
  }

  /** The check threw: the file stays as it was. */
  discard(): void {
    this.close();
    rmSync(this.temporary, { force: true });
  }

  private close(): void {
    this.reader?.close();
    this.out.close();
  }
}
