import { readdirSync, readlinkSync, realpathSync, statSync, type Dirent, type Stats } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import type { VFile } from 'vfile';
import type { PageFolders } from '../config/page-folders.js';
import { fail, warn } from '../report/problem.js';
import type { SourceFormat } from './processor.js';
import { joinBelow, relativePosix } from '../relative-path.js';

export interface SourceFile {
  /** Absolute path. */
  absolutePath: string;
  /** Path below the docs root with `/` separators, e.g. `en/guide/start/introduction.mdx` (`v1/en/…` in a version's folder). */
  relativePath: string;
  /** Path below the language folder without extension, e.g. `guide/start/introduction`. */
  pagePath: string;
  lang: string;
  /** Docs version (the folder above the language's); `''` without `multiVersion`. */
  version: string;
  format: SourceFormat;
  /**
   * A fallback page (`fallbackPages`): the default language's source, at `absolutePath`, standing as this language's
   * page where its translation would be (`relativePath` is that place). Its path below the docs root.
   */
  fallbackOf?: string | undefined;
}

const PAGE_FILE = /\.(md|mdx)$/;
const README = /^readme$/i;

/** The docs folder a page was found in: its absolute path without its relative one. */
export function docsRootOf(source: Pick<SourceFile, 'absolutePath' | 'relativePath' | 'fallbackOf'>): string {
  return source.absolutePath.slice(0, source.absolutePath.length - (source.fallbackOf ?? source.relativePath).length - 1);
}

/** The file a page stands as: its source, or for a fallback page the place of its missing translation, which its links are read from. */
export function placeOfPage(source: Pick<SourceFile, 'absolutePath' | 'relativePath' | 'fallbackOf'>): string {
  return source.fallbackOf === undefined ? source.absolutePath : path.join(docsRootOf(source), source.relativePath);
}

type Files = (file: string) => VFile;

/**
 * Every routable page of every version and language (in the folders
 * `folders` names: `docs/<version>/<lang>/` with `multiVersion`, else
 * `docs/<lang>/`, or the root for the default language), sorted so output order never
 * depends on the file system. Hidden files and `route.exclude` globs are left
 * out, and so are partials, the files in `fragments/` folders and those with a
 * path segment starting with `_` (`_snippet.md`, `_shared/intro.mdx`): pages
 * import them, they are no pages themselves.
 * Linked files and folders are followed (see `pageFiles`); a link in a loop
 * is an error in `vfile`, a page link to nothing a warning.
 */
export async function collectFiles(docsDir: string, folders: PageFolders, langs: string[], versions: string[], exclude: string[], vfile: Files, outputs: readonly string[] = []): Promise<SourceFile[]> {
  const excluded = exclude.length > 0 ? picomatch(exclude, { dot: true }) : () => false;
  const files: SourceFile[] = [];
  const places = (versions.length > 0 ? versions : ['']).flatMap((version) => langs.map((lang) => ({ version, lang, folder: folders.of(version, lang) })));
  // A default language at the root holds the other languages' folders, and the root holds `public/`, as VitePress's does.
  // Nor are docsite's own outputs, in a docs folder that is the site's (`root: '.'`): the `.md` files a build writes beside its HTML (llms) are no sources.
  const notPages = new Set([...places.map((place) => path.join(docsDir, place.folder)), ...(folders.rootDefault ? [path.join(docsDir, 'public')] : []), ...outputs]);
  for (const { version, lang, folder } of places) {
    const langDir = path.join(docsDir, folder);
    const inLang = (file: string) => relativePosix(langDir, file);
    const skipped = (dir: string) => dir !== langDir && notPages.has(dir);
    const found = files.length;
    for (const absolutePath of pageFiles(langDir, (file) => excluded(inLang(file)), skipped, vfile)) {
      const inPlace = inLang(absolutePath);
      if (inPlace.split('/').some(isPartial)) continue;
      files.push({
        absolutePath,
        relativePath: folder ? `${folder}/${inPlace}` : inPlace,
        pagePath: inPlace.replace(PAGE_FILE, ''),
        lang,
        version,
        format: absolutePath.endsWith('.mdx') ? 'mdx' : 'md',
      });
    }
    readmesAsIndexes(files.slice(found));
  }
  return sortSources(files, langs, versions);
}

/** Whether the page is a README that `readmesAsIndexes` routed as its folder's index. */
export function isReadmeIndex(source: Pick<SourceFile, 'relativePath' | 'pagePath'>): boolean {
  return /(^|\/)index$/.test(source.pagePath) && README.test(path.posix.basename(source.relativePath).replace(PAGE_FILE, ''));
}

/**
 * A folder's `README.md` is its index page when the folder has no `index.md`: GitHub shows a folder's README as its
 * page, and VuePress, Docusaurus, docsify and GitBook route it as docsite routes an index (`guide/README.md` → `/guide/`).
 */
function readmesAsIndexes(files: SourceFile[]): void {
  const paths = new Set(files.map((file) => file.pagePath));
  for (const file of files) {
    const name = file.pagePath.slice(file.pagePath.lastIndexOf('/') + 1);
    if (!README.test(name)) continue;
    const index = `${file.pagePath.slice(0, -name.length)}index`;
    if (paths.has(index)) continue;
    file.pagePath = index;
    paths.add(index);
  }
}

/** Sources by version (as listed), then language (default first), then path: output order never depends on the file system. */
export function sortSources(files: SourceFile[], langs: string[], versions: string[]): SourceFile[] {
  const versionOrder = new Map(versions.map((version, i) => [version, i]));
  const langOrder = new Map(langs.map((lang, i) => [lang, i]));
  return files.sort(
    (a, b) => (versionOrder.get(a.version) ?? 0) - (versionOrder.get(b.version) ?? 0) || langOrder.get(a.lang)! - langOrder.get(b.lang)! || compare(a.pagePath, b.pagePath),
  );
}

/**
 * The page files below `dir`, through linked files and folders too, as
 * VitePress's and Rspress's globs do: docs are often assembled from links
 * into other folders. `real` holds the real paths of the folders walked
 * into: a link to one of them, or to a folder holding one (`ln -s .. sub`),
 * would list the same pages forever. Synchronous: walked through the thread
 * pool, two round trips a folder, one after the other, left this thread idle
 * for most of the walk.
 */
function pageFiles(dir: string, excluded: (file: string) => boolean, skipped: (dir: string) => boolean, vfile: Files, real: string[] = []): string[] {
  const entries = readEntries(dir);
  if (!entries) return [];
  // The system's realpath: Node's own looks up each segment of the path in turn, ~14 ms of a 2 × 2,000 rebuild.
  const here = [...real, realpathSync.native(dir)];
  const found: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const file = joinBelow(dir, entry.name);
    // `route.exclude` globs match files, as they always did: a folder is walked, and its files matched.
    const page = PAGE_FILE.test(entry.name) && !excluded(file);
    let target: Stats | Dirent = entry;
    if (entry.isSymbolicLink()) {
      const followed = statOrError(file);
      // A link that reaches nothing is a page's problem only when it has a page's name; other such links are not
      // docsite's business (peers' globs skip them too).
      if (followed instanceof Error) {
        if (page && followed.code === 'ELOOP') {
          reportLoop(file, `Symbolic link loop: ${entry.name} → ${readlinkSync(file)} leads back to itself and never reaches a file`, vfile);
        } else if (page) {
          // A warning, as it always built: the page is left out, as a page being moved away would be.
          const why = followed.code === 'ENOENT' || followed.code === 'ENOTDIR' ? 'does not exist' : `cannot be read (${followed.code})`;
          warn(vfile(file), `Broken symbolic link: ${entry.name} → ${readlinkSync(file)}, which ${why}; the page is left out`, { ruleId: 'symlink', fix: 'Point the link at an existing page file, or delete it.' });
        }
        continue;
      }
      if (followed.isDirectory()) {
        const targetReal = realpathSync.native(file);
        if (here.some((folder) => folder === targetReal || folder.startsWith(targetReal + path.sep))) {
          reportLoop(file, `Symbolic link loop: ${entry.name} → ${readlinkSync(file)} leads to ${path.relative(process.cwd(), targetReal) || '.'}, which holds this link, so its pages would be listed forever`, vfile);
          continue;
        }
      }
      target = followed;
    }
    if (target.isDirectory()) {
      if (!skipped(file)) found.push(...pageFiles(file, excluded, skipped, vfile, here));
    } else if (target.isFile() && page) found.push(file);
  }
  return found;
}

function readEntries(dir: string): Dirent[] | undefined {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return undefined;
  }
}

function statOrError(file: string): Stats | NodeJS.ErrnoException {
  try {
    return statSync(file);
  } catch (error) {
    return error as NodeJS.ErrnoException;
  }
}

function reportLoop(link: string, reason: string, vfile: Files): void {
  fail(vfile(link), reason, { ruleId: 'symlink', fix: 'Point the link at a page file, or at a folder that does not hold the link; or delete it.' });
}

function isPartial(segment: string): boolean {
  return segment === 'fragments' || segment.startsWith('_');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
