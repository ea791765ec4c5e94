import { z } from 'zod';
import { contractVersionSchema } from './contract.js';
import { siteConfigSchema } from './site-config.js';

/** `site.json`: the resolved config, every default filled in, and the site's languages. */
export const siteFileSchema = z.strictObject({
  contractVersion: contractVersionSchema,
  /** Site languages, the default (unprefixed) one first. */
  langs: z.array(z.string()).min(1),
  config: siteConfigSchema,
});

export type SiteFile = z.infer<typeof siteFileSchema>;
