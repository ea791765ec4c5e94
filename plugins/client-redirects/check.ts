import { formatPath } from '../../schemas/parse.js';
import type { RouteEntry } from '../../schemas/routes.js';
import { isWebUrl, pagePath, patternOf, targetRoute, usesCaptures } from './match.js';
import type { Redirect } from './options.js';

/** One `from` of the options, with where it was written (`redirects[2].from[1]`). */
export interface FromEntry {
  from: string | RegExp;
  to: string;
  /** Index in `redirects`. */
  index: number;
  /** Key path of this `from` in the options. */
  key: string;
}

/** Every `from` of `redirects` (an array of them is one entry each): a string read as a page path, a RegExp without the flags that make it stateful. */
export function fromEntries(redirects: readonly Redirect[]): FromEntry[] {
  return redirects.flatMap(({ from, to }, index) => {
    const froms = Array.isArray(from) ? from : [from];
    return froms.map((one, i) => ({
      from: typeof one === 'string' ? pagePath(one) : stateless(one),
      to,
      index,
      key: formatPath(Array.isArray(from) ? ['redirects', index, 'from', i] : ['redirects', index, 'from']),
    }));
  });
}

function stateless(regexp: RegExp): RegExp {
  const { source, flags } = patternOf(regexp);
  return new RegExp(source, flags);
}

/**
 * What makes a redirect wrong for this site, one sentence each with its fix:
 * a `to` that is no page (readers would land on a 404), a `from` that is a
 * page (the redirect would hide it, or collide with its file), the same path
 * redirected twice.
 */
export function redirectProblems(entries: readonly FromEntry[], routes: readonly RouteEntry[]): string[] {
  const pages = new Map(routes.map((route) => [route.path, route.filePath]));
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const checkedTo = new Set<number>();
  for (const { from, to, index, key } of entries) {
    if (typeof from === 'string') {
      const page = pages.get(from);
      if (page !== undefined) problems.push(`${key} "${from}" is the path of a page (${page}): the redirect would hide it. Remove the redirect, or move or delete the page.`);
      const first = seen.get(from);
      if (first !== undefined) problems.push(`${key} "${from}" is redirected already by ${first}: keep one of them.`);
      else seen.set(from, key);
    } else {
      const shadowed = routes.find((route) => from.test(route.path));
      if (shadowed) problems.push(`${key} ${String(from)} matches the page ${shadowed.path} (${shadowed.filePath}): readers would be sent away from it. Narrow the pattern (anchor it with ^ and $) so that it matches only paths that have no page.`);
    }
    if (checkedTo.has(index) || isWebUrl(to) || (typeof from !== 'string' && usesCaptures(to))) continue;
    checkedTo.add(index);
    const route = targetRoute(to);
    if (!pages.has(route)) problems.push(`redirects[${index}].to "${to}" is not a page of the site${suggestion(route, pages)}. Point it at the route of an existing page (as in the sidebar: /guide/intro, /zh/guide/intro), or at an http(s) URL.`);
  }
  return problems;
}

/** The route a slash away from `route`, which is what a `to` that is no page usually meant. */
function suggestion(route: string, pages: ReadonlyMap<string, string>): string {
  const other = route.endsWith('/') ? route.slice(0, -1) : `${route}/`;
  return pages.has(other) ? ` (did you mean "${other}"?)` : '';
}
