/**
 * How a redirect is matched and where it leads, shared by the build (static
 * pages, checks) and the browser (client.tsx): kept free of Node and of the
 * DOM, and of zod, which the browser should not load for this.
 */
import { decodePath, encodePath, PAGE_EXTENSION } from '../../schemas/site-paths.js';

/** A redirect as the browser gets it (JSON, hence a type rather than an interface): a `from` path already read as a page path, or a RegExp as its source and flags. */
export type RedirectRule = {
  from: string | { source: string; flags: string };
  to: string;
};

/**
 * The page path a URL path names, as the theme reads it: escapes decoded,
 * `.html` dropped, `/index` the folder (`/old/index.html` → `/old/`).
 */
export function pagePath(urlPath: string): string {
  return decodePath(urlPath).replace(/\.html$/, '').replace(/\/index$/, '/');
}

/** The route a site `to` names: its path without `?query` / `#hash`, read as a link to a page is (`.md`, `.mdx` and `.html` dropped). */
export function targetRoute(to: string): string {
  return decodePath(to.replace(/[?#].*$/, '')).replace(PAGE_EXTENSION, '').replace(/\/index$/, '/');
}

export const isWebUrl = (to: string): boolean => /^https?:\/\//i.test(to);

/** True when `to` uses a capture of its RegExp `from` (`$1`), so it names no one route. */
export const usesCaptures = (to: string): boolean => /\$\d/.test(to);

/** Strip the flags that make a RegExp stateful (`g`, `y` keep `lastIndex` between tests). */
export function patternOf(regexp: RegExp): { source: string; flags: string } {
  return { source: regexp.source, flags: regexp.flags.replace(/[gy]/g, '') };
}

/**
 * A function from a URL path (below the base) to the `to` of the first
 * redirect that matches it, with `$1`… filled in; undefined when none does.
 * RegExps are compiled once, here.
 */
export function createMatcher(rules: readonly RedirectRule[]): (urlPath: string) => string | undefined {
  const compiled = rules.map(({ from, to }) => ({ from: typeof from === 'string' ? from : new RegExp(from.source, from.flags), to }));
  return (urlPath) => {
    const path = pagePath(urlPath);
    for (const { from, to } of compiled) {
      if (typeof from === 'string') {
        if (from === path) return to;
        continue;
      }
      const match = from.exec(path);
      if (match) return to.replace(/\$(\d{1,2})/g, (_, n: string) => match[Number(n)] ?? '');
    }
    return undefined;
  };
}

/**
 * The URL a `to` leads to, as the theme writes links: `base` in front, the
 * route's characters that URLs read as syntax escaped, `.html` unless clean
 * URLs are on (folders keep their `/`), its own `?query#hash` kept. A web URL is left as it is.
 */
export function targetUrl(to: string, base: string, cleanUrls: boolean): string {
  if (isWebUrl(to)) return to;
  const url = base + encodePath(targetRoute(to).slice(1));
  const rest = /[?#].*$/.exec(to)?.[0] ?? '';
  return (cleanUrls || url.endsWith('/') ? url : `${url}.html`) + rest;
}

/** `target` with the reader's query and hash, unless it has its own: an old link's `#section` survives the move. */
export function keepQueryAndHash(target: string, search: string, hash: string): string {
  const hashAt = target.indexOf('#');
  const head = hashAt < 0 ? target : target.slice(0, hashAt);
  return head + (head.includes('?') ? '' : search) + (hashAt < 0 ? hash : target.slice(hashAt));
}
