import { spawn } from 'node:child_process';
import { request, type IncomingHttpHeaders } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreview, type Preview } from '../../cli/serve/preview.js';
import { repoRoot, runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const SECRET = 'top secret, outside dist';

/** A site folder with a small built `dist/`, and secrets beside it that must never be served. */
function builtSite(): string {
  const site = tempDir('docsite-preview-');
  writeFiles(site, {
    'secret.txt': SECRET,
    'package.json': SECRET,
    'dist/index.html': '<h1>Home</h1>',
    'dist/zh/index.html': '<h1>首页</h1>',
    'dist/guide/start/introduction.html': '<h1>Introduction</h1>',
    'dist/api/index.html': '<h1>API</h1>',
    'dist/404.html': '<h1>Not found</h1>',
    'dist/zh/404.html': '<h1>未找到</h1>',
    'dist/assets/app-ABCDEFGH.js': 'console.log(1);',
    'dist/assets/theme-override.css': 'body{}',
    'dist/static/pages/en/x.0123abcd.json': '{"x":1}',
  });
  return site;
}

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request whose path goes on the wire byte for byte, as `fetch` would not send `/../x`. */
function raw(base: string, urlPath: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: urlPath, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('startPreview', () => {
  let site: string;
  let preview: Preview;
  const get = (urlPath: string, options?: Parameters<typeof raw>[2]) => raw(preview.url, urlPath, options);

  beforeAll(async () => {
    site = builtSite();
    preview = await startPreview({ distDir: path.join(site, 'dist'), port: 0 });
  });
  afterAll(() => preview.close());

  it('returns the real URL when asked for port 0', () => {
    expect(preview.url).toMatch(/^http:\/\/localhost:\d+\/$/);
    expect(preview.url).not.toContain(':0/');
  });

  it.each([
    ['/', '<h1>Home</h1>'],
    ['/index.html', '<h1>Home</h1>'],
    ['/guide/start/introduction', '<h1>Introduction</h1>'],
    ['/guide/start/introduction.html', '<h1>Introduction</h1>'],
    ['/guide/start/introduction?x=1#top', '<h1>Introduction</h1>'],
    ['/zh/', '<h1>首页</h1>'],
    ['/zh', '<h1>首页</h1>'],
    ['/api/', '<h1>API</h1>'],
  ])('serves %s as HTML that is revalidated on every visit', async (urlPath, body) => {
    const reply = await get(urlPath);
    expect(reply).toMatchObject({ status: 200, body });
    expect(reply.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/assets/app-ABCDEFGH.js', 'text/javascript', 'public, max-age=31536000, immutable'],
    ['/static/pages/en/x.0123abcd.json', 'application/json', 'public, max-age=31536000, immutable'],
    ['/assets/theme-override.css', 'text/css', 'no-cache'],
  ])('serves %s as %s, cached as %s', async (urlPath, type, cache) => {
    const reply = await get(urlPath);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe(type);
    expect(reply.headers['cache-control']).toBe(cache);
  });

  it('answers a matching ETag with 304', async () => {
    const first = await get('/assets/app-ABCDEFGH.js');
    const second = await get('/assets/app-ABCDEFGH.js', { headers: { 'If-None-Match': String(first.headers.etag) } });
    expect(second).toMatchObject({ status: 304, body: '' });
  });

  it.each([
    ['/nope', '<h1>Not found</h1>'],
    ['/guide/start/missing', '<h1>Not found</h1>'],
    ['/assets/app-ZZZZZZZZ.js', '<h1>Not found</h1>'],
    ['/zh/nope', '<h1>未找到</h1>'],
    ['/zh/guide/missing', '<h1>未找到</h1>'],
  ])('answers the unknown %s with the 404 page and status 404', async (urlPath, body) => {
    const reply = await get(urlPath);
    expect(reply).toMatchObject({ status: 404, body });
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each([
    '/../package.json',
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/%2E%2E/etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/static/..%2f..%2fsecret.txt',
    '/static/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/guide/../../secret.txt',
    '/..%5csecret.txt',
    '/%252e%252e/secret.txt',
    '/secret.txt%00.html',
    '/%E0%A4%A',
  ])('never serves anything outside dist for %s', async (urlPath) => {
    const reply = await get(urlPath);
    expect([400, 404]).toContain(reply.status);
    expect(reply.body).not.toContain(SECRET);
    expect(reply.body).not.toContain('root:');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const reply = await get('/guide/start/introduction', { method: 'HEAD' });
    expect(reply).toMatchObject({ status: 200, body: '' });
    expect(reply.headers['content-length']).toBe(String('<h1>Introduction</h1>'.length));
    expect((await get('/nope', { method: 'HEAD' })).status).toBe(404);
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('refuses %s with 405', async (method) => {
    const reply = await get('/', { method });
    expect(reply).toMatchObject({ status: 405, body: 'Method Not Allowed' });
    expect(reply.headers.allow).toBe('GET, HEAD');
  });
});

describe('startPreview on a thinner build', () => {
  it('falls back to the root 404 page, then to plain text, and sees files change without a restart', async () => {
    const site = tempDir('docsite-preview-');
    writeFiles(site, { 'dist/index.html': 'home', 'dist/zh/index.html': 'zh', 'dist/404.html': 'root 404' });
    const preview = await startPreview({ distDir: path.join(site, 'dist'), port: 0 });
    try {
      expect(await raw(preview.url, '/zh/nope')).toMatchObject({ status: 404, body: 'root 404' });
      rmSync(path.join(site, 'dist/404.html'));
      const plain = await raw(preview.url, '/zh/nope');
      expect(plain).toMatchObject({ status: 404, body: '404 Not Found' });
      expect(plain.headers['content-type']).toBe('text/plain; charset=utf-8');
      writeFiles(site, { 'dist/new.html': 'new page' });
      expect(await raw(preview.url, '/new')).toMatchObject({ status: 200, body: 'new page' });
    } finally {
      await preview.close();
    }
  });
});

describe('startPreview with a base path', () => {
  let preview: Preview;
  beforeAll(async () => {
    preview = await startPreview({ distDir: path.join(builtSite(), 'dist'), port: 0, base: 'docs' });
  });
  afterAll(() => preview.close());

  it('serves the site under the base and redirects / to it', async () => {
    expect(preview.url).toMatch(/^http:\/\/localhost:\d+\/docs\/$/);
    expect(await raw(preview.url, '/docs/')).toMatchObject({ status: 200, body: '<h1>Home</h1>' });
    expect(await raw(preview.url, '/docs/guide/start/introduction')).toMatchObject({ status: 200, body: '<h1>Introduction</h1>' });
    expect(await raw(preview.url, '/docs/zh/')).toMatchObject({ status: 200, body: '<h1>首页</h1>' });
    expect(await raw(preview.url, '/docs/zh/nope')).toMatchObject({ status: 404, body: '<h1>未找到</h1>' });
    for (const urlPath of ['/', '/docs']) {
      const reply = await raw(preview.url, urlPath);
      expect(reply.status).toBe(302);
      expect(reply.headers.location).toBe('/docs/');
    }
  });

  it('does not serve the site outside the base', async () => {
    expect(await raw(preview.url, '/guide/start/introduction')).toMatchObject({ status: 404, body: '<h1>Not found</h1>' });
    expect((await raw(preview.url, '/docs/../secret.txt')).status).toBe(400);
  });
});

describe('startPreview on a taken port', () => {
  it('moves up to the next free port', async () => {
    const blocker = await occupy('127.0.0.1');
    const taken = (blocker.address() as AddressInfo).port;
    const preview = await startPreview({ distDir: path.join(builtSite(), 'dist'), port: taken, host: '127.0.0.1' });
    try {
      const port = Number(new URL(preview.url).port);
      expect(port).toBeGreaterThan(taken);
      expect(port).toBeLessThanOrEqual(taken + 10);
      expect((await raw(preview.url, '/')).body).toBe('<h1>Home</h1>');
    } finally {
      await preview.close();
      blocker.close();
    }
  });
});

function occupy(host: string, port = 0): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Start the real binary, wait for the URL it prints, and hand back a way to stop it as Ctrl+C does. */
async function spawnPreview(args: string[]): Promise<{ url: string; stdout: () => string; interrupt: () => Promise<number | null> }> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin/docsite.js'), 'preview', ...args], { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1' } });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      const match = /Local:\s+(http:\/\/\S+)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    void exited.then((code) => reject(new Error(`docsite preview exited with ${code}: ${stderr}`)));
  });
  const interrupt = () => {
    child.kill('SIGINT');
    return exited;
  };
  return { url, stdout: () => stdout, interrupt };
}

describe('docsite preview', () => {
  it('serves <dir>/dist, prints its URL, and stops cleanly on Ctrl+C', async () => {
    const preview = await spawnPreview([builtSite(), '--port', '0']);
    try {
      expect(preview.url).toMatch(/^http:\/\/localhost:\d+\/$/);
      expect(preview.stdout()).toContain(`  ➜  Local:   ${preview.url}\n`);
      const response = await fetch(preview.url);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('<h1>Home</h1>');
    } finally {
      expect(await preview.interrupt()).toBe(0);
    }
  });

  it('serves --dist under --base, and says when the port is taken', async () => {
    const dist = path.join(builtSite(), 'dist');
    const blocker = await occupy('127.0.0.1');
    const taken = (blocker.address() as AddressInfo).port;
    const preview = await spawnPreview(['nowhere', '--dist', dist, '--port', String(taken), '--host', '127.0.0.1', '--base', '/docs/']);
    try {
      expect(preview.stdout()).toMatch(new RegExp(`^  Port ${taken} is in use, using \\d+ instead\\.\\n  ➜  Local:   http://127\\.0\\.0\\.1:\\d+/docs/\\n`));
      expect(await (await fetch(`${preview.url}guide/start/introduction`)).text()).toBe('<h1>Introduction</h1>');
    } finally {
      blocker.close();
      expect(await preview.interrupt()).toBe(0);
    }
  });

  it('with --strict-port, exits 1 when the port is taken', async () => {
    const blocker = await occupy('127.0.0.1');
    try {
      const taken = (blocker.address() as AddressInfo).port;
      const result = runCli(['preview', builtSite(), '--port', String(taken), '--host', '127.0.0.1', '--strict-port']);
      expect(result).toMatchObject({ code: 1, stdout: '', stderr: `docsite preview: port ${taken} is in use (--strict-port)\n` });
    } finally {
      blocker.close();
    }
  });

  it("serves under the config's base when no --base is given", async () => {
    const site = builtSite();
    writeFiles(site, { 'docsite.config.json': '{ "base": "/handbook/" }' });
    const preview = await spawnPreview([site, '--port', '0']);
    try {
      expect(preview.url).toMatch(/^http:\/\/localhost:\d+\/handbook\/$/);
      expect(await (await fetch(`${preview.url}guide/start/introduction`)).text()).toBe('<h1>Introduction</h1>');
    } finally {
      expect(await preview.interrupt()).toBe(0);
    }
  });

  it('says there is no build, and how to make one, when dist/ holds none', () => {
    const site = tempDir('docsite-preview-');
    writeFiles(site, { 'dist/index.html': '<h1>Not docsite</h1>' });
    const result = runCli(['preview', site]);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toBe(`docsite: no build found in ${site}/dist — run \`docsite build ${site}\` first\n`);
  });

  it('serves a build of a site without a home page, as Docusaurus docs are', async () => {
    const site = tempDir('docsite-preview-');
    writeFiles(site, { 'docs/intro.md': '# Intro\n\nStart here.\n', 'docs/tutorial/basics.md': '# Basics\n\nThe basics.\n' });
    expect(runCli(['build', site]).code).toBe(0);
    const preview = await spawnPreview([site, '--port', '0']);
    try {
      expect(await (await fetch(`${preview.url}tutorial/basics`)).text()).toContain('The basics.');
      const home = await fetch(preview.url);
      expect(home.status).toBe(404);
    } finally {
      expect(await preview.interrupt()).toBe(0);
    }
  });

  it('rejects a port that is not a port', () => {
    const result = runCli(['preview', '--port', '70000']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("error: option '--port <n>' argument '70000' is invalid. expected a port number from 0 to 65535");
  });
});
