import { z } from 'zod';
import { contractVersionSchema } from './contract.js';
import { pageIndexEntrySchema } from './page-index.js';

/** One page of an overview: its title, link and h2 headings. */
export const overviewPageSchema = z.strictObject({
  title: z.string(),
  /** Route path of the page (no base, no `.html`). */
  link: z.string(),
  headers: z.array(z.strictObject({ text: z.string(), id: z.string() })),
});

/** A sidebar group of an overview page, with the pages it links to. */
export const overviewGroupSchema = z.strictObject({
  name: z.string(),
  items: z.array(overviewPageSchema),
});

/**
 * The compiled module of a page that needs JavaScript: its body holds a
 * `docsite-module` element where the module's content goes.
 */
export const pageModuleSchema = z.strictObject({
  /** URL of the page's ES module; its default export renders the content. */
  js: z.string(),
  /** Stylesheets the page's imports bring. */
  css: z.array(z.string()),
  /** Chunks the module imports, to preload beside it. */
  preload: z.array(z.string()),
});

/**
 * `static/pages/<lang>/<path>.<hash>.json`: what the browser fetches to show a
 * page: its index entry without the plain text, and its body as React
 * elements in data form (`schemas/page-body.ts`).
 * One file per page, so no file grows with the size of the site.
 */
export const pageDataSchema = z.strictObject({
  contractVersion: contractVersionSchema,
  /** The index entry without its plain text; plugins' `extendPageData` may have added fields. */
  page: pageIndexEntrySchema.omit({ content: true }).catchall(z.unknown()),
  /** The body: a fragment of React elements as data (`BodyElement` in `page-body.ts`); not validated deeper, the renderer walks it. */
  body: z.strictObject({ t: z.literal(''), p: z.record(z.string(), z.unknown()).optional(), c: z.array(z.unknown()).optional() }),
  /**
   * Where the language switcher leads, by each other language of the site:
   * the route of this page in that language when it exists, else of the
   * nearest section index up its path (`/zh/guide/basic/` → `/zh/guide/` →
   * `/zh/`), else of that language's home page. Found by the build, which
   * knows every route, so the pre-rendered link and the hydrated one agree.
   * Empty on a site with one language.
   */
  langLinks: z.record(z.string(), z.string()),
  /**
   * Where the version switcher leads, by each other version (`multiVersion`
   * sites only): this page's route in that version, in the same language,
   * when it exists there, else that version's home page.
   */
  versionLinks: z.record(z.string(), z.string()).optional(),
  /** Present on pages that need JavaScript of their own. */
  module: pageModuleSchema.optional(),
  /** Present on `overview: true` pages: the section's groups and pages. */
  overview: z.array(overviewGroupSchema).optional(),
  /** What plugins' `extendPageData` returned for the page, by plugin name (`usePluginData(name)`). */
  pluginData: z.record(z.string(), z.unknown()).optional(),
});

export type PageData = z.infer<typeof pageDataSchema>;
export type PageModuleAssets = z.infer<typeof pageModuleSchema>;
export type OverviewGroup = z.infer<typeof overviewGroupSchema>;

/**
 * `static/routes/<build>/<bucket>.json`: route path → page data URL, for the
 * routes whose path hashes to `bucket`. The browser fetches one small bucket
 * to resolve a link instead of a map of every page.
 */
export const routeBucketSchema = z.record(z.string(), z.string());

export { ROUTE_BUCKETS, routeBucket } from './route-bucket.js';
