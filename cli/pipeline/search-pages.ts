/**
 * The index set's list of the pages that have search records, a JSON line
 * each, in page order (`SearchPage`): which local search index a page's
 * records go to, where they lie in `search-records.json`, and their hash. A
 * dot-name: it is not published beside the index's JSON files. With it, a
 * build rewrites only the groups of the pages whose records changed
 * (`cli/search/patch-index.ts`); it is written only when no plugin changes
 * records, as `SiteIndex.searchRanges`.
 */
export const SEARCH_PAGES = '.search-pages';

export type SearchPage = [name: string, route: string, start: number, length: number, count: number, hash: string];
