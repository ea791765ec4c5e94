import path from 'node:path';
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
