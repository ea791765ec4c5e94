import { SEARCH_INDEX_VERSION, manifestPath, type ChunkGroup, type Postings, type SearchChunk, type SearchManifest, type SearchShard, type ShardTerm } from '../../../schemas/search-index.js';

/** Reads one index file (a path relative to the site root); rejects when it cannot be fetched. */
export type FetchJson = (path: string) => Promise<unknown>;

/**
 * One language's index files, each fetched at most once. A failed fetch is
 * forgotten, so the next query tries again.
 */
export class IndexFiles {
  private readonly cache = new Map<string, Promise<unknown>>();
  private readonly joined = new Map<string, Promise<Postings>>();
  private chunkStarts: number[] | undefined;

  constructor(
    private readonly fetchJson: FetchJson,
    readonly lang: string,
  ) {}

  async manifest(): Promise<SearchManifest> {
    const manifest = (await this.get(manifestPath(this.lang))) as SearchManifest;
    if (manifest.version !== SEARCH_INDEX_VERSION) throw new Error(`search index version ${manifest.version}, expected ${SEARCH_INDEX_VERSION}: rebuild the site`);
    return manifest;
  }

  async shard(n: number): Promise<SearchShard> {
    return (await this.inDir(`s${n}.json`)) as SearchShard;
  }

  /** A term's whole postings: its head, and its tail when it has one (joined once, then kept). */
  async postings(entry: ShardTerm): Promise<Postings> {
    const [term, , head, tail] = entry;
    if (!tail) return head;
    let full = this.joined.get(term);
    if (!full) {
      full = this.inDir(`t${tail}.json`).then((rest) => head.concat(rest as Postings));
      this.joined.set(term, full);
      full.catch(() => this.joined.delete(term));
    }
    return full;
  }

  /** The group's text, from the chunk that holds it. */
  async group(group: number): Promise<ChunkGroup> {
    const starts = await this.starts();
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= group) lo = mid;
      else hi = mid - 1;
    }
    const chunk = (await this.inDir(`c${lo}.json`)) as SearchChunk;
    return chunk.groups[group - starts[lo]!]!;
  }

  private async starts(): Promise<number[]> {
    if (!this.chunkStarts) {
      let at = 0;
      this.chunkStarts = (await this.manifest()).chunks.map((gap) => (at += gap));
    }
    return this.chunkStarts;
  }

  private async inDir(name: string): Promise<unknown> {
    return this.get((await this.manifest()).dir + name);
  }

  private get(path: string): Promise<unknown> {
    let file = this.cache.get(path);
    if (!file) {
      file = this.fetchJson(path);
      this.cache.set(path, file);
      file.catch(() => this.cache.delete(path));
    }
    return file;
  }
}
