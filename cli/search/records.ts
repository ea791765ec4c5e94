import { parseWithSchema, formatPath } from '../../schemas/parse.js';
import { searchRecordsFileSchema, type SearchRecord } from '../../schemas/search-record.js';
import { indexFile, readIndexFile } from '../output/index-set.js';
import { PushError } from './errors.js';

/** Read and validate the current index's `search-records.json`, as `docsite index` wrote it. */
export async function readSearchRecords(outDir: string): Promise<SearchRecord[]> {
  const file = indexFile(outDir, 'search-records.json');
  const fix = `Run \`docsite index\` again; if it keeps failing, delete ${outDir} and re-run.`;
  let data: unknown;
  try {
    data = JSON.parse(await readIndexFile(outDir, 'search-records.json'));
  } catch (error) {
    throw new PushError(`Could not read ${file}: ${(error as Error).message}`, fix);
  }
  const parsed = parseWithSchema(searchRecordsFileSchema, data);
  if (!parsed.ok) {
    const first = parsed.problems[0]!;
    throw new PushError(`${file} is not a valid search-records file: ${formatPath(first.path)}: ${first.message}`, fix);
  }
  return parsed.data.records;
}

/** Records per language, the site's languages first and in their order. */
export function countByLang(records: SearchRecord[], langs: string[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(langs.map((lang) => [lang, 0]));
  for (const record of records) counts[record.lang] = (counts[record.lang] ?? 0) + 1;
  return counts;
}
