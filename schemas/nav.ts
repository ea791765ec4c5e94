import { z } from 'zod';

/** A top-navigation entry: a link, or a dropdown of links (`items`). */
export const navItemSchema = z.strictObject({
  /** Label shown in the navbar. */
  text: z.string().min(1),
  /**
   * Target: an external URL, or a site path written without the language
   * prefix (`/guide/start/introduction.html`); the renderer adds `/zh` on Chinese pages.
   */
  link: z.string().min(1).optional(),
  /**
   * Regular expression (as a string) matched against the current path,
   * without its language prefix, to mark the entry active, e.g. `/guide/`.
   * Default: the link's folder (`/guide/start/` for `/guide/start/introduction.html`); a link to `/` is active on `/` only.
   */
  activeMatch: z.string().refine(isRegExp, 'expected a valid regular expression').optional(),
  /** Entries of a dropdown menu; an entry has either `link` or `items`. */
  get items(): z.ZodOptional<z.ZodArray<typeof navItemSchema>> {
    return z.array(navItemSchema).optional();
  },
});

export type NavItem = z.infer<typeof navItemSchema>;

/** Paths (below `at`) of nav items that have both or neither of `link` and `items`. */
export function invalidNavItems(items: readonly NavItem[], at: PropertyKey[]): PropertyKey[][] {
  return items.flatMap((item, i) => {
    const here = [...at, i];
    const own = (item.link === undefined) === (item.items === undefined) ? [here] : [];
    return [...own, ...invalidNavItems(item.items ?? [], [...here, 'items'])];
  });
}

function isRegExp(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}
