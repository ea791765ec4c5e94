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

/**
 * Bytes of a page's files in the bodies folder (body, links and, for a
 * compiled page, its module), or -1 when the body or the links are missing.
 * The manifest keeps the figure: a file cut short or emptied (by a disk, an
 * editor, a crash of an older docsite) no longer matches, and the page is parsed again.
 */
export function cachedBytes(bodiesDir: string, hash: string): number {
  const [body, links, module] = [bodyPath, linksPath, modulePath].map((place) => statSync(place(bodiesDir, hash), { throwIfNoEntry: false }));
  return body && links ? body.size + links.size + (module?.size ?? 0) : -1;
}
