import { closeSync, openSync, readSync, statSync } from 'node:fs';
import type { PageLinks } from './page-links.js';
import { joinBelow } from '../relative-path.js';

/**
 * How a page's files in the bodies folder are laid out; part of the folder's
 * name, so a docsite that lays them out otherwise starts a fresh folder.
 * One file per page (two for a compiled page): creating files is what a cold
 * index spent most of its time on besides parsing (a fifth of each thread's
 * time at 2 × 2,000 pages, when the links had a file of their own).
 */
export const BODY_LAYOUT = 4;

/**
 * Where a page's body is kept, after its links line and its code blocks'
 * (`bodyFileText`): named by the hash of its sources, so an unchanged page
 * keeps its file.
 */
export function bodyPath(bodiesDir: string, hash: string): string {
  return joinBelow(bodiesDir, `${hash.slice(0, 32)}.json`);
}

/** Where the compiled module of a page that needs JavaScript is kept, beside its (empty) body. */
export function modulePath(bodiesDir: string, hash: string): string {
  return joinBelow(bodiesDir, `${hash.slice(0, 32)}.page.js`);
}

/**
 * A page file's text: the page's links and anchor ids (`PageLinks`, JSON, which
 * has no raw newline) on the first line, for the build's link check, which
 * reads only that line; the body (or a source copy, `PageFragments.copy`) after it.
 */
export function withLinks(links: PageLinks, rest: string): string {
  return `${JSON.stringify(links)}\n${rest}`;
}

/** What follows the links line of a page file's text. */
export function afterLinks(text: string): string {
  return text.slice(text.indexOf('\n') + 1);
}

/**
 * A body file's text: the links line (`withLinks`), then the page's highlighted
 * code blocks (`CodeBlocks`, JSON on one line), read back only when the page
 * is parsed again, then the body (for a compiled page, its placeholder).
 */
export function bodyFileText(links: PageLinks, blocks: string, body: string): string {
  return withLinks(links, `${blocks}\n${body}`);
}

/** The body in a body file's text. */
export function bodyOf(text: string): string {
  return text.slice(text.indexOf('\n', text.indexOf('\n') + 1) + 1);
}

/** The code blocks line of a body file's text. */
export function blocksOf(text: string): string {
  const start = text.indexOf('\n') + 1;
  return text.slice(start, text.indexOf('\n', start));
}

/** A page's links, from its body's file. */
export function readLinks(bodiesDir: string, hash: string): PageLinks {
  const line = firstLine(bodyPath(bodiesDir, hash));
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
 * A page's files in the bodies folder, as the index last found them. The
 * manifest keeps them: a file cut short or emptied (by a disk, an editor, a
 * crash of an older docsite) no longer has its bytes, and the page is parsed
 * again. The pre-render keys a page by its body's identity, which it then
 * need not look up again.
 */
export interface CachedFiles {
  /** Bytes of the body and, for a compiled page, its module; -1 when the body is missing; a dev data page with its source copy has none (0). */
  bytes: number;
  /** The body's inode and mtime, -1 without a body: bodies are replaced by renames, so a changed one has another inode, and one rewritten in place another time. */
  ino: number;
  mtimeMs: number;
  /** A module lies beside the body. */
  compiled: boolean;
}

export const NO_FILES: CachedFiles = { bytes: -1, ino: -1, mtimeMs: -1, compiled: false };

/**
 * The page's files as they are now. `compiled` says whether a module is
 * expected, when known: a page that had none is not looked for one (the
 * hash names the sources, which decide it), half of a warm run's lookups.
 */
export function cachedFiles(bodiesDir: string, hash: string, hasCopy = false, compiled?: boolean): CachedFiles {
  const body = statSync(bodyPath(bodiesDir, hash), { throwIfNoEntry: false });
  if (!body && !hasCopy) return NO_FILES;
  const module = compiled === false ? undefined : statSync(modulePath(bodiesDir, hash), { throwIfNoEntry: false });
  return { bytes: (body?.size ?? 0) + (module?.size ?? 0), ino: body?.ino ?? -1, mtimeMs: body?.mtimeMs ?? -1, compiled: module !== undefined };
}

/** What the pre-render keys a page's body by (`CachedFiles`), or undefined when it has no body file. */
export function bodyStamp(files: Pick<CachedFiles, 'bytes' | 'ino' | 'mtimeMs'>): string | undefined {
  return files.ino < 0 ? undefined : `${files.ino}:${files.mtimeMs}:${files.bytes}`;
}
