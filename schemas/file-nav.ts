import { z } from 'zod';
import { invalidNavItems, navItemSchema } from './nav.js';

const name = z.string().min(1);
const label = z.string().min(1);

/** A page of the folder: `name` is its file name, with or without `.md` / `.mdx`. */
const metaFileItemSchema = z.strictObject({
  type: z.literal('file'),
  name,
  /** Sidebar text. Default: the page's title. */
  label: label.optional(),
  /** A short badge beside the text, e.g. `new`. */
  tag: z.string().optional(),
});

/** A subfolder, shown as a group of its own pages (ordered by its own `_meta.json`). */
const metaDirItemSchema = z.strictObject({
  type: z.literal('dir'),
  name,
  /** Group text. Default: the title of the folder's `index` page, else the folder's name. */
  label: label.optional(),
  /** Whether the group can be folded. Default: true. */
  collapsible: z.boolean().optional(),
  /** Whether the group starts folded (it opens anyway when it holds the page shown). Default: true. */
  collapsed: z.boolean().optional(),
  /** A short badge beside the text. */
  tag: z.string().optional(),
});

/** A line between entries. */
const metaDividerSchema = z.strictObject({
  type: z.literal('divider'),
  /** Dashed instead of solid. Default: false. */
  dashed: z.boolean().optional(),
});

/** A heading between entries that links nowhere. */
const metaSectionHeaderSchema = z.strictObject({
  type: z.literal('section-header'),
  label,
  tag: z.string().optional(),
});

/** A link to anywhere (another section, an external site), optionally with links below it. */
const metaCustomLinkSchema = z.strictObject({
  type: z.literal('custom-link'),
  label,
  /** A site path (without the language prefix) or an external URL. */
  link: z.string().min(1).optional(),
  tag: z.string().optional(),
  collapsible: z.boolean().optional(),
  collapsed: z.boolean().optional(),
  get items(): z.ZodOptional<z.ZodArray<typeof metaCustomLinkSchema>> {
    return z.array(metaCustomLinkSchema).optional();
  },
});

/**
 * `_meta.json` in a docs folder: the folder's sidebar entries, in order, as
 * Rspress writes them. A string names a file (with or without extension) or
 * a subfolder; what the list leaves out is not in the sidebar.
 */
export const metaFileSchema = z
  .array(z.union([name, z.discriminatedUnion('type', [metaFileItemSchema, metaDirItemSchema, metaDividerSchema, metaSectionHeaderSchema, metaCustomLinkSchema])]))
  .superRefine((items, ctx) => {
    const check = (item: MetaCustomLink, path: PropertyKey[]) => {
      if (item.link === undefined && item.items === undefined) ctx.addIssue({ code: 'custom', path: [...path, 'label'], message: 'a custom-link needs a `link`, `items`, or both' });
      item.items?.forEach((child, i) => check(child, [...path, 'items', i]));
    };
    items.forEach((item, i) => typeof item !== 'string' && item.type === 'custom-link' && check(item, [i]));
  });

/**
 * A category's `link`, as Docusaurus writes it: a page of its own listing the
 * category's entries as cards (`generated-index`), or one of its docs (`doc`);
 * `null` for none.
 */
export const categoryLinkSchema = z.union([
  z.looseObject({
    type: z.literal('generated-index'),
    /** The page's route from the language's root. Default: `/category/<the label, slugged>` (the default language's label, so the languages' pages are translations of each other). */
    slug: z.string().min(1).optional(),
    /** The page's title. Default: the label. */
    title: z.string().min(1).optional(),
    /** Shown under the title, and the page's description. */
    description: z.string().optional(),
  }),
  z.looseObject({
    type: z.literal('doc'),
    /** The doc's path below the language's folder, without extension (`guides/overview`); numeric prefixes (`01-`) may be left out. */
    id: z.string().min(1),
  }),
  z.null(),
]);

/**
 * `_category_.json` in a docs folder, as Docusaurus writes it: the group the
 * folder makes in a sidebar generated without a `_meta.json` above it. Keys
 * Docusaurus has and docsite does not use (`className`, `customProps`) are
 * allowed and ignored.
 */
export const categoryFileSchema = z.looseObject({
  /** Group text. Default: the title of the folder's `index` page, else the folder's name. */
  label: label.optional(),
  /** Where the group comes among its folder's entries: those with a position first, lowest first. Default: its index page's `sidebar_position`. */
  position: z.number().optional(),
  /** Whether the group starts folded (it opens anyway when it holds the page shown). Default: true. */
  collapsed: z.boolean().optional(),
  /** Whether the group can be folded. Default: true. */
  collapsible: z.boolean().optional(),
  /** What the group's text links to. Default: the folder's `index` page, if it has one. */
  link: categoryLinkSchema.optional(),
});

/** `_nav.json` at the top of a language folder: that language's navbar, used when the config gives it none. */
export const navFileSchema = z.array(navItemSchema).superRefine((items, ctx) => {
  for (const path of invalidNavItems(items, [])) ctx.addIssue({ code: 'custom', path, message: 'a nav item needs exactly one of `link` (a link) or `items` (a dropdown)' });
});

export type MetaFile = z.infer<typeof metaFileSchema>;
export type CategoryFile = z.infer<typeof categoryFileSchema>;
export type CategoryLink = z.infer<typeof categoryLinkSchema>;
export type MetaItem = MetaFile[number];
export type MetaCustomLink = z.infer<typeof metaCustomLinkSchema>;
