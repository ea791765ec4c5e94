import { statSync } from 'node:fs';
import { isReadmeIndex, type SourceFile } from './collect-files.js';
import { FragmentFiles, FragmentSpill, type FragmentRef, type StoredOutcome } from './fragment-store.js';
import { EntryMark } from './fragments.js';
import type { PreviousPage } from './index-manifest.js';
import { NO_MESSAGES, type PlainMessage } from './messages.js';
import { cachedFiles, type CachedFiles } from './body-path.js';
import type { PageJob, PageSettings } from './page-job.js';
import { defaultThreads, processInPool, twinOrder } from './page-pool.js';

export interface LoadOptions extends PageSettings {
  /** The previous run's pages, by relative path (empty for a cold run). */
  previous: Map<string, PreviousPage>;
  /** Worker threads to parse with; undefined picks by the amount of work. */
  threads: number | undefined;
  /** Where page bodies go when the site is being built; a page whose cached files are missing or changed is parsed again. */
  bodiesDir: string | undefined;
  /** Data pages' bodies are rendered on request (`PageJob.bodiesOnRequest`). */
  bodiesOnRequest?: boolean | undefined;
  /** Pages are skimmed, not parsed (`PageJob.skim`). */
  skim?: boolean | undefined;
  /** Where this run's fragments are spilled (`FragmentSpill`). */
  spillDir: string;
}

/** A page after this run: its fragments, or the messages saying why there are none. */
export interface LoadedPage {
  source: SourceFile;
  mtimeMs: number;
  size: number;
  hash: string;
  /** The page's files in the bodies folder. */
  files: CachedFiles;
  messages: readonly PlainMessage[];
  fragments: FragmentRef | undefined;
  /** The previous entry close, to reuse when the page's time is unchanged. */
  previousClose: PreviousPage['close'];
  parsed: boolean;
  /** `PageOutcome.imports`. */
  imports: boolean;
}

interface Checked {
  source: SourceFile;
  mtimeMs: number;
  size: number;
  previous: PreviousPage | undefined;
  /** The previous page's files as found now. */
  files: CachedFiles | undefined;
}

/**
 * Bring every page up to date at the least cost: an unchanged stat reuses
 * the previous fragments without reading the source; unchanged bytes reuse
 * them after one read; anything else is parsed, in worker threads when many.
 */
export async function loadPages(sources: SourceFile[], options: LoadOptions, onProgress: (done: number, total: number) => void): Promise<{ pages: LoadedPage[]; threads: number; files: FragmentFiles }> {
  // Synchronous: thousands of stats cost less in one loop than as thread-pool round trips.
  const { bodiesDir, bodiesOnRequest, skim } = options;
  const checked = sources.map((source): Checked => {
    const { mtimeMs, size } = statSync(source.absolutePath);
    const previous = options.previous.get(source.relativePath);
    // A page is as new when its cached files are not the ones the manifest recorded (a kill, a disk, a hand): they are never trusted.
    // A page dev left with a source copy has no body, which a build needs.
    const copied = (previous?.fragments.copyLength ?? 0) > 0;
    const files = previous && bodiesDir && previous.files.bytes >= 0 && (bodiesOnRequest || !copied) ? cachedFiles(bodiesDir, previous.hash, copied, previous.files.compiled) : undefined;
    const intact = previous && (!bodiesDir || files?.bytes === previous.files.bytes);
    // A README that became its folder's index, or stopped being it, has another route than its fragments hold.
    // A translation added in a fallback page's place, or a fallback in a removed one's, may have its size and mtime.
    const rerouted = previous && (Boolean(previous.fragments.marks & EntryMark.readmeIndex) !== isReadmeIndex(source) || Boolean(previous.fragments.marks & EntryMark.fallback) !== (source.fallbackOf !== undefined));
    return { source, mtimeMs, size, previous: intact && !rerouted ? previous : undefined, files };
  });
  const stale = checked.filter((c) => c.previous?.mtimeMs !== c.mtimeMs || c.previous.size !== c.size);
  let done = sources.length - stale.length;
  onProgress(done, sources.length);
  const threads = options.threads ?? defaultThreads(stale.length);
  const jobs = stale.map((c): PageJob => ({ source: c.source, previousHash: c.previous?.hash, bodiesDir, bodiesOnRequest, skim }));
  const outcomes = await run(jobs, { config: options.config, code: options.code, markdown: options.markdown }, options.spillDir, threads, (count) => {
    done += count;
    onProgress(done, sources.length);
  });
  const files = new FragmentFiles();
  for (const outcome of outcomes) files.adopt(outcome.fragments);
  const outcomeOf = new Map(stale.map((c, i) => [c, outcomes[i]!]));
  const pages = checked.map((c) => settle(c, outcomeOf.get(c)));
  return { pages, threads: jobs.length > 0 ? threads : 0, files };
}

function settle(c: Checked, outcome: StoredOutcome | undefined): LoadedPage {
  const { source, mtimeMs, size, previous } = c;
  const previousClose = previous?.close;
  const kept = c.files ?? previous?.files;
  // Unread: a page that reads other files is never left unread (its manifest entry has no mtime).
  if (!outcome) return { source, mtimeMs, size, hash: previous!.hash, files: kept!, messages: NO_MESSAGES, fragments: previous!.fragments, previousClose, parsed: false, imports: false };
  const fragments = outcome.unchanged ? previous!.fragments : outcome.fragments;
  const files = outcome.unchanged ? kept! : outcome.files;
  return { source, mtimeMs, size, hash: outcome.hash, files, messages: outcome.messages, fragments, previousClose, parsed: !outcome.unchanged, imports: outcome.imports };
}

async function run(jobs: PageJob[], settings: PageSettings, spillDir: string, threads: number, onDone: (count: number) => void): Promise<StoredOutcome[]> {
  if (jobs.length === 0) return [];
  if (threads > 1) return processInPool(jobs, settings, spillDir, threads, onDone);
  // Loaded on demand: a warm run with nothing to parse never pays for the parser.
  const { prepareFormats, processPage } = await import('./page-job.js');
  // A skim parses only heading lines, as Markdown.
  if (!jobs[0]!.skim) await prepareFormats(jobs.map((job) => job.source.format));
  const spill = new FragmentSpill(spillDir);
  const outcomes: StoredOutcome[] = new Array(jobs.length);
  try {
    let done = 0;
    for (const i of twinOrder(jobs)) {
      outcomes[i] = spill.store(await processPage(jobs[i]!, settings));
      onDone(1);
      // Let I/O callbacks (git's output) run between pages.
      if (++done % 16 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    spill.close();
  }
  return outcomes;
}
