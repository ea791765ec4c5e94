import { z } from 'zod';

/**
 * A text in both site languages. An object with exactly `en` and `zh`, not an
 * open record, so that a missing translation is a build error that names the
 * key, rather than a blank on one language's pages.
 */
export const bilingualTextSchema = z.strictObject({
  /** English text, shown on every page that is not Chinese. */
  en: z.string().min(1),
  /** Chinese text, shown on `/zh/` pages. */
  zh: z.string().min(1),
});

const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL such as `https://example.com`' });

/** Logos are served by the site itself (`public/`) or from an http(s) address. */
const imageAddress = z
  .string()
  .regex(/^(\/(?!\/)|https?:\/\/)/, 'expected a site path such as `/tools/packr.svg` (a file in `public/`) or an http(s) URL');

/** One card of the showcase grid. */
export const toolCardSchema = z.strictObject({
  /** Tool name, the card's heading; the same in every language. */
  name: z.string().min(1),
  /** One or two sentences on what the tool does, per language. */
  desc: bilingualTextSchema,
  /** Logo image: a site path (the site base is added) or a URL. Shown square, about 48 px. */
  logo: imageAddress,
  /** The tool's website; the card links there in a new tab. */
  url: httpUrl,
  /** Visible link text, usually the host, e.g. `packr.docsite.dev`. */
  urlText: z.string().min(1),
});

/** One entry of the tools popover. Texts follow the popover's own convention: unsuffixed is Chinese, `…En` English. */
export const popoverLinkSchema = z.strictObject({
  /** Tool name; the same in every language. */
  name: z.string().min(1),
  /** Short Chinese description (a few words), shown on `/zh/` pages. */
  desc: z.string().min(1),
  /** Short English description, shown on every other page. */
  descEn: z.string().min(1),
  /** Logo image: a site path (the site base is added) or a URL. Shown at 24 px. */
  logo: imageAddress,
  /** Size factor for logos drawn with more or less padding than the others, e.g. `1.2`. Default: 1. */
  logoScale: z.number().positive().max(3).optional(),
  /** Link target; on non-Chinese pages only when `urlEn` is not set. */
  url: httpUrl,
  /** Link target on non-Chinese pages, for tools whose English site lives elsewhere. Default: `url`. */
  urlEn: httpUrl.optional(),
});

/** A titled group of popover entries. */
export const popoverGroupSchema = z.strictObject({
  /** Chinese group title. */
  title: z.string().min(1),
  /** English group title. */
  titleEn: z.string().min(1),
  /** Entries, in the order shown. */
  links: z.array(popoverLinkSchema).min(1),
});

/** The popover opened by the navbar's grid button. */
export const toolsPopoverSchema = z.strictObject({
  /** Chinese label of the popover header, e.g. the organisation's name. */
  title: z.string().min(1),
  /** English label of the popover header. */
  titleEn: z.string().min(1),
  /** Logo beside the header label: a site path or a URL. */
  logo: imageAddress,
  /** The organisation's page; the header links there in a new tab. */
  url: httpUrl,
  /** Groups of entries, in the order shown. */
  groups: z.array(popoverGroupSchema).min(1),
});

/**
 * The tools showcase (`<siteDir>/data/showcase.json`): the grid of tool cards
 * (`<ToolsShowcase />`, shown on the home page) and the navbar's tools
 * popover. Author data, read and checked at build time, handed to the theme
 * as `site.showcase`.
 */
export const showcaseSchema = z.strictObject({
  /** Heading of the showcase section. */
  title: bilingualTextSchema,
  /** One line under the heading. */
  description: bilingualTextSchema,
  /** The cards, in the order shown. */
  tools: z.array(toolCardSchema).min(1),
  /** The navbar's tools popover. */
  popover: toolsPopoverSchema,
});

export type BilingualText = z.infer<typeof bilingualTextSchema>;
export type ToolCard = z.infer<typeof toolCardSchema>;
export type PopoverLink = z.infer<typeof popoverLinkSchema>;
export type PopoverGroup = z.infer<typeof popoverGroupSchema>;
export type ToolsPopoverData = z.infer<typeof toolsPopoverSchema>;
export type Showcase = z.infer<typeof showcaseSchema>;
