import { createServer, type Server } from 'node:http';
import { guardRequest } from './request-guard.js';
import { createStaticHandler, normalizeBase } from './static-handler.js';

export interface PreviewOptions {
  distDir: string;
  /** 0 picks a free port; otherwise a taken port gives way to the next free one, up to 10 higher, unless `strictPort`. */
  port?: number;
  host?: string;
  base?: string;
  strictPort?: boolean;
  onPortChange?: PortChange;
}

export interface Preview {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 4173;
const PORT_TRIES = 10;

/** Serve the built site in `distDir` over HTTP until `close()`. */
export async function startPreview(options: PreviewOptions): Promise<Preview> {
  const base = normalizeBase(options.base ?? '/');
  const host = options.host ?? 'localhost';
  const serve = createStaticHandler(options.distDir, base);
  const server = createServer((req, res) => {
    if (!guardRequest(req, res, host)) serve(req, res);
  });
  const port = await listenFrom(server, options.port ?? DEFAULT_PORT, host, { strict: options.strictPort, onPortChange: options.onPortChange });
  return { url: `http://${urlHost(host)}:${port}${encodeURI(base)}`, server, close: () => closeServer(server) };
}

/** Told the port a server got when the one asked for was taken. */
export type PortChange = (requested: number, actual: number) => void;

export interface ListenOptions {
  /** Fail with `PortInUseError` instead of moving up to the next free port. */
  strict?: boolean | undefined;
  onPortChange?: PortChange | undefined;
}

/** `--strict-port` met a taken port. */
export class PortInUseError extends Error {
  readonly port: number;
  constructor(port: number) {
    super(`port ${port} is in use`);
    this.port = port;
  }
}

export async function listenFrom(server: Server, first: number, host: string, options: ListenOptions = {}): Promise<number> {
  const last = first === 0 ? 0 : Math.min(first + PORT_TRIES, 65535);
  for (let port = first; ; port++) {
    try {
      const got = await listen(server, port, host);
      if (port !== first) options.onPortChange?.(first, got);
      return got;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      if (options.strict) throw new PortInUseError(first);
      if (port >= last) throw new Error(`ports ${first}–${last} on ${host} are all in use; choose another with --port`);
    }
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** A wildcard address is not one a browser can open; an IPv6 one needs brackets. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Stops the server at once: browsers hold keep-alive connections open, and close() alone waits for them to time out. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
