/**
 * The local search index that `docsite build` writes per language and the
 * browser reads, file by file, only as a query needs it. Zod-free: these
 * files are read by the search chunk, where every kilobyte counts.
 *
 * Layout, under `static/search/`:
 * - `<lang>.json`: the {@link SearchManifest} (fixed name, revalidated);
 * - `<lang>-<hash>/s<n>.json`: dictionary shards ({@link SearchShard}), each a
 *   sorted range of terms with their best postings;
 * - `<lang>-<hash>/t<n>.json`: the remaining postings of frequent terms;
 * - `<lang>-<hash>/c<n>.json`: the text of consecutive groups ({@link SearchChunk}).
 * Everything but the manifest sits in a folder named by its content hash,
 * so browsers may cache it for good.
 *
 * The unit of search is a *group*: the records that share a URL (a heading
 * and the text below it), as the hosted index's "distinct by url" returns
 * one hit per URL.
 */

/** Version of this layout; the engine refuses an index of another. */
export const SEARCH_INDEX_VERSION = 1;

/** Searchable attributes in ranking order, as DocSearch orders them. */
export const SEARCH_ATTRIBUTES = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
export const CONTENT_ATTRIBUTE = 7;

/** Postings kept in a shard per term: enough to answer most one-word queries without the rest. */
export const HEAD_POSTINGS = 48;

export interface SearchManifest {
  version: typeof SEARCH_INDEX_VERSION;
  lang: string;
  /** Folder of the index files, relative to the site root: `static/search/en-1a2b3c4d/`. */
  dir: string;
  /** Number of groups. */
  groups: number;
  /** First term of each shard, in order. */
  shards: string[];
  /** First group of each chunk, as differences from the previous chunk's first group. */
  chunks: number[];
}

/**
 * Postings: runs of `[bucket, count, firstGroup, gap, gap, …]`. A bucket is
 * `attribute * 8 + rank`, where attribute is the best attribute the term
 * occurs in within the group and rank is the group's heading level (1–6)
 * when that attribute is a heading, 7 when it is content. Buckets come in
 * ascending order, groups ascending within a bucket: best hits first.
 */
export type Postings = number[];

/** `[term, groups containing it, first postings, file number of the rest or 0]`. */
export type ShardTerm = [term: string, groups: number, head: Postings, tail: number];

export interface SearchShard {
  terms: ShardTerm[];
}

/**
 * `[url, lvl0…lvl6, heading type (1–6) or 0, contents]`: one group. Its
 * records are the heading (when the type is not 0), then one `content`
 * record per entry of contents.
 */
export type ChunkGroup = [url: string, hierarchy: (string | null)[], heading: number, contents: string[]];

export interface SearchChunk {
  groups: ChunkGroup[];
}

/** The manifest of a local index, by its name (`searchIndexName`). */
export function manifestPath(name: string): string {
  return `static/search/${name}.json`;
}

/** The name of the local index of a version's language: `en`, or `v1-en` on a site with `multiVersion` (one index each, so search stays in the reader's version). */
export function searchIndexName(version: string, lang: string): string {
  return version ? `${version}-${lang}` : lang;
}

/** Every local index a site has: one per language, in each version. */
export function searchIndexNames(langs: readonly string[], versions: readonly string[]): string[] {
  return (versions.length > 0 ? versions : ['']).flatMap((version) => langs.map((lang) => searchIndexName(version, lang)));
}
