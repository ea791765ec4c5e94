import { z } from 'zod';

/** Options of `pluginLlms`: which files for language models the build writes, and the Copy button. */
export const optionsSchema = z.strictObject({
  /**
   * Write `llms.txt` for each language (`llms.txt` for the default one,
   * `<lang>/llms.txt` for the others): the site's title and description, then
   * a link to every page, in sections by sidebar group. Default: `true`.
   */
  llmsTxt: z.boolean().default(true),
  /** Write `llms-full.txt` for each language (beside its `llms.txt`): the Markdown of all its pages in one file. Default: `true`. */
  llmsFullTxt: z.boolean().default(true),
  /**
   * Write each page's Markdown beside its HTML (`guide/intro.md` beside
   * `guide/intro.html`); `llms.txt` then links to these files, else to the
   * pages. The Copy button needs them. Default: `true`.
   */
  mdFiles: z.boolean().default(true),
  /**
   * Show a "Copy page as Markdown" button under the title of doc pages
   * (`pageType` `doc` or unset); only with `mdFiles`, whose files it copies.
   * `{ texts }` shows it with labels of your own, by language code: `copy`
   * (the label), `copied` and `failed` (shown for two seconds after a click).
   * The built-in labels are English and Chinese; other languages get the
   * English ones. Default: `true`.
   */
  copyButton: z
    .union([
      z.boolean(),
      z.strictObject({
        texts: z.record(z.string(), z.strictObject({ copy: z.string().min(1).optional(), copied: z.string().min(1).optional(), failed: z.string().min(1).optional() })),
      }),
    ])
    .default(true),
  /**
   * Pages to leave out of every file: globs (picomatch) or route paths,
   * matched against each page's route path without the base and without
   * `.html` (`/guide/intro`, `/zh/guide/intro`). Default: none.
   */
  exclude: z.array(z.string().min(1)).default([]),
  /**
   * Where the site's root is served, with the base path for a site that has
   * one (`https://example.com/docs/` for `base: '/docs/'`): links in
   * `llms.txt` and `llms-full.txt` become absolute. Default: none (links are
   * paths from the site's root, base included: `/docs/guide/intro.md`).
   */
  siteUrl: z.url({ protocol: /^https?$/ }).optional(),
});

export type LlmsOptions = z.input<typeof optionsSchema>;
export type ResolvedLlmsOptions = z.output<typeof optionsSchema>;
