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
