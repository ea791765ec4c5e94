import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { CONTRACT_VERSION } from '../../schemas/contract.js';
import { BUILD_ID } from '../build-id.js';
import { ByteWriter } from '../output/byte-writer.js';
import { LineReader } from '../output/line-reader.js';
import { currentSet, indexDir } from '../output/index-set.js';
import { temporaryPath } from '../output/write-atomic.js';
import type { CachedFiles } from './body-path.js';
import type { FragmentRef } from './fragment-store.js';
import { PageTable } from './page-table.js';
import { SOURCE_COPIES } from './source-copies.js';

/** A manifest is trusted only by the build that wrote it: other code may extract differently. */
const MANIFEST_VERSION = `${CONTRACT_VERSION}.${BUILD_ID}`;
export const MANIFEST_FILE = 'manifest.json';

/** The mtime a manifest entry gives a page that had warnings: it is parsed again next run, so they are printed every run. */
export const WARNED_MTIME = -1;
/** The mtime it gives a page that reads other files (fragments, code snippets): it is read again, and parsed again if any of them changed. */
export const IMPORTS_MTIME = -2;

/** The output files whose bytes are reused, page by page: `SOURCE_COPIES` holds dev's copies of data pages' sources. */
const REUSED = ['pages.json', 'search-records.json', SOURCE_COPIES] as const;

/**
 * Where one page's fragments sit in the previous output, and what its source
 * was. The entry's close (last-updated fields and `}`) follows its fragment;
 * `timeKey` says which time it was written for.
 */
export type ManifestEntry = [
  mtimeMs: number,
  size: number,
  hash: string,
  pageStart: number,
  pageLength: number,
  closeLength: number,
  timeKey: number,
  recordsStart: number,
  recordsLength: number,
  recordCount: number,
  /** Bytes of the page's files in the bodies folder (`CachedFiles`), or -1: they are reused only while the same. */
  cacheBytes: number,
  copyStart: number,
  /** 0 when the page has no source copy. */
  copyLength: number,
  /** The SHA-1 of the records' bytes (`FragmentRef.recordsDigest`); empty when not taken (a plugin changes records). */
  recordsDigest: string,
  /** `FragmentRef.marks`. */
  marks: number,
  /** The rest of `CachedFiles`. */
  bodyIno: number,
  bodyMtimeMs: number,
  compiled: 0 | 1,
];

/**
 * The manifest as one JSON object, an entry a line: `{"pages":{`, then `"<path>":[…]` (after the first, `,"<path>":[…]`),
 * then `},"version":…}` with the rest. Read a line at a time (`readManifest`): at 2 × 50,000 pages the file is 25 MB,
 * which parsed whole made ~100 MB of the build's peak, between the index and the link check.
 */
interface ManifestFile {
  version: string;
  /** The index set (`index-set.ts`) whose files the byte ranges are in. */
  set: string;
  configKey: string;
  timeZone: string;
  /** Size and mtime of each reused output as written, so an output changed since is never trusted. */
  outputs: Record<string, [size: number, mtimeMs: number]>;
  pages: Record<string, ManifestEntry>;
}

export interface PreviousPage {
  mtimeMs: number;
  size: number;
  hash: string;
  files: CachedFiles;
  fragments: FragmentRef;
  /** The entry's close as written, reusable while the page's time (and the time zone) are the same. */
  close: { timeKey: number; file: string; start: number; length: number } | undefined;
}

/**
 * The previous run's output is the cache: `<cacheDir>/manifest.json` maps each
 * page to byte ranges in the previous `pages.json` and `search-records.json`, so a
 * warm run copies unchanged pages' bytes instead of parsing, serializing and
 * encoding them again; they are read when copied, never held. Anything
 * inconsistent (another version or config, an output edited since) makes the
 * whole manifest void: the run is then cold.
 */
export async function readPrevious(cacheDir: string, outDir: string, configKey: string, timeZone: string): Promise<Map<string, PreviousPage>> {
  const previous = new Map<string, PreviousPage>();
  const files = REUSED.map((name) => path.join(indexDir(outDir), name));
  const [pagesFile, recordsFile, copyFile] = files as [string, string, string];
  let manifest: ManifestRest | undefined;
  try {
    manifest = readManifest(path.join(cacheDir, MANIFEST_FILE), (relativePath, entry) => {
      const [mtimeMs, size, hash, pageStart, pageLength, closeLength, timeKey, recordsStart, recordsLength, recordCount, bytes, copyStart, copyLength, recordsDigest, marks, ino, bodyMtimeMs, compiled] = entry;
      const fragments = { pageFile: pagesFile, pageStart, pageLength, recordsFile, recordsStart, recordsLength, recordCount, copyFile, copyStart, copyLength, recordsDigest: recordsDigest || undefined, marks };
      // The time zone is in the manifest's last line: the closes are kept, and dropped below if it differs.
      const close = { timeKey, file: pagesFile, start: pageStart + pageLength, length: closeLength };
      // A page that had warnings is parsed again: no hash of it is trusted, or its warnings would go unprinted.
      previous.set(relativePath, { mtimeMs, size, hash: mtimeMs === WARNED_MTIME ? '' : hash, files: { bytes, ino, mtimeMs: bodyMtimeMs, compiled: compiled === 1 }, fragments, close });
    });
  } catch {
    manifest = undefined;
  }
  if (!manifest || manifest.version !== MANIFEST_VERSION || manifest.configKey !== configKey || manifest.set !== currentSet(outDir)) return new Map();
  const { outputs } = manifest;
  const stats = await Promise.all(files.map((file) => stat(file).catch(() => undefined)));
  const intact = stats.every((s, i) => s && s.size === outputs[REUSED[i]!]?.[0] && s.mtimeMs === outputs[REUSED[i]!]?.[1]);
  if (!intact) return new Map();
  if (manifest.timeZone !== timeZone) for (const page of previous.values()) page.close = undefined;
  return previous;
}

type ManifestRest = Omit<ManifestFile, 'pages'>;

/**
 * Calls `onEntry` with each page's entry of the manifest at `file`, a line at a time, and returns what follows them;
 * undefined when there is no such file. Throws when the file is not a manifest (one cut short, or of another format).
 */
export function readManifest(file: string, onEntry: (relativePath: string, entry: ManifestEntry) => void): ManifestRest | undefined {
  const lines = LineReader.open(file);
  if (!lines) return undefined;
  try {
    if (lines.next() !== MANIFEST_HEAD) throw new Error(`${file} is not a manifest`);
    for (let line; (line = lines.next()) !== undefined; ) {
      if (line.startsWith('}')) return JSON.parse(`{${line.slice(2)}`) as ManifestRest;
      const [relativePath, entry] = Object.entries(JSON.parse(`{${line.startsWith(',') ? line.slice(1) : line}}`) as Record<string, ManifestEntry>)[0]!;
      onEntry(relativePath, entry);
    }
    throw new Error(`${file} ends before its last line`);
  } finally {
    lines.close();
  }
}

const MANIFEST_HEAD = '{"pages":{';

/**
 * The next manifest, written entry by entry beside the current one (it is
 * read while pages are copied) and renamed over it by `finish`: one entry
 * per page, so it is never held whole. Its `pages` come first; the rest,
 * which needs the outputs' final stats, follows them.
 */
export class ManifestWriter {
  private readonly file: string;
  private readonly temporary: string;
  private readonly out: ByteWriter;
  private entries = 0;
  /** What the build reads of the entries, as they are written: it need not read the manifest back. */
  readonly table = new PageTable();

  constructor(cacheDir: string) {
    mkdirSync(cacheDir, { recursive: true });
    this.file = path.join(cacheDir, MANIFEST_FILE);
    this.temporary = temporaryPath(this.file);
    this.out = new ByteWriter(this.temporary);
    this.out.writeText(`${MANIFEST_HEAD}\n`);
  }

  add(relativePath: string, entry: ManifestEntry): void {
    this.out.writeText(`${this.entries++ > 0 ? ',' : ''}${JSON.stringify(relativePath)}:${JSON.stringify(entry)}\n`);
    this.table.add(relativePath, entry);
  }

  /** Ends the manifest of the index set just written (`set`: its id and folder, for the files' stats) and puts it in place. */
  async finish(set: { id: string; dir: string }, configKey: string, timeZone: string): Promise<void> {
    const outputs: ManifestFile['outputs'] = {};
    for (const name of REUSED) {
      const { size, mtimeMs } = await stat(path.join(set.dir, name));
      outputs[name] = [size, mtimeMs];
    }
    const rest: Omit<ManifestFile, 'pages'> = { version: MANIFEST_VERSION, set: set.id, configKey, timeZone, outputs };
    this.out.writeText(`},${JSON.stringify(rest).slice(1)}\n`);
    this.out.close();
    renameSync(this.temporary, this.file);
  }

  /** A failed run leaves the current manifest as it was. */
  discard(): void {
    this.out.close();
    rmSync(this.temporary, { force: true });
  }
}
