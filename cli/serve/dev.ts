import { existsSync, lstatSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { VFile } from 'vfile';
import { PluginError } from '../plugins/driver.js';
import type { VFileMessage } from 'vfile-message';
import { buildSite, type BuildOptions, type BuildResult, type OnRequestSite } from '../build/build-site.js';
import { reportPrerenderFailures } from '../build/build-errors.js';
import type { PrerenderError } from '../build/prerender.js';
import { SidebarFacts } from '../build/generated-sidebars.js';
import { temporaryPath } from '../output/write-atomic.js';
import { MANIFEST_FILE } from '../pipeline/index-manifest.js';
import { buildErrors, createDevEvents, DEV_CLIENT, errorPage, EVENTS_PATH, NO_BUILD_PAGE } from './dev-client.js';
import { closeServer, listenFrom, type PortChange, type Preview } from './preview.js';
import { createStaticHandler, normalizeBase, type RequestHandler } from './static-handler.js';
import { guardRequest } from './request-guard.js';
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
  /** A page failed to render on request, or the search index failed to build: the site is still served. */
  onServeError?: (messages: VFileMessage[]) => void;
  /**
   * With no index of an earlier run in the output folder, serve a preview (`startPreview`) until the
   * first build is done, and resolve as soon as it is served; `built` resolves after the first build.
   * Default: false, and `startDev` resolves after the first build.
   */
  preview?: boolean | undefined;
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
 * tell open pages to reload, or to show the errors of a failed build. Pages
 * are rendered when a browser asks for them, and the search index is written
 * in another thread after the reload: an edit waits for neither.
 */
export async function startDev(options: DevOptions): Promise<Preview & { rebuild(): Promise<void>; built: Promise<void>; previewing: boolean }> {
  const siteDir = path.resolve(options.siteDir);
  const outDir = path.resolve(options.outDir ?? path.join(siteDir, '.docsite'));
  const distDir = path.join(outDir, 'dev-dist');
  const searchRoot = path.join(outDir, 'dev-search');
  rmSync(searchRoot, { recursive: true, force: true });
  const events = createDevEvents();
  let base = '/';
  let serveStatic = createStaticHandler(distDir, base);
  let site: OnRequestSite | undefined;
  const search = searchIndexes(searchRoot, (messages) => options.onServeError?.(messages));
  const sidebarFacts = new SidebarFacts();
  // With no index to start from, every page must be parsed before the first build serves one: a preview serves them meanwhile.
  let preview = options.preview && !existsSync(path.join(outDir, 'cache', MANIFEST_FILE)) ? startPreview(siteDir, outDir) : undefined;
  let firstBuilt: () => void;
  const built = new Promise<void>((resolve) => (firstBuilt = resolve));
  const build = async (changed: string[], superseded: () => Promise<boolean>) => {
    const result = await buildOrFailure({ siteDir, outDir, distDir, htmlTail: DEV_CLIENT, pages: 'on-request', sidebarFacts });
    // A file the build listed and then could not find was removed under it: the watcher may not have said so yet
    // (it lags under load), but the removal is itself the change the next build must see.
    if (result.vanished !== undefined) void builds.request(result.vanished);
    // Files that changed under a failed build (a branch switch still checking out) make its errors stale: the next build reports.
    if (!result.ok && (await superseded())) return;
    if (result.ok) {
      const summary = result.summary!;
      // Served under the config's base, as it will be deployed; an edited base takes effect on the next build.
      if (summary.base !== base) serveStatic = createStaticHandler(distDir, (base = summary.base));
      site?.close();
      site = summary.onRequest!;
      search.update(site, base);
    }
    // The preview stands in for the first build only: from now on the site or its errors are shown.
    const ended = preview;
    preview = undefined;
    void ended?.close();
    options.onBuild?.(result, changed);
    firstBuilt();
    if (result.ok) events.built();
    else events.failed(buildErrors(result.messages, siteDir));
  };
  const builds = queueBuilds(build);
  const host = options.host ?? 'localhost';
  const serveBuilt = (req: IncomingMessage, res: ServerResponse) => {
    if (!existsSync(distDir)) return sendNoBuild(res);
    const inner = sitePath(req.url ?? '', base);
    if (inner?.startsWith('/static/search/')) return void search.serve(req, res);
    // A page asked for during a build is answered from that build.
    void builds.idle().then(async () => {
      if (!site || inner === undefined || !(await answerPage(site, inner, req, res, siteDir, options.onServeError))) serveStatic(req, res);
    });
  };
  const server = createServer((req, res) => {
    if (guardRequest(req, res, host)) return;
    if (req.url === EVENTS_PATH) return events.connect(req, res);
    const shown = preview?.site();
    if (!shown) return serveBuilt(req, res);
    void servePreview(shown, req, res).then((answer) => (answer === 'answered' ? undefined : answer === 'after-build' ? built.then(() => serveBuilt(req, res)) : serveBuilt(req, res)));
  });
  // Listening comes first, so that a taken port fails at once rather than after the first build.
  const port = await listenFrom(server, options.port ?? 5173, host, { strict: options.strictPort, onPortChange: options.onPortChange });
  const watcher = watchSite({ siteDir, outDir, onChange: builds.request, onError: (error) => options.onWatchError?.(error) });
  // After the preview, which would otherwise share the cores with the build's parsing threads: at 2 × 2,000 pages
  // the first page then came after 6.6 s instead of 3, and the first build 3.7 s later instead of 2.5.
  // And after the watcher's first scan: a change made during it (a checkout right after start) is not reported,
  // so a build started earlier could serve what the change replaced until the next one.
  const first = Promise.all([preview?.ready, watcher.ready]).then(() => builds.request());
  // Ready to be opened once either can serve: the preview, or else the first build.
  await Promise.race([first, preview ? preview.ready.then((ok) => (ok ? undefined : first)) : first]);
  return {
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}${encodeURI(preview?.site()?.base ?? base)}`,
    server,
    built: first.then(() => built),
    previewing: preview?.site() !== undefined,
    rebuild: () => builds.request(),
    close: async () => {
      await watcher.close();
      await builds.close();
      await preview?.close();
      await search.close();
      site?.close();
      events.close();
      await closeServer(server);
    },
  };
}

interface PreviewSite {
  site: OnRequestSite;
  base: string;
  distDir: string;
  serveStatic: RequestHandler;
}

/**
 * Dev's preview of a site with no index yet: built from pages skimmed for
 * their frontmatter and titles (`skimPage`) in this thread, before the first
 * build starts, in a folder of this process's own. A page is
 * parsed when it is asked for, so it shows as the full build will show it,
 * but for its last-updated time; the sidebars' titles are the skimmed ones.
 * Nothing it finds is reported or cached: the full build does that, and its
 * `built` event reloads the pages the preview served.
 */
function startPreview(siteDir: string, outDir: string) {
  // Named as a temporary of this process: a run killed before removing it leaves it to the next to remove.
  const dir = temporaryPath(path.join(outDir, 'preview'));
  const distDir = path.join(dir, 'dist');
  let shown: PreviewSite | undefined;
  let closed = false;
  const ready = buildOrFailure({ siteDir, outDir: path.join(dir, 'out'), distDir, pages: 'on-request', skim: true, cache: false, htmlTail: DEV_CLIENT }).then((result) => {
    const site = result.summary?.onRequest;
    if (!site) return false;
    if (closed) {
      site.close();
      return false;
    }
    const base = result.summary!.base;
    shown = { site, base, distDir, serveStatic: createStaticHandler(distDir, base) };
    return true;
  });
  return {
    /** True once the preview can be served; false when it failed, which only the full build reports. */
    ready,
    site: () => shown,
    async close(): Promise<void> {
      closed = true;
      await ready;
      shown?.site.close();
      shown = undefined;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Answers a request from the preview, and says so: pages it renders and
 * files it has. The search index is the first build's: a search waits for
 * it (`after-build`). Anything else (a page it cannot show) is answered as
 * before any build.
 */
async function servePreview(preview: PreviewSite, req: IncomingMessage, res: ServerResponse): Promise<'answered' | 'after-build' | 'no'> {
  const inner = sitePath(req.url ?? '', preview.base);
  if (inner === undefined) return 'no';
  if (inner.startsWith('/static/search/')) return 'after-build';
  const page = requested(preview.site, inner);
  if (page) {
    try {
      send(res, req, 200, page.type, await page.render());
      return 'answered';
    } catch {
      return 'no';
    }
  }
  if (!existsSync(path.join(preview.distDir, inner))) return 'no';
  preview.serveStatic(req, res);
  return 'answered';
}

/** The decoded path of a request below `base` (`/guide/x`), or undefined outside it or when malformed. */
function sitePath(url: string, base: string): string | undefined {
  const rawBase = encodeURI(normalizeBase(base));
  const pathname = url.split(/[?#]/, 1)[0]!;
  if (!pathname.startsWith(rawBase)) return undefined;
  try {
    return decodeURIComponent(pathname.slice(rawBase.length - 1));
  } catch {
    return undefined;
  }
}

/**
 * Answers a request for a page's HTML or data file by rendering it, and says
 * whether it did. A page that throws is answered with its errors over a blank
 * page, as a failed build is, and printed; other pages are unaffected.
 */
async function answerPage(
  site: OnRequestSite,
  inner: string,
  req: IncomingMessage,
  res: ServerResponse,
  siteDir: string,
  onError: ((messages: VFileMessage[]) => void) | undefined,
): Promise<boolean> {
  const page = requested(site, inner);
  if (!page) return false;
  let body: string;
  try {
    body = await page.render();
  } catch (error) {
    if (error instanceof PluginError) {
      const file = new VFile({ path: path.join(siteDir, 'docsite.config') });
      file.message(error.message, { ruleId: 'plugin', source: 'docsite' }).fatal = true;
      onError?.(file.messages);
      send(res, req, 500, 'text/html; charset=utf-8', errorPage(buildErrors(file.messages, siteDir)));
      return true;
    }
    // On the page's file, or at the theme module's line when an override threw.
    const files = new Map<string, VFile>();
    reportPrerenderFailures([error as PrerenderError], siteDir, site.docsDir, (file) => files.get(file) ?? files.set(file, new VFile({ path: file })).get(file)!);
    const messages = [...files.values()].flatMap((file) => file.messages);
    onError?.(messages);
    send(res, req, 500, 'text/html; charset=utf-8', errorPage(buildErrors(messages, siteDir)));
    return true;
  }
  send(res, req, 200, page.type, body);
  return true;
}

/** What a request for a page's HTML or data file asks `site` to render, with its content type; undefined for any other URL. */
function requested(site: OnRequestSite, inner: string): { type: string; render: () => Promise<string> } | undefined {
  const data = site.dataRoutes.get(inner);
  if (data) return { type: 'application/json; charset=utf-8', render: () => site.renderer.data(data) };
  const route = routeOf(site, inner);
  return route && { type: 'text/html; charset=utf-8', render: async () => (await site.renderer.render(route)).html };
}

/** The route a page URL names: `/a`, `/a.html`, `/a/` and `/a/index.html`, as the built site answers them. */
function routeOf(site: OnRequestSite, inner: string) {
  const routes = site.renderer.routes;
  const bare = inner.endsWith('/index.html') ? inner.slice(0, -'index.html'.length) : inner.replace(/\.html$/, '');
  return routes.get(bare) ?? (bare.endsWith('/') ? undefined : routes.get(`${bare}/`));
}

function send(res: ServerResponse, req: IncomingMessage, status: number, type: string, body: string): void {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The local search index of the latest build, written in another thread into
 * a folder of its own. One is written at a time: builds that end meanwhile are
 * gathered into the next, since only the latest counts (on a large site one
 * takes seconds, longer than an edit). A request waits until the index of the
 * latest build is written, so a search after an edit finds the edit.
 */
function searchIndexes(root: string, onError: (messages: VFileMessage[]) => void) {
  let serial = 0;
  let served: { dir: string; handler: RequestHandler } | undefined;
  let queued: { site: OnRequestSite; base: string; done: (() => void)[] } | undefined;
  let writing = false;
  let latest: Promise<void> = Promise.resolve();
  const writeQueued = async () => {
    writing = true;
    while (queued) {
      const { site, base, done } = queued;
      queued = undefined;
      const dir = path.join(root, String(++serial));
      try {
        await site.writeSearch!(dir);
        const previous = served;
        served = { dir, handler: createStaticHandler(dir, base) };
        if (previous) rmSync(previous.dir, { recursive: true, force: true });
      } catch (error) {
        onError([new VFile({ path: root }).message(`The search index could not be written: ${(error as Error).message}`, { ruleId: 'search', source: 'docsite' })]);
      }
      for (const resolve of done) resolve();
    }
    writing = false;
  };
  return {
    update(site: OnRequestSite, base: string): void {
      if (!site.writeSearch) return;
      const done = queued?.done ?? [];
      latest = new Promise((resolve) => done.push(resolve));
      queued = { site, base, done };
      if (!writing) void writeQueued();
    },
    async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
      await latest;
      if (served) served.handler(req, res);
      else send(res, req, 404, 'text/plain; charset=utf-8', 'This site has no local search index.');
    },
    close: () => latest,
  };
}

/**
 * A build that throws (a FIFO in public/, a file that cannot be read) fails like any other, and dev waits for the next change.
 * `vanished`: it threw because a file of the site that it had listed was gone (its path, relative to the site).
 */
async function buildOrFailure(options: BuildOptions): Promise<BuildResult & { vanished?: string }> {
  try {
    return await buildSite(options);
  } catch (error) {
    const message = new VFile({ path: options.siteDir }).message(error instanceof Error ? error.message : String(error), { ruleId: 'build', source: 'docsite' });
    message.fatal = true;
    return { ok: false, messages: [message], summary: undefined, vanished: vanishedFile(error, options.siteDir, options.outDir) };
  }
}

/**
 * The source file that a thrown "no such file" names, when it is gone still.
 * A link that leads nowhere is there to `lstat`: that error is the site's, and is reported.
 */
export function vanishedFile(error: unknown, siteDir: string, outDir: string | undefined): string | undefined {
  const { code, path: file } = error as NodeJS.ErrnoException;
  if ((code !== 'ENOENT' && code !== 'ENOTDIR') || file === undefined) return undefined;
  const within = (dir: string) => {
    const relative = path.relative(dir, file);
    return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
  };
  if (!within(siteDir) || (outDir !== undefined && within(path.resolve(outDir)))) return undefined;
  try {
    lstatSync(file);
    return undefined;
  } catch {
    return path.relative(siteDir, file);
  }
}

function sendNoBuild(res: ServerResponse): void {
  res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(NO_BUILD_PAGE);
}

/**
 * One build at a time, started once changes have settled; changes that
 * arrive during a build are gathered into the next one. `request` resolves
 * when a build that saw the change has finished. A build asks `superseded`
 * whether changes came in while it ran (waiting one settle period for the
 * watcher to catch up); if so, its own changes are carried into the next.
 */
function queueBuilds(build: (changed: string[], superseded: () => Promise<boolean>) => Promise<void>) {
  let running: Promise<void> | undefined;
  let changed: string[] = [];
  let waiting: (() => void)[] = [];
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const settle = () => {
    clearTimeout(timer);
    if (!closed) timer = setTimeout(start, SETTLE_MS);
  };
  const start = () => {
    timer = undefined;
    // The running build settles again on its way out.
    if (running) return;
    const files = changed;
    const done = waiting;
    changed = [];
    waiting = [];
    const superseded = async () => {
      if (waiting.length === 0) await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      if (waiting.length === 0) return false;
      changed.unshift(...files);
      return true;
    };
    running = build(files, superseded).finally(() => {
      running = undefined;
      for (const resolve of done) resolve();
      if (waiting.length > 0) settle();
    });
  };
  return {
    /** Resolves when no build is running or about to start. */
    async idle(): Promise<void> {
      while (running || timer) await (running ?? new Promise((resolve) => setTimeout(resolve, SETTLE_MS)));
    },
    request(file?: string): Promise<void> {
      // Closed while the preview was building: its first build is not started.
      if (closed) return Promise.resolve();
      if (file) changed.push(file);
      settle();
      return new Promise((resolve) => waiting.push(resolve));
    },
    /** Starts no more builds; resolves when the running one has finished, and so do the requests no build will see. */
    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      await running;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}
