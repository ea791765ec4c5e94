import { z } from 'zod';

/** A page path of the site, as a reader's URL has it below the base: `/old/page`, `/old/page.html`, `/old/`. */
const fromPath = z.string().regex(/^\/[^?#]*$/, 'expected a site path that starts with `/`, without `?` or `#` (such as `/old/page`)');

/** One path (a page written there) or one pattern (tested against every path that has no page). */
const fromOne = z.union([fromPath, z.instanceof(RegExp, { message: 'expected a path string or a RegExp' })]);

/** A site path (`/guide/new`, with `?query` or `#hash` if wanted) or an http(s) URL of another site. */
const toTarget = z.string().regex(/^(\/|https?:\/\/)/i, 'expected a site path that starts with `/` (such as `/guide/new`) or an http(s) URL');

const redirectSchema = z.strictObject({
  /**
   * Where readers come from: a path string (`/old/page`; `.html` and a final
   * `/index` are read as the page itself), a RegExp tested against the path
   * without the base, or an array of either. A path gets a static redirect
   * page; a RegExp works only in the browser (see the plugin's docs page).
   */
  from: z.union([fromOne, z.array(fromOne).min(1, 'expected at least one path or RegExp')]),
  /**
   * Where they are sent: a page's route path (`/guide/new`, `/zh/guide/new`),
   * which must exist, or an http(s) URL. `$1`, `$2`… stand for the captures of
   * a RegExp `from`.
   */
  to: toTarget,
});

/** Options of `pluginClientRedirects`: pages that moved, and where to. */
export const optionsSchema = z.strictObject({
  /** The redirects, tried in order: the first whose `from` matches wins. Required. */
  redirects: z.array(redirectSchema),
});

export type ClientRedirectsOptions = z.input<typeof optionsSchema>;
export type Redirect = z.output<typeof redirectSchema>;
