import type { IndexSettings } from 'algoliasearch';
import { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import type { SearchRecord } from '../../schemas/search-record.js';
import { resolveConfig } from '../config/resolve-config.js';
import { indexSite } from '../pipeline/index-site.js';
import { createPushContext, type PushContext } from './client.js';
import { explainAlgoliaError, PushError } from './errors.js';
import { applyIncremental, planIncremental } from './incremental.js';
import { countByLang, readSearchRecords } from './records.js';
import { replaceIndex } from './replace.js';
import { docSearchSettings } from './settings.js';
import { configWarnings, pushTarget, readCredentials, type Credentials } from './target.js';

export interface PushOptions {
  /** The site folder (holding `docsite.config.*`). */
  siteDir: string;
  /** Index folder; default `<siteDir>/.docsite`. */
  outDir?: string | undefined;
  /** Algolia index; default the config's `search.indexName`. */
  indexName?: string | undefined;
  /** Send only new records and delete vanished ones, instead of replacing the index. */
  incremental?: boolean | undefined;
  /** Work out what would change and write nothing. */
  dryRun?: boolean | undefined;
  /** Records per batch request. Default: 1000. */
  batchSize?: number | undefined;
  /** Where ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are read. Default: `process.env`. */
  env?: NodeJS.ProcessEnv | undefined;
  /** Called with each step as it starts (`--verbose`). */
  log?: ((line: string) => void) | undefined;
  /** Indexing progress. */
  onProgress?: ((done: number, total: number) => void) | undefined;
  /** Called with the indexing run's messages as soon as it ends, before anything is sent. */
  onIndexed?: ((messages: VFileMessage[]) => void) | undefined;
}

export interface PushSummary {
  index: string;
  /** The app pushed to; null for a dry run that needed no credentials. */
  appId: string | null;
  mode: 'replace' | 'incremental';
  dryRun: boolean;
  /** Records of the site, now (or, in a dry run, soon) in the index. */
  records: number;
  /** Records per language, the site's languages first. */
  langs: Record<string, number>;
  /** Records sent: all of them when replacing, the new ones when incremental. */
  added: number;
  /** Live records sent again because their weight changed (incremental); null when replacing. */
  updated: number | null;
  /** Live records deleted; null when replacing (the old index goes as a whole, uncounted). */
  deleted: number | null;
  /** Live records kept as they were; null when replacing. */
  unchanged: number | null;
  settingsApplied: boolean;
  /** Dry runs: the URLs of the records that would be added, and (incremental) re-weighted and deleted. */
  changes: { added: string[]; updated: string[]; deleted: string[] } | undefined;
  totalMs: number;
}

export interface PushResult {
  ok: boolean;
  /** The indexing run's errors, warnings and infos. */
  messages: VFileMessage[];
  /** Problems with the credentials that do not stop the push (another app than the config's). */
  warnings: string[];
  /** Why the push failed, when it failed after indexing (or before it, on flags and credentials). */
  error: PushError | undefined;
  summary: PushSummary | undefined;
}

/** `docsite search push`: index the site, then send its search records to Algolia. */
export async function pushSearch(options: PushOptions): Promise<PushResult> {
  const started = performance.now();
  const files = new Map<string, VFile>();
  const vfile = (file: string) => files.get(file) ?? files.set(file, new VFile({ path: file })).get(file)!;
  const resolved = await resolveConfig(options, vfile);
  if (!resolved) return { ok: false, messages: [...files.values()].flatMap((f) => f.messages), warnings: [], error: undefined, summary: undefined };
  let messages: VFileMessage[] = [];
  let warnings: string[] = [];
  try {
    // Flags and credentials are checked before indexing, so a CI misconfiguration fails in a second.
    const { search } = resolved.config;
    const target = pushTarget(search, options.indexName);
    const env = options.env ?? process.env;
    const readsAlgolia = !options.dryRun || options.incremental === true;
    const credentials = readsAlgolia || (env.ALGOLIA_APP_ID && env.ALGOLIA_ADMIN_KEY) ? readCredentials(env) : undefined;
    warnings = credentials ? configWarnings(search, credentials) : [];

    const indexed = await indexSite({ siteDir: options.siteDir, outDir: options.outDir, onProgress: options.onProgress });
    messages = indexed.messages;
    options.onIndexed?.(messages);
    if (!indexed.ok || !indexed.summary) return { ok: false, messages, warnings, error: undefined, summary: undefined };
    const records = await readSearchRecords(indexed.summary.outDir);
    // An empty push would wipe the hosted index: far more often a mistake (every page `search: false`, the wrong folder) than a wish.
    if (records.length === 0) {
      throw new PushError(
        `The site has no search records, so the push would empty ${target.indexName}; nothing was sent.`,
        'Check that not every page has `search: false` in its frontmatter. To empty the index on purpose, clear it in the Algolia dashboard.',
      );
    }
    const base = { index: target.indexName, appId: credentials?.appId ?? null, records: records.length, langs: countByLang(records, resolved.langs) };
    const context = readsAlgolia ? await createPushContext(credentials!, target.hosts, options.batchSize ?? 1000, options.log ?? (() => {})) : undefined;
    const settings = docSearchSettings(resolved.langs, resolved.config.multiVersion.versions.length > 0);
    const outcome = context ? await talkToAlgolia(context, credentials!, target.indexName, records, settings, options) : replacePlan(records);
    return { ok: true, messages, warnings, error: undefined, summary: { ...base, ...outcome, totalMs: Math.round(performance.now() - started) } };
  } catch (error) {
    if (error instanceof PushError) return { ok: false, messages, warnings, error, summary: undefined };
    throw error;
  }
}

type Outcome = Pick<PushSummary, 'mode' | 'dryRun' | 'added' | 'updated' | 'deleted' | 'unchanged' | 'settingsApplied' | 'changes'>;

/** A dry run of a full push needs nothing from Algolia: every record is sent, whatever the index holds. */
function replacePlan(records: SearchRecord[]): Outcome {
  return { mode: 'replace', dryRun: true, added: records.length, updated: null, deleted: null, unchanged: null, settingsApplied: false, changes: { added: records.map((r) => r.url), updated: [], deleted: [] } };
}

async function talkToAlgolia(context: PushContext, credentials: Credentials, indexName: string, records: SearchRecord[], settings: IndexSettings, options: PushOptions): Promise<Outcome> {
  try {
    if (!options.incremental) {
      await replaceIndex(context, indexName, records, settings);
      return { mode: 'replace', dryRun: false, added: records.length, updated: null, deleted: null, unchanged: null, settingsApplied: true, changes: undefined };
    }
    const diff = await planIncremental(context, indexName, records);
    if (!options.dryRun) await applyIncremental(context, indexName, diff, settings);
    return {
      mode: 'incremental',
      dryRun: options.dryRun === true,
      added: diff.added.length,
      updated: diff.updated.length,
      deleted: diff.deleted.length,
      unchanged: diff.unchanged,
      settingsApplied: !options.dryRun,
      changes: options.dryRun
        ? { added: diff.added.map((r) => r.url), updated: diff.updated.map((r) => r.url), deleted: diff.deleted.map((r) => r.url ?? r.objectID) }
        : undefined,
    };
  } catch (error) {
    throw explainAlgoliaError(error, credentials.appId, context.step);
  }
}
