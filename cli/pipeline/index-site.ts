import path from 'node:path';
import { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import { CONTRACT_VERSION } from '../../schemas/contract.js';
import { resolveConfig, type ResolvedConfig } from '../config/resolve-config.js';
import { writeFilesAtomically } from '../output/write-atomic.js';
import { collectFiles, type SourceFile } from './collect-files.js';
import { fragmentConfigKey, pageClose, timeKey } from './fragments.js';
import { readGitTimes, type GitTimes } from './git-times.js';
import { MANIFEST_FILE, manifestText, readPrevious, type ManifestEntry } from './index-manifest.js';
import { loadPages, type LoadedPage } from './load-pages.js';
import { restoreMessages } from './messages.js';
import { missingTranslations } from './parity.js';
import { routeEntry, routePathOf } from './routes.js';

export interface IndexOptions {
  /** The site folder (holding `docsite.config.*`). */
  siteDir: string;
  /** Output folder; default `<siteDir>/.docsite`. */
  outDir?: string | undefined;
  /** Reuse the work of unchanged pages. Default: true. */
  cache?: boolean | undefined;
  /** Worker threads to parse with; default: one per core when many pages need parsing, else none. */
  threads?: number | undefined;
  /** Called as pages are processed. */
  onProgress?: ((done: number, total: number) => void) | undefined;
}

export interface IndexSummary {
  pages: number;
  records: number;
  langs: string[];
  /** Pages parsed this run. */
  parsed: number;
  /** Pages whose work came from the cache. */
  cached: number;
  /** Worker threads used for parsing (0: none were needed, 1: in-process). */
  threads: number;
  outDir: string;
  timings: { totalMs: number; configMs: number; pagesMs: number; gitMs: number; writeMs: number };
}

export interface IndexResult {
  /** False when any error was found; nothing was written then. */
  ok: boolean;
  /** Every error, warning and info of the run, in file order. */
  messages: VFileMessage[];
  /** What was written; undefined when the run failed. */
  summary: IndexSummary | undefined;
}

/** `docsite index`: turn the site's MDX tree into the JSON site index. */
export async function indexSite(options: IndexOptions): Promise<IndexResult> {
  const started = performance.now();
  const files = new Map<string, VFile>();
  const vfile = (file: string) => files.get(file) ?? files.set(file, new VFile({ path: file })).get(file)!;
  const failed = (): IndexResult => ({ ok: false, messages: [...files.values()].flatMap((f) => f.messages), summary: undefined });
  const resolved = await resolveConfig(options, vfile);
  if (!resolved) return failed();
  const configMs = performance.now() - started;

  const sources = await collectFiles(resolved.docsDir, resolved.langs, resolved.config.route.exclude);
  if (sources.length === 0) {
    reportNoPages(resolved, vfile);
    return failed();
  }
  const git = readGitTimes(resolved.docsDir, sources.map((s) => s.absolutePath));
  const configKey = fragmentConfigKey(resolved.config);
  const { timeZone } = resolved.config;
  const previous = options.cache === false ? new Map() : await readPrevious(resolved.cacheDir, resolved.outDir, configKey, timeZone);
  const { pages, threads } = await loadPages(sources, { config: resolved.config, previous, threads: options.threads }, options.onProgress ?? (() => {}));
  const pagesMs = performance.now() - started - configMs;
  const times = await git;
  const output = assemble(resolved, pages, times, vfile);
  const messages = [...files.values()].flatMap((f) => f.messages);
  if (messages.some((m) => m.fatal)) return failed();

  const writeStarted = performance.now();
  await writeFilesAtomically(resolved.outDir, output.files);
  await writeFilesAtomically(resolved.cacheDir, [[MANIFEST_FILE, await manifestText(resolved.outDir, configKey, timeZone, output.manifest)]]);
  const writeMs = performance.now() - writeStarted;
  const parsed = pages.filter((p) => p.parsed).length;
  return {
    ok: true,
    messages,
    summary: {
      pages: output.pages,
      records: output.records,
      langs: resolved.langs,
      parsed,
      cached: pages.length - parsed,
      threads,
      outDir: resolved.outDir,
      timings: { totalMs: performance.now() - started, configMs, pagesMs, gitMs: times.gitMs, writeMs },
    },
  };
}

interface Output {
  files: [name: string, data: string | Uint8Array[]][];
  /** Where each page's fragments landed in the outputs, for the next run. */
  manifest: Record<string, ManifestEntry>;
  pages: number;
  records: number;
}

/** Byte chunks of one output file, with the running length. */
class Chunks {
  readonly parts: Uint8Array[] = [];
  length = 0;
  push(bytes: Uint8Array): void {
    this.parts.push(bytes);
    this.length += bytes.length;
  }
}

const utf8 = (text: string) => Buffer.from(text);
const COMMA = utf8(',');

/**
 * Join the pages' fragments into the four files (the same bytes as
 * serializing whole objects), reporting duplicate routes, where times came
 * from, and missing translations on the way.
 */
function assemble(resolved: ResolvedConfig, pages: LoadedPage[], git: GitTimes, vfile: (file: string) => VFile): Output {
  const { config } = resolved;
  const owners = new Map<string, SourceFile>();
  const head = `{"contractVersion":${CONTRACT_VERSION},`;
  const pagesOut = new Chunks();
  const recordsOut = new Chunks();
  pagesOut.push(utf8(`${head}"pages":[`));
  recordsOut.push(utf8(`${head}"records":[`));
  const routes = [];
  const docsRoot = siteRelative(resolved, resolved.docsDir);
  const manifest: Record<string, ManifestEntry> = {};
  let count = 0;
  let records = 0;
  for (const { source, mtimeMs, size, hash, messages, fragments, previousClose } of pages) {
    restoreMessages(vfile(source.absolutePath), messages);
    if (!fragments) continue;
    const routePath = routePathOf(source.pagePath, source.lang, config.lang);
    const owner = owners.get(routePath);
    if (owner) {
      reportDuplicateRoute(routePath, owner, source, resolved, vfile);
      continue;
    }
    owners.set(routePath, source);
    if (count++ > 0) pagesOut.push(COMMA);
    const pageStart = pagesOut.length;
    pagesOut.push(fragments.page);
    const time = git.times.get(source.absolutePath);
    const close = previousClose?.timeKey === timeKey(time) ? previousClose.bytes : pageClose(time, source.lang, config.timeZone);
    pagesOut.push(close);
    if (fragments.recordCount > 0 && records > 0) recordsOut.push(COMMA);
    const recordsStart = recordsOut.length;
    recordsOut.push(fragments.records);
    records += fragments.recordCount;
    manifest[source.relativePath] = [mtimeMs, size, hash, pageStart, fragments.page.length, close.length, timeKey(time), recordsStart, fragments.records.length, fragments.recordCount];
    routes.push(routeEntry(source, routePath, hash, config.base, `${docsRoot}/${source.relativePath}`));
  }
  pagesOut.push(utf8(']}\n'));
  recordsOut.push(utf8(']}\n'));
  reportTimeSources(resolved, pages, git, vfile);
  reportMissingTranslations(resolved, pages.map((p) => p.source), vfile);
  return {
    files: [
      ['site.json', `${JSON.stringify({ contractVersion: CONTRACT_VERSION, langs: resolved.langs, config }, null, 2)}\n`],
      ['pages.json', pagesOut.parts],
      ['routes.json', `${JSON.stringify({ contractVersion: CONTRACT_VERSION, routes }, null, 2)}\n`],
      ['search-records.json', recordsOut.parts],
    ],
    manifest,
    pages: count,
    records,
  };
}

function siteRelative(resolved: ResolvedConfig, file: string): string {
  return path.relative(resolved.siteDir, file).split(path.sep).join('/');
}

function reportNoPages(resolved: ResolvedConfig, vfile: (file: string) => VFile): void {
  const folders = resolved.langs.map((lang) => path.join(path.relative(process.cwd(), resolved.docsDir) || '.', lang)).join(', ');
  const message = vfile(resolved.configFile ?? resolved.siteDir).message(`No pages found: no .md or .mdx files in ${folders}`);
  message.fatal = true;
  message.note = `Put pages in one folder per language under the docs root (config \`root\`, now \`${resolved.config.root}\`), e.g. ${resolved.config.root}/${resolved.config.lang}/index.md.`;
}

function reportDuplicateRoute(routePath: string, owner: SourceFile, source: SourceFile, resolved: ResolvedConfig, vfile: (file: string) => VFile): void {
  const message = vfile(source.absolutePath).message(
    `Route ${routePath} comes from two files: ${siteRelative(resolved, owner.absolutePath)} and ${siteRelative(resolved, source.absolutePath)}`,
    { place: { line: 1, column: 1 }, ruleId: 'duplicate-route', source: 'docsite' },
  );
  message.fatal = true;
  message.note = 'Rename or delete one of them: each route must come from one file.';
}

function reportMissingTranslations(resolved: ResolvedConfig, sources: SourceFile[], vfile: (file: string) => VFile): void {
  for (const missing of missingTranslations(sources, resolved.langs)) {
    const message = vfile(missing.present.absolutePath).message(
      `No ${missing.lang} translation: expected ${path.join(path.relative(process.cwd(), resolved.docsDir), missing.expected)}`,
      { place: { line: 1, column: 1 }, ruleId: 'missing-translation', source: 'docsite' },
    );
    message.note = 'Every language folder should mirror the others; add the translated page (or exclude this one with `route.exclude`).';
  }
}

function reportTimeSources(resolved: ResolvedConfig, pages: LoadedPage[], git: GitTimes, vfile: (file: string) => VFile): void {
  for (const { source } of pages) {
    const time = git.times.get(source.absolutePath);
    if (time?.source !== 'mtime') continue;
    const why = time.reason === 'not-in-git' ? 'the site is not in a git repository' : 'the file has changes not committed to git';
    vfile(source.absolutePath).info(`Last updated from the file's modification time: ${why}`, { ruleId: 'time-source', source: 'docsite' });
  }
  if (git.shallowFiles > 0) {
    const message = vfile(resolved.docsDir).message(
      `Shallow git clone: the last-updated time of ${git.shallowFiles} page(s) is unknown, because their history is cut at the clone's boundary; those pages show none`,
      { ruleId: 'shallow-clone', source: 'docsite' },
    );
    message.note = 'Fetch the full history: `git fetch --unshallow`, or in GitHub Actions set `fetch-depth: 0` on actions/checkout.';
  }
}
