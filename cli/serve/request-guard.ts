import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from './static-handler.js';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * What `preview` and `dev` answer before serving anything: only GET and
 * HEAD, and only for a Host the server was meant to be reached by. A page
 * on another site can make a browser send requests here by pointing its own
 * domain at 127.0.0.1 (DNS rebinding); its Host is then that domain.
 * `listenHost` is the address the server listens on (`--host`): it is
 * allowed besides the loopback names, and a wildcard address allows every
 * host, as in Vite. Every response gets `X-Content-Type-Options: nosniff`.
 * Returns true when it has answered the request itself.
 */
export function guardRequest(req: IncomingMessage, res: ServerResponse, listenHost: string): boolean {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const host = hostName(req.headers.host);
  // Browsers always send a Host name; a request without one (HTTP/1.0, or an empty Host) comes from another tool.
  if (host && !hostAllowed(host, listenHost)) {
    sendText(res, 403, `Blocked: the host "${host}" is not allowed. To allow it, restart with --host ${host} (a name of this machine) or --host 0.0.0.0 (any name, on every network).\n`);
    return true;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    return true;
  }
  return false;
}

/** The name in a Host header, lower-cased, without its port or an IPv6 address's brackets. */
function hostName(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const name = /^(\[[^\]]*\]|[^:]*)(?::\d*)?$/.exec(header)?.[1] ?? header;
  return name.replace(/^\[(.*)\]$/, '$1').toLowerCase();
}

function hostAllowed(host: string, listenHost: string): boolean {
  const listen = listenHost.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return listen === '0.0.0.0' || listen === '::' || LOOPBACK.has(host) || host === listen;
}
