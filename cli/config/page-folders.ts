import { statSync } from 'node:fs';
import path from 'node:path';
import { placeFolder } from '../../schemas/site-paths.js';
import type { SiteConfig } from '../../schemas/site-config.js';
import type { DocusaurusVersions } from './docusaurus-versions.js';

/**
 * Where each version's pages in each language are, below the docs root. Three
 * layouts are read, as the peers write them: a folder per language
 * (`docs/en/`, `docs/zh/`, as Rspress does), or the default language at the
 * root and the others in their folders (`docs/`, `docs/zh/`, as VitePress,
 * Docusaurus and Starlight do, and every one-language site); the second is
 * taken when the default language has no folder of its own, in no version.
 * The third is Docusaurus's versioned site (`docusaurus-versions.ts`), whose
 * docs root is the site folder: `docs/`, `versioned_docs/version-2.0/`,
 * `i18n/zh/docusaurus-plugin-content-docs/current/`. Each is a folder per
 * (version, language), and everything downstream reads them alike.
 */
export interface PageFolders {
  /** Whether the default language's pages are at the root of their version's folder, beside the other languages' folders or apart from them. */
  rootDefault: boolean;
  /** The folder of a version's pages in a language, relative to the docs root: `zh`, `v1/en`, or `''` for the root itself. */
  of(version: string, lang: string): string;
  /** The version and language whose pages `relativePath` (below the docs root) is among. */
  placeOf(relativePath: string): { version: string; lang: string };
  /** `relativePath` below its place's folder: `guide/a.md` for `zh/guide/a.md`. */
  inPlace(relativePath: string, version: string, lang: string): string;
}

export function pageFolders(docsDir: string, config: Pick<SiteConfig, 'lang' | 'multiVersion'>, langs: readonly string[], docusaurus?: DocusaurusVersions): PageFolders {
  const versions = config.multiVersion.versions.length > 0 ? config.multiVersion.versions : [''];
  const rootDefault = docusaurus !== undefined || !versions.some((version) => statSync(path.join(docsDir, placeFolder(version, config.lang)), { throwIfNoEntry: false })?.isDirectory());
  const of = docusaurus ? docusaurus.folderOf : (version: string, lang: string) => (rootDefault && lang === config.lang ? version : placeFolder(version, lang));
  // The deepest folder first: `v1/zh/` lies inside `v1/`, which holds v1's default language.
  const places = versions.flatMap((version) => langs.map((lang) => ({ version, lang, folder: of(version, lang) }))).sort((a, b) => b.folder.length - a.folder.length);
  return {
    rootDefault,
    of,
    placeOf(relativePath) {
      const place = places.find(({ folder }) => folder === '' || relativePath.startsWith(`${folder}/`));
      return place ? { version: place.version, lang: place.lang } : { version: '', lang: config.lang };
    },
    inPlace(relativePath, version, lang) {
      const folder = of(version, lang);
      return folder ? relativePath.slice(folder.length + 1) : relativePath;
    },
  };
}
