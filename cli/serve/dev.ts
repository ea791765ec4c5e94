import { watch, type FSWatcher } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import { buildSite, type BuildResult } from '../build/build-site.js';
import { TEMPORARY_CONFIG } from '../config/load-config.js';
import { listenFrom, type Preview } from './preview.js';
import { createStaticHandler } from './static-handler.js';

export interface DevOptions {
  siteDir: string;
  outDir?: string | undefined;
  port?: number;
  host?: string;
  /** Called after every build, the first included. */
  onBuild?: (result: BuildResult, changed: string[]) => void;
}

const EVENTS = '/__docsite/events';

/** Reloads the page when the server says a build finished; reconnects by itself after a restart. */
const RELOAD_CLIENT = `<script>new EventSource(${JSON.stringify(EVENTS)}).addEventListener('reload',function(){location.reload()})</script>`;

/** Folders whose changes never affect the site. */
const IGNORED = /(^|[/\\])(node_modules|\.git|\.docsite|dist)([/\\]|$)/;

/**
 * `docsite dev`: build the site into the cache folder, serve it, and on every
 * change rebuild (incrementally: unchanged pages are not parsed again) and
 * tell open pages to reload.
 */
export async function startDev(options: DevOptions): Promise<Preview & { rebuild(): Promise<void> }> {
  const siteDir = path.resolve(options.siteDir);
  const outDir = path.resolve(options.outDir ?? path.join(siteDir, '.docsite'));
  const distDir = path.join(outDir, 'dev-dist');
  const clients = new Set<ServerResponse>();
  let base = '/';
  let serveStatic = createStaticHandler(distDir, base);
  const build = async (changed: string[]) => {
    const result = await buildSite({ siteDir, outDir, distDir, htmlTail: RELOAD_CLIENT });
    // Served under the config's base, as it will be deployed; an edited base takes effect on the next build.
    if (result.ok && result.summary!.base !== base) serveStatic = createStaticHandler(distDir, (base = result.summary!.base));
    options.onBuild?.(result, changed);
    if (result.ok) for (const client of clients) client.write('event: reload\ndata: {}\n\n');
  };
  await build([]);
  const server = createServer((req, res) => {
    if (req.url !== EVENTS) return serveStatic(req, res);
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    res.write(': connected\n\n');
    clients.add(res);
    req.on('close', () => clients.delete(res));
  });
  const host = options.host ?? 'localhost';
  const port = await listenFrom(server, options.port ?? 5173, host);
  const rebuild = queueBuilds(build);
  const watcher = watchSite(siteDir, outDir, rebuild.request);
  return {
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}${encodeURI(base)}`,
    server,
    rebuild: () => rebuild.request(''),
    close: async () => {
      watcher.close();
      for (const client of clients) client.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One build at a time; changes that arrive during a build are gathered into the next one. */
function queueBuilds(build: (changed: string[]) => Promise<void>) {
  let running: Promise<void> | undefined;
  let pending: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  const run = async (): Promise<void> => {
    const changed = pending;
    pending = [];
    await build(changed);
    running = undefined;
    if (pending.length > 0) running = run();
  };
  return {
    request(file: string): Promise<void> {
      pending.push(file);
      clearTimeout(timer);
      // Editors write a file in several steps: wait for them to settle.
      return new Promise((resolve) => {
        timer = setTimeout(() => {
          running ??= run();
          running.then(resolve, resolve);
        }, 30);
      });
    },
  };
}

function watchSite(siteDir: string, outDir: string, onChange: (file: string) => void): FSWatcher {
  // The build's own output must not trigger the next build, wherever `--out` puts it.
  const own = path.relative(siteDir, outDir);
  return watch(siteDir, { recursive: true }, (_event, file) => {
    if (file && !IGNORED.test(file) && !TEMPORARY_CONFIG.test(file) && (own.startsWith('..') || !(file === own || file.startsWith(own + path.sep)))) onChange(file);
  });
}
