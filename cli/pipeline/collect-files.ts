import { statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import picomatch from 'picomatch';
import type { SourceFormat } from './processor.js';

export interface SourceFile {
  /** Absolute path. */
  absolutePath: string;
  /** Path below the docs root with `/` separators, e.g. `en/guide/start/introduction.mdx`. */
  relativePath: string;
  /** Path below the language folder without extension, e.g. `guide/start/introduction`. */
  pagePath: string;
  lang: string;
  format: SourceFormat;
}

const PAGE_FILE = /\.(md|mdx)$/;

/**
 * Every routable page of every language, sorted so output order never
 * depends on the file system. Hidden files and `route.exclude` globs are left
 * out; partials, the files in `fragments/` folders and those with a path
 * segment starting with `_` (`_snippet.md`, `_shared/intro.mdx`), are pushed
 * to `fragments` instead: pages import them, they are no pages themselves.
 */
export async function collectFiles(docsDir: string, langs: string[], exclude: string[], fragments: string[] = []): Promise<SourceFile[]> {
  const excluded = exclude.length > 0 ? picomatch(exclude, { dot: true }) : () => false;
  const files: SourceFile[] = [];
  for (const lang of langs) {
    const langDir = path.join(docsDir, lang);
    const entries = await readdir(langDir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!PAGE_FILE.test(entry.name)) continue;
      const absolutePath = path.join(entry.parentPath, entry.name);
      // A linked page counts as a page: docs are often assembled from links into other folders.
      if (!entry.isFile() && !(entry.isSymbolicLink() && statSync(absolutePath, { throwIfNoEntry: false })?.isFile())) continue;
      const inLang = path.relative(langDir, absolutePath).split(path.sep).join('/');
      const segments = inLang.split('/');
      if (segments.some((s) => s.startsWith('.') || s === 'node_modules') || excluded(inLang)) continue;
      if (segments.some(isPartial)) {
        fragments.push(absolutePath);
        continue;
      }
      files.push({
        absolutePath,
        relativePath: `${lang}/${inLang}`,
        pagePath: inLang.replace(PAGE_FILE, ''),
        lang,
        format: inLang.endsWith('.mdx') ? 'mdx' : 'md',
      });
    }
  }
  const langOrder = new Map(langs.map((lang, i) => [lang, i]));
  return files.sort((a, b) => langOrder.get(a.lang)! - langOrder.get(b.lang)! || compare(a.relativePath, b.relativePath));
}

function isPartial(segment: string): boolean {
  return segment === 'fragments' || segment.startsWith('_');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
