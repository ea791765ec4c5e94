import { z } from 'zod';

/** The values sitemaps.org allows in `<changefreq>`. */
export const CHANGEFREQS = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'] as const;

const changefreq = z.enum(CHANGEFREQS);
const priority = z.number().min(0).max(1);

/** Options of `pluginSitemap`. */
export const optionsSchema = z.strictObject({
  /**
   * Where the site's root is served: an absolute `http://` or `https://` URL,
   * with the `base` path for a site that has one (`https://example.com/docs/`
   * for `base: '/docs/'`). Every `<loc>` is this URL plus the page's path.
   */
  siteUrl: z.url({ protocol: /^https?$/ }),
  /**
   * Pages to leave out: globs (picomatch) or route paths, matched against each
   * page's route path without the base and without `.html` (`/guide/intro`,
   * `/zh/guide/intro`). Default: none.
   */
  exclude: z.array(z.string().min(1)).default([]),
  /** `<changefreq>` of every page: `always`, `hourly`, `daily`, `weekly`, `monthly`, `yearly` or `never`. Default: none (no `<changefreq>`). */
  changefreq: changefreq.optional(),
  /** `<priority>` of every page, from 0 to 1. Default: none (no `<priority>`; crawlers then assume 0.5). */
  priority: priority.optional(),
});

/**
 * A page's `sitemap` frontmatter: `false` leaves the page out; an object sets
 * the page's own `changefreq` and `priority`. Loose, as frontmatter is: pages
 * written for other tools may carry more keys under it.
 */
export const pageSitemapSchema = z.union([z.boolean(), z.looseObject({ changefreq: changefreq.optional(), priority: priority.optional() })]);

export type SitemapOptions = z.input<typeof optionsSchema>;
export type ResolvedSitemapOptions = z.output<typeof optionsSchema>;
