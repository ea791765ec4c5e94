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
  get items(): z.ZodOptional<z.ZodArray<typeof sidebarItemSchema>> {
    return z.array(sidebarItemSchema).optional();
  },
});

export type SidebarItem = z.infer<typeof sidebarItemSchema>;

/**
 * Sidebars keyed by the path prefix of the section they serve, e.g.
 * `{ '/guide/': [...], '/api/': [...] }`; the longest matching prefix wins.
 */
export const sidebarSchema = z.record(z.string(), z.array(sidebarItemSchema));

export type Sidebar = z.infer<typeof sidebarSchema>;
