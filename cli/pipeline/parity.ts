import path from 'node:path';
import type { PageFolders } from '../config/page-folders.js';
import type { SourceFile } from './collect-files.js';

export interface MissingTranslation {
  /** The page that exists. */
  present: SourceFile;
  /** Language it is missing in. */
  lang: string;
  /** Where the translation is expected, relative to the docs root. */
  expected: string;
}

/** Pages that exist in some languages of their version but not in others (the trees should mirror each other). */
export function missingTranslations(files: readonly SourceFile[], langs: readonly string[], folderOf: (version: string, lang: string) => string): MissingTranslation[] {
  const byPage = new Map<string, Map<string, SourceFile>>();
  for (const file of files) {
    const key = `${file.version}\0${file.pagePath}`;
    const langsOfPage = byPage.get(key) ?? new Map<string, SourceFile>();
    langsOfPage.set(file.lang, file);
    byPage.set(key, langsOfPage);
  }
  const missing: MissingTranslation[] = [];
  for (const present of byPage.values()) {
    const first = present.values().next().value!;
    for (const lang of langs) {
      if (present.has(lang)) continue;
      missing.push({ present: first, lang, expected: path.posix.join(folderOf(first.version, lang), `${first.pagePath}.${first.format}`) });
    }
  }
  return missing;
}

/**
 * Each default-language page that another language of its version lacks, as that language's page (Starlight's
 * fallback content, Docusaurus's untranslated docs): the default language's source at the place its translation
 * would have, so it gets that language's route, chrome and sidebar, and its relative links lead, as the folders
 * mirror, to that language's pages. The index marks it (`fallbackOf`) and puts a notice at its top.
 */
export function fallbackPages(files: readonly SourceFile[], langs: readonly string[], folders: Pick<PageFolders, 'of' | 'inPlace'>): SourceFile[] {
  const [defaultLang, ...others] = langs;
  if (others.length === 0) return [];
  const present = new Set(files.map((file) => `${file.version}\0${file.lang}\0${file.pagePath}`));
  const fallbacks: SourceFile[] = [];
  for (const file of files) {
    if (file.lang !== defaultLang) continue;
    const name = folders.inPlace(file.relativePath, file.version, file.lang);
    for (const lang of others) {
      if (present.has(`${file.version}\0${lang}\0${file.pagePath}`)) continue;
      const folder = folders.of(file.version, lang);
      fallbacks.push({ ...file, relativePath: folder ? `${folder}/${name}` : name, lang, fallbackOf: file.relativePath });
    }
  }
  return fallbacks;
}
