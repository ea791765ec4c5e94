import { existsSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import { VFile } from 'vfile';
import { buildSite, type BuildOptions, type BuildResult } from '../build/build-site.js';
import { buildErrors, createDevEvents, DEV_CLIENT, EVENTS_PATH, NO_BUILD_PAGE } from './dev-client.js';
import { closeServer, listenFrom, type PortChange, type Preview } from './preview.js';
import { createStaticHandler } from './static-handler.js';
import { watchSite } from './watch-site.js';

export interface DevOptions {
  siteDir: string;
  outDir?: string | undefined;
  port?: number;
  host?: string;
  /** Fail with `PortInUseError` when the port is taken, instead of trying the next ones. */
  strictPort?: boolean;
  onPortChange?: PortChange;
  /** Called after every build, the first included; a build that threw comes as a failed result. */
  onBuild?: (result: BuildResult, changed: string[]) => void;
  /** The watcher met an error and goes on watching. */
  onWatchError?: (error: Error) => void;
}

/**
 * How long the site must be quiet before a build starts. An editor's save, a
 * checkout or a formatter writes in bursts; and chokidar drops a second change
 * of one file within 50 ms of the first, so a build must not start before
 * that window has closed, or it could read the file before the dropped write.
 */
const SETTLE_MS = 60;

/**
 * `docsite dev`: serve the site, build it into the cache folder, and on every
 * change rebuild (incrementally: unchanged pages are not parsed again) and
 * tell open pages to reload, or to show the errors of a failed build.
 */
export async function startDev(options: DevOptions): Promise<Preview & { rebuild(): Promise<void> }> {
  const siteDir = path.resolve(options.siteDir);
  const outDir = path.resolve(options.outDir ?? path.join(siteDir, '.docsite'));
  const distDir = path.join(outDir, 'dev-dist');
  const events = createDevEvents();
  let base = '/';
  let serveStatic = createStaticHandler(distDir, base);
  const build = async (changed: string[]) => {
    const result = await buildOrFailure({ siteDir, outDir, distDir, htmlTail: DEV_CLIENT });
    // Served under the config's base, as it will be deployed; an edited base takes effect on the next build.
    if (result.ok && result.summary!.base !== base) serveStatic = createStaticHandler(distDir, (base = result.summary!.base));
    options.onBuild?.(result, changed);
    if (result.ok) events.built();
    else events.failed(buildErrors(result.messages, siteDir));
  };
  const server = createServer((req, res) => {
    if (req.url === EVENTS_PATH) return events.connect(req, res);
    if (!existsSync(distDir)) return sendNoBuild(res);
    serveStatic(req, res);
  });
  // Listening comes first, so that a taken port fails at once rather than after the first build.
  const host = options.host ?? 'localhost';
  const port = await listenFrom(server, options.port ?? 5173, host, { strict: options.strictPort, onPortChange: options.onPortChange });
  const builds = queueBuilds(build);
  const watcher = watchSite({ siteDir, outDir, onChange: builds.request, onError: (error) => options.onWatchError?.(error) });
  await Promise.all([builds.request(), watcher.ready]);
  return {
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}${encodeURI(base)}`,
    server,
    rebuild: () => builds.request(),
    close: async () => {
      await watcher.close();
      await builds.close();
      events.close();
      await closeServer(server);
    },
  };
}

/** A build that throws (a FIFO in public/, a file that cannot be read) fails like any other, and dev waits for the next change. */
async function buildOrFailure(options: BuildOptions): Promise<BuildResult> {
  try {
    return await buildSite(options);
  } catch (error) {
    const message = new VFile({ path: options.siteDir }).message(error instanceof Error ? error.message : String(error), { ruleId: 'build', source: 'docsite' });
    message.fatal = true;
    return { ok: false, messages: [message], summary: undefined };
  }
}

function sendNoBuild(res: ServerResponse): void {
  res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(NO_BUILD_PAGE);
}

/**
 * One build at a time, started once changes have settled; changes that
 * arrive during a build are gathered into the next one. `request` resolves
 * when a build that saw the change has finished.
 */
function queueBuilds(build: (changed: string[]) => Promise<void>) {
  let running: Promise<void> | undefined;
  let changed: string[] = [];
  let waiting: (() => void)[] = [];
  let timer: NodeJS.Timeout | undefined;
  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(start, SETTLE_MS);
  };
  const start = () => {
    // The running build settles again on its way out.
    if (running) return;
    const files = changed;
    const done = waiting;
    changed = [];
    waiting = [];
    running = build(files).finally(() => {
      running = undefined;
      for (const resolve of done) resolve();
      if (waiting.length > 0) settle();
    });
  };
  return {
    request(file?: string): Promise<void> {
      if (file) changed.push(file);
      settle();
      return new Promise((resolve) => waiting.push(resolve));
    },
    /** Starts no more builds; resolves when the running one has finished. */
    async close(): Promise<void> {
      clearTimeout(timer);
      await running;
    },
  };
}
