import { z } from 'zod';

/** Options of `pluginMediumZoom`: how images in page bodies zoom on click. */
export const optionsSchema = z.strictObject({
  /** CSS selector of the images that zoom. Default: `.docsite-prose img[data-zoomable]` (every image in a page body; an image inside a link does not zoom). */
  selector: z.string().min(1).default('.docsite-prose img[data-zoomable]'),
  /** Space in pixels kept around the zoomed image. Default: `24`. */
  margin: z.number().min(0).default(24),
  /** Background behind the zoomed image, any CSS color. Default: `var(--docsite-zoom-bg)` (the page background, light or dark). */
  background: z.string().min(1).default('var(--docsite-zoom-bg)'),
  /** Pixels the page may scroll before the zoomed image closes. Default: `40`. */
  scrollOffset: z.number().min(0).default(40),
});

export type MediumZoomOptions = z.input<typeof optionsSchema>;
export type ResolvedMediumZoomOptions = z.output<typeof optionsSchema>;
