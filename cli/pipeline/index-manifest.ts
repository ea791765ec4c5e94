import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { CONTRACT_VERSION } from '../../schemas/contract.js';
import { BUILD_ID } from '../build-id.js';
import { ByteWriter } from '../output/byte-writer.js';
import { currentSet, indexDir } from '../output/index-set.js';
import { temporaryPath } from '../output/write-atomic.js';
import type { CachedFiles } from './body-path.js';
import type { FragmentRef } from './fragment-store.js';
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
  let manifest: ManifestFile;
  try {
    manifest = JSON.parse(await readFile(path.join(cacheDir, MANIFEST_FILE), 'utf8')) as ManifestFile;
  } catch {
    return previous;
  }
  if (manifest.version !== MANIFEST_VERSION || manifest.configKey !== configKey || manifest.set !== currentSet(outDir)) return previous;
  const files = REUSED.map((name) => path.join(indexDir(outDir), name));
  const stats = await Promise.all(files.map((file) => stat(file).catch(() => undefined)));
  const intact = stats.every((s, i) => s && s.size === manifest.outputs[REUSED[i]!]?.[0] && s.mtimeMs === manifest.outputs[REUSED[i]!]?.[1]);
  if (!intact) return previous;
  const [pagesFile, recordsFile, copyFile] = files as [string, string, string];
  const sameZone = manifest.timeZone === timeZone;
  for (const [relativePath, entry] of Object.entries(manifest.pages)) {
    const [mtimeMs, size, hash, pageStart, pageLength, closeLength, timeKey, recordsStart, recordsLength, recordCount, bytes, copyStart, copyLength, recordsDigest, marks, ino, bodyMtimeMs, compiled] = entry;
    const fragments = { pageFile: pagesFile, pageStart, pageLength, recordsFile, recordsStart, recordsLength, recordCount, copyFile, copyStart, copyLength, recordsDigest: recordsDigest || undefined, marks };
    const close = sameZone ? { timeKey, file: pagesFile, start: pageStart + pageLength, length: closeLength } : undefined;
    // A page that had warnings is parsed again: no hash of it is trusted, or its warnings would go unprinted.
    previous.set(relativePath, { mtimeMs, size, hash: mtimeMs === WARNED_MTIME ? '' : hash, files: { bytes, ino, mtimeMs: bodyMtimeMs, compiled: compiled === 1 }, fragments, close });
  }
  return previous;
}

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

  constructor(cacheDir: string) {
    mkdirSync(cacheDir, { recursive: true });
    this.file = path.join(cacheDir, MANIFEST_FILE);
    this.temporary = temporaryPath(this.file);
    this.out = new ByteWriter(this.temporary);
    this.out.writeText('{"pages":{');
  }

  add(relativePath: string, entry: ManifestEntry): void {
    this.out.writeText(`${this.entries++ > 0 ? ',' : ''}${JSON.stringify(relativePath)}:${JSON.stringify(entry)}`);
  }

  /** Ends the manifest of the index set just written (`set`: its id and folder, for the files' stats) and puts it in place. */
  async finish(set: { id: string; dir: string }, configKey: string, timeZone: string): Promise<void> {
    const outputs: ManifestFile['outputs'] = {};
    for (const name of REUSED) {
      const { size, mtimeMs } = await stat(path.join(set.dir, name));
      outputs[name] = [size, mtimeMs];
    }
    const rest: Omit<ManifestFile, 'pages'> = { version: MANIFEST_VERSION, set: set.id, configKey, timeZone, outputs };
    this.out.writeText(`},${JSON.stringify(rest).slice(1)}`);
    this.out.close();
    renameSync(this.temporary, this.file);
  }

  /** A failed run leaves the current manifest as it was. */
  discard(): void {
    this.out.close();
    rmSync(this.temporary, { force: true });
  }
}
