import { z } from 'zod';
import { contractVersionSchema } from './contract.js';
import { frontmatterSchema } from './frontmatter.js';
import { tocEntrySchema } from './toc.js';

/** Everything the renderer and search know about one page, without its body. */
export const pageIndexEntrySchema = z.strictObject({
  /** Frontmatter `title`, else the first h1, else (home pages) `hero.name`, else the site title. */
  title: z.string().min(1),
  /** Route path without the base, e.g. `/zh/guide/start/introduction` or `/` (no `.html`). */
  routePath: z.string().regex(/^\//, 'expected a path starting with `/`'),
  /** Language code of the page. */
  lang: z.string().min(1),
  /** h2–h4 headings with anchors and offsets into `content`. */
  toc: z.array(tocEntrySchema),
  /** The page's frontmatter as written (validated, no defaults added). */
  frontmatter: frontmatterSchema,
  /** Docs version the page belongs to; empty without `multiVersion`. */
  version: z.string(),
  /** Source file below the docs root, with `/` separators, e.g. `en/guide/start/introduction.mdx`. */
  _relativePath: z.string().min(1),
  /**
   * `true` on a fallback page: the default language's page (its source is `_relativePath`) standing in for its
   * missing translation, at this language's route, under a notice (config `fallbackContent`). It is no
   * translation: no hreflang alternate names it. Absent on every other page.
   */
  fallback: z.literal(true).optional(),
  /**
   * The page's plain text as a reader sees it: the top-level blocks after the
   * h1, each trimmed, joined by a blank line; markup, imports, expressions,
   * comments and HTML tags dropped, component children kept.
   */
  content: z.string(),
  /** Frontmatter `description`, else a home page's `hero.tagline` or `hero.text`, else the text between the h1 and the first h2. */
  description: z.string(),
  /** Last change as text in the page's language and the site time zone; absent when unknown. */
  lastUpdatedTime: z.string().optional(),
  /** Last change as ISO 8601 (UTC); absent when unknown (e.g. a shallow git clone). */
  lastUpdated: z.string().datetime().optional(),
});

export type PageIndexEntry = z.infer<typeof pageIndexEntrySchema>;

/** `pages.json`. */
export const pagesFileSchema = z.strictObject({
  contractVersion: contractVersionSchema,
  /** One entry per routed page, sorted by language (default first), then source path. */
  pages: z.array(pageIndexEntrySchema),
});

export type PagesFile = z.infer<typeof pagesFileSchema>;
