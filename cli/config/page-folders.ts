import { statSync } from 'node:fs';
import path from 'node:path';
import { placeFolder } from '../../schemas/site-paths.js';
import type { SiteConfig } from '../../schemas/site-config.js';

/**
 * Where each version's pages in each language are, below the docs root. Two
 * layouts are read, as the peers write them: a folder per language
 * (`docs/en/`, `docs/zh/`, as Rspress does), or the default language at the
 * root and the others in their folders (`docs/`, `docs/zh/`, as VitePress,
 * Docusaurus and Starlight do, and every one-language site). The second is
 * taken when the default language has no folder of its own, in no version.
 */
export interface PageFolders {
  /** Whether the default language's pages are at the root (of the docs, or of each version's folder). */
  rootDefault: boolean;
  /** The folder of a version's pages in a language, relative to the docs root: `zh`, `v1/en`, or `''` for the root itself. */
  of(version: string, lang: string): string;
  /** The version and language whose pages `relativePath` (below the docs root) is among. */
  placeOf(relativePath: string): { version: string; lang: string };
  /** `relativePath` below its place's folder: `guide/a.md` for `zh/guide/a.md`. */
  inPlace(relativePath: string, version: string, lang: string): string;
}

export function pageFolders(docsDir: string, config: Pick<SiteConfig, 'lang' | 'multiVersion'>, langs: readonly string[]): PageFolders {
  const versions = config.multiVersion.versions.length > 0 ? config.multiVersion.versions : [''];
  const rootDefault = !versions.some((version) => statSync(path.join(docsDir, placeFolder(version, config.lang)), { throwIfNoEntry: false })?.isDirectory());
  const of = (version: string, lang: string) => (rootDefault && lang === config.lang ? version : placeFolder(version, lang));
  return {
    rootDefault,
    of,
    placeOf(relativePath) {
      const [first = '', second = ''] = relativePath.split('/');
      const version = versions.includes(first) && first !== '' ? first : '';
      const inVersion = version ? second : first;
      return { version, lang: langs.includes(inVersion) ? inVersion : config.lang };
    },
    inPlace(relativePath, version, lang) {
      const folder = of(version, lang);
      return folder ? relativePath.slice(folder.length + 1) : relativePath;
    },
  };
}
