import { z } from 'zod';

/** A sidebar entry: a page link, or a group of entries (`items`). */
export const sidebarItemSchema = z.strictObject({
  /** Label shown in the sidebar. */
  text: z.string().min(1),
  /** Page path, e.g. `/guide/start/introduction`; optional on groups. */
  link: z.string().min(1).optional(),
  /** Whether a group can be folded. Default: true for groups. */
  collapsible: z.boolean().optional(),
  /** Whether a collapsible group starts folded. Default: false (expanded). */
  collapsed: z.boolean().optional(),
  /** A short badge shown beside the text, e.g. `new`. */
  tag: z.string().optional(),
  /** Source file the entry was generated from, relative to the docs root (set by tooling). */
  _fileKey: z.string().optional(),
  /** Child entries; their presence makes this entry a group. */
  get items(): z.ZodOptional<z.ZodArray<typeof sidebarEntrySchema>> {
    return z.array(sidebarEntrySchema).optional();
  },
});

/** A line between entries, as Rspress writes it: `{ dividerType: 'solid' }`. */
export const sidebarDividerSchema = z.strictObject({
  /** `solid` or `dashed`. */
  dividerType: z.enum(['solid', 'dashed']),
});

/** A heading between entries that links nowhere, as Rspress writes it: `{ sectionHeaderText: 'Advanced' }`. */
export const sidebarSectionHeaderSchema = z.strictObject({
  /** The heading's text. */
  sectionHeaderText: z.string().min(1),
  /** A short badge shown beside it. */
  tag: z.string().optional(),
});

export const sidebarEntrySchema = z.union([sidebarItemSchema, sidebarDividerSchema, sidebarSectionHeaderSchema]);

export type SidebarItem = z.infer<typeof sidebarItemSchema>;
export type SidebarDivider = z.infer<typeof sidebarDividerSchema>;
export type SidebarSectionHeader = z.infer<typeof sidebarSectionHeaderSchema>;
export type SidebarEntry = z.infer<typeof sidebarEntrySchema>;

/**
 * Sidebars keyed by the path prefix of the section they serve, e.g.
 * `{ '/guide/': [...], '/api/': [...] }`; the longest matching prefix wins.
 */
export const sidebarSchema = z.record(z.string(), z.array(sidebarEntrySchema));

export type Sidebar = z.infer<typeof sidebarSchema>;
