import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchRecord, SearchRecordsFile } from '../../schemas/search-record.js';
import { buildLocalIndex } from './local-index.js';

export interface LocalIndexSummary {
  files: number;
  bytes: number;
}

/** Writes each language's local search index into the site being built, from the index's `search-records.json`. */
export function writeLocalIndexes(indexDir: string, distDir: string, langs: readonly string[]): LocalIndexSummary {
  const { records } = JSON.parse(readFileSync(path.join(indexDir, 'search-records.json'), 'utf8')) as SearchRecordsFile;
  const byLang = new Map<string, SearchRecord[]>(langs.map((lang) => [lang, []]));
  for (const record of records) byLang.get(record.lang)?.push(record);
  const summary = { files: 0, bytes: 0 };
  for (const [lang, langRecords] of byLang) {
    for (const [file, text] of buildLocalIndex(lang, langRecords).files) {
      const target = path.join(distDir, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, text);
      summary.files++;
      summary.bytes += Buffer.byteLength(text);
    }
  }
  return summary;
}
