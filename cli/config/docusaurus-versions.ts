import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { VFile } from 'vfile';
import { z } from 'zod';
import { loadDataFile, placeOf } from '../build/data-file.js';
import { fail } from '../report/problem.js';

/** Docusaurus's name for the version its `docs/` folder holds, in its i18n folders. */
const CURRENT = 'current';

/** The version `docs/` is when versions.json lists released ones: Docusaurus serves it at `/docs/next/…` and labels it Next. */
export const NEXT = 'next';

const VERSIONS_FILE = {
  file: 'versions.json',
  name: 'versions.json',
  rule: 'versions-json',
  shapeFix: 'Write versions.json as Docusaurus does: a list of the released versions\' names, newest first, such as ["2.0", "1.0"]; each name is one URL segment (letters, digits, `.`, `-`, `_`).',
  readFix: 'Make versions.json readable, or remove it together with versioned_docs/ to build docs/ alone.',
};

const versionsSchema = z.array(z.string().regex(/^[\w.-]+$/, 'expected a version name that is one URL segment (letters, digits, `.`, `-`, `_`), such as "2.0" or "1.x"'));

/**
 * A Docusaurus site's versions, read from its own files: `versions.json` lists the released versions newest first,
 * each with its pages in `versioned_docs/version-<v>/` and its sidebars in `versioned_sidebars/version-<v>-sidebars.json`,
 * and `docs/` holds the next, unreleased one; `i18n/<lang>/docusaurus-plugin-content-docs/<current | version-<v>>/`
 * holds the other languages' pages of each. A site that released no version but keeps its translations there has
 * one version, `docs/` and those folders.
 */
export interface DocusaurusVersions {
  /** What `multiVersion` would say: the newest released version is the default, `next` and the others have their prefix; none for one version. */
  multiVersion: { default: string; versions: string[] } | undefined;
  /** The folder of a version's pages in a language, relative to the site folder. */
  folderOf(version: string, lang: string): string;
  /** A released version's sidebars file, absolute; undefined for `next`, whose sidebars are `sidebars.js`'s. */
  sidebarsOf(version: string): string | undefined;
}

/**
 * The versions of a site in Docusaurus's layout (`versions.json` beside `versioned_docs/`), or undefined for any
 * other site, or null when versions.json is wrong (reported on it, at the entry). `docs` is the folder of the
 * current pages, relative to the site folder (the config's `root`). An empty versions.json is a site that has
 * released nothing yet: Docusaurus serves `docs/` as its only version, and so does docsite.
 */
export function docusaurusVersions(siteDir: string, docs: string, langs: readonly string[], vfile: (file: string) => VFile): DocusaurusVersions | null | undefined {
  if (!isDirectory(path.join(siteDir, 'versioned_docs')) || !existsSync(path.join(siteDir, 'versions.json'))) return docusaurusTranslations(siteDir, docs, langs);
  const loaded = loadDataFile(siteDir, VERSIONS_FILE, versionsSchema, vfile);
  if (!loaded) return null;
  const released = loaded.data;
  if (released.length === 0) return docusaurusTranslations(siteDir, docs, langs);
  const folder = (version: string) => `versioned_docs/version-${version}`;
  let ok = true;
  released.forEach((version, i) => {
    const problem = (reason: string, fix: string) => {
      fail(vfile(loaded.path), `versions.json: [${i}] ${reason}`, { place: placeOf(loaded.source, [i]), ruleId: 'versions-json', fix });
      ok = false;
    };
    if (released.indexOf(version) !== i) problem(`"${version}" is listed twice`, 'List each released version once.');
    else if (version === NEXT) problem(`"${NEXT}" is the name of the current docs/ (served under /${NEXT}/), so it cannot name a released version`, 'Rename the released version (its versioned_docs/ folder and its versioned_sidebars/ file too).');
    else if (langs.includes(version)) problem(`"${version}" is also a language code of the site, so its URLs would be ambiguous`, 'Rename the version (its versioned_docs/ folder and its versioned_sidebars/ file too), such as "v1" or "1.x".');
    else if (!isDirectory(path.join(siteDir, folder(version)))) {
      problem(`"${version}" has no pages: ${folder(version)}/ is not there`, `Add its pages in ${folder(version)}/, or remove "${version}" from versions.json.`);
    }
  });
  if (!ok) return null;
  return {
    multiVersion: { default: released[0]!, versions: [NEXT, ...released] },
    folderOf: (version, lang) => {
      if (lang === langs[0]) return version === NEXT ? docs : folder(version);
      return `i18n/${lang}/docusaurus-plugin-content-docs/${version === NEXT ? CURRENT : `version-${version}`}`;
    },
    sidebarsOf: (version) => {
      const file = path.join(siteDir, 'versioned_sidebars', `version-${version}-sidebars.json`);
      return version !== NEXT && existsSync(file) ? file : undefined;
    },
  };
}

/**
 * An unversioned Docusaurus site's languages: `docs/` for the default one and `i18n/<lang>/docusaurus-plugin-content-docs/current/`
 * for each other that has no `docs/<lang>/` of its own; undefined when no language keeps its pages there.
 */
function docusaurusTranslations(siteDir: string, docs: string, langs: readonly string[]): DocusaurusVersions | undefined {
  const translated = (lang: string) => `i18n/${lang}/docusaurus-plugin-content-docs/${CURRENT}`;
  const inI18n = langs.slice(1).filter((lang) => isDirectory(path.join(siteDir, translated(lang))) && !isDirectory(path.join(siteDir, docs, lang)));
  if (inI18n.length === 0) return undefined;
  return {
    multiVersion: undefined,
    folderOf: (_version, lang) => (lang === langs[0] ? docs : inI18n.includes(lang) ? translated(lang) : path.posix.join(docs, lang)),
    sidebarsOf: () => undefined,
  };
}

function isDirectory(dir: string): boolean {
  return statSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? false;
}
