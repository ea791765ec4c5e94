/**
 * `preview` (and `dev`, through the same handler and guard) serve only what
 * the site is, to the browser it was meant for, and survive any request:
 * real files, a real server, real HTTP over loopback, and the real binary
 * for the fuzz, where a crash is the process exiting.
 */
import { execFileSync, spawn } from 'node:child_process';
import { lstatSync, mkdirSync, readFileSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request, type IncomingHttpHeaders } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreview, type Preview } from '../../cli/serve/preview.js';
import { guardRequest } from '../../cli/serve/request-guard.js';
import { repoRoot, runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const SECRET = 'top secret, never served';
const DATA = '0123456789';

/** A built site whose `dist/` also holds what must never be served: dotfiles, links out of it, a FIFO. */
function hostileSite(): string {
  const site = tempDir('docsite-serve-');
  writeFiles(site, {
    'secret.txt': SECRET,
    'dist/index.html': '<h1>Home</h1>',
    'dist/404.html': '<h1>Not found</h1>',
    'dist/data.txt': DATA,
    'dist/empty.txt': '',
    'dist/notes.weird-extension': 'notes',
    'dist/LICENSE': 'MIT',
    'dist/.env': SECRET,
    'dist/.git/config': SECRET,
    'dist/guide/.draft.html': SECRET,
    'dist/.well-known/security.txt': 'Contact: mailto:security@example.com',
  });
  const dist = path.join(site, 'dist');
  symlinkSync('/etc', path.join(dist, 'etcdir'));
  symlinkSync(path.join(site, 'secret.txt'), path.join(dist, 'secret-link.txt'));
  symlinkSync('.env', path.join(dist, 'env.txt'));
  symlinkSync('data.txt', path.join(dist, 'alias.txt'));
  execFileSync('mkfifo', [path.join(dist, 'pipe.html')]);
  return site;
}

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request whose path and headers go on the wire as given (`fetch` would normalize the path and refuse a Host). */
function send(base: string, urlPath: string, options: { method?: string; headers?: Record<string, string>; agent?: Agent } = {}): Promise<Reply> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: urlPath, method: options.method ?? 'GET', headers: options.headers, agent: options.agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('preview, facing hostile requests', () => {
  let site: string;
  let preview: Preview;
  const get = (urlPath: string, headers?: Record<string, string>, method?: string) => send(preview.url, urlPath, { headers, method });

  beforeAll(async () => {
    site = hostileSite();
    preview = await startPreview({ distDir: path.join(site, 'dist'), port: 0 });
  });
  afterAll(() => preview.close());

  it('answers bytes=5-2 with 416 and the size, and goes on serving', async () => {
    const reply = await get('/data.txt', { Range: 'bytes=5-2' });
    expect(reply.status).toBe(416);
    expect(reply.headers['content-range']).toBe('bytes */10');
    expect(await get('/')).toMatchObject({ status: 200, body: '<h1>Home</h1>' });
  });

  it.each([
    ['bytes=-5', '56789', 'bytes 5-9/10'],
    ['bytes=0-0', '0', 'bytes 0-0/10'],
    ['bytes=9-9', '9', 'bytes 9-9/10'],
    ['bytes=3-', '3456789', 'bytes 3-9/10'],
    ['bytes=4-100', '456789', 'bytes 4-9/10'],
    ['bytes=-100', DATA, 'bytes 0-9/10'],
    ['BYTES= 2-3 ', '23', 'bytes 2-3/10'],
    ['bytes=2-3,', '23', 'bytes 2-3/10'],
  ])('answers %s with 206 and exactly those bytes', async (range, body, contentRange) => {
    const reply = await get('/data.txt', { Range: range });
    expect(reply).toMatchObject({ status: 206, body });
    expect(reply.headers['content-range']).toBe(contentRange);
    expect(reply.headers['content-length']).toBe(String(body.length));
    expect(reply.headers['accept-ranges']).toBe('bytes');
  });

  it.each(['bytes=10-', 'bytes=10-20', 'bytes=-0', 'bytes=99999999999999999999999-', 'bytes=7-3'])('answers the unsatisfiable %s with 416', async (range) => {
    const reply = await get('/data.txt', { Range: range });
    expect(reply.status).toBe(416);
    expect(reply.headers['content-range']).toBe('bytes */10');
  });

  it('answers any range of an empty file with 416', async () => {
    const reply = await get('/empty.txt', { Range: 'bytes=0-' });
    expect(reply.status).toBe(416);
    expect(reply.headers['content-range']).toBe('bytes */0');
  });

  it.each(['bytes=0-1,3-4', 'bytes=abc', 'items=0-1', 'bytes=', 'bytes=-', 'bytes=,', 'bytes=1-2-3', 'bytes=1 - 2', 'bytes=0x1-2', 'bytes=+1-2', '0-1', ''])(
    'ignores the range %j (several ranges, another unit, malformed) and sends the whole file',
    async (range) => {
      const reply = await get('/data.txt', { Range: range });
      expect(reply).toMatchObject({ status: 200, body: DATA });
      expect(reply.headers['content-range']).toBeUndefined();
    },
  );

  it('answers HEAD with a range with the headers of the range and no body', async () => {
    const reply = await get('/data.txt', { Range: 'bytes=-3' }, 'HEAD');
    expect(reply).toMatchObject({ status: 206, body: '' });
    expect(reply.headers['content-range']).toBe('bytes 7-9/10');
    expect(reply.headers['content-length']).toBe('3');
  });

  it('sends the whole file when If-Range no longer holds, and the range when it does', async () => {
    const whole = await get('/data.txt');
    const lastModified = String(whole.headers['last-modified']);
    expect(await get('/data.txt', { Range: 'bytes=0-1', 'If-Range': lastModified })).toMatchObject({ status: 206, body: '01' });
    expect(await get('/data.txt', { Range: 'bytes=0-1', 'If-Range': 'Thu, 01 Jan 1970 00:00:00 GMT' })).toMatchObject({ status: 200, body: DATA });
    expect(await get('/data.txt', { Range: 'bytes=0-1', 'If-Range': String(whole.headers.etag) })).toMatchObject({ status: 200, body: DATA });
  });

  it.each(['/.env', '/.git/config', '/.git/', '/%2eenv', '/%2Egit/config', '/guide/.draft', '/guide/.draft.html', '/env.txt'])(
    'answers the hidden %s with 404, never its content',
    async (urlPath) => {
      const reply = await get(urlPath);
      expect(reply.status).toBe(404);
      expect(reply.body).not.toContain(SECRET);
    },
  );

  it('serves .well-known/, which is public by design', async () => {
    expect(await get('/.well-known/security.txt')).toMatchObject({ status: 200, body: 'Contact: mailto:security@example.com' });
  });

  it.each(['/etcdir/passwd', '/etcdir/hostname', '/secret-link.txt'])('does not follow a symlink out of dist for %s', async (urlPath) => {
    const reply = await get(urlPath);
    expect(reply.status).toBe(404);
    expect(reply.body).not.toContain('root:');
    expect(reply.body).not.toContain(SECRET);
  });

  it('follows a symlink that stays inside dist', async () => {
    expect(await get('/alias.txt')).toMatchObject({ status: 200, body: DATA });
  });

  it('answers a FIFO with 404 instead of waiting for a writer', async () => {
    expect((await get('/pipe.html')).status).toBe(404);
    expect((await get('/pipe')).status).toBe(404);
  });

  it.each([
    ['/notes.weird-extension', 'application/octet-stream'],
    ['/LICENSE', 'application/octet-stream'],
    ['/data.txt', 'text/plain'],
    ['/', 'text/html;charset=utf-8'],
  ])('gives %s the type %s', async (urlPath, type) => {
    const reply = await get(urlPath);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe(type);
  });

  it.each([
    ['/', {}, 'GET', 200],
    ['/data.txt', { Range: 'bytes=0-1' }, 'GET', 206],
    ['/data.txt', { Range: 'bytes=50-' }, 'GET', 416],
    ['/nope', {}, 'GET', 404],
    ['/.env', {}, 'GET', 404],
    ['/%E0%A4%A', {}, 'GET', 400],
    ['/', {}, 'POST', 405],
    ['/', { Host: 'evil.example' }, 'GET', 403],
  ] as const)('sends nosniff with %s (%j, %s → %i)', async (urlPath, headers, method, status) => {
    const reply = await get(urlPath, { ...headers }, method);
    expect(reply.status).toBe(status);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends nosniff with 304', async () => {
    const first = await get('/data.txt');
    const reply = await get('/data.txt', { 'If-None-Match': String(first.headers.etag) });
    expect(reply.status).toBe(304);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND'])('refuses %s with 405 and says what is allowed', async (method) => {
    const reply = await get('/', {}, method);
    expect(reply).toMatchObject({ status: 405, body: 'Method Not Allowed' });
    expect(reply.headers.allow).toBe('GET, HEAD');
  });

  it.each(['evil.example', 'evil.example:4173', 'localhost.evil.example', '127.0.0.1.evil.example', '[::2]:80', 'localhost:x'])(
    'refuses the foreign Host %j with 403 and says how to allow it',
    async (host) => {
      const reply = await get('/', { Host: host });
      expect(reply.status).toBe(403);
      expect(reply.body).toMatch(/^Blocked: the host "[^"]+" is not allowed\. To allow it, restart with --host \S+ \(a name of this machine\) or --host 0\.0\.0\.0 \(any name, on every network\)\.\n$/);
      expect(reply.body).not.toContain('<h1>Home</h1>');
    },
  );

  it.each(['localhost', 'localhost:4173', 'LOCALHOST:1', '127.0.0.1', '127.0.0.1:9', '[::1]', '[::1]:4173'])('serves the loopback Host %s', async (host) => {
    expect(await get('/', { Host: host })).toMatchObject({ status: 200, body: '<h1>Home</h1>' });
  });
});

describe('the request guard', () => {
  /** A server that answers `ok` to whatever the guard lets through, as dev wires it. */
  async function guarded(listenHost: string): Promise<{ url: string; close: () => void }> {
    const server = createServer((req, res) => {
      if (guardRequest(req, res, listenHost)) return;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
  }

  it('allows the host given by --host, with any port, and still refuses others', async () => {
    const server = await guarded('Docs.Example.test');
    try {
      expect(await send(server.url, '/', { headers: { Host: 'docs.example.test:5173' } })).toMatchObject({ status: 200, body: 'ok' });
      expect(await send(server.url, '/', { headers: { Host: 'localhost' } })).toMatchObject({ status: 200, body: 'ok' });
      const refused = await send(server.url, '/', { headers: { Host: 'other.example.test' } });
      expect(refused).toMatchObject({
        status: 403,
        body: 'Blocked: the host "other.example.test" is not allowed. To allow it, restart with --host other.example.test (a name of this machine) or --host 0.0.0.0 (any name, on every network).\n',
      });
    } finally {
      server.close();
    }
  });

  it.each(['0.0.0.0', '::'])('allows every host when listening on the wildcard %s', async (wildcard) => {
    const server = await guarded(wildcard);
    try {
      expect(await send(server.url, '/', { headers: { Host: 'anything.example:8080' } })).toMatchObject({ status: 200, body: 'ok' });
      expect((await send(server.url, '/', { method: 'POST', headers: { Host: 'anything.example' } })).status).toBe(405);
    } finally {
      server.close();
    }
  });

  it('lets GET through for any path, the dev event stream included', async () => {
    const server = await guarded('localhost');
    try {
      expect(await send(server.url, '/__docsite/events')).toMatchObject({ status: 200, body: 'ok' });
      expect((await send(server.url, '/__docsite/events', { method: 'POST' })).status).toBe(405);
    } finally {
      server.close();
    }
  });
});

/** Deterministic randomness (mulberry32), so a failing fuzz run can be replayed. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { int, pick };
}

const PATHS = ['/', '/data.txt', '/index.html', '/.env', '/etcdir/passwd', '/secret-link.txt', '/alias.txt', '/pipe.html', '/nope', '/.well-known/security.txt', '/empty.txt'];
const PIECES = ['..', '.', '%2e', '%2E%2e', '%2f', '%5c', '%00', '%', '%G1', '%e0%a4', '%c0%ae', '%ff', '%252e', '//', '\\', 'a', 'data.txt', '.env', 'etcdir', '~', ';', '%20', '%u2215', 'é', '%E4%B8%AD'];
const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'M-SEARCH'];
const HOSTS = ['localhost', '127.0.0.1', '[::1]', 'evil.example', 'localhost:1', '', '[', ']:80', 'a:b:c', ':', 'localhost:99999999999'];
const NUMBERS = ['', '0', '1', '5', '9', '10', '11', '-1', '99999999999999999999999', '007', '1e3', ' 3', 'NaN', '0x1'];
const STATUSES = new Set([200, 206, 302, 304, 400, 403, 404, 405, 416]);

function fuzzRange(random: ReturnType<typeof prng>): string {
  const spec = () => `${random.pick(NUMBERS)}${random.pick(['-', '-', '--', '', '='])}${random.pick(NUMBERS)}`;
  const specs = Array.from({ length: 1 + random.int(3) }, spec).join(random.pick([',', ', ', ',,', ';']));
  return `${random.pick(['bytes=', 'bytes=', 'BYTES=', 'bytes =', 'items=', '', 'bytes=bytes='])}${specs}`;
}

function fuzzPath(random: ReturnType<typeof prng>): string {
  if (random.int(4) === 0) return random.pick(PATHS);
  const parts = Array.from({ length: 1 + random.int(random.int(20) === 0 ? 600 : 8) }, () => random.pick(PIECES));
  // http.request refuses characters that cannot go in a request line; those are the raw socket's job.
  return encodeURI(`/${parts.join(random.pick(['/', '', '/']))}`).replace(/%25/g, '%') + random.pick(['', '?x=1', '#top', '?%', '?a=%00']);
}

/** Request lines and headers no client library would send, written to a socket as they are. */
function fuzzRaw(random: ReturnType<typeof prng>): string {
  const line = random.pick([
    'GET / HTTP/1.1',
    'GET /data.txt HTTP/1.0',
    'GET / HTTP/9.9',
    'GET  /  HTTP/1.1',
    'GET',
    'GET /\0 HTTP/1.1',
    'G\u00e9T / HTTP/1.1',
    'BREW / HTTP/1.1',
    'GET http://evil.example/ HTTP/1.1',
    'GET * HTTP/1.1',
    'CONNECT localhost:80 HTTP/1.1',
    'POST / HTTP/1.1',
    'GET /%%% HTTP/1.1',
    `GET /${'a'.repeat(random.int(20_000))} HTTP/1.1`,
    '\u0001\u0002\u0003',
    '',
  ]);
  const headers = Array.from({ length: random.int(4) }, () =>
    random.pick(['Host: localhost', 'Host: evil.example', 'Range: bytes=5-2', `Range: ${fuzzRange(random)}`, 'Range', 'Content-Length: -1', 'Transfer-Encoding: chunked', 'X: \u0007', `X-Long: ${'b'.repeat(random.int(40_000))}`, ': empty name']),
  );
  const eol = random.pick(['\r\n', '\n', '\r']);
  return [line, ...headers].join(eol) + random.pick([`${eol}${eol}`, eol, '', '\r\n\r\n0\r\n\r\n', '\r\n\r\nzzzz']);
}

/** Writes `text` to a fresh connection, half-closes it, and waits for the server to close it too. */
function rawRequest(port: number, text: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text, 'latin1'));
    socket.on('data', () => {});
    socket.on('error', () => resolve());
    socket.on('close', () => resolve());
  });
}

/** Runs `count` tasks with at most `width` at a time. */
async function inParallel(count: number, width: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < count) await task(next++);
  }));
}

describe('docsite preview under a fuzz of malformed requests', () => {
  it('answers every request with a known status, nosniff and correct bytes, and still serves the site afterwards', async () => {
    const site = hostileSite();
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin/docsite.js'), 'preview', site, '--port', '0', '--host', '127.0.0.1'], { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1' } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const url = await new Promise<string>((resolve, reject) => {
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk;
        const match = /Local:\s+(http:\/\/\S+)/.exec(stdout);
        if (match) resolve(match[1]!);
      });
      void exited.then((code) => reject(new Error(`docsite preview exited with ${code}: ${stderr}`)));
    });
    const port = Number(new URL(url).port);
    // Drawn up front, so the cases are the same on every run whatever order the replies come in.
    const random = prng(13);
    const cases = Array.from({ length: 3000 }, () => {
      const target = random.int(2) === 0 ? '/data.txt' : fuzzPath(random);
      const method = random.pick(METHODS);
      const headers: Record<string, string> = { Host: random.int(4) === 0 ? random.pick(HOSTS) : 'localhost' };
      if (random.int(3) > 0) headers.Range = fuzzRange(random);
      if (random.int(8) === 0) headers['If-Range'] = random.pick(['W/"10-0"', 'Thu, 01 Jan 1970 00:00:00 GMT', '"x"', '']);
      if (random.int(8) === 0) headers['If-None-Match'] = random.pick(['*', 'W/"1-1", W/"2-2"', '', ',,,']);
      return { target, method, headers };
    });
    const raws = Array.from({ length: 800 }, () => fuzzRaw(random));
    // A connection per request: a crash or a hang shows on that request alone.
    const agent = new Agent({ keepAlive: false, maxSockets: 16 });
    const problems: string[] = [];
    try {
      await inParallel(cases.length, 16, async (i) => {
        const { target, method, headers } = cases[i]!;
        const reply = await send(url, target, { method, headers, agent }).catch((error: Error) => ({ status: -1, headers: {} as IncomingHttpHeaders, body: error.message }));
        const where = `#${i} ${method} ${target} ${JSON.stringify(headers)}`;
        if (!STATUSES.has(reply.status)) problems.push(`${where}: status ${reply.status} ${reply.body.slice(0, 200)}`);
        else if (reply.headers['x-content-type-options'] !== 'nosniff') problems.push(`${where}: no nosniff`);
        if (reply.body.includes(SECRET) || reply.body.includes('root:')) problems.push(`${where}: served a secret`);
        if (reply.status === 206 && method === 'GET') {
          const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(reply.headers['content-range']));
          const [start, end, size] = range ? range.slice(1).map(Number) as [number, number, number] : [NaN, NaN, NaN];
          const right = end < size && reply.body.length === end - start + 1 && (target !== '/data.txt' || reply.body === DATA.slice(start, end + 1));
          if (!right) problems.push(`${where}: 206 with ${reply.headers['content-range']} and ${JSON.stringify(reply.body)}`);
        }
      });
      await inParallel(raws.length, 16, (i) => rawRequest(port, raws[i]!));
      expect(problems).toEqual([]);
      expect(child.exitCode).toBeNull();
      expect(await send(url, '/', { headers: { Host: '127.0.0.1' } })).toMatchObject({ status: 200, body: '<h1>Home</h1>' });
      expect(await send(url, '/data.txt', { headers: { Range: 'bytes=-5' } })).toMatchObject({ status: 206, body: '56789' });
      expect(stderr).toBe('');
    } finally {
      agent.destroy();
      child.kill('SIGINT');
      await exited;
    }
  });
});

describe('public/ in the build', () => {
  /** Every file below `dir` with its bytes, so a failed build can be shown to leave dist/ as it was. */
  function snapshot(dir: string): Record<string, string> {
    return Object.fromEntries(
      (readdirSync(dir, { recursive: true }) as string[]).sort().map((file) => {
        const full = path.join(dir, file);
        return [file, lstatSync(full).isDirectory() ? '<dir>' : readFileSync(full, 'latin1')];
      }),
    );
  }

  it('copies symlinks that stay in the site as files, and refuses links out of it, loops and FIFOs at their path with dist/ intact', () => {
    const site = tempDir('docsite-public-');
    const outside = tempDir('docsite-outside-');
    writeFiles(outside, { 'id_rsa': SECRET });
    writeFiles(site, {
      'docsite.config.json': JSON.stringify({ title: 'Public', lang: 'en' }),
      'docs/en/index.md': '# Home\n\nWelcome.\n',
      'public/plain.txt': 'plain',
      'public/.well-known/security.txt': 'Contact: mailto:security@example.com',
      'shared/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'shared/fonts/a.woff2': 'font',
    });
    symlinkSync('../shared/logo.svg', path.join(site, 'public/logo.svg'));
    symlinkSync(path.join(site, 'shared/fonts'), path.join(site, 'public/fonts'));

    const good = runCli(['build', site]);
    expect(good.stderr).toBe('');
    expect(good.code).toBe(0);
    const dist = path.join(site, 'dist');
    for (const [file, text] of [['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'], ['fonts/a.woff2', 'font'], ['plain.txt', 'plain'], ['.well-known/security.txt', 'Contact: mailto:security@example.com']]) {
      expect(lstatSync(path.join(dist, file!)).isFile(), file).toBe(true);
      expect(readFileSync(path.join(dist, file!), 'utf8')).toBe(text);
    }
    expect(lstatSync(path.join(dist, 'fonts')).isDirectory()).toBe(true);
    const before = snapshot(dist);

    symlinkSync(path.join(outside, 'id_rsa'), path.join(site, 'public/key.txt'));
    symlinkSync('..', path.join(site, 'public/up'));
    symlinkSync('self', path.join(site, 'public/self'));
    symlinkSync('missing.txt', path.join(site, 'public/dangling.txt'));
    mkdirSync(path.join(site, 'public/media'));
    execFileSync('mkfifo', [path.join(site, 'public/media/pipe')]);
    const bad = runCli(['build', site], site);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe('');
    const realOutside = path.join(realpathSync(outside), 'id_rsa');
    expect(bad.stderr).toContain(
      `public/key.txt:1:1 error The symlink public/key.txt leads to ${realOutside}, outside the site folder\n  docsite publishes only files inside the site folder: copy the file into public/ instead of linking to it, or remove the link.\n`,
    );
    expect(bad.stderr).toContain('public/up:1:1 error The symlink public/up leads to ');
    expect(bad.stderr).toContain(', a folder that holds the link itself: copying it would never end\n  Replace the link with a copy of what it should stand for, or remove it.\n');
    expect(bad.stderr).toContain('public/self:1:1 error The symlink public/self is a loop: it leads back to itself\n');
    expect(bad.stderr).toContain('public/dangling.txt:1:1 error The symlink public/dangling.txt leads to missing.txt, which does not exist\n');
    expect(bad.stderr).toContain('public/media/pipe:1:1 error public/media/pipe is a named pipe (FIFO), which cannot be published\n  public/ may hold only files and folders: remove it.\n');
    expect(bad.stderr).not.toContain(SECRET);
    expect(bad.stderr).not.toMatch(/^\s+at /m);
    expect(snapshot(dist)).toEqual(before);
    expect(readdirSync(site).filter((name) => name.startsWith('dist.tmp-'))).toEqual([]);

    for (const link of ['key.txt', 'up', 'self', 'dangling.txt']) rmSync(path.join(site, 'public', link));
    rmSync(path.join(site, 'public/media'), { recursive: true });
    writeFileSync(path.join(site, 'public/plain.txt'), 'plain, again');
    expect(runCli(['build', site])).toMatchObject({ code: 0, stderr: '' });
    expect(readFileSync(path.join(dist, 'plain.txt'), 'utf8')).toBe('plain, again');
  });
});
