import path from 'node:path';

/**
 * `file` relative to `dir`, with `/`: a slice when `file` lies below `dir` as
 * given (files found by walking it, sources below the docs root). Called for
 * every page, several times a build: `path.relative` resolves both paths each
 * call, and cost a tenth of a warm rebuild at 2 × 2,000 pages.
 */
export function relativePosix(dir: string, file: string): string {
  const prefix = dir.endsWith(path.sep) ? dir : dir + path.sep;
  const below = file.startsWith(prefix) && !file.includes(`${path.sep}..`) ? file.slice(prefix.length) : path.relative(dir, file);
  return path.sep === '/' ? below : below.split(path.sep).join('/');
}

/**
 * `dir` joined with `relative` (`/`-separated), as `path.join` would: a plain concatenation when neither needs
 * normalizing (no `.` or `..` segment, no doubled or trailing separator). Called for every page in loops of a build
 * and of each dev rebuild, where `path.join` normalized the whole path again, ~1.4 KB of garbage a call: a seventh of
 * what a dev rebuild allocated at 2 × 2,000 pages.
 */
export function joinBelow(dir: string, relative: string): string {
  const { sep } = path;
  const plain = relative !== '' && !relative.startsWith('/') && !relative.endsWith('/') && !relative.includes('//') && !hasDotSegment(relative, '/') && dir !== '' && !dir.endsWith(sep) && !dir.includes(sep + sep) && !hasDotSegment(dir, sep);
  if (!plain) return path.join(dir, relative);
  return dir + sep + (sep === '/' ? relative : relative.split('/').join(sep));
}

/** Whether a segment of `file` is `.` or `..` (a name that starts with a dot, `.vitepress`, is not one). */
function hasDotSegment(file: string, sep: string): boolean {
  for (let at = file.indexOf('.'); at >= 0; at = file.indexOf('.', at + 1)) {
    if (at > 0 && file[at - 1] !== sep) continue;
    const end = file[at + 1] === '.' ? at + 2 : at + 1;
    if (end === file.length || file[end] === sep) return true;
  }
  return false;
}
