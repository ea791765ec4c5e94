import type { IncomingMessage, ServerResponse } from 'node:http';
import type { VFileMessage } from 'vfile-message';
import { messageJson } from '../report/format-message.js';

/** Where dev pages listen for the server's events; outside any `base`, so one path serves every site. */
export const EVENTS_PATH = '/__docsite/events';

/** One error of a failed build, as the overlay shows it. Paths are relative to the site folder. */
export interface BuildError {
  file: string | null;
  line: number | null;
  column: number | null;
  message: string;
  fix: string | null;
}

/**
 * The browser half, put at the end of every dev page. `reload` reloads the
 * page; `error` (a failed build) shows the errors over it. The overlay is
 * built with DOM calls and `textContent` only, since messages quote page text,
 * and styled inline with `light-dark()`, which follows the theme's
 * `color-scheme` (light, or dark under `html.dark`).
 */
const CLIENT_SCRIPT = `(function () {
  var overlay;
  function el(tag, css, text) {
    var node = document.createElement(tag);
    node.style.cssText = css;
    if (text) node.textContent = text;
    return node;
  }
  function show(errors) {
    if (overlay) overlay.remove();
    overlay = el('div', 'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:8vh 16px;background:rgba(0,0,0,.45)');
    overlay.id = 'docsite-error-overlay';
    overlay.setAttribute('role', 'alert');
    var card = el('div', 'position:relative;box-sizing:border-box;max-width:900px;margin:0 auto;padding:20px 24px;border-top:4px solid #e5484d;border-radius:8px;background:light-dark(#fff,#1b1b1f);color:light-dark(#1f2328,#e8e8ea);font:14px/1.55 system-ui,sans-serif;box-shadow:0 12px 40px rgba(0,0,0,.35)');
    var close = el('button', 'position:absolute;top:8px;right:12px;border:0;background:none;color:inherit;font-size:22px;line-height:1;cursor:pointer', '\\u00d7');
    close.setAttribute('aria-label', 'Close');
    close.onclick = function () { overlay.remove(); };
    card.append(close, el('strong', 'display:block;margin-bottom:12px;font-size:16px;color:light-dark(#c4161c,#ff8589)', 'Build failed: ' + errors.length + ' error(s)'));
    errors.forEach(function (e) {
      var where = e.file ? e.file + (e.line ? ':' + e.line + ':' + (e.column || 1) : '') : '';
      var item = el('div', 'margin:0 0 14px;white-space:pre-wrap;overflow-wrap:anywhere');
      if (where) item.append(el('code', 'display:block;font:600 13px/1.5 ui-monospace,monospace', where));
      item.append(el('div', '', e.message));
      if (e.fix) item.append(el('div', 'color:light-dark(#59636e,#a3a3ad)', e.fix));
      card.append(item);
    });
    card.append(el('div', 'color:light-dark(#59636e,#a3a3ad)', 'Fix and save: the page reloads when the site builds.'));
    overlay.append(card);
    document.body.append(overlay);
  }
  var preset = document.getElementById('docsite-errors');
  if (preset) show(JSON.parse(preset.textContent));
  var events = new EventSource(${JSON.stringify(EVENTS_PATH)});
  events.addEventListener('reload', function () { location.reload(); });
  // EventSource also fires 'error' when the connection drops: only the server's own event carries data.
  events.addEventListener('error', function (event) {
    if (typeof event.data === 'string') show(JSON.parse(event.data));
  });
})();`;

export const DEV_CLIENT = `<script>${CLIENT_SCRIPT}</script>`;

/** Served for every page while there is no build to serve: the client shows why, and reloads once there is. */
export const NO_BUILD_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="color-scheme" content="light dark"><title>docsite dev</title><body><p>No build to show yet.</p>${DEV_CLIENT}</body></html>`;

/** Served for a page that failed to render: its errors over a blank page, which reloads on the next build. */
export function errorPage(errors: BuildError[]): string {
  const json = JSON.stringify(errors).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="color-scheme" content="light dark"><title>docsite dev: page failed</title><body><script type="application/json" id="docsite-errors">${json}</script>${DEV_CLIENT}</body></html>`;
}

export interface DevEvents {
  /** Takes over a request for `EVENTS_PATH`. */
  connect(req: IncomingMessage, res: ServerResponse): void;
  built(): void;
  failed(errors: BuildError[]): void;
  close(): void;
}

/**
 * The server half: server-sent events to every open dev page. The last failed
 * build is kept until a good one, so a page opened meanwhile shows it too.
 */
export function createDevEvents(): DevEvents {
  const clients = new Set<ServerResponse>();
  let failure: string | undefined;
  const broadcast = (event: string, data: string) => {
    for (const client of clients) client.write(`event: ${event}\ndata: ${data}\n\n`);
  };
  return {
    connect(req, res) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      res.write(failure === undefined ? ': connected\n\n' : `event: error\ndata: ${failure}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
    },
    built() {
      failure = undefined;
      broadcast('reload', '{}');
    },
    failed(errors) {
      // JSON.stringify escapes line breaks, so the whole list fits the one `data:` line the protocol allows.
      failure = JSON.stringify(errors);
      broadcast('error', failure);
    },
    close() {
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}

/** The errors of a failed build, for the overlay; warnings stay in the terminal. */
export function buildErrors(messages: VFileMessage[], siteDir: string): BuildError[] {
  return messages
    .filter((message) => message.fatal === true)
    .map((message) => {
      const { file, line, column, message: text, fix } = messageJson(message, siteDir);
      // A build that threw is placed on the site folder itself: no file to name.
      return { file: file || null, line, column, message: text, fix };
    });
}
