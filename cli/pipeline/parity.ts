import type { SourceFile } from './collect-files.js';

export interface MissingTranslation {
  /** The page that exists. */
  present: SourceFile;
  /** Language it is missing in. */
  lang: string;
  /** Where the translation is expected, relative to the docs root. */
  expected: string;
}

/** Pages that exist in some languages but not in others (the trees should mirror each other). */
export function missingTranslations(files: readonly SourceFile[], langs: readonly string[]): MissingTranslation[] {
  const byPage = new Map<string, Map<string, SourceFile>>();
  for (const file of files) {
    const langsOfPage = byPage.get(file.pagePath) ?? new Map<string, SourceFile>();
    langsOfPage.set(file.lang, file);
    byPage.set(file.pagePath, langsOfPage);
  }
  const missing: MissingTranslation[] = [];
  for (const [pagePath, present] of byPage) {
    const first = present.values().next().value!;
    for (const lang of langs) {
      if (present.has(lang)) continue;
      missing.push({ present: first, lang, expected: `${lang}/${pagePath}.${first.format}` });
    }
  }
  return missing;
}
