import { createReadStream, type Stats } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { lookup } from 'mrmime';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

// A name that carries its content hash changes whenever its bytes do, so browsers may keep it forever.
// The lookahead spares plain words (`theme-override.css`): bundler hashes always hold a digit or a capital.
const HASHED = [/-(?![a-z]{8}\.)[A-Za-z0-9]{8}\.(?:js|css)$/, /^\/static\/pages\/.+\.[0-9a-f]{8}\.json$/, /^\/static\/search\/[^/]+-[0-9a-f]{8}\//];

export function cacheControl(pathname: string): string {
  return HASHED.some((re) => re.test(pathname)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** `/docs` → `/docs/`, `''` → `/`: the form requests are matched against. */
export function normalizeBase(base: string): string {
  const inner = base.split('/').filter(Boolean).join('/');
  return inner ? `/${inner}/` : '/';
}

/**
 * Serves a built site from `distDir` under `base`, with clean URLs and the
 * language's 404 page. Only what the site is gets served: no dotfiles, and no
 * file that a symlink places outside `distDir`.
 */
export function createStaticHandler(distDir: string, base = '/'): RequestHandler {
  const root = path.resolve(distDir);
  // Requests arrive percent-encoded, so a base with non-ASCII characters is matched in that form.
  const rawBase = encodeURI(base);
  return (req, res) => {
    // Browsers must take a `.txt` or an unknown type as what it says, never sniff it into HTML that runs.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const url = splitUrl(req.url ?? '');
    const decoded = safePath(url.path);
    if (decoded === undefined) return sendText(res, 400, 'Bad Request');
    if (rawBase !== '/' && (url.path === '/' || `${url.path}/` === rawBase)) return redirect(res, rawBase + url.query);
    const inner = url.path.startsWith(rawBase) ? decoded.slice(base.length - 1) : undefined;
    const answered = inner === undefined ? sendNotFound(root, decoded, res) : serveFile(root, inner, req, res);
    // Whatever goes wrong answers this request, and never ends the process.
    answered.catch(() => {
      if (res.headersSent) res.destroy();
      else sendText(res, 500, 'Internal Server Error');
    });
  };
}

function splitUrl(url: string): { path: string; query: string } {
  const end = url.search(/[?#]/);
  return end === -1 ? { path: url, query: '' } : { path: url.slice(0, end), query: url.slice(end) };
}

/** The decoded path, or undefined when it is malformed or climbs out of the site by any spelling of `..`. */
function safePath(raw: string): string | undefined {
  if (!raw.startsWith('/')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).includes('..')) return undefined;
  return decoded;
}

async function serveFile(root: string, pathname: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const found = await findFile(root, pathname);
  if (!found) return sendNotFound(root, pathname, res);
  const { file, name, stats } = found;
  const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`;
  const lastModified = stats.mtime.toUTCString();
  const validators = { ETag: etag, 'Last-Modified': lastModified, 'Cache-Control': cacheControl(pathname) };
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined && (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim() === etag))) {
    res.writeHead(304, validators);
    return void res.end();
  }
  // A resumed download whose file changed since (`If-Range` no longer holds) gets the whole new file, never a mix.
  const ifRange = req.headers['if-range'];
  const range = req.headers.range === undefined || (ifRange !== undefined && ifRange !== lastModified) ? undefined : byteRange(req.headers.range, stats.size);
  if (range === 'unsatisfiable') return sendText(res, 416, 'Range Not Satisfiable', { 'Content-Range': `bytes */${stats.size}` });
  const type = lookup(name) ?? 'application/octet-stream';
  const headers = { ...validators, 'Content-Type': type === 'text/html' ? 'text/html;charset=utf-8' : type, 'Accept-Ranges': 'bytes' };
  if (range) res.writeHead(206, { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${stats.size}`, 'Content-Length': range.end - range.start + 1 });
  else res.writeHead(200, { ...headers, 'Content-Length': stats.size });
  if (req.method === 'HEAD') return void res.end();
  // pipeline, not pipe: a client that goes away closes the file, and a read error ends the response instead of the process.
  pipeline(createReadStream(file, range ?? {}), res, () => {});
}

/**
 * The one range of a `Range: bytes=…` header (RFC 9110 §14.1.2), clamped to
 * the file; `'unsatisfiable'` when it starts past the end, ends before it
 * starts or asks for no bytes. Anything else (another unit, a malformed
 * header, several ranges) is ignored, as the RFC allows: the whole file is sent.
 */
function byteRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (!/^bytes=/i.test(header)) return undefined;
  const specs = header.slice('bytes='.length).split(',').map((spec) => spec.trim()).filter(Boolean);
  const match = specs.length === 1 ? /^(\d*)-(\d*)$/.exec(specs[0]!) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '') {
    // `-5` is the last five bytes.
    const length = Number(last);
    return length === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

interface Found {
  /** The real path, symlinks resolved. */
  file: string;
  /** The name asked for, which gives the content type. */
  name: string;
  stats: Stats;
}

/** The file a clean URL names: the path itself, `<path>.html`, or `<path>/index.html`; a folder URL only its index. */
async function findFile(root: string, pathname: string): Promise<Found | undefined> {
  const names = pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}.html`, `${pathname}/index.html`];
  for (const name of names) {
    const found = await fileInside(root, name);
    if (found) return { ...found, name };
  }
  return undefined;
}

/**
 * The regular file at `name` below `root`, unless the name or the file a
 * symlink leads to is hidden (a segment starting with `.`: `.env`, `.git/`)
 * or lies outside the root's real path. `.well-known/` (RFC 8615) is public by design.
 */
async function fileInside(root: string, name: string): Promise<{ file: string; stats: Stats } | undefined> {
  if (hidden(name.split('/').filter(Boolean))) return undefined;
  const [realRoot, file] = await Promise.all([realpath(root).catch(() => undefined), realpath(path.join(root, name)).catch(() => undefined)]);
  if (!realRoot || !file || !file.startsWith(realRoot + path.sep)) return undefined;
  if (hidden(path.relative(realRoot, file).split(path.sep))) return undefined;
  // Only regular files: opening a FIFO would wait for a writer forever.
  const stats = await stat(file).catch(() => undefined);
  return stats?.isFile() ? { file, stats } : undefined;
}

function hidden(segments: string[]): boolean {
  return segments.some((segment, i) => segment.startsWith('.') && !(i === 0 && segment === '.well-known'));
}

async function sendNotFound(root: string, pathname: string, res: ServerResponse): Promise<void> {
  const body = await notFoundPage(root, pathname);
  if (body === undefined) return sendText(res, 404, '404 Not Found');
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': 'no-cache' });
  res.end(body);
}

/**
 * `/zh/…` gets `zh/404.html` when the build has one, `/v1/zh/…` (a version's)
 * `v1/zh/404.html`, else `v1/404.html`; everything else the root's `404.html`.
 */
async function notFoundPage(root: string, pathname: string): Promise<Buffer | undefined> {
  const [, first = '', second = ''] = pathname.split('/');
  const segment = /^[\w.-]+$/;
  const candidates = ['/404.html'];
  if (segment.test(first)) candidates.unshift(`/${first}/404.html`);
  if (segment.test(first) && segment.test(second) && pathname.length > first.length + second.length + 2) candidates.unshift(`/${first}/${second}/404.html`);
  for (const name of candidates) {
    const found = await fileInside(root, name);
    const body = found && (await readFile(found.file).catch(() => undefined));
    if (body) return body;
  }
  return undefined;
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { Location: location, 'Content-Length': 0 });
  res.end();
}

export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}
