import { copyFileSync, existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, realpathSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { VFile } from 'vfile';
import { fail } from '../report/problem.js';
import type { DistOverlay } from '../output/dist-overlay.js';

/**
 * The folder of files published as they are: the site's `public/`, else the
 * docs root's, where VitePress and Rspress keep it, else the site's
 * `static/`, where Docusaurus keeps it.
 */
export function publicFolder(siteDir: string, docsDir: string): string {
  const own = path.join(siteDir, 'public');
  return [own, path.join(docsDir, 'public'), path.join(siteDir, 'static')].find((dir) => existsSync(dir)) ?? own;
}

/**
 * Copies `public/` into the output as plain files, so that what is published
 * is what the site folder holds. A symlink is followed when it leads to a
 * file or folder inside the site folder; one that leads out of it (a link to
 * `~/.ssh` would publish it), one that leads nowhere or in a circle, and
 * anything that is not a file or a folder (a FIFO would block the build) is
 * an error at that path. Returns false when it reported one; what was copied
 * until then stays in the output, which the caller throws away. A file that
 * the site being replaced holds with the same bytes is kept.
 */
export function copyPublic(publicDir: string, siteDir: string, output: DistOverlay, vfile: (file: string) => VFile): boolean {
  const siteReal = realpathSync(siteDir);
  let ok = true;
  const refuse = (file: string, reason: string, fix: string) => {
    ok = false;
    fail(vfile(file), reason, { place: { line: 1, column: 1 }, ruleId: 'public-file', fix });
  };

  /** The real path and kind of `source`, or undefined when it was refused. `ancestors` are the real folders being copied. */
  const resolve = (source: string, ancestors: string[]): { real: string; stats: Stats } | undefined => {
    const name = path.relative(siteDir, source);
    const link = lstatSync(source).isSymbolicLink();
    const relink = 'Replace the link with a copy of what it should stand for, or remove it.';
    let real: string;
    try {
      real = realpathSync(source);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ELOOP') return void refuse(source, `The symlink ${name} is a loop: it leads back to itself`, relink);
      if (code === 'ENOENT') return void refuse(source, `The symlink ${name} leads to ${readlinkSync(source)}, which does not exist`, relink);
      throw error;
    }
    if (link && real !== siteReal && !real.startsWith(siteReal + path.sep)) {
      return void refuse(source, `The symlink ${name} leads to ${real}, outside the site folder`, `docsite publishes only files inside the site folder: copy the file into public/ instead of linking to it, or remove the link.`);
    }
    if (ancestors.some((folder) => folder === real || folder.startsWith(real + path.sep))) {
      return void refuse(source, `The symlink ${name} leads to ${real}, a folder that holds the link itself: copying it would never end`, relink);
    }
    const stats = statSync(real);
    if (stats.isFile() || stats.isDirectory()) return { real, stats };
    refuse(source, `${link ? `The symlink ${name} leads to` : `${name} is`} ${kind(stats)}, which cannot be published`, 'public/ may hold only files and folders: remove it.');
    return undefined;
  };

  /** `target`: the folder's path below the site root ('' for the root). */
  const copyFolder = (source: string, real: string, target: string, ancestors: string[]) => {
    const inside = [...ancestors, real];
    for (const child of readdirSync(real).sort()) {
      const entry = resolve(path.join(source, child), inside);
      if (entry?.stats.isFile()) copyFile(entry.real, entry.stats.size, path.posix.join(target, child), output);
      else if (entry) copyFolder(path.join(source, child), entry.real, path.posix.join(target, child), inside);
    }
  };

  const root = resolve(publicDir, []);
  if (root && !root.stats.isDirectory()) refuse(publicDir, 'public is a file; it must be a folder', 'Rename the file, or move it into a folder named public.');
  else if (root) copyFolder(publicDir, root.real, '', []);
  return ok;
}

/** Files up to this size are compared with the site being replaced, and kept when they are the same. */
const COMPARED_BYTES = 16 << 20;

function copyFile(source: string, size: number, file: string, output: DistOverlay): void {
  if (output.previous !== undefined && size <= COMPARED_BYTES) output.write(file, readFileSync(source));
  else copyFileSync(source, output.target(file));
}

function kind(stats: Stats): string {
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isSocket()) return 'a socket';
  return 'a device';
}
