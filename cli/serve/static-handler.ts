import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

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

/** Serves a built site from `distDir` under `base`, with clean URLs and the language's 404 page. */
export function createStaticHandler(distDir: string, base = '/'): RequestHandler {
  const root = path.resolve(distDir);
  // Requests arrive percent-encoded, so a base with non-ASCII characters is matched in that form.
  const rawBase = encodeURI(base);
  // dev: look files up per request, so a rebuild while the preview runs is served without a restart.
  const serve = sirv(root, { dev: true, etag: true, extensions: ['html'], setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControl(pathname)) });
  return (req, res) => {
    const url = splitUrl(req.url ?? '');
    const decoded = safePath(url.path);
    if (decoded === undefined) return sendText(res, 400, 'Bad Request');
    if (rawBase !== '/' && (url.path === '/' || `${url.path}/` === rawBase)) return redirect(res, rawBase + url.query);
    if (!url.path.startsWith(rawBase)) return void sendNotFound(root, decoded, res);
    const inner = url.path.slice(rawBase.length - 1);
    // A folder URL means its index, never a sibling `<folder>.html`, which sirv would try first.
    req.url = (inner.endsWith('/') ? `${inner}index.html` : inner) + url.query;
    serve(req, res, () => void sendNotFound(root, decoded.slice(base.length - 1), res));
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

async function sendNotFound(root: string, pathname: string, res: ServerResponse): Promise<void> {
  const body = await notFoundPage(root, pathname);
  if (body === undefined) return sendText(res, 404, '404 Not Found');
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': 'no-cache' });
  res.end(body);
}

/** `/zh/…` gets `zh/404.html` when the build has one, everything else the root's `404.html`. */
async function notFoundPage(root: string, pathname: string): Promise<Buffer | undefined> {
  const first = pathname.split('/')[1] ?? '';
  const candidates = /^[\w-]+$/.test(first) ? [path.join(root, first, '404.html'), path.join(root, '404.html')] : [path.join(root, '404.html')];
  for (const file of candidates) {
    const body = await readFile(file).catch(() => undefined);
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
