import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { manifestPath, type ChunkGroup, type SearchChunk, type SearchManifest, type SearchShard } from '../../schemas/search-index.js';
import type { SearchRecord } from '../../schemas/search-record.js';
import { buildLocalIndex, decode, type LocalIndexLayout } from '../../cli/search/local-index.js';
import { LocalSearchEngine } from '../../renderer/search/local/engine.js';
import { IndexFiles } from '../../renderer/search/local/files.js';
import type { SearchRequest, SearchResult } from '../../renderer/search/types.js';

export interface MemoryIndex {
  engine: LocalSearchEngine;
  /** Paths fetched so far, in order. */
  fetched: string[];
  files: Map<string, string>;
  search(query: string, options?: Partial<SearchRequest>): Promise<SearchResult>;
}

/** The local index of `records` built in memory and read back through the browser engine. */
export function memoryIndex(lang: string, records: readonly SearchRecord[], layout?: LocalIndexLayout): MemoryIndex {
  const { files } = buildLocalIndex(lang, records, layout);
  const fetched: string[] = [];
  const engine = new LocalSearchEngine(
    new IndexFiles(async (path) => {
      fetched.push(path);
      const text = files.get(path);
      if (text === undefined) throw new Error(`404 ${path}`);
      return JSON.parse(text);
    }, lang),
  );
  return {
    engine,
    fetched,
    files,
    search: (query, options) => engine.search({ indexName: lang, query, hitsPerPage: 20, highlightPreTag: '<mark>', highlightPostTag: '</mark>', ...options }),
  };
}

type Level = 'lvl1' | 'lvl2' | 'lvl3';

/**
 * Records of one page as the index writes them: `sections` maps a heading
 * (`## Text` or `### Text`) to the paragraphs below it; `''` holds the intro.
 */
export function pageRecords(lang: string, url: string, title: string, sections: Record<string, string[]>, section = 'Guide'): SearchRecord[] {
  const records: SearchRecord[] = [];
  let lvl2: string | null = null;
  let lvl3: string | null = null;
  const push = (type: Level | 'content', anchor: string, content: string | null) =>
    records.push({
      objectID: `${url}-${records.length}`,
      hierarchy: { lvl0: section, lvl1: title, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null },
      content,
      type,
      url: anchor ? `${url}#${anchor}` : url,
      lang,
      weight: { pageRank: 0, level: { lvl1: 90, lvl2: 80, lvl3: 70, content: 0 }[type], position: records.length },
    });
  push('lvl1', '', null);
  let anchor = '';
  for (const [heading, paragraphs] of Object.entries(sections)) {
    if (heading) {
      const level = heading.startsWith('### ') ? 'lvl3' : 'lvl2';
      const text = heading.replace(/^#+ /, '');
      if (level === 'lvl2') [lvl2, lvl3] = [text, null];
      else lvl3 = text;
      anchor = text.toLowerCase().replace(/\s+/g, '-');
      push(level, anchor, null);
    }
    for (const paragraph of paragraphs) push('content', anchor, paragraph);
  }
  return records;
}

/**
 * What a local index written below `siteDir` holds, whatever its files' cut:
 * its groups in order, and each term's posting keys (head and tail), sorted.
 * A patched index and one written whole from the same records hold the same.
 */
export function indexContent(siteDir: string, name: string): { groups: ChunkGroup[]; terms: Record<string, number[]> } {
  const read = <T>(file: string) => JSON.parse(readFileSync(path.join(siteDir, file), 'utf8')) as T;
  const manifest = read<SearchManifest>(manifestPath(name));
  const groups = manifest.chunks.flatMap((_, i) => read<SearchChunk>(`${manifest.dir}c${i}.json`).groups);
  const terms: Record<string, number[]> = {};
  manifest.shards.forEach((_, i) => {
    for (const [term, count, head, tail] of read<SearchShard>(`${manifest.dir}s${i}.json`).terms) {
      const keys = decode(head);
      if (tail) decode(read<number[]>(`${manifest.dir}t${tail}.json`), keys);
      expect(keys.length, term).toBe(count);
      terms[term] = keys.sort((a, b) => a - b);
    }
  });
  expect(groups.length).toBe(manifest.groups);
  return { groups, terms };
}

/** A built site's local search index `name`, read from its dist/ by the browser's engine: a query's hit URLs, without anchors. */
export function builtIndex(site: string, name: string): (query: string) => Promise<string[]> {
  const engine = new LocalSearchEngine(new IndexFiles(async (file) => JSON.parse(readFileSync(path.join(site, 'dist', file), 'utf8')), name));
  return async (query: string) => (await engine.search({ indexName: name, query, hitsPerPage: 20 })).hits.map((hit) => hit.url.replace(/#.*$/, ''));
}
