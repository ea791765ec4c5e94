import { z } from 'zod';

/** Options of `pluginAlgolia`. The search itself is configured by the config's `search` (`provider: 'algolia'`). */
export const optionsSchema = z.strictObject({
  /** Content of the `algolia-site-verification` meta tag, which Algolia's crawler asks for to verify the domain. Default: none. */
  verificationContent: z.string().min(1).optional(),
});

export type AlgoliaOptions = z.input<typeof optionsSchema>;
