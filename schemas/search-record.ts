import { z } from 'zod';
import { contractVersionSchema } from './contract.js';

const level = z.string().nullable();

/** One Algolia DocSearch v3 record: a heading or a piece of text, with the headings above it. */
export const searchRecordSchema = z.strictObject({
  /** Stable id: a hash of the record's language, url, type, hierarchy and text (and its rank among identical twins on the page). */
  objectID: z.string().min(1),
  /** Headings above the record: lvl0 the section (from the nav), lvl1 the page title, lvl2–lvl6 the headings. */
  hierarchy: z.strictObject({ lvl0: z.string(), lvl1: z.string(), lvl2: level, lvl3: level, lvl4: level, lvl5: level, lvl6: level }),
  /** Paragraph, list item or table row text of a `content` record; null for heading records. */
  content: z.string().nullable(),
  /** `lvl1`–`lvl6` for a heading record, `content` for text. */
  type: z.enum(['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']),
  /** Site-absolute URL, base included, with `#anchor` below the page's first heading. */
  url: z.string().regex(/^\//, 'expected a path starting with `/`'),
  /** Language code; search filters on it. */
  lang: z.string().min(1),
  /** Docs version, on sites with `multiVersion` only: search filters on it (Algolia as a facet). */
  version: z.string().min(1).optional(),
  /** Ranking inputs, as in DocSearch: higher first. */
  weight: z.strictObject({
    /** Importance of the page; 0 unless configured. */
    pageRank: z.number().int(),
    /** 100 for lvl0 down to 40 for lvl6; 0 for content. */
    level: z.number().int(),
    /** Order of the record within its page, from 0. */
    position: z.number().int().min(0),
  }),
});

export type SearchRecord = z.infer<typeof searchRecordSchema>;

/** `search-records.json`. */
export const searchRecordsFileSchema = z.strictObject({
  contractVersion: contractVersionSchema,
  records: z.array(searchRecordSchema),
});

export type SearchRecordsFile = z.infer<typeof searchRecordsFileSchema>;
