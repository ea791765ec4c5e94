import { closeSync, copyFileSync, existsSync, linkSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { manifestPath, searchIndexName, type SearchManifest } from '../../schemas/search-index.js';
import { indexFile } from '../output/index-set.js';
import { writeOrLink } from '../output/same-bytes.js';
import { temporaryPath } from '../output/write-atomic.js';
import { LocalIndexWriter, type LocalIndexLayout } from './local-index.js';
import { streamRecords } from './record-stream.js';
import { PageListWriter, pagesOf, patchIndex } from './patch-index.js';
import { SEARCH_PAGES } from '../pipeline/search-pages.js';

/**
 * Postings held in memory before a run is spilled, shared by the indexes
 * written together (one per language and version, from one stream of
 * records): a site of a few thousand pages never spills, and a site of many
 * languages holds no more than a site of one.
 */
const RUN_ENTRIES = 2_000_000;

export interface LocalIndexSummary {
  files: number;
  bytes: number;
  /** The indexes linked whole from the output this build replaced, their records being the same. */
  kept: string[];
  /** The indexes written as that output's with the groups of the pages whose records changed rewritten (`patchIndex`). */
  patched: string[];
}

/** What the indexes came to, and the milliseconds their thread took to write them. */
export interface TimedSummary {
  summary: LocalIndexSummary;
  ms: number;
}

export interface LocalIndexOptions {
  /** The site this build replaces: an index file that comes out the same as its file of that name is linked from it. */
  previousDir?: string | undefined;
  /** Postings held in memory before a run is spilled. */
  runEntries?: number;
  /** File sizes; tests shrink them. */
  layout?: LocalIndexLayout | undefined;
  /** The indexes whose records are those `previousDir`'s index of that name was written from: it is linked whole, not written again. */
  reuse?: readonly string[] | undefined;
  /** The site at `distDir` is changed in place: an index kept whole stays in `previousDir`, unlinked (`DistOverlay.keepFolder`). */
  inPlace?: boolean | undefined;
  /** Where each index's records lie in `search-records.json` (`SiteIndex.searchRanges`): only those of the indexes written are read. */
  ranges?: Record<string, [start: number, end: number]> | undefined;
  /**
   * The indexes' page lists (`PageListWriter`), by index name: those `previousDir` keeps, to patch its indexes
   * from, and where this build's go. Lists are read and written only with `ranges`.
   */
  lists?: { previous: Record<string, string>; out: Record<string, string> } | undefined;
}

/**
 * Writes each local search index (`names`: one per language and version,
 * `searchIndexNames`) into the site being built, streaming the index's
 * `search-records.json`: every index is
 * written as its records go by, through a temporary folder renamed to its
 * content-hashed name, and postings beyond `runEntries` (across all the
 * indexes) spill to a temporary folder in the site's cache. Memory does not
 * grow with the record count.
 */
export function writeLocalIndexes(indexDir: string, distDir: string, allNames: readonly string[], { previousDir, runEntries = RUN_ENTRIES, layout, reuse = [], inPlace, ranges, lists }: LocalIndexOptions = {}): LocalIndexSummary {
  const summary: LocalIndexSummary = { files: 0, bytes: 0, kept: [], patched: [] };
  if (previousDir) summary.kept = reuse.filter((name) => keepIndex(previousDir, inPlace ? undefined : distDir, name, summary));
  // An index kept whole keeps its page list.
  for (const name of summary.kept) if (lists?.previous[name]) copyFileSync(lists.previous[name], lists.out[name]!);
  const pagesFile = indexFile(indexDir, SEARCH_PAGES);
  const listed = ranges && lists ? lists : undefined;
  let names = allNames.filter((name) => !summary.kept.includes(name));
  if (previousDir && listed && names.some((name) => listed.previous[name])) {
    const fd = openRecords(indexDir);
    try {
      summary.patched = names.filter((name) => {
        const previousList = listed.previous[name];
        const patched = previousList ? patchIndex({ name, records: fd, pagesFile, previousDir, previousList, listOut: listed.out[name]!, distDir, layout }) : undefined;
        if (!patched) return false;
        summary.files += patched.files;
        summary.bytes += patched.bytes;
        return true;
      });
    } finally {
      closeSync(fd);
    }
    names = names.filter((name) => !summary.patched.includes(name));
  }
  if (names.length === 0) return summary;
  const perIndex = Math.max(1, Math.floor(runEntries / names.length));
  // In the site's cache, named as a temporary of this process: the next run removes one that a kill left behind.
  const spillRoot = temporaryPath(path.join(indexDir, 'cache', 'search-spill'));
  mkdirSync(spillRoot, { recursive: true });
  try {
    const writers = new Map(
      names.map((name) => {
        const folder = path.join(distDir, 'static/search', `.tmp-${name}`);
        mkdirSync(folder, { recursive: true });
        const previous = previousDir && previousFolder(previousDir, name);
        const sink = (name: string, text: string) => {
          writeOrLink(path.join(folder, name), text, previous && path.join(previous, name));
          summary.files++;
          summary.bytes += Buffer.byteLength(text);
        };
        const spillDir = path.join(spillRoot, name);
        mkdirSync(spillDir);
        return [name, { folder, writer: new LocalIndexWriter(name, sink, layout, { dir: spillDir, runEntries: perIndex }) }] as const;
      }),
    );
    const pageLists = new Map<string, PageListWriter>();
    const finish = (name: string) => {
      const { folder, writer } = writers.get(name)!;
      writers.delete(name);
      const manifest = writer.finish();
      pageLists.get(name)?.finish(manifest.groups);
      renameSync(folder, path.join(distDir, manifest.dir));
      const text = JSON.stringify(manifest);
      writeOrLink(path.join(distDir, manifestPath(name)), text, previousDir && path.join(previousDir, manifestPath(name)));
      summary.files++;
      summary.bytes += Buffer.byteLength(text);
    };
    const fd = openRecords(indexDir);
    try {
      if (!ranges) for (const record of streamRecords(fd)) writers.get(searchIndexName(record.version ?? '', record.lang))?.writer.add(record);
      // An index with no records has no range; one whose records are elsewhere than its range says is no index of this set.
      for (const name of ranges ? names.filter((name) => ranges[name]) : []) {
        const { writer } = writers.get(name)!;
        const list = listed && new PageListWriter(listed.out[name]!);
        const pages = pagesOf(pagesFile, name);
        let left = 0;
        let matched = true;
        for (const record of streamRecords(fd, undefined, ranges![name])) {
          if (left === 0 && list && matched) {
            const page = pages.next();
            matched = !page.done;
            if (!page.done) {
              left = page.value[4];
              list.page(page.value[1], page.value[5], writer.groupsSoFar());
            }
          }
          writer.add(record);
          left--;
        }
        // Each page's records, and no more: otherwise the list does not describe the index, and none is kept.
        if (list && matched && left === 0 && pages.next().done) pageLists.set(name, list);
        else list?.abandon();
        pages.return(undefined);
        // Written as soon as its records are read: its postings held in memory, and its merge, never meet the next index's.
        finish(name);
      }
    } finally {
      closeSync(fd);
    }
    for (const name of writers.keys()) finish(name);
    return summary;
  } finally {
    rmSync(spillRoot, { recursive: true, force: true });
  }
}

/** The folder of the index `name` in the site at `siteDir`, by its manifest; none when it has no such index. */
function previousFolder(siteDir: string, name: string): string | undefined {
  const manifest = readManifest(siteDir, name);
  return manifest && path.join(siteDir, manifest.dir);
}

function readManifest(siteDir: string, name: string): SearchManifest | undefined {
  try {
    return JSON.parse(readFileSync(path.join(siteDir, manifestPath(name)), 'utf8')) as SearchManifest;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the index `name` of the site at `previousDir`, its folder and its
 * manifest: linked into the site being built at `distDir`, or, without one,
 * left where it is (the site is changed in place). False (and nothing left
 * behind) when that site has no such index, or a file of it is missing.
 */
function keepIndex(previousDir: string, distDir: string | undefined, name: string, summary: LocalIndexSummary): boolean {
  const manifest = readManifest(previousDir, name);
  if (!manifest) return false;
  try {
    if (distDir) mkdirSync(path.join(distDir, manifest.dir), { recursive: true });
    const files = [...readdirSync(path.join(previousDir, manifest.dir)).map((file) => manifest.dir + file), manifestPath(name)];
    let bytes = 0;
    for (const file of files) {
      if (distDir) linkSync(path.join(previousDir, file), path.join(distDir, file));
      bytes += statSync(path.join(previousDir, file)).size;
    }
    summary.files += files.length;
    summary.bytes += bytes;
    return true;
  } catch {
    if (distDir) {
      rmSync(path.join(distDir, manifest.dir), { recursive: true, force: true });
      rmSync(path.join(distDir, manifestPath(name)), { force: true });
    }
    return false;
  }
}

/**
 * The current index's records file, open. Without the site's lock (dev writes
 * its search index aside while a `docsite build` may run) a newer index can
 * replace the set between the look and the open: the newer one is then read.
 */
function openRecords(indexDir: string): number {
  try {
    return openSync(indexFile(indexDir, 'search-records.json'), 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return openSync(indexFile(indexDir, 'search-records.json'), 'r');
  }
}

/**
 * `writeLocalIndexes`, timed where it runs: a thread that is busy (the
 * pre-render) hears of a worker's end only when it is free again.
 */
export function timedWrite(indexDir: string, distDir: string, names: readonly string[], options: LocalIndexOptions): TimedSummary {
  const started = performance.now();
  const summary = writeLocalIndexes(indexDir, distDir, names, options);
  return { summary, ms: performance.now() - started };
}

/**
 * `writeLocalIndexes` in a worker thread, so that a server in this thread
 * goes on answering meanwhile. From the sources (no built worker beside this
 * module) it runs here, after the current turn.
 */
export function writeLocalIndexesAside(
  indexDir: string,
  distDir: string,
  names: readonly string[],
  previous?: { dir: string; reuse: string[]; inPlace: boolean },
  ranges?: LocalIndexOptions['ranges'],
  lists?: LocalIndexOptions['lists'],
  /** Stops the thread: a build that failed meanwhile need not wait for an index it throws away. */
  signal?: AbortSignal,
): Promise<TimedSummary> {
  const options: LocalIndexOptions = { previousDir: previous?.dir, reuse: previous?.reuse, inPlace: previous?.inPlace, ranges, lists };
  const workerFile = fileURLToPath(new URL('./search-worker.js', import.meta.url));
  if (!existsSync(workerFile)) return new Promise((resolve) => setImmediate(() => resolve(timedWrite(indexDir, distDir, names, options))));
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: { indexDir, distDir, names, options } });
    const stop = () => void worker.terminate();
    signal?.addEventListener('abort', stop, { once: true });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      signal?.removeEventListener('abort', stop);
      reject(new Error(signal?.aborted ? 'the search index worker was stopped' : `the search index worker exited with code ${code}`));
    });
  });
}
