import { z } from 'zod';

const glob = z.string().min(1);

/** One feed: the pages it lists and how its channel is described. */
export const feedSchema = z.strictObject({
  /**
   * Names the feed's files, `rss/<id>.xml` and `rss/<id>.atom`. A feed without
   * `language` is written once per site language, with `-<lang>` added to the
   * id of every language but the default (`blog`, `blog-zh`).
   */
  id: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/i, 'expected a file name of letters, digits, `.`, `_` and `-`, such as `blog`'),
  /**
   * Glob (picomatch) or globs of the route paths whose pages the feed lists,
   * matched without the language prefix (`/blog/**` matches `/blog/a` and
   * `/zh/blog/a`). A glob starting with `!` leaves out what it matches.
   */
  test: z.union([glob, z.array(glob).min(1)]),
  /** Channel title. Default: the site title in the feed's language. */
  title: z.string().min(1).optional(),
  /** Channel description. Default: the site description in the feed's language. */
  description: z.string().optional(),
  /** Only pages of this language are listed. Default: one feed per site language. */
  language: z.string().min(1).optional(),
  /** How many of the newest pages the feed lists. Default: 20. */
  limit: z.number().int().positive().default(20),
});

export const optionsSchema = z
  .strictObject({
    /**
     * Where the site is served, base included (`https://example.com/docs/` for
     * `base: '/docs/'`): feed links and item links are absolute URLs below it.
     */
    siteUrl: z.url({ protocol: /^https?$/ }),
    /** The feeds to write. */
    feeds: z.array(feedSchema).min(1),
  })
  .superRefine((options, ctx) => {
    const seen = new Set<string>();
    options.feeds.forEach((feed, i) => {
      if (seen.has(feed.id)) ctx.addIssue({ code: 'custom', path: ['feeds', i, 'id'], message: `another feed already has the id \`${feed.id}\`` });
      seen.add(feed.id);
    });
  });

export type RssOptions = z.input<typeof optionsSchema>;
export type ResolvedRssOptions = z.output<typeof optionsSchema>;
export type FeedOptions = z.output<typeof feedSchema>;
