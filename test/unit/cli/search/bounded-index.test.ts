/**
 * The local search index is built in bounded memory: records stream from
 * `search-records.json`, and postings spill to sorted runs that are merged.
 * Its files must be byte for byte those of the index built all in memory.
 */
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildLocalIndex, type LocalIndexLayout } from '../../../../cli/search/local-index.js';
import { streamRecords } from '../../../../cli/search/record-stream.js';
import { writeLocalIndexes } from '../../../../cli/search/write-local-index.js';
import type { ShardTerm } from '../../../../schemas/search-index.js';
import type { SearchRecord } from '../../../../schemas/search-record.js';
import { pageRecords } from '../../../helpers/local-search.js';
import { tempDir } from '../../../helpers/temp-site.js';

const EN_WORDS = 'build site page theme search index config deploy route link image code block table list quote heading anchor sidebar navbar locale version plugin markdown component'.split(' ');
const ZH_WORDS = '构建 站点 页面 主题 搜索 索引 配置 部署 路由 链接 图片 代码 表格 列表 引用 标题 锚点 侧边栏 导航 语言 版本 插件 组件'.split(' ');

/** `pages` pages of `lang`, their words drawn by a seeded generator: the same records on every run. */
function site(lang: 'en' | 'zh', pages: number): SearchRecord[] {
  let seed = lang === 'en' ? 7 : 11;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const words = lang === 'en' ? EN_WORDS : ZH_WORDS;
  const text = (n: number) => Array.from({ length: n }, () => words[Math.floor(random() * words.length)]).join(lang === 'en' ? ' ' : '');
  const prefix = lang === 'en' ? '' : '/zh';
  return Array.from({ length: pages }, (_, i) =>
    pageRecords(lang, `${prefix}/guide/p${i}.html`, `${text(2)} ${i}`, {
      '': [`${text(12)} "quoted" {braced} \\ back\\slash ${i}`],
      [`## ${text(2)}`]: [text(20), text(8)],
      [`### ${text(3)}`]: [text(15)],
    }),
  ).flat();
}

const SMALL: LocalIndexLayout = { shardBytes: 2_000, chunkBytes: 600, headPostings: 20, inlineTailBytes: 60 };
const entriesIn = (files: Map<string, string>) =>
  [...files].filter(([name]) => /\/s\d+\.json$/.test(name)).reduce((sum, [, text]) => sum + (JSON.parse(text) as { terms: ShardTerm[] }).terms.reduce((n, term) => n + term[1], 0), 0);

describe('the local search index in bounded memory', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`spilled to many sorted runs and merged, equals the index built in memory (${lang})`, () => {
      const records = site(lang, 300);
      const inMemory = buildLocalIndex(lang, records, SMALL);
      const spillDir = tempDir('docsite-spill-');
      const spilled = buildLocalIndex(lang, records, SMALL, { dir: spillDir, runEntries: 97 });
      // At least ten runs went through the merge.
      expect(entriesIn(inMemory.files)).toBeGreaterThan(10 * 97);
      expect([...spilled.files]).toEqual([...inMemory.files]);
      expect(readdirSync(spillDir)).toEqual([]);
    });
  }

  it('written from search-records.json, streamed, equals the in-memory index of each language', () => {
    const en = site('en', 120);
    const zh = site('zh', 120);
    // Pages of both languages, in page order, as the index writes them.
    const records = en.map((record, i) => [record, zh[i]!]).flat();
    const indexDir = tempDir('docsite-records-');
    writeFileSync(path.join(indexDir, 'search-records.json'), `${JSON.stringify({ contractVersion: 1, records })}\n`);
    const distDir = tempDir('docsite-dist-');
    const summary = writeLocalIndexes(indexDir, distDir, ['en', 'zh'], { runEntries: 50 });
    let files = 0;
    for (const [lang, langRecords] of [['en', en], ['zh', zh]] as const) {
      for (const [file, text] of buildLocalIndex(lang, langRecords).files) {
        expect(readFileSync(path.join(distDir, file), 'utf8'), file).toBe(text);
        files++;
      }
    }
    expect(summary.files).toBe(files);
    // The spilled runs went to a temporary folder in the site's cache, removed once merged.
    expect(readdirSync(path.join(indexDir, 'cache'))).toEqual([]);
    expect(readdirSync(path.join(distDir, 'static/search')).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it("reads only the byte ranges of the indexes it writes, when told where each index's records lie", () => {
    const en = site('en', 60);
    const zh = site('zh', 60);
    const indexDir = tempDir('docsite-records-');
    // As the index lays them out: each language's records together, comma-separated, the offsets in bytes (Chinese takes 3 a character).
    const head = '{"contractVersion":1,"records":[';
    const enText = en.map((record) => JSON.stringify(record)).join(',');
    const zhText = zh.map((record) => JSON.stringify(record)).join(',');
    writeFileSync(path.join(indexDir, 'search-records.json'), `${head}${enText},${zhText}]}\n`);
    const enStart = Buffer.byteLength(head);
    const zhStart = enStart + Buffer.byteLength(enText) + 1;
    const ranges: Record<string, [number, number]> = { en: [enStart, zhStart - 1], zh: [zhStart, zhStart + Buffer.byteLength(zhText)] };
    const fd = openSync(path.join(indexDir, 'search-records.json'), 'r');
    try {
      expect([...streamRecords(fd, 4096, ranges.zh)]).toEqual(zh);
      expect([...streamRecords(fd, 4096, ranges.en)]).toEqual(en);
    } finally {
      closeSync(fd);
    }
    const previous = tempDir('docsite-dist-');
    writeLocalIndexes(indexDir, previous, ['en', 'zh'], { ranges });
    for (const [lang, records] of [['en', en], ['zh', zh]] as const) {
      for (const [file, text] of buildLocalIndex(lang, records).files) expect(readFileSync(path.join(previous, file), 'utf8'), file).toBe(text);
    }
    // English kept: only the Chinese range is read. A range that held English would give the zh index no records.
    const distDir = tempDir('docsite-dist-');
    writeLocalIndexes(indexDir, distDir, ['en', 'zh'], { previousDir: previous, reuse: ['en'], ranges: { zh: ranges.zh! } });
    for (const [file, text] of buildLocalIndex('zh', zh).files) expect(readFileSync(path.join(distDir, file), 'utf8'), file).toBe(text);
  });

  it("links an index it is told to keep from the previous site, whole, and writes the others; one it cannot find there is written", () => {
    const en = site('en', 40);
    const zh = site('zh', 40);
    const indexDir = tempDir('docsite-records-');
    const recordsFile = (records: SearchRecord[]) => writeFileSync(path.join(indexDir, 'search-records.json'), `${JSON.stringify({ contractVersion: 1, records })}\n`);
    recordsFile([...en, ...zh]);
    const previous = tempDir('docsite-dist-');
    writeLocalIndexes(indexDir, previous, ['en', 'zh']);
    const changed = zh.map((record, i) => (i === 3 ? { ...record, content: '新的内容' } : record));
    recordsFile([...en, ...changed]);
    const distDir = tempDir('docsite-dist-');
    const summary = writeLocalIndexes(indexDir, distDir, ['en', 'zh'], { previousDir: previous, reuse: ['en'] });
    expect(summary.kept).toEqual(['en']);
    for (const [lang, records] of [['en', en], ['zh', changed]] as const) {
      for (const [file, text] of buildLocalIndex(lang, records).files) expect(readFileSync(path.join(distDir, file), 'utf8'), file).toBe(text);
    }
    const enFiles = [...buildLocalIndex('en', en).files.keys()];
    expect(enFiles.every((file) => statSync(path.join(distDir, file)).ino === statSync(path.join(previous, file)).ino)).toBe(true);
    expect(summary.files).toBe(enFiles.length + buildLocalIndex('zh', changed).files.size);
    // Its folder gone from the previous site: the index is written after all.
    rmSync(path.join(previous, JSON.parse(readFileSync(path.join(previous, 'static/search/zh.json'), 'utf8')).dir), { recursive: true });
    const again = tempDir('docsite-dist-');
    expect(writeLocalIndexes(indexDir, again, ['en', 'zh'], { previousDir: previous, reuse: ['zh'] }).kept).toEqual([]);
    for (const [file, text] of buildLocalIndex('zh', changed).files) expect(readFileSync(path.join(again, file), 'utf8'), file).toBe(text);
  });

  it('reads records one at a time across block boundaries, strings with braces, quotes and escapes included', () => {
    const records = [...site('zh', 5), ...site('en', 5)];
    records[3]!.content = 'a "}" and a \\"{ and \\\\ and ]] and 中文 😀';
    const dir = tempDir('docsite-stream-');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'search-records.json');
    writeFileSync(file, JSON.stringify({ contractVersion: 1, records }, null, 1));
    for (const blockBytes of [1, 5, 64, 1 << 20]) {
      const fd = openSync(file, 'r');
      expect([...streamRecords(fd, blockBytes)]).toEqual(records);
      closeSync(fd);
    }
  });
});
