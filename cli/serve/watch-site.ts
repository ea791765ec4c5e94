import { realpathSync, type Stats } from 'node:fs';
import path from 'node:path';
import { watch } from 'chokidar';
import { TEMPORARY_CONFIG } from '../config/load-config.js';

export interface WatchSiteOptions {
  siteDir: string;
  /** The build's own output (`--out`), wherever it is: writing it must not set off the next build. */
  outDir: string;
  /** A file or folder below the site changed (added, written, replaced or removed); the path is relative to the site. */
  onChange(file: string): void;
  /** The watch goes on after an error; the caller only reports it. */
  onError(error: Error): void;
}

export interface SiteWatcher {
  /** Resolves once every file present at the start is watched: changes before that may be missed. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Folders that never hold the site's sources, at any depth. */
const NEVER_SOURCES = new Set(['node_modules', '.git']);

/**
 * Build output beside the config: `docsite build`'s dist, the default index
 * folder, and the staging and swap folders of a build and the journal of one
 * applied in place (`<dist>.tmp-<pid>`, `<dist>.old-<pid>`,
 * `<dist>.commit-<pid>.json`, whatever `--dist` names it), which come and go
 * while a `docsite build` runs beside `dev` and must not set off a rebuild each time.
 */
const BUILD_OUTPUT = /^(?:dist|\.docsite|.+\.(?:tmp|old)-\d+|.+\.commit-\d+\.json(?:\.tmp-\d+-[0-9a-f]{8})?)$/;

/**
 * What editors write beside the file being saved: vim's swap files (rewritten
 * while you type, not only on save) and its `4913` write test, `~` backups,
 * JetBrains' safe-write copies, Sublime's atomic-save temporaries, Emacs'
 * lock links and auto-saves. None of them is part of a site.
 */
const EDITOR_FILES = /^\..+\.sw[a-p]$|~$|^4913$|___jb_(?:tmp|old)___$|^\.subl.*\.tmp$|^\.#|^#.*#$/;

/**
 * Watches the site folder with chokidar, which keeps watching a file that an
 * editor's atomic save (write a temporary file, rename it over) replaced: it
 * notices the new inode and watches that. Node's recursive `fs.watch` loses
 * such files on Linux.
 */
export function watchSite(options: WatchSiteOptions): SiteWatcher {
  const siteDir = path.resolve(options.siteDir);
  const watcher = watch(siteDir, {
    ignoreInitial: true,
    ignored: ignoredBelow(siteDir, path.resolve(options.outDir)),
    // chokidar's `atomic` holds deletions back 100 ms to pair them with a re-creation. Every kind of change
    // means the same here (build again), and the delay would split one save or one checkout into two builds.
    atomic: false,
  });
  watcher.on('all', (_event, file) => options.onChange(path.relative(siteDir, file)));
  watcher.on('error', (error) => options.onError(error as Error));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return { ready, close: () => watcher.close() };
}

function ignoredBelow(siteDir: string, outDir: string): (file: string, stats?: Stats) => boolean {
  return (file, stats) => {
    const relative = path.relative(siteDir, file);
    if (relative === '' || relative.startsWith('..')) return false;
    if (isInside(file, outDir)) return true;
    const segments = relative.split(path.sep);
    if (segments.some((segment) => NEVER_SOURCES.has(segment)) || BUILD_OUTPUT.test(segments[0]!)) return true;
    if (EDITOR_FILES.test(segments.at(-1)!) || TEMPORARY_CONFIG.test(relative)) return true;
    // chokidar hands over lstat results for directory entries, so a link is seen before it is followed.
    return stats?.isSymbolicLink() === true && loopingLink(file);
  };
}

/**
 * A linked folder that is also one of the folders holding the link
 * (`ln -s .. docs/en/loop`, or two links into each other's folders) would be
 * walked into again and again until the system gives up (ELOOP). Linked
 * files, and folders linked from elsewhere, are followed: a page may be a
 * link. A link that does not resolve is left to chokidar, which reports one
 * that points at itself.
 */
function loopingLink(link: string): boolean {
  try {
    const target = realpathSync(link);
    for (let dir = path.dirname(link); ; dir = path.dirname(dir)) {
      if (realpathSync(dir) === target) return true;
      if (path.dirname(dir) === dir) return false;
    }
  } catch {
    return false;
  }
}

function isInside(file: string, dir: string): boolean {
  return file === dir || file.startsWith(dir + path.sep);
}
