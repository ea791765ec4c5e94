import { closeSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PageLinks } from './page-links.js';

/**
 * How a page's files in the bodies folder are laid out; part of the folder's
 * name, so a docsite that lays them out otherwise starts a fresh folder.
 * One file per page (two for a compiled page): creating files is what a cold
 * index spent most of its time on besides parsing (a fifth of each thread's
 * time at 2 × 2,000 pages, when the links had a file of their own).
 */
export const BODY_LAYOUT = 2;

/**
 * Where a page's body is kept, after its links line (`withLinks`): named by
 * the hash of its sources, so an unchanged page keeps its file.
 */
export function bodyPath(bodiesDir: string, hash: string): string {
  return path.join(bodiesDir, `${hash.slice(0, 32)}.json`);
}

/** Where the compiled module of a page that needs JavaScript is kept, beside its (empty) body. */
export function modulePath(bodiesDir: string, hash: string): string {
  return path.join(bodiesDir, `${hash.slice(0, 32)}.page.js`);
}

/** Dev (`PageJob.bodiesOnRequest`): a data page's sources as indexed, after its links line, to render its body from when it is asked for. */
export function sourceCopyPath(bodiesDir: string, hash: string): string {
  return path.join(bodiesDir, `${hash.slice(0, 32)}.source.json`);
}

/**
 * A page file's text: the page's links and anchor ids (`PageLinks`, JSON, which
 * has no raw newline) on the first line, for the build's link check, which
 * reads only that line; the body (or the source copy) after it.
 */
export function withLinks(links: PageLinks, rest: string): string {
  return `${JSON.stringify(links)}\n${rest}`;
}

/** What follows the links line of a page file's text. */
export function afterLinks(text: string): string {
  return text.slice(text.indexOf('\n') + 1);
}

/** A page's links: from its body's file, or in dev from its source copy when it has no body. */
export function readLinks(bodiesDir: string, hash: string): PageLinks {
  const line = firstLine(bodyPath(bodiesDir, hash)) ?? firstLine(sourceCopyPath(bodiesDir, hash));
  if (line === undefined) throw new Error(`${bodyPath(bodiesDir, hash)}: the page's cached body is missing`);
  return JSON.parse(line) as PageLinks;
}

const chunk = Buffer.allocUnsafe(64 * 1024);

/** The file's first line, read up to its newline only (the body after it is most of the file), or undefined when there is no file. */
function firstLine(file: string): string | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parts: Buffer[] = [];
    for (;;) {
      const read = readSync(fd, chunk, 0, chunk.length, null);
      const end = chunk.subarray(0, read).indexOf(10);
      const part = chunk.subarray(0, end >= 0 ? end : read);
      if (end >= 0 || read === 0) return (parts.length === 0 ? part : Buffer.concat([...parts, part])).toString('utf8');
      parts.push(Buffer.from(part));
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Bytes of a page's files in the bodies folder (body and, for a compiled
 * page, its module), or -1 when the body is missing. The manifest keeps the
 * figure: a file cut short or emptied (by a disk, an editor, a crash of an
 * older docsite) no longer matches, and the page is parsed again.
 * With `onRequest` (dev) a data page may have its source copy instead of its
 * body; both count, so a build trusts only a body that a run recorded.
 */
export function cachedBytes(bodiesDir: string, hash: string, onRequest = false): number {
  // Every unchanged page is checked on every run: a build does not look for a copy it never counts.
  const [body, module, copy] = [bodyPath, modulePath, ...(onRequest ? [sourceCopyPath] : [])].map((place) => statSync(place(bodiesDir, hash), { throwIfNoEntry: false }));
  if (!(body || copy)) return -1;
  return (body?.size ?? 0) + (module?.size ?? 0) + (copy?.size ?? 0);
}
