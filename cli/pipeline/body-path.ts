import { statSync } from 'node:fs';
import path from 'node:path';

/** Where a page's body is kept: named by the hash of its sources, so an unchanged page keeps its file. */
export function bodyPath(bodiesDir: string, hash: string): string {
  return path.join(bodiesDir, `${hash.slice(0, 32)}.json`);
}

/** Where the links and anchor ids of a page's body are kept for the build's link check (`PageLinks`). */
export function linksPath(bodiesDir: string, hash: string): string {
  return path.join(bodiesDir, `${hash.slice(0, 32)}.links.json`);
}

/** Where the compiled module of a page that needs JavaScript is kept, beside its (empty) body. */
export function modulePath(bodiesDir: string, hash: string): string {
  return path.join(bodiesDir, `${hash.slice(0, 32)}.page.js`);
}

/** Dev (`PageJob.bodiesOnRequest`): a data page's sources as indexed, to render its body from when it is asked for. */
export function sourceCopyPath(bodiesDir: string, hash: string): string {
  return path.join(bodiesDir, `${hash.slice(0, 32)}.source.json`);
}

/**
 * Bytes of a page's files in the bodies folder (body, links and, for a
 * compiled page, its module), or -1 when the body or the links are missing.
 * The manifest keeps the figure: a file cut short or emptied (by a disk, an
 * editor, a crash of an older docsite) no longer matches, and the page is parsed again.
 * With `onRequest` (dev) a data page may have its source copy instead of its
 * body; both count, so a build trusts only a body that a run recorded.
 */
export function cachedBytes(bodiesDir: string, hash: string, onRequest = false): number {
  // Every unchanged page is checked on every run: a build does not look for a copy it never counts.
  const [body, links, module, copy] = [bodyPath, linksPath, modulePath, ...(onRequest ? [sourceCopyPath] : [])].map((place) => statSync(place(bodiesDir, hash), { throwIfNoEntry: false }));
  if (!links || !(body || copy)) return -1;
  return (body?.size ?? 0) + links.size + (module?.size ?? 0) + (copy?.size ?? 0);
}
