import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
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
  /**
   * UTF-8 size up to which the rest of a term's postings stays in its shard
   * instead of a file of its own: a request costs more than that many bytes
   * in a file the query fetches anyway, and each file costs the build one.
   */
  inlineTailBytes: number;
}

export const LAYOUT: LocalIndexLayout = { shardBytes: 24_000, chunkBytes: 5_000, headPostings: HEAD_POSTINGS, inlineTailBytes: 1_024 };
/** Groups per language the bucket encoding leaves room for. */
export const GROUP_LIMIT = 2 ** 24;

export interface LocalIndex {
  manifest: SearchManifest;
  /** File contents by path relative to the site root, manifest included. */
  files: Map<string, string>;
}

/** Where the index's files go, by name within its folder, in the order they are made. */
export type IndexSink = (name: string, text: string) => void;

/**
 * How many (term, group) entries are sorted in memory before they are spilled
 * to a run file in `dir`; the runs are merged at the end. Memory does not grow
 * with the record count beyond one chunk, one run and one term's postings.
 */
export interface SpillOptions {
  dir: string;
  runEntries: number;
}

/** The local search index of one language's records (in page order), in memory. */
export function buildLocalIndex(lang: string, records: Iterable<SearchRecord>, layout: LocalIndexLayout = LAYOUT, spill?: SpillOptions): LocalIndex {
  const body = new Map<string, string>();
  const writer = new LocalIndexWriter(lang, (name, text) => body.set(name, text), layout, spill);
  for (const record of records) writer.add(record);
  const manifest = writer.finish();
  const files = new Map([...body].map(([name, text]) => [manifest.dir + name, text]));
  files.set(manifestPath(lang), JSON.stringify(manifest));
  return { manifest, files };
}

const HEADING_TYPES: Record<string, number> = { lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6 };

/**
 * Builds one language's index from its records as they stream by: chunks of
 * text are written as they fill, postings go through sorted runs, and the
 * shards are written while the runs are merged, term by term. The folder name
 * (`manifest.dir`) hashes every file, so it is known only at `finish()`.
 */
export class LocalIndexWriter {
  private readonly hash = createHash('sha1');
  private readonly chunks: ChunkWriter;
  private readonly postings: PostingRuns;
  private group: ChunkGroup | undefined;
  private groups = 0;
  // Page titles and sections repeat on every group of a page: each distinct text is cut once per page.
  private termsOf = new Map<string, Set<string>>();
  private page = '';

  constructor(
    private readonly lang: string,
    private readonly sink: IndexSink,
    private readonly layout: LocalIndexLayout = LAYOUT,
    spill: SpillOptions | undefined = undefined,
  ) {
    this.chunks = new ChunkWriter((name, text) => this.write(name, text), layout.chunkBytes);
    this.postings = new PostingRuns(spill);
  }

  /** Records come in page order; those sharing a URL (a heading and the text below it) form one group. */
  add(record: SearchRecord): void {
    if (this.group?.[0] !== record.url) {
      this.closeGroup();
      this.group = newGroup(record);
    }
    addContent(this.group, record);
  }

  /** The groups so far, the one being filled included: at a page's first record, the number of its first group. */
  groupsSoFar(): number {
    this.closeGroup();
    return this.groups;
  }

  finish(): SearchManifest {
    this.closeGroup();
    const chunks = this.chunks.finish();
    const shards = writeShards(this.postings.merged(), (name, text) => this.write(name, text), this.layout);
    const dir = `static/search/${this.lang}-${this.hash.digest('hex').slice(0, 8)}/`;
    return { version: SEARCH_INDEX_VERSION, lang: this.lang, dir, groups: this.groups, shards, chunks };
  }

  private write(name: string, text: string): void {
    this.hash.update(name).update(text);
    this.sink(name, text);
  }

  private closeGroup(): void {
    const group = this.group;
    if (!group) return;
    const index = this.groups++;
    if (index >= GROUP_LIMIT) throw new Error(`search: more than ${GROUP_LIMIT} groups in ${this.lang} exceed the local index's limit`);
    const page = group[0].split('#', 1)[0]!;
    if (page !== this.page) {
      this.page = page;
      this.termsOf = new Map();
    }
    for (const [term, key] of groupKeys(group, index, (text) => this.cut(text))) this.postings.add(term, key);
    this.chunks.add(group);
    this.group = undefined;
  }

  private cut(text: string): Set<string> {
    let terms = this.termsOf.get(text);
    if (!terms) this.termsOf.set(text, (terms = indexTerms(text)));
    return terms;
  }
}

/** A group opened by its first record. */
export function newGroup(record: SearchRecord): ChunkGroup {
  const { lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy;
  return [record.url, [lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6], HEADING_TYPES[record.type] ?? 0, []];
}

/** A record of the group (its URL): a content record's text joins the group's. */
export function addContent(group: ChunkGroup, record: SearchRecord): void {
  if (record.type === 'content' && record.content) group[3].push(record.content);
}

/**
 * Each term of a group with its posting key: the best attribute the term
 * occurs in, the group's heading rank when that is a heading, and the group's
 * number (`cut` splits a text into terms).
 */
export function groupKeys([, hierarchy, heading, contents]: ChunkGroup, index: number, cut: (text: string) => Set<string>): Map<string, number> {
  const best = new Map<string, number>();
  hierarchy.forEach((level, attribute) => {
    if (level) for (const term of cut(level)) if (!best.has(term)) best.set(term, attribute);
  });
  const contentTerms = new Set<string>();
  for (const text of contents) indexTerms(text, contentTerms);
  for (const term of contentTerms) if (!best.has(term)) best.set(term, CONTENT_ATTRIBUTE);
  const keys = new Map<string, number>();
  for (const [term, attribute] of best) {
    const rank = attribute < CONTENT_ATTRIBUTE && heading ? heading : 7;
    keys.set(term, (attribute * 8 + rank) * GROUP_LIMIT + index);
  }
  return keys;
}

/**
 * (term, key) entries, kept as each term's keys until `runEntries` of them
 * are held, then spilled as a sorted run: a line `term<TAB>key,key,…` per
 * term, in term order (terms are words or CJK characters, never a tab or a
 * line break). `merged()` yields each term once, in order, with its keys
 * ascending: a k-way merge of the runs and of what is still in memory.
 */
class PostingRuns {
  private run = new Map<string, number[]>();
  private entries = 0;
  private readonly runs: string[] = [];

  constructor(private readonly spill: SpillOptions | undefined) {}

  add(term: string, key: number): void {
    let keys = this.run.get(term);
    if (!keys) this.run.set(term, (keys = []));
    keys.push(key);
    if (this.spill && ++this.entries >= this.spill.runEntries) this.spillRun();
  }

  *merged(): Generator<[term: string, keys: Float64Array]> {
    const heap = new TermHeap();
    for (const run of this.runs) heap.push(runTerms(run));
    heap.push(this.takeRun());
    for (const [term, lists] of heap.drain()) {
      if (lists.length === 1) yield [term, lists[0]!];
      else {
        const keys = new Float64Array(lists.reduce((n, list) => n + list.length, 0));
        let at = 0;
        for (const list of lists) keys.set(list, (at += list.length) - list.length);
        yield [term, keys.sort()];
      }
    }
    for (const run of this.runs) rmSync(run, { force: true });
  }

  /** The terms held, in order, each with its keys sorted; memory is free for the next run. */
  private *takeRun(): Generator<[string, Float64Array]> {
    const run = this.run;
    this.run = new Map();
    this.entries = 0;
    for (const term of [...run.keys()].sort()) yield [term, Float64Array.from(run.get(term)!).sort()];
  }

  private spillRun(): void {
    const file = path.join(this.spill!.dir, `run-${this.runs.length}`);
    const fd = openSync(file, 'w');
    try {
      let text = '';
      for (const [term, keys] of this.takeRun()) {
        text += `${term}\t${keys.join(',')}\n`;
        if (text.length > 1 << 16) {
          writeSync(fd, text);
          text = '';
        }
      }
      writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
    this.runs.push(file);
  }
}

/** A run file's terms and keys, read 64 KiB at a time. */
function* runTerms(file: string): Generator<[string, Float64Array]> {
  const fd = openSync(file, 'r');
  const buffer = Buffer.allocUnsafe(1 << 16);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for (let read; (read = readSync(fd, buffer, 0, buffer.length, null)) > 0; ) {
      const lines = (rest + decoder.write(buffer.subarray(0, read))).split('\n');
      rest = lines.pop()!;
      for (const line of lines) {
        const tab = line.indexOf('\t');
        yield [line.slice(0, tab), Float64Array.from(line.slice(tab + 1).split(','), Number)];
      }
    }
  } finally {
    closeSync(fd);
  }
}

type TermSource = Iterator<[string, Float64Array]>;

/** The sources' heads in term order: a binary heap; `drain` yields each term with the key lists of every source that has it. */
class TermHeap {
  private readonly heads: { term: string; keys: Float64Array; source: TermSource }[] = [];

  push(source: TermSource): void {
    const next = source.next();
    if (!next.done) this.insert({ term: next.value[0], keys: next.value[1], source });
  }

  *drain(): Generator<[string, Float64Array[]]> {
    while (this.heads.length > 0) {
      const term = this.heads[0]!.term;
      const lists: Float64Array[] = [];
      while (this.heads.length > 0 && this.heads[0]!.term === term) {
        const top = this.heads[0]!;
        lists.push(top.keys);
        const next = top.source.next();
        if (next.done) {
          const last = this.heads.pop()!;
          if (this.heads.length > 0) this.heads[0] = last;
        } else [top.term, top.keys] = next.value;
        this.down(0);
      }
      yield [term, lists];
    }
  }

  private insert(head: { term: string; keys: Float64Array; source: TermSource }): void {
    const { heads } = this;
    heads.push(head);
    for (let i = heads.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (heads[parent]!.term <= heads[i]!.term) break;
      [heads[i], heads[parent]] = [heads[parent]!, heads[i]!];
      i = parent;
    }
  }

  private down(i: number): void {
    const { heads } = this;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < heads.length && heads[left]!.term < heads[smallest]!.term) smallest = left;
      if (right < heads.length && heads[right]!.term < heads[smallest]!.term) smallest = right;
      if (smallest === i) return;
      [heads[i], heads[smallest]] = [heads[smallest]!, heads[i]!];
      i = smallest;
    }
  }
}

/** Sorted `bucket * GROUP_LIMIT + group` keys as runs of `[bucket, count, first, gaps…]`. */
function encode(keys: Iterable<number>): Postings {
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

/** The keys of encoded postings (`encode`), appended to `keys`. */
export function decode(postings: Postings, keys: number[] = []): number[] {
  for (let i = 0; i < postings.length; ) {
    const bucket = postings[i]!;
    const count = postings[i + 1]!;
    let group = 0;
    for (let k = 0; k < count; k++) keys.push(bucket * GROUP_LIMIT + (group += postings[i + 2 + k]!));
    i += 2 + count;
  }
  return keys;
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

/**
 * A term's shard entry from its sorted keys: the first postings in the shard, and the rest in
 * a file of their own (`writeTail` writes the text and gives the file's number) unless small.
 */
export function shardTerm(term: string, keys: ArrayLike<number> & Iterable<number>, layout: LocalIndexLayout, writeTail: (text: string) => number): ShardTerm {
  const encoded = encode(keys);
  const [head, tail] = splitPostings(encoded, layout.headPostings);
  if (tail.length === 0) return [term, keys.length, head, 0];
  const tailText = JSON.stringify(tail);
  if (Buffer.byteLength(tailText) <= layout.inlineTailBytes) return [term, keys.length, encoded, 0];
  return [term, keys.length, head, writeTail(tailText)];
}

function writeShards(postings: Iterable<[term: string, keys: Float64Array]>, write: IndexSink, layout: LocalIndexLayout): string[] {
  const firstTerms: string[] = [];
  let shard: ShardTerm[] = [];
  let size = 0;
  let tails = 0;
  const close = () => {
    write(`s${firstTerms.length}.json`, JSON.stringify({ terms: shard }));
    firstTerms.push(shard[0]![0]);
    shard = [];
    size = 0;
  };
  for (const [term, keys] of postings) {
    const entry = shardTerm(term, keys, layout, (text) => {
      write(`t${++tails}.json`, text);
      return tails;
    });
    shard.push(entry);
    size += Buffer.byteLength(JSON.stringify(entry));
    if (size > layout.shardBytes) close();
  }
  if (shard.length) close();
  return firstTerms;
}

/** Groups into chunk files as they come; `finish` returns each chunk's first group, as gaps from the previous one. */
class ChunkWriter {
  private readonly starts: number[] = [];
  private chunk: ChunkGroup[] = [];
  private size = 0;
  private previousStart = 0;
  private count = 0;

  constructor(
    private readonly write: IndexSink,
    private readonly chunkBytes: number,
  ) {}

  add(group: ChunkGroup): void {
    this.chunk.push(group);
    this.count++;
    this.size += Buffer.byteLength(JSON.stringify(group));
    if (this.size > this.chunkBytes) this.close();
  }

  finish(): number[] {
    if (this.chunk.length) this.close();
    return this.starts;
  }

  private close(): void {
    const start = this.count - this.chunk.length;
    this.write(`c${this.starts.length}.json`, JSON.stringify({ groups: this.chunk }));
    this.starts.push(start - this.previousStart);
    this.previousStart = start;
    this.chunk = [];
    this.size = 0;
  }
}
