import { createHash } from 'node:crypto';
import { linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { manifestPath, type ChunkGroup, type SearchManifest, type SearchShard } from '../../schemas/search-index.js';
import type { SearchRecord } from '../../schemas/search-record.js';
import { indexTerms } from '../../schemas/search-text.js';
import { BUILD_ID } from '../build-id.js';
import { ByteWriter, readExactly } from '../output/byte-writer.js';
import { LineReader } from '../output/line-reader.js';
import { writeOrLink } from '../output/same-bytes.js';
import type { SearchPage } from '../pipeline/search-pages.js';
import { addContent, decode, groupKeys, LAYOUT, newGroup, shardTerm, type LocalIndexLayout } from './local-index.js';

/**
 * A search index's page list, kept beside the output it describes
 * (`OutputKeys`): a head line naming the docsite build that wrote the index,
 * then a line per page with records, in page order —
 * `[route, hash of its records, its first group, its number of groups]`.
 */
type ListLine = [route: string, hash: string, first: number, groups: number];

/**
 * Above this many changed pages the index is written whole: the memory a
 * patch holds grows with the pages it changes, and so do the shards and
 * tails it rewrites.
 */
const MOST_CHANGED = 256;

/** Writes an index's page list as the index is written: a page's groups are known when the next page starts. */
export class PageListWriter {
  private readonly out: ByteWriter;
  private held: [route: string, hash: string, first: number] | undefined;

  constructor(private readonly file: string) {
    this.out = new ByteWriter(file);
    this.out.writeText(`${JSON.stringify({ build: BUILD_ID })}\n`);
  }

  /** The next page, whose first record is about to be added to the index, which has `groups` groups so far. */
  page(route: string, hash: string, groups: number): void {
    this.flush(groups);
    this.held = [route, hash, groups];
  }

  finish(groups: number): void {
    this.flush(groups);
    this.out.close();
  }

  /** The records did not match the pages listed: no list, and the next build writes the index whole. */
  abandon(): void {
    this.out.close();
    rmSync(this.file, { force: true });
  }

  private flush(groups: number): void {
    if (!this.held) return;
    const [route, hash, first] = this.held;
    this.out.writeText(`${JSON.stringify([route, hash, first, groups - first] satisfies ListLine)}\n`);
  }
}

/** The index set's pages (`SEARCH_PAGES`) of the index `name`, in page order. */
export function* pagesOf(file: string, name: string): Generator<SearchPage> {
  const reader = LineReader.open(file);
  if (!reader) return;
  try {
    for (let line; (line = reader.next()) !== undefined; ) {
      const page = JSON.parse(line) as SearchPage;
      if (page[0] === name) yield page;
    }
  } finally {
    reader.close();
  }
}

export interface PatchInput {
  name: string;
  /** `search-records.json` of the index set, open. */
  records: number;
  /** The set's `SEARCH_PAGES`. */
  pagesFile: string;
  /** The output this build replaces, and the page list it keeps for the index. */
  previousDir: string;
  previousList: string;
  /** Where this build's page list of the index goes. */
  listOut: string;
  distDir: string;
  layout?: LocalIndexLayout | undefined;
}

interface ChangedPage {
  page: SearchPage;
  first: number;
  groups: number;
}

/**
 * Writes the index `name` as the previous output's, with the groups of the
 * pages whose records changed rewritten in place: their chunks, the shards of
 * the terms they gained or lost (and those terms' tails), and the manifest;
 * every other file is linked from the previous output. A page's groups keep
 * their numbers, so no other posting moves. Undefined (and nothing written)
 * when the index cannot be patched: no page list, another docsite build, the
 * pages added, removed or moved, a page with more or fewer groups than
 * before, or too many pages changed; the caller then writes it whole.
 */
export function patchIndex(input: PatchInput): { files: number; bytes: number } | undefined {
  const { name, previousDir, layout = LAYOUT } = input;
  const manifest = readJson<SearchManifest>(path.join(previousDir, manifestPath(name)));
  if (!manifest) return undefined;
  const changed = compareLists(input, manifest.groups);
  if (!changed) return undefined;
  try {
    const folder = path.join(previousDir, manifest.dir);
    const files = new Map<string, string>();
    const dropped = new Set<string>();
    const chunks = new ChunkEdits(folder, manifest.chunks);
    const changes = new TermChanges();
    for (const { page, first, groups } of changed) {
      const fresh = pageGroups(readRecords(input.records, page[2], page[3]));
      if (fresh.length !== groups) return discard(input);
      fresh.forEach((group, k) => {
        const old = chunks.group(first + k);
        if (JSON.stringify(old) === JSON.stringify(group)) return;
        chunks.set(first + k, group);
        changes.between(old, group, first + k);
      });
    }
    for (const [file, text] of chunks.texts()) files.set(file, text);
    const shards = [...manifest.shards];
    let tails = Math.max(0, ...readdirSync(folder).map((file) => Number(/^t(\d+)\.json$/.exec(file)?.[1] ?? 0)));
    for (const [shard, terms] of changes.byShard(manifest.shards)) {
      const entries = new Map((readJson<SearchShard>(path.join(folder, `s${shard}.json`))?.terms ?? []).map((entry) => [entry[0], entry]));
      for (const term of terms) {
        const entry = entries.get(term);
        const tail = entry?.[3] ?? 0;
        const keys = entry ? decode(entry[2]) : [];
        if (tail) {
          decode(readJson<number[]>(path.join(folder, `t${tail}.json`)) ?? [], keys);
          dropped.add(`t${tail}.json`);
        }
        const updated = changes.apply(term, keys);
        if (updated.length === 0) entries.delete(term);
        else
          entries.set(
            term,
            shardTerm(term, updated, layout, (text) => {
              const number = tail || ++tails;
              files.set(`t${number}.json`, text);
              return number;
            }),
          );
      }
      const sorted = [...entries.values()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      // A shard left empty would leave its first term to no term: rare enough to write the index whole.
      if (sorted.length === 0) return discard(input);
      files.set(`s${shard}.json`, JSON.stringify({ terms: sorted } satisfies SearchShard));
      shards[shard] = sorted[0]![0];
    }
    return write(input, manifest, { ...manifest, shards }, files, dropped);
  } catch (error) {
    discard(input);
    throw error;
  }
}

/**
 * Reads the previous page list and the set's pages in step, writing this
 * build's list as it goes: the pages whose records changed, or undefined when
 * the two do not list the same pages in the same order with the same groups.
 */
function compareLists(input: PatchInput, groups: number): ChangedPage[] | undefined {
  const reader = LineReader.open(input.previousList);
  if (!reader) return undefined;
  const out = new ByteWriter(input.listOut);
  const current = pagesOf(input.pagesFile, input.name);
  const changed: ChangedPage[] = [];
  let ok = false;
  try {
    const head = reader.next();
    if (head === undefined || (JSON.parse(head) as { build?: string }).build !== BUILD_ID) return undefined;
    out.writeText(`${head}\n`);
    let seen = 0;
    for (let text; (text = reader.next()) !== undefined; ) {
      const [route, hash, first, count] = JSON.parse(text) as ListLine;
      const next = current.next();
      if (next.done || next.value[1] !== route || first !== seen) return undefined;
      seen += count;
      const page = next.value;
      if (page[5] !== hash) {
        changed.push({ page, first, groups: count });
        if (changed.length > MOST_CHANGED) return undefined;
      }
      out.writeText(`${JSON.stringify([route, page[5], first, count] satisfies ListLine)}\n`);
    }
    ok = current.next().done === true && seen === groups;
    return ok ? changed : undefined;
  } finally {
    reader.close();
    current.return(undefined);
    out.close();
    if (!ok) rmSync(input.listOut, { force: true });
  }
}

function discard(input: PatchInput): undefined {
  rmSync(input.listOut, { force: true });
  return undefined;
}

/** A page's records, from where the index set says they lie. */
function readRecords(fd: number, start: number, length: number): SearchRecord[] {
  const bytes = Buffer.allocUnsafe(length);
  readExactly(fd, bytes, 0, length, start);
  return JSON.parse(`[${bytes.toString('utf8')}]`) as SearchRecord[];
}

/** A page's groups, as `LocalIndexWriter` forms them. */
function pageGroups(records: SearchRecord[]): ChunkGroup[] {
  const groups: ChunkGroup[] = [];
  for (const record of records) {
    if (groups.at(-1)?.[0] !== record.url) groups.push(newGroup(record));
    addContent(groups.at(-1)!, record);
  }
  return groups;
}

/** The chunks of the previous index, read as their groups are asked for, and the groups replaced in them. */
class ChunkEdits {
  private readonly starts: number[] = [];
  private readonly chunks = new Map<number, { groups: ChunkGroup[]; edited: boolean }>();

  constructor(
    private readonly folder: string,
    gaps: number[],
  ) {
    let at = 0;
    for (const gap of gaps) this.starts.push((at += gap));
  }

  group(group: number): ChunkGroup {
    const [chunk, at] = this.place(group);
    return chunk.groups[at]!;
  }

  set(group: number, value: ChunkGroup): void {
    const [chunk, at] = this.place(group);
    chunk.groups[at] = value;
    chunk.edited = true;
  }

  *texts(): Generator<[file: string, text: string]> {
    for (const [index, chunk] of this.chunks) if (chunk.edited) yield [`c${index}.json`, JSON.stringify({ groups: chunk.groups })];
  }

  private place(group: number): [{ groups: ChunkGroup[]; edited: boolean }, number] {
    const index = lastAtMost(this.starts, group, (a, b) => a - b);
    let chunk = this.chunks.get(index);
    if (!chunk) {
      const text = readJson<{ groups: ChunkGroup[] }>(path.join(this.folder, `c${index}.json`));
      if (!text) throw new Error(`search: the previous index lacks chunk ${index}`);
      this.chunks.set(index, (chunk = { groups: text.groups, edited: false }));
    }
    return [chunk, group - this.starts[index]!];
  }
}

/** Posting keys that terms lose and gain, as groups change. */
class TermChanges {
  private readonly changes = new Map<string, { lost: Set<number>; gained: number[] }>();

  /** What a group's terms lose and gain when it changes from `old` to `fresh`, keeping its number. */
  between(old: ChunkGroup, fresh: ChunkGroup, group: number): void {
    const cut = (text: string) => indexTerms(text);
    const before = groupKeys(old, group, cut);
    const after = groupKeys(fresh, group, cut);
    for (const [term, key] of before) if (after.get(term) !== key) this.of(term).lost.add(key);
    for (const [term, key] of after) if (before.get(term) !== key) this.of(term).gained.push(key);
  }

  /** The changed terms by the shard that holds (or is to hold) them: the last whose first term is not after theirs. */
  byShard(firstTerms: string[]): Map<number, string[]> {
    const shards = new Map<number, string[]>();
    const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    for (const term of this.changes.keys()) {
      const shard = Math.max(0, lastAtMost(firstTerms, term, compare));
      (shards.get(shard) ?? shards.set(shard, []).get(shard)!).push(term);
    }
    return shards;
  }

  /** A term's keys (all of them, in the shard and in its tail) with its changes made, in order. */
  apply(term: string, keys: number[]): number[] {
    const { lost, gained } = this.changes.get(term)!;
    return [...keys.filter((key) => !lost.has(key)), ...gained].sort((a, b) => a - b);
  }

  private of(term: string) {
    let change = this.changes.get(term);
    if (!change) this.changes.set(term, (change = { lost: new Set(), gained: [] }));
    return change;
  }
}

/** The index of the last item not after `value` in the sorted `items`, -1 when every one is. */
function lastAtMost<T>(items: T[], value: T, compare: (a: T, b: T) => number): number {
  let low = 0;
  let high = items.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (compare(items[mid]!, value) <= 0) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/**
 * The patched index in a folder of its own (named by the previous one and the
 * files that changed), every other file linked from the previous output.
 */
function write(input: PatchInput, previous: SearchManifest, patched: SearchManifest, files: Map<string, string>, dropped: Set<string>): { files: number; bytes: number } {
  const { name, previousDir, distDir } = input;
  const hash = createHash('sha1').update(previous.dir);
  for (const file of [...files.keys()].sort()) hash.update(file).update(files.get(file)!);
  const manifest: SearchManifest = files.size === 0 && dropped.size === 0 ? previous : { ...patched, dir: `static/search/${name}-${hash.digest('hex').slice(0, 8)}/` };
  const staging = path.join(distDir, 'static/search', `.tmp-${name}`);
  mkdirSync(staging, { recursive: true });
  let count = 0;
  let bytes = 0;
  try {
    const from = path.join(previousDir, previous.dir);
    for (const file of readdirSync(from)) {
      if (files.has(file) || dropped.has(file)) continue;
      linkSync(path.join(from, file), path.join(staging, file));
      bytes += statSync(path.join(staging, file)).size;
      count++;
    }
    for (const [file, text] of files) {
      writeFileSync(path.join(staging, file), text);
      bytes += Buffer.byteLength(text);
      count++;
    }
    renameSync(staging, path.join(distDir, manifest.dir));
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  const text = JSON.stringify(manifest);
  writeOrLink(path.join(distDir, manifestPath(name)), text, path.join(previousDir, manifestPath(name)));
  return { files: count + 1, bytes: bytes + Buffer.byteLength(text) };
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}
