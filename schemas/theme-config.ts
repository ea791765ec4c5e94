import { z } from 'zod';
import { navItemSchema } from './nav.js';
import { sidebarSchema } from './sidebar.js';

export const languageCode = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/, 'expected a language code such as `en` or `zh`');

/** "Edit this page" link: `docRepoBaseUrl` + the page's path below the docs root. */
export const editLinkSchema = z.strictObject({
  /** URL of the docs root in the source repository, e.g. `https://github.com/o/r/tree/main/content/docs`. */
  docRepoBaseUrl: z.string().url(),
  /** Link text, e.g. `Edit this page on GitHub`. */
  text: z.string().min(1),
});

/** Texts of the overview page's filter (pages with `overview: true`). */
export const overviewTextsSchema = z.strictObject({
  /** Placeholder of the filter input. */
  filterPlaceholderText: z.string().optional(),
  /** Text shown when the filter matches nothing. */
  filterNoResultText: z.string().optional(),
});

/** Theme texts and navigation for one language. */
export const themeLocaleSchema = z.strictObject({
  /** Language code this entry serves; must be one of the site's languages. */
  lang: languageCode,
  /** Name shown in the language switcher. */
  label: z.string().min(1),
  /** Edit link for pages in this language. */
  editLink: editLinkSchema.optional(),
  /** Overview filter texts for this language. */
  overview: overviewTextsSchema.optional(),
  /** Top navigation for this language. Default: `themeConfig.nav`. */
  nav: z.array(navItemSchema).optional(),
  /** Sidebars for this language, keyed by section prefix (without the language prefix). */
  sidebar: sidebarSchema.optional(),
});

/** A link in the navbar's social row. */
export const socialLinkSchema = z.strictObject({
  /** Which icon to show. */
  icon: z.enum(['github', 'npm', 'discord', 'x', 'gitlab', 'youtube', 'bluesky', 'mastodon', 'slack', 'linkedin']),
  /** `link`: `content` is a URL; `text`: `content` shows in a tooltip; `img`: `content` is an image URL shown on hover. */
  mode: z.enum(['link', 'text', 'img']).default('link'),
  /** URL, text or image address, depending on `mode`. */
  content: z.string().min(1),
});

export const themeConfigSchema = z.strictObject({
  /** Show each page's last-updated time (from git). Default: false. */
  lastUpdated: z.boolean().default(false),
  /** Footer contents. */
  footer: z.strictObject({ /** Text (may hold inline HTML) shown in the footer. */ message: z.string() }).optional(),
  /** `always` hides the navbar, `auto` hides it while scrolling down, `never` keeps it. Default: `never`. */
  hideNavbar: z.enum(['always', 'auto', 'never']).default('never'),
  /** Social links in the navbar. Default: none. */
  socialLinks: z.array(socialLinkSchema).default([]),
  /** Per-language navigation and texts. Default: none (the top-level `nav` and `sidebar` serve every language). */
  locales: z.array(themeLocaleSchema).default([]),
  /** Sidebars for languages without their own. Default: none. */
  sidebar: sidebarSchema.default({}),
  /** Top navigation for languages without their own. Default: none. */
  nav: z.array(navItemSchema).default([]),
});
