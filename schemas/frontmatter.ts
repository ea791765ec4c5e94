import { z } from 'zod';

/*
 * Every object here is loose: pages are often written for other tools too
 * (Rspress, VitePress, Docusaurus), so keys docsite does not know are kept as
 * data at every level. A near miss of a known key (`titel`) is warned about
 * when the page is indexed.
 */

export const heroActionSchema = z.looseObject({
  /** `brand` is the filled primary button, `alt` the outlined one. */
  theme: z.enum(['brand', 'alt']).default('brand'),
  /** Button text. */
  text: z.string().min(1),
  /** Target path or URL. */
  link: z.string().min(1),
});

export const heroSchema = z.looseObject({
  /** Large product name, HTML (as VitePress and Starlight render it). Its text is the page title when none is set. */
  name: z.string().optional(),
  /** Headline under the name, HTML. */
  text: z.string().optional(),
  /** Smaller line under the headline, HTML. */
  tagline: z.string().optional(),
  /** Buttons under the tagline. */
  actions: z.array(heroActionSchema).default([]),
  /** Picture beside the text. */
  image: z.looseObject({ src: z.string().min(1), alt: z.string().default('') }).optional(),
});

export const featureSchema = z.looseObject({
  /** Card title, HTML. */
  title: z.string().min(1),
  /** Card text, HTML. */
  details: z.string().default(''),
  /** An emoji or inline HTML (an `<svg>`), or an image path or URL. */
  icon: z.string().optional(),
  /** Makes the whole card a link. */
  link: z.string().optional(),
});

/** A route path below the language root (`/guide/start`, `/`) or a name beside the file (`start`); no empty, `.` or `..` segments. */
const SLUG = /^(?!.*\/\/)(?!(?:.*\/)?\.\.?(?:\/|$))[^\s?#\\"]+$/;

/**
 * Page frontmatter. Known keys are checked; other keys pass through untouched
 * so that sites can carry their own page data.
 */
// `true` and `false` as literals: the JSON Schema then says `anyOf` rather than a list of types, which strict validators refuse.
const headAttributes = z.record(z.string().min(1), z.union([z.string(), z.number(), z.literal([true, false])]));

/** A tag for the page's `<head>`: VitePress writes `[tag, attributes, content?]`, Starlight `{ tag, attrs?, content? }`. */
export const headEntrySchema = z.union([
  z.tuple([z.string().regex(/^[a-z][a-z0-9-]*$/, 'expected a tag name such as `meta` or `link`'), headAttributes]),
  z.tuple([z.string().regex(/^[a-z][a-z0-9-]*$/, 'expected a tag name such as `meta` or `link`'), headAttributes, z.string()]),
  z.looseObject({ tag: z.string().regex(/^[a-z][a-z0-9-]*$/, 'expected a tag name such as `meta` or `link`'), attrs: headAttributes.optional(), content: z.string().optional() }),
]);

/** A link at the end of a doc page as VitePress and Starlight set it in a page's frontmatter. */
const pageLinkSchema = z.union([z.boolean(), z.string(), z.looseObject({ text: z.string().optional(), label: z.string().optional(), link: z.string().optional() })]);

export const frontmatterSchema = z.looseObject({
  /** Page title; default: the first `# heading`. */
  title: z.string().min(1).optional(),
  /** Text after the page title in `<title>`, joined with a space, e.g. `- docsite`; replaces the default ` | <site title>`. */
  titleSuffix: z.string().optional(),
  /** Meta description; default: a home page's `hero.tagline` or `hero.text`, else the text between the `# heading` and the first `## heading`. */
  description: z.string().optional(),
  /**
   * `home` (hero and features), `doc` (default), `doc-wide` (a doc page without sidebar and outline, full width),
   * `custom` (body only, with navbar), `blank` (body only), `404` (the language's not-found page, served for unknown paths).
   */
  // A literal list rather than z.enum, whose object form would list `404` first in messages and the JSON Schema.
  pageType: z.literal(['home', 'doc', 'doc-wide', 'custom', 'blank', '404']).optional(),
  /**
   * The page's route instead of the one its file path gives: `/a/b` from the language root (`/zh/a/b` in zh),
   * `b` in place of the file's name, `/` the language home. Ignored on a `404` page.
   */
  slug: z.string().regex(SLUG, 'expected a route such as `/guide/start`, `/` or `start`: no spaces, `?`, `#`, `\\`, `"`, `//`, `.` or `..` segments').optional(),
  /**
   * A draft (Docusaurus's and Starlight's key): `docsite dev` shows it; `docsite build` and `docsite index` leave it out,
   * with its route, search records and sidebar entry.
   */
  draft: z.boolean().optional(),
  /**
   * Docusaurus's key: the page is built and reachable by its link, but listed nowhere: no entry in a sidebar generated
   * from folders, no search records, no sitemap entry, and `<meta name="robots" content="noindex, nofollow">`.
   */
  unlisted: z.boolean().optional(),
  /** `<meta name="robots" content="noindex">`: search engines leave the page out; so does the sitemap. */
  noindex: z.boolean().optional(),
  /** Docusaurus's key: the picture link previews show of the page (`og:image`), a file of `public/` or a web address. Default: the config's `image`. */
  image: z.string().min(1).optional(),
  /** Docusaurus's key: `<meta name="keywords">`, a list or one text. */
  keywords: z.union([z.string(), z.array(z.string())]).optional(),
  /** Tags for the page's `<head>` (VitePress's `[tag, attributes, content?]` or Starlight's `{ tag, attrs, content }`), after docsite's own. */
  head: z.array(headEntrySchema).optional(),
  /**
   * Docusaurus's doc id: the page's name in its folder, in place of its file's (`id: setup` in `guide/01-install.md` is
   * `/guide/setup`), unless it has a `slug`. An index page keeps its folder's route. A number is kept as the page's own data.
   */
  id: z.number().or(z.string().regex(/^[^/\s?#\\"]+$/, 'expected a name such as `setup`: no `/`, spaces, `?`, `#`, `\\` or `"`').refine((id) => id !== '.' && id !== '..', 'expected a name, not `.` or `..`')).optional(),
  /** Hero of a home page. */
  hero: heroSchema.optional(),
  /** Feature cards of a home page. */
  features: z.array(featureSchema).optional(),
  /** Make this page an overview of its sidebar section, with a filter. */
  overview: z.boolean().optional(),
  /** `false` keeps the page out of search. Default: true. */
  search: z.boolean().optional(),
  /**
   * Show the sidebar. Default: true. Starlight's object sets the page's entry in a sidebar generated from its folder
   * instead (the page keeps its sidebar): `order` as `sidebar_position`, `label` as `sidebar_label`, `hidden` leaves it
   * out, `badge` is its tag.
   */
  sidebar: z
    .union([
      z.boolean(),
      z
        .object({
          order: z.number().optional(),
          label: z.string().min(1).optional(),
          hidden: z.boolean().optional(),
          badge: z.union([z.string(), z.object({ text: z.string() }).passthrough()]).optional(),
        })
        .passthrough(),
    ])
    .optional(),
  /**
   * Where the page comes in a sidebar generated from its folder (Docusaurus's key): pages with a position come first,
   * lowest first, then the others in name order. An `index` page gives its folder's group the position. A `_meta.json` overrides it.
   */
  sidebar_position: z.number().optional(),
  /** The page's text in a sidebar generated from its folder (Docusaurus's key). Default: its title. */
  sidebar_label: z.string().min(1).optional(),
  /**
   * Show the outline (h2–h4). Default: true. VitePress's forms choose its levels: a level (`2`), a range
   * (`[2, 3]`), or `deep` (every level, h2–h4 here).
   */
  outline: z.union([z.boolean(), z.literal('deep'), z.number().int().min(2).max(6), z.tuple([z.number().int().min(2).max(6), z.number().int().min(2).max(6)])]).optional(),
  /** Starlight's name for the outline: `false` hides it, `{ minHeadingLevel, maxHeadingLevel }` its levels. `outline` wins. */
  tableOfContents: z
    .union([z.boolean(), z.object({ minHeadingLevel: z.number().int().min(1).max(6).optional(), maxHeadingLevel: z.number().int().min(1).max(6).optional() }).passthrough()])
    .optional(),
  /** Docusaurus's way to hide the outline: `true` hides it. `outline` and `tableOfContents` win. */
  hide_table_of_contents: z.boolean().optional(),
  /** Docusaurus's highest outline level (2 to 6). Default: 2. */
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  /** Docusaurus's lowest outline level (2 to 6, shown to h4 at most). Default: 3. */
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  /** Starlight's banner above this page's content: `content` is HTML (text, links), shown as written. */
  banner: z.looseObject({ content: z.string().min(1) }).optional(),
  /**
   * The previous page's link at the end of a doc page (VitePress's and Starlight's key): `false` hides it, a string
   * is its text, `{ text, link }` (Starlight's `label` for `text`) its text and target. Default: the previous page of the sidebar.
   */
  prev: pageLinkSchema.optional(),
  /** The next page's link, as `prev` is the previous one's. */
  next: pageLinkSchema.optional(),
  /** Docusaurus's: `null` hides the previous page's link. */
  pagination_prev: z.string().nullable().optional(),
  /** Docusaurus's: `null` hides the next page's link. */
  pagination_next: z.string().nullable().optional(),
  /** Docusaurus's: `true` leaves out the title docsite shows for a page whose body has no `# heading` of its own. */
  hide_title: z.boolean().optional(),
  /** VitePress's: a class added to the page's outermost element (`.docsite-layout`), for CSS of this page only. */
  pageClass: z.string().regex(/^-?[A-Za-z_][\w-]*(\s+-?[A-Za-z_][\w-]*)*$/, 'expected class names such as `wide-tables`').optional(),
  /** Show the navbar. Default: true. */
  navbar: z.boolean().optional(),
  /** Show the footer. Default: true. */
  footer: z.boolean().optional(),
  /** Show the last-updated time. Default: `themeConfig.lastUpdated`. Starlight's date here is read as `last_update.date`. */
  lastUpdated: z.boolean().optional(),
  /** Docusaurus's key: `date` is the page's last-updated time in place of its last git commit's; `author` is kept as data. */
  last_update: z
    .looseObject({
      date: z
        .string()
        .refine((text) => !Number.isNaN(Date.parse(text)), 'expected a date, such as 2024-05-01 or 2024-05-01T12:00:00Z')
        .optional(),
      author: z.string().optional(),
    })
    .optional(),
  /** Show the edit link. Default: true when the language has an `editLink`. */
  editLink: z.boolean().optional(),
});

export type Frontmatter = z.output<typeof frontmatterSchema>;
