/**
 * The order pages are handed to the parsing threads in (`twinOrder`): each
 * page in the batch of 16 that holds its translations, so one thread parses
 * them one after the other, and each batch in the jobs' own order.
 */
import { describe, expect, it } from 'vitest';
import type { SourceFile } from '../../../../cli/pipeline/collect-files.js';
import type { PageJob } from '../../../../cli/pipeline/page-job.js';
import { twinOrder } from '../../../../cli/pipeline/page-pool.js';

const job = (lang: string, pagePath: string, version = ''): PageJob => {
  const relativePath = `${version ? `${version}/` : ''}${lang}/${pagePath}.md`;
  const source: SourceFile = { absolutePath: `/docs/${relativePath}`, relativePath, pagePath, lang, version, format: 'md' };
  return { source, previousHash: undefined, bodiesDir: undefined };
};

/** The batches of 16 that `order` hands out, as relative paths. */
const batches = (jobs: PageJob[], order: number[]) => {
  const out: string[][] = [];
  for (let start = 0; start < order.length; start += 16) out.push(order.slice(start, start + 16).map((i) => jobs[i]!.source.relativePath));
  return out;
};

describe('twinOrder', () => {
  it('puts every page in the batch of its translation, the batch in job order, and hands out each job once', () => {
    const paths = Array.from({ length: 40 }, (_, i) => `guide/p${String(i).padStart(2, '0')}`);
    // As the files are collected: one language's pages, then the other's; zh lacks the last 4.
    const jobs = [...paths.map((p) => job('en', p)), ...paths.slice(0, 36).map((p) => job('zh', p))];
    const order = twinOrder(jobs);
    expect([...order].sort((a, b) => a - b)).toEqual(jobs.map((_, i) => i));
    const handed = batches(jobs, order);
    for (const batch of handed) expect(batch).toEqual([...batch].sort((a, b) => jobs.findIndex((j) => j.source.relativePath === a) - jobs.findIndex((j) => j.source.relativePath === b)));
    const batchOf = new Map(handed.flatMap((batch, b) => batch.map((file) => [file, b])));
    for (const p of paths.slice(0, 36)) expect(batchOf.get(`zh/${p}.md`), p).toBe(batchOf.get(`en/${p}.md`));
    expect(handed[0]).toEqual([...paths.slice(0, 8).map((p) => `en/${p}.md`), ...paths.slice(0, 8).map((p) => `zh/${p}.md`)]);
  });

  it('pairs pages of the same version only', () => {
    const jobs = [job('en', 'a', 'v1'), job('en', 'a', 'v2'), job('zh', 'a', 'v2'), job('zh', 'a', 'v1')];
    expect(twinOrder(jobs).map((i) => jobs[i]!.source.relativePath)).toEqual(['v1/en/a.md', 'v2/en/a.md', 'v2/zh/a.md', 'v1/zh/a.md']);
    const many = Array.from({ length: 12 }, (_, i) => [job('en', `p${String(i).padStart(2, '0')}`, 'v1'), job('en', `p${String(i).padStart(2, '0')}`, 'v2')]).flat();
    const twins = [...many, ...many.map((j) => job('zh', j.source.pagePath, j.source.version))];
    const batchOf = new Map(batches(twins, twinOrder(twins)).flatMap((batch, b) => batch.map((file) => [file, b])));
    for (const j of many) expect(batchOf.get(j.source.relativePath.replace('/en/', '/zh/'))).toBe(batchOf.get(j.source.relativePath));
  });
});
