import { z } from 'zod';
import { contractVersionSchema } from './contract.js';

/** How the renderer finds and loads one page. */
export const routeEntrySchema = z.strictObject({
  /** Route path without the base, as in `pages.json` `routePath`. */
  path: z.string().regex(/^\//, 'expected a path starting with `/`'),
  /**
   * Stable page id, the key of the page body in the renderer: the source path
   * below the docs root without its extension, e.g. `en/guide/start/introduction`.
   */
  element: z.string().min(1),
  /** Source file relative to the site folder, e.g. `docs/en/guide/start/introduction.mdx`. */
  filePath: z.string().min(1),
  /**
   * Site-absolute URL (base included) of the page body the renderer fetches
   * on navigation and ahead of it (link hover or focus). The name carries a
   * hash of the source and of where the page's language switcher leads
   * (`langLinks`), so a changed page gets a new URL and caches never serve stale bodies.
   */
  preload: z.string().regex(/^\//, 'expected a path starting with `/`'),
  /** Language code of the page. */
  lang: z.string().min(1),
  /** Docs version; empty without `multiVersion`. */
  version: z.string(),
  /** `true` when the page is a fallback (`pages.json` `fallback`): no translation, so no hreflang alternate. Absent otherwise. */
  fallback: z.literal(true).optional(),
});

export type RouteEntry = z.infer<typeof routeEntrySchema>;

/** `routes.json`. */
export const routesFileSchema = z.strictObject({
  contractVersion: contractVersionSchema,
  routes: z.array(routeEntrySchema),
});

export type RoutesFile = z.infer<typeof routesFileSchema>;
