import { createHash } from 'node:crypto';
import {
  CONTENT_ATTRIBUTE,
  HEAD_POSTINGS,
  SEARCH_INDEX_VERSION,
  manifestPath,
  type ChunkGroup,
  type Postings,
  type SearchManifest,
  type ShardTerm,
} from '../../schemas/search-index.js';
import type { SearchRecord } from '../../schemas/search-record.js';
import { indexTerms } from '../../schemas/search-text.js';

/** File sizes and head length; tests shrink them to exercise many files. */
export interface LocalIndexLayout {
  /** UTF-8 size at which a shard is closed: ~9 KB gzip, so a first query fetches little. */
  shardBytes: number;
  /** UTF-8 size at which a chunk of text is closed: ~2 KB gzip; a query fetches one per hit. */
  chunkBytes: number;
  headPostings: number;
}

const LAYOUT: LocalIndexLayout = { shardBytes: 24_000, chunkBytes: 5_000, headPostings: HEAD_POSTINGS };
/** Groups per language the bucket encoding leaves room for. */
const GROUP_LIMIT = 2 ** 24;

export interface LocalIndex {
  manifest: SearchManifest;
  /** File contents by path relative to the site root, manifest included. */
  files: Map<string, string>;
}

/** The local search index of one language's records (in page order). */
export function buildLocalIndex(lang: string, records: readonly SearchRecord[], layout: LocalIndexLayout = LAYOUT): LocalIndex {
  const groups = groupRecords(records);
  if (groups.length >= GROUP_LIMIT) throw new Error(`search: ${groups.length} groups in ${lang} exceed the local index's limit of ${GROUP_LIMIT}`);
  const body = new Map<string, string>();
  const shards = writeShards(postingsOf(groups), body, layout);
  const chunks = writeChunks(groups, body, layout.chunkBytes);
  const hash = createHash('sha1');
  for (const [name, text] of body) hash.update(name).update(text);
  const dir = `static/search/${lang}-${hash.digest('hex').slice(0, 8)}/`;
  const manifest: SearchManifest = { version: SEARCH_INDEX_VERSION, lang, dir, groups: groups.length, shards, chunks };
  const files = new Map([...body].map(([name, text]) => [dir + name, text]));
  files.set(manifestPath(lang), JSON.stringify(manifest));
  return { manifest, files };
}

const HEADING_TYPES: Record<string, number> = { lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6 };

/** Records sharing a URL, in order: a heading and the text below it. */
function groupRecords(records: readonly SearchRecord[]): ChunkGroup[] {
  const groups: ChunkGroup[] = [];
  let current: ChunkGroup | undefined;
  for (const record of records) {
    if (!current || current[0] !== record.url) {
      const { lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy;
      current = [record.url, [lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6], HEADING_TYPES[record.type] ?? 0, []];
      groups.push(current);
    }
    if (record.type === 'content' && record.content) current[3].push(record.content);
  }
  return groups;
}

/** Every term's postings, sorted best first. */
function postingsOf(groups: readonly ChunkGroup[]): Map<string, Postings> {
  // Page titles and sections repeat on every group of a page: cut each distinct text once.
  const termsOf = new Map<string, Set<string>>();
  const cut = (text: string) => {
    let terms = termsOf.get(text);
    if (!terms) termsOf.set(text, (terms = indexTerms(text)));
    return terms;
  };
  const entries = new Map<string, number[]>();
  groups.forEach(([, hierarchy, heading, contents], group) => {
    const best = new Map<string, number>();
    hierarchy.forEach((level, attribute) => {
      if (level) for (const term of cut(level)) if (!best.has(term)) best.set(term, attribute);
    });
    const contentTerms = new Set<string>();
    for (const text of contents) indexTerms(text, contentTerms);
    for (const term of contentTerms) if (!best.has(term)) best.set(term, CONTENT_ATTRIBUTE);
    for (const [term, attribute] of best) {
      const rank = attribute < CONTENT_ATTRIBUTE && heading ? heading : 7;
      let list = entries.get(term);
      if (!list) entries.set(term, (list = []));
      list.push((attribute * 8 + rank) * GROUP_LIMIT + group);
    }
  });
  const postings = new Map<string, Postings>();
  for (const [term, list] of entries) postings.set(term, encode(list.sort((a, b) => a - b)));
  return postings;
}

/** Sorted `bucket * GROUP_LIMIT + group` keys as runs of `[bucket, count, first, gaps…]`. */
function encode(keys: readonly number[]): Postings {
  const out: Postings = [];
  let countAt = -1;
  let bucket = -1;
  let previous = 0;
  for (const key of keys) {
    const keyBucket = Math.floor(key / GROUP_LIMIT);
    const group = key % GROUP_LIMIT;
    if (keyBucket !== bucket) {
      bucket = keyBucket;
      out.push(bucket, 0, group);
      countAt = out.length - 2;
    } else out.push(group - previous);
    out[countAt]!++;
    previous = group;
  }
  return out;
}

/** Splits encoded postings after `n` entries into a head and a tail, each self-contained. */
export function splitPostings(postings: Postings, n: number): [Postings, Postings] {
  let seen = 0;
  for (let i = 0; i < postings.length; ) {
    const count = postings[i + 1]!;
    if (seen + count > n) {
      const keep = n - seen;
      const head = [...postings.slice(0, i), postings[i]!, keep, ...postings.slice(i + 2, i + 2 + keep)];
      if (keep === 0) head.splice(head.length - 2, 2);
      let first = 0;
      for (let k = 0; k <= keep; k++) first += postings[i + 2 + k]!;
      const tail = [postings[i]!, count - keep, first, ...postings.slice(i + 3 + keep)];
      return [head, tail];
    }
    seen += count;
    i += 2 + count;
  }
  return [postings, []];
}

function writeShards(postings: Map<string, Postings>, files: Map<string, string>, layout: LocalIndexLayout): string[] {
  const firstTerms: string[] = [];
  let shard: ShardTerm[] = [];
  let size = 0;
  let tails = 0;
  const close = () => {
    files.set(`s${firstTerms.length}.json`, JSON.stringify({ terms: shard }));
    firstTerms.push(shard[0]![0]);
    shard = [];
    size = 0;
  };
  for (const term of [...postings.keys()].sort()) {
    const [head, tail] = splitPostings(postings.get(term)!, layout.headPostings);
    let tailFile = 0;
    if (tail.length) {
      tailFile = ++tails;
      files.set(`t${tailFile}.json`, JSON.stringify(tail));
    }
    const entry: ShardTerm = [term, countOf(postings.get(term)!), head, tailFile];
    shard.push(entry);
    size += Buffer.byteLength(JSON.stringify(entry));
    if (size > layout.shardBytes) close();
  }
  if (shard.length) close();
  return firstTerms;
}

function countOf(postings: Postings): number {
  let total = 0;
  for (let i = 0; i < postings.length; i += 2 + postings[i + 1]!) total += postings[i + 1]!;
  return total;
}

function writeChunks(groups: readonly ChunkGroup[], files: Map<string, string>, chunkBytes: number): number[] {
  const starts: number[] = [];
  let chunk: ChunkGroup[] = [];
  let size = 0;
  let previousStart = 0;
  const close = (end: number) => {
    const start = end - chunk.length;
    files.set(`c${starts.length}.json`, JSON.stringify({ groups: chunk }));
    starts.push(start - previousStart);
    previousStart = start;
    chunk = [];
    size = 0;
  };
  groups.forEach((group, i) => {
    chunk.push(group);
    size += Buffer.byteLength(JSON.stringify(group));
    if (size > chunkBytes) close(i + 1);
  });
  if (chunk.length) close(groups.length);
  return starts;
}
