import path from 'node:path';
import { generatedIndex, generatedIndexSource } from '../config/category-index.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { writeIfChanged } from '../plugins/index-hooks.js';
import { relativePosix } from '../relative-path.js';
import type { SourceFile } from './collect-files.js';

/**
 * The generated index pages of the folders whose `_category_.json` asks for
 * one (Docusaurus's `link: { type: 'generated-index' }`), as source files
 * written below `<outDir>/categories/` (only when they changed, so the cache
 * stands). A folder with an `index` page of its own keeps that page as its
 * group's link, and gets none.
 */
export function categoryPages(resolved: Pick<ResolvedConfig, 'siteDir' | 'docsDir' | 'outDir' | 'folders' | 'config'>, sources: readonly SourceFile[]): SourceFile[] {
  const { siteDir, docsDir, outDir, folders, config } = resolved;
  const docs = relativePosix(siteDir, docsDir);
  const below = (...parts: string[]) => path.posix.join(docs, ...parts.filter(Boolean));
  // Made only for a site that has a generated category: most have none, and it holds a string a page.
  let pagePaths: Set<string> | undefined;
  const hasPage = (key: string) => (pagePaths ??= new Set(sources.map((source) => `${source.version}\0${source.lang}\0${source.pagePath}`))).has(key);
  const seen = new Set<string>();
  const pages: SourceFile[] = [];
  for (const { version, lang, pagePath } of sources) {
    const parts = pagePath.split('/').slice(0, -1);
    for (let depth = 1; depth <= parts.length; depth++) {
      const folder = parts.slice(0, depth).join('/');
      const key = `${version}\0${lang}\0${folder}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const defaultDir = lang === config.lang ? undefined : below(folders.of(version, config.lang), folder);
      const index = generatedIndex(siteDir, below(folders.of(version, lang), folder), defaultDir);
      if (!index || hasPage(`${key}/index`)) continue;
      const pagePath = index.local.slice(1) || 'index';
      const absolutePath = path.join(outDir, 'categories', version, lang, `${pagePath}.mdx`);
      writeIfChanged(absolutePath, generatedIndexSource(index));
      pages.push({ absolutePath, relativePath: relativePosix(docsDir, absolutePath), pagePath, lang, version, format: 'mdx' });
    }
  }
  return pages;
}
