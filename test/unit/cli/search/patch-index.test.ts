/**
 * A rebuild after an edit patches the edited language's search index: the
 * groups of the pages whose records changed are rewritten in place, with the
 * chunks, shards and tails that hold them, and every other file is linked
 * from the previous output. What the patched index holds must be what an
 * index written whole from the same records holds, as the browser reads it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LocalIndexLayout } from '../../../../cli/search/local-index.js';
import { writeLocalIndexes, type LocalIndexOptions } from '../../../../cli/search/write-local-index.js';
import { SEARCH_PAGES } from '../../../../cli/pipeline/search-pages.js';
import { LocalSearchEngine } from '../../../../renderer/search/local/engine.js';
import { IndexFiles } from '../../../../renderer/search/local/files.js';
import type { SearchRecord } from '../../../../schemas/search-record.js';
import { indexContent, pageRecords } from '../../../helpers/local-search.js';
import { tempDir } from '../../../helpers/temp-site.js';

const WORDS = 'build site page theme search index config deploy route link image code block table list quote heading anchor sidebar navbar locale version plugin markdown component'.split(' ');
const SMALL: LocalIndexLayout = { shardBytes: 2_000, chunkBytes: 600, headPostings: 20, inlineTailBytes: 60 };

/** `count` pages of `lang`, their words drawn by a seeded generator: a list of records per page. */
function pages(lang: string, count: number): SearchRecord[][] {
  let seed = 17;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const text = (n: number) => Array.from({ length: n }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');
  return Array.from({ length: count }, (_, i) =>
    pageRecords(lang, `/${lang === 'en' ? '' : `${lang}/`}guide/p${i}.html`, `${text(2)} n${i}`, {
      '': [`${text(12)} n${i}`],
      [`## ${text(2)}`]: [text(20), text(8)],
      [`### ${text(3)}`]: [text(15)],
    }),
  );
}

/**
 * An index set as `docsite index` writes it: `search-records.json` with each
 * index's pages together, the byte range of each index, and `SEARCH_PAGES`
 * (where each page's records lie, and their hash).
 */
function indexSet(dir: string, byIndex: Record<string, SearchRecord[][]>): Record<string, [number, number]> {
  const head = '{"contractVersion":1,"records":[';
  const parts: string[] = [];
  const lines: string[] = [];
  const ranges: Record<string, [number, number]> = {};
  let bytes = Buffer.byteLength(head);
  for (const [name, list] of Object.entries(byIndex)) {
    for (const records of list) {
      if (parts.length > 0) bytes += 1;
      const text = records.map((record) => JSON.stringify(record)).join(',');
      const start = bytes;
      bytes += Buffer.byteLength(text);
      parts.push(text);
      lines.push(JSON.stringify([name, records[0]!.url.replace(/\.html$/, ''), start, bytes - start, records.length, createHash('sha1').update(text).digest('hex')]));
      ranges[name] = [ranges[name]?.[0] ?? start, bytes];
    }
  }
  writeFileSync(path.join(dir, 'search-records.json'), `${head}${parts.join(',')}]}\n`);
  writeFileSync(path.join(dir, SEARCH_PAGES), `${lines.join('\n')}\n`);
  return ranges;
}

/** Where a build's page list of `name` goes: beside its site, in a folder the tests remove. */
const lists = new Map<string, string>();
function listFile(distDir: string, name: string): string {
  if (!lists.has(distDir)) lists.set(distDir, tempDir('docsite-lists-'));
  return path.join(lists.get(distDir)!, `${name}.list`);
}

/** A build's search step: the lists it writes go to `listFile(dist, name)`. */
function build(indexDir: string, distDir: string, names: string[], ranges: Record<string, [number, number]>, previous?: { dir: string; reuse?: string[] }): ReturnType<typeof writeLocalIndexes> {
  const given: LocalIndexOptions['lists'] = {
    previous: previous ? Object.fromEntries(names.map((name) => [name, listFile(previous.dir, name)]).filter(([, file]) => existsSync(file!))) : {},
    out: Object.fromEntries(names.map((name) => [name, listFile(distDir, name)])),
  };
  return writeLocalIndexes(indexDir, distDir, names, { ranges, layout: SMALL, lists: given, previousDir: previous?.dir, reuse: previous?.reuse });
}

/** The pages the browser's engine finds for `query` in an index written below `siteDir`. */
async function search(siteDir: string, query: string): Promise<string[]> {
  const engine = new LocalSearchEngine(new IndexFiles(async (file) => JSON.parse(readFileSync(path.join(siteDir, file), 'utf8')), 'en'));
  const result = await engine.search({ indexName: 'en', query, hitsPerPage: 50, highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
  return [...new Set(result.hits.map((hit) => hit.url.split('#', 1)[0]!))];
}

const folderOf = (siteDir: string, name: string) => path.join(siteDir, (JSON.parse(readFileSync(path.join(siteDir, `static/search/${name}.json`), 'utf8')) as { dir: string }).dir);

/** Replaces `from` with `to` in every text of a page's records. */
const edit = (records: SearchRecord[], from: RegExp, to: string): SearchRecord[] =>
  records.map((record) => ({
    ...record,
    content: record.content?.replace(from, to) ?? null,
    hierarchy: Object.fromEntries(Object.entries(record.hierarchy).map(([level, text]) => [level, text?.replace(from, to) ?? null])) as SearchRecord['hierarchy'],
  }));

describe('a search index patched in place', () => {
  it("rewrites only the chunks, shards and tails of the edited pages' groups, and holds what an index written whole holds", async () => {
    const en = pages('en', 300);
    const zh = pages('zh', 20);
    const indexDir = tempDir('docsite-records-');
    const first = tempDir('docsite-dist-');
    expect(build(indexDir, first, ['en', 'zh'], indexSet(indexDir, { en, zh }))).toMatchObject({ kept: [], patched: [] });

    // A word no page had, at the end of the dictionary; one before every term, which becomes the first shard's first;
    // a page's own term gone from the index (`n5`); a heading's words changed.
    const edited = [...en];
    edited[5] = edit(en[5]!, /\bn5\b/g, 'zebra');
    edited[7] = edit(en[7]!, /\bn7\b/g, 'aardvark');
    edited[200] = edit(en[200]!, /^(\w+) (\w+)$/, 'quote navbar');
    const ranges = indexSet(indexDir, { en: edited, zh });
    const second = tempDir('docsite-dist-');
    expect(build(indexDir, second, ['en', 'zh'], ranges, { dir: first, reuse: ['zh'] })).toMatchObject({ kept: ['zh'], patched: ['en'] });

    const whole = tempDir('docsite-dist-');
    build(indexDir, whole, ['en'], ranges);
    expect(indexContent(second, 'en')).toEqual(indexContent(whole, 'en'));
    expect(await search(second, 'zebra')).toEqual(['/guide/p5.html']);
    expect(await search(second, 'aardvark')).toEqual(['/guide/p7.html']);
    expect(indexContent(second, 'en').terms).not.toHaveProperty('n5');
    expect(await search(second, 'quote navbar')).toEqual(await search(whole, 'quote navbar'));

    const [before, after] = [folderOf(first, 'en'), folderOf(second, 'en')];
    expect(after).not.toBe(before);
    const files = readdirSync(after);
    const written = files.filter((file) => statSync(path.join(after, file)).ino !== statSync(path.join(before, file), { throwIfNoEntry: false })?.ino);
    expect(files.length).toBeGreaterThan(100);
    expect(written.length).toBeGreaterThan(2);
    expect(written.length).toBeLessThan(files.length / 4);
    // The kept index keeps its list, and the patched one has the next build's.
    expect(readFileSync(listFile(second, 'zh'), 'utf8')).toBe(readFileSync(listFile(first, 'zh'), 'utf8'));
    edited[5] = edit(edited[5]!, /zebra/g, 'n5');
    const third = tempDir('docsite-dist-');
    expect(build(indexDir, third, ['en', 'zh'], indexSet(indexDir, { en: edited, zh }), { dir: second, reuse: ['zh'] }).patched).toEqual(['en']);
    expect(await search(third, 'zebra')).toEqual([]);
    expect(await search(third, 'n5')).toContain('/guide/p5.html');
    expect(indexContent(third, 'en').terms.n5).toHaveLength(3);
  });

  it('writes the index whole when a page has more groups than before, when pages moved, or when its list is from another docsite build', () => {
    const en = pages('en', 40);
    const indexDir = tempDir('docsite-records-');
    const first = tempDir('docsite-dist-');
    build(indexDir, first, ['en'], indexSet(indexDir, { en }));
    const cases: [string, SearchRecord[][]][] = [
      ['a section added', en.map((records, i) => (i === 3 ? [...records, { ...records.at(-1)!, type: 'lvl2' as const, url: `${records[0]!.url}#added`, content: null }] : records))],
      ['pages moved', [en[1]!, en[0]!, ...en.slice(2)]],
    ];
    for (const [what, changed] of cases) {
      const ranges = indexSet(indexDir, { en: changed });
      const next = tempDir('docsite-dist-');
      expect(build(indexDir, next, ['en'], ranges, { dir: first }).patched, what).toEqual([]);
      const whole = tempDir('docsite-dist-');
      build(indexDir, whole, ['en'], ranges);
      expect(readdirSync(folderOf(next, 'en')), what).toEqual(readdirSync(folderOf(whole, 'en')));
      expect(indexContent(next, 'en'), what).toEqual(indexContent(whole, 'en'));
    }
    const list = listFile(first, 'en');
    writeFileSync(list, readFileSync(list, 'utf8').replace(/^\{"build":"[^"]*"\}/, '{"build":"another"}'));
    const ranges = indexSet(indexDir, { en: en.map((records, i) => (i === 2 ? edit(records, /\bn2\b/g, 'two') : records)) });
    expect(build(indexDir, tempDir('docsite-dist-'), ['en'], ranges, { dir: first }).patched).toEqual([]);
  });
});
