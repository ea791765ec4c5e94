/**
 * The local engine over our own docs: queries a reader would type, each with
 * the page (or pages, when two answer it equally) that answers it. The hit
 * rate (an answering page among the first three hits) is printed and must
 * stay at or above 90 % per language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { indexSite } from '../../cli/pipeline/index-site.js';
import type { SearchRecordsFile } from '../../schemas/search-record.js';
import { memoryIndex, type MemoryIndex } from '../helpers/local-search.js';
import { repoRoot } from '../helpers/run-cli.js';
import { tempDir } from '../helpers/temp-site.js';

const QUERIES: Record<'en' | 'zh', [query: string, page: string | string[]][]> = {
  en: [
    ['install', '/guide/start/getting-started'],
    ['quick start', '/guide/start/getting-started'],
    ['live reload', '/guide/start/getting-started'],
    ['preview port', '/api/commands'],
    ['base path', ['/api/config/config-basic', '/guide/basic/deploy', '/api/commands']],
    ['exit codes', '/api/commands'],
    ['worker threads', '/api/commands'],
    ['json output', '/api/commands'],
    ['incremental', '/api/commands'],
    ['line numbers', '/guide/basic/use-mdx/code-blocks'],
    ['highlight lines', '/guide/basic/use-mdx/code-blocks'],
    ['copy button', '/guide/basic/use-mdx/code-blocks'],
    ['wrap long lines', '/guide/basic/use-mdx/code-blocks'],
    ['shiki theme', ['/guide/basic/use-mdx/code-blocks', '/api/config/config-build']],
    ['tip', ['/guide/basic/use-mdx/container', '/api/client-api/api-components']],
    ['details collapsible', '/guide/basic/use-mdx/container'],
    ['containr', '/guide/basic/use-mdx/container'],
    ['who is it for', '/guide/start/introduction'],
    ['two languages', '/guide/start/introduction'],
    ['site index files', ['/api/', '/guide/advanced/extend-build']],
  ],
  zh: [
    ['安装', '/zh/guide/start/getting-started'],
    ['快速开始', '/zh/guide/start/getting-started'],
    ['实时重载', '/zh/guide/start/getting-started'],
    ['预览', '/zh/guide/start/getting-started'],
    ['基础路径', '/zh/api/commands'],
    ['退出码', '/zh/api/commands'],
    ['工作线程', '/zh/api/commands'],
    ['增量', '/zh/api/commands'],
    ['JSON 输出', '/zh/api/commands'],
    ['行号', '/zh/guide/basic/use-mdx/code-blocks'],
    ['行高亮', '/zh/guide/basic/use-mdx/code-blocks'],
    ['复制按钮', '/zh/guide/basic/use-mdx/code-blocks'],
    ['自动换行', '/zh/guide/basic/use-mdx/code-blocks'],
    ['语法高亮', '/zh/guide/basic/use-mdx/code-blocks'],
    ['容器', '/zh/guide/basic/use-mdx/container'],
    ['折叠', '/zh/guide/basic/use-mdx/container'],
    ['自定义标题', '/zh/guide/basic/use-mdx/container'],
    ['适用人群', '/zh/guide/start/introduction'],
    ['两种语言', '/zh/guide/start/introduction'],
    ['站点索引', ['/zh/api/', '/zh/guide/advanced/extend-build']],
  ],
};

const indexes = {} as Record<'en' | 'zh', MemoryIndex>;

beforeAll(async () => {
  const outDir = tempDir('docsite-relevance-');
  const result = await indexSite({ siteDir: path.join(repoRoot, 'content'), outDir, threads: 1 });
  if (!result.ok) throw new Error(result.messages.map(String).join('\n'));
  const { records } = JSON.parse(readFileSync(path.join(outDir, 'search-records.json'), 'utf8')) as SearchRecordsFile;
  for (const lang of ['en', 'zh'] as const) indexes[lang] = memoryIndex(lang, records.filter((r) => r.lang === lang));
});

describe.each(['en', 'zh'] as const)('search relevance over content/ (%s)', (lang) => {
  it(`finds the answering page among the first three hits for at least 90 % of ${QUERIES[lang].length} queries`, async () => {
    const misses: string[] = [];
    for (const [query, page] of QUERIES[lang]) {
      const { hits } = await indexes[lang].search(query);
      const top = hits.slice(0, 3).map((h) => h.url.replace(/#.*/, ''));
      const answers = [page].flat();
      if (!top.some((url) => answers.includes(url))) misses.push(`${query} → ${top.join(', ') || 'nothing'} (expected ${answers.join(' or ')})`);
    }
    const rate = 1 - misses.length / QUERIES[lang].length;
    console.log(`search relevance ${lang}: ${Math.round(rate * 100)} % (${QUERIES[lang].length - misses.length}/${QUERIES[lang].length})${misses.length ? `; misses:\n  ${misses.join('\n  ')}` : ''}`);
    expect(QUERIES[lang].length).toBeGreaterThanOrEqual(20);
    expect(rate, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});
