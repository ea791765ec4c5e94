/**
 * A test-only stand-in for Algolia's REST API on 127.0.0.1: just the calls
 * the real algoliasearch v5 client makes for `docsite search push` and the
 * search dialog (settings, batch, copy/move, tasks, browse, delete, clear,
 * multi-index queries). Tasks publish at once; the search is a plain
 * case-insensitive AND of words, enough for a browser to show real hits.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { escapeHtml } from '../../renderer/search/highlight-text.js';

export interface AlgoliaServerOptions {
  /** Wait this long before answering any request (a slow host). Default: 0. */
  delayMs?: number;
  /** Let this many batch calls succeed, then fail every later one. Default: never fail. */
  failAfterBatches?: number;
  /** How a failing batch call fails: a 500 answer, or the connection dropped. Default: 500. */
  failWith?: 500 | 'drop';
  appId?: string;
  adminKey?: string;
  searchKey?: string;
}

export type StoredRecord = Record<string, unknown> & { objectID: string };

export interface StoredIndex {
  records: Map<string, StoredRecord>;
  settings: Record<string, unknown>;
}

export interface AlgoliaServer {
  /** `http://127.0.0.1:<port>`, for the config's `search.hosts`. */
  url: string;
  port: number;
  appId: string;
  adminKey: string;
  searchKey: string;
  /** The stored indices by name; assert on them, or seed them. */
  indices: Map<string, StoredIndex>;
  /** Every request that passed authentication, in order (paths without query strings, so no keys). */
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

type Body = Record<string, unknown>;
type Answer = [status: number, body: unknown];

class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export async function startAlgoliaServer(options: AlgoliaServerOptions = {}): Promise<AlgoliaServer> {
  const appId = options.appId ?? 'TESTAPPID';
  const adminKey = options.adminKey ?? 'test-admin-key';
  const searchKey = options.searchKey ?? 'test-search-key';
  const indices = new Map<string, StoredIndex>();
  const requests: AlgoliaServer['requests'] = [];
  let tasks = 0;
  let batches = 0;
  const task = (extra: Body = {}): Body => ({ taskID: ++tasks, updatedAt: new Date().toISOString(), ...extra });
  const index = (name: string) => indices.get(name) ?? indices.set(name, { records: new Map(), settings: {} }).get(name)!;
  const existing = (name: string) => {
    const found = indices.get(name);
    if (!found) throw new HttpError(404, 'Index does not exist');
    return found;
  };

  function batch(name: string, body: Body): Answer {
    const target = index(name);
    const objectIDs: string[] = [];
    for (const { action, body: record = {} } of (body.requests ?? []) as { action: string; body?: Body }[]) {
      const id = String(record.objectID ?? `${name}-${target.records.size + 1}`);
      if (action === 'addObject' || action === 'updateObject') target.records.set(id, { ...record, objectID: id });
      else if (action.startsWith('partialUpdateObject') && (target.records.has(id) || action === 'partialUpdateObject')) target.records.set(id, { ...target.records.get(id), ...record, objectID: id });
      else if (action === 'deleteObject') target.records.delete(id);
      else if (action === 'clear') target.records.clear();
      else if (action === 'delete') indices.delete(name);
      objectIDs.push(id);
    }
    return [200, task({ objectIDs })];
  }

  function operation(name: string, body: Body): Answer {
    const { operation: op, destination, scope } = body as { operation: string; destination: string; scope?: string[] };
    const source = indices.get(name);
    if (op === 'move') {
      if (source) indices.set(destination, source);
      if (source && destination !== name) indices.delete(name);
      return [200, task()];
    }
    // Copying an index that does not exist makes an empty one, as on Algolia.
    const from = source ?? { records: new Map(), settings: {} };
    const copy: StoredIndex = scope
      ? { records: new Map(indices.get(destination)?.records ?? []), settings: scope.includes('settings') ? { ...from.settings } : {} }
      : { records: new Map(from.records), settings: { ...from.settings } };
    indices.set(destination, copy);
    return [200, task()];
  }

  function browse(name: string, body: Body): Answer {
    const params = { ...searchParams(body.params), ...body };
    const all = [...existing(name).records.values()];
    const start = Number(params.cursor ?? 0);
    const size = Number(params.hitsPerPage ?? 1000);
    const hits = all.slice(start, start + size).map((r) => retrieve(r, params.attributesToRetrieve));
    const next = start + size < all.length ? String(start + size) : undefined;
    return [200, { hits, cursor: next, nbHits: all.length, page: 0, nbPages: 1, hitsPerPage: size, processingTimeMS: 1, query: '', params: '' }];
  }

  function queries(body: Body): Answer {
    const results = ((body.requests ?? []) as Body[]).map((request) => {
      const params = { ...searchParams(request.params), ...request };
      return search(String(request.indexName), existing(String(request.indexName)), params);
    });
    return [200, { results }];
  }

  function route(method: string, path: string, body: Body): Answer {
    const [, version, kind, rawName, action, taskId] = path.split('/');
    if (version !== '1' || kind !== 'indexes' || !rawName) throw new HttpError(404, `Unknown path ${path}`);
    const name = decodeURIComponent(rawName);
    const call = `${method} ${action ?? ''}`;
    if (name === '*' && call === 'POST queries') return queries(body);
    if (call === 'PUT settings') return (Object.assign(index(name).settings, body), [200, task()]);
    if (call === 'GET settings') return [200, existing(name).settings];
    if (call === 'POST batch') return batch(name, body);
    if (call === 'POST operation') return operation(name, body);
    if (call === 'GET task' && taskId) return [200, { status: 'published', pendingTask: false }];
    if (call === 'POST browse') return browse(name, body);
    if (call === 'POST clear') return (index(name).records.clear(), [200, task()]);
    if (call === 'DELETE ') return (indices.delete(name), [200, { taskID: ++tasks, deletedAt: new Date().toISOString() }]);
    throw new HttpError(404, `Unknown call ${method} ${path}`);
  }

  /** Check the keys (headers, or the query-string form the browser lite client uses); search calls take either key, writes only the admin key. */
  function authenticate(request: IncomingMessage, url: URL, isSearch: boolean): void {
    const header = (name: string) => request.headers[name] ?? url.searchParams.get(name) ?? undefined;
    const key = header('x-algolia-api-key');
    if (header('x-algolia-application-id') !== appId || (key !== adminKey && key !== searchKey)) {
      throw new HttpError(403, 'Invalid Application-ID or API key');
    }
    if (key !== adminKey && !isSearch) throw new HttpError(403, 'Method not allowed with this API key');
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
      'access-control-max-age': '600',
    };
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    const send = ([status, body]: Answer) => response.writeHead(status, { ...cors, 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    try {
      const method = request.method ?? 'GET';
      authenticate(request, url, method === 'POST' && url.pathname === '/1/indexes/*/queries');
      requests.push({ method, path: url.pathname });
      const raw = await readBody(request);
      if (method === 'POST' && url.pathname.endsWith('/batch') && options.failAfterBatches !== undefined && ++batches > options.failAfterBatches) {
        if (options.failWith === 'drop') return void request.socket.destroy();
        return void send([500, { message: 'Internal error (failAfterBatches)', status: 500 }]);
      }
      send(route(method, url.pathname, raw.length ? (JSON.parse(raw) as Body) : {}));
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 400;
      send([status, { message: (error as Error).message, status }]);
    }
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    appId,
    adminKey,
    searchKey,
    indices,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const data = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(data) : data).toString('utf8');
}

/** The legacy `params` string (`query=a&hitsPerPage=5&facetFilters=%5B…%5D`) as an object. */
function searchParams(params: unknown): Body {
  if (typeof params !== 'string') return {};
  const out: Body = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      out[key] = JSON.parse(value);
    } catch {
      out[key] = /^(attributesTo\w+|facets)$/.test(key) ? value.split(',') : value;
    }
  }
  return out;
}

const ATTRIBUTES = ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'];

function search(indexName: string, stored: StoredIndex, params: Body) {
  const query = String(params.query ?? '');
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const pre = String(params.highlightPreTag ?? stored.settings.highlightPreTag ?? '<em>');
  const post = String(params.highlightPostTag ?? stored.settings.highlightPostTag ?? '</em>');
  const ellipsis = String(params.snippetEllipsisText ?? '…');
  const hitsPerPage = Number(params.hitsPerPage ?? 20);
  const snippets = ((params.attributesToSnippet ?? stored.settings.attributesToSnippet ?? []) as string[]).map((s) => s.split(':') as [string, string?]);
  const matching = [...stored.records.values()]
    .filter((record) => matchesFilters(record, params.facetFilters))
    .filter((record) => words.every((word) => ATTRIBUTES.some((a) => text(record, a).toLowerCase().includes(word))))
    .sort((a, b) => rank(a, words) - rank(b, words));
  const hits = matching.slice(0, hitsPerPage).map((record) => {
    const highlight: Body = { hierarchy: {} };
    const snippet: Body = { hierarchy: {} };
    for (const attribute of ATTRIBUTES) {
      const value = at(record, attribute);
      if (typeof value !== 'string') continue;
      setAt(highlight, attribute, { ...mark(value, words, pre, post), fullyHighlighted: words.length > 0 && value.toLowerCase() === query.toLowerCase() });
      const size = snippets.find(([name]) => name === attribute)?.[1];
      if (size) setAt(snippet, attribute, cut(value, words, Number(size), pre, post, ellipsis));
    }
    return { ...retrieve(record, params.attributesToRetrieve), _highlightResult: highlight, _snippetResult: snippet };
  });
  return { hits, nbHits: matching.length, page: 0, nbPages: Math.ceil(matching.length / hitsPerPage), hitsPerPage, exhaustiveNbHits: true, query, params: '', index: indexName, processingTimeMS: 1 };
}

/** `['lang:en']`: AND across entries, OR inside a nested array, as Algolia reads `facetFilters`. */
function matchesFilters(record: StoredRecord, filters: unknown): boolean {
  const list = typeof filters === 'string' ? [filters] : ((filters ?? []) as (string | string[])[]);
  const one = (filter: string) => {
    const [attribute, ...rest] = filter.replace(/^-/, '').split(':');
    const hit = String(at(record, attribute!)) === rest.join(':').replace(/^"|"$/g, '');
    return filter.startsWith('-') ? !hit : hit;
  };
  return list.every((entry) => (Array.isArray(entry) ? entry.some(one) : one(entry)));
}

/** Headings before text, then DocSearch's custom ranking: level down, position up. */
function rank(record: StoredRecord, words: string[]): number {
  const weight = (record.weight ?? {}) as { level?: number; position?: number };
  const inHeadings = words.every((w) => ATTRIBUTES.slice(0, 7).some((a) => text(record, a).toLowerCase().includes(w)));
  return (inHeadings ? 0 : 1e9) - (weight.level ?? 0) * 1e6 + (weight.position ?? 0);
}

function mark(value: string, words: string[], pre: string, post: string) {
  const matched = words.filter((w) => value.toLowerCase().includes(w));
  // Splitting on a capturing group puts the matches at the odd places.
  const pattern = new RegExp(`(${matched.map(escapeRegExp).join('|')})`, 'gi');
  const marked = matched.length ? value.split(pattern).map((part, i) => (i % 2 ? pre + escapeHtml(part) + post : escapeHtml(part))).join('') : escapeHtml(value);
  return { value: marked, matchLevel: matched.length === 0 ? 'none' : matched.length === words.length ? 'full' : 'partial', matchedWords: matched };
}

function cut(value: string, words: string[], size: number, pre: string, post: string, ellipsis: string) {
  const tokens = value.split(/\s+/);
  const first = Math.max(0, tokens.findIndex((t) => words.some((w) => t.toLowerCase().includes(w))));
  const start = Math.max(0, Math.min(first - Math.floor(size / 2), tokens.length - size));
  const piece = tokens.slice(start, start + size).join(' ');
  const { value: marked, matchLevel } = mark(piece, words, pre, post);
  return { value: `${start > 0 ? ellipsis : ''}${marked}${start + size < tokens.length ? ellipsis : ''}`, matchLevel };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const text = (record: StoredRecord, attribute: string) => String(at(record, attribute) ?? '');

function at(record: Body, attribute: string): unknown {
  return attribute.split('.').reduce<unknown>((value, key) => (value as Body | undefined)?.[key], record);
}

function setAt(target: Body, attribute: string, value: unknown): void {
  const keys = attribute.split('.');
  const parent = keys.slice(0, -1).reduce((object, key) => (object[key] ??= {}) as Body, target);
  parent[keys.at(-1)!] = value;
}

/** `attributesToRetrieve`, by top-level name (`hierarchy.lvl1` keeps `hierarchy`); objectID always. */
function retrieve(record: StoredRecord, attributes: unknown): Body {
  const list = attributes as string[] | undefined;
  if (!list || list.includes('*')) return { ...record };
  const keep = new Set(['objectID', ...list.map((a) => a.split('.')[0]!)]);
  return Object.fromEntries(Object.entries(record).filter(([key]) => keep.has(key)));
}
