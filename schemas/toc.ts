import { z } from 'zod';

/** One entry of a page's table of contents (its h2–h4 headings, in order). */
export const tocEntrySchema = z.strictObject({
  /** Plain heading text: inline code, emphasis and links flattened; a `{#custom-id}` suffix removed. */
  text: z.string(),
  /** Anchor: the heading's DOM `id` (github-slugger per page, or the custom id). */
  id: z.string().min(1),
  /** Heading level, 2 to 4. */
  depth: z.number().int().min(2).max(4),
  /**
   * Offset in the page's `content` where `text` starts:
   * `content.slice(charIndex, charIndex + text.length) === text`. -1 when the
   * heading is not part of `content` (it stands before the page's h1).
   */
  charIndex: z.number().int().min(-1),
});

export type TocEntry = z.infer<typeof tocEntrySchema>;
