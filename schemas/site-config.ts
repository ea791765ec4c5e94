import { z } from 'zod';
import { invalidNavItems, type navItemSchema } from './nav.js';
import type { DocsitePlugin } from './plugin.js';
import { languageCode, themeConfigSchema } from './theme-config.js';

/** Site-level texts for one language. */
export const localeSchema = z.strictObject({
  /** Language code; also the URL prefix for every language but the default. */
  lang: languageCode,
  /** Name shown in the language switcher, e.g. `简体中文`. */
  label: z.string().min(1),
  /** Site title in this language. Default: the site `title`. */
  title: z.string().optional(),
  /** Site description in this language. Default: the site `description`. */
  description: z.string().optional(),
});

/** A dismissible bar above the navbar. */
export const bannerSchema = z.strictObject({
  /** Text of the bar. */
  message: z.string().min(1),
  /** Optional link the message points to. */
  link: z.string().optional(),
  /** localStorage key that remembers the dismissal. Default: `docsite-banner-dismissed`. */
  storageKey: z.string().min(1).default('docsite-banner-dismissed'),
});

const algoliaSearchSchema = z.strictObject({
  provider: z.literal('algolia'),
  /** Algolia application ID. */
  appId: z.string().min(1),
  /** Search-only API key; never the admin key. */
  apiKey: z.string().min(1),
  /** Index holding the site's records. */
  indexName: z.string().min(1),
  /**
   * Hosts to send requests to instead of Algolia's own (`https://…` URLs, e.g.
   * a proxy), used by the dialog and `docsite search push`. Default: Algolia's
   * hosts for `appId`.
   */
  hosts: z.array(z.url({ protocol: /^https?$/ })).min(1).optional(),
});

const localSearchSchema = z.strictObject({ provider: z.literal('local') });

/** Page URLs. */
export const routeConfigSchema = z.strictObject({
  /** Link to pages without `.html` (`/guide/intro` rather than `/guide/intro.html`). Default: false. */
  cleanUrls: z.boolean().default(false),
  /** Glob patterns, relative to each language folder, of files that get no route. `fragments/` folders never do. Default: none. */
  exclude: z.array(z.string()).default([]),
});

export const markdownConfigSchema = z.strictObject({
  /** Number the lines of every code block. Default: false. */
  showLineNumbers: z.boolean().default(false),
  /** Wrap long lines in code blocks instead of scrolling. Default: false. */
  defaultWrapCode: z.boolean().default(false),
  /** Options for the shiki highlighter. Default: `github-light` and `github-dark`, grammars loaded as fences name them. */
  shiki: z
    .strictObject({
      /** Code themes for light and dark mode: names of shiki's bundled themes. Default: `github-light`, `github-dark`. */
      themes: z.strictObject({ light: z.string(), dark: z.string() }).optional(),
      /** Grammars loaded for every page besides those its fences name (shiki's bundled language names). Default: none. */
      langs: z.array(z.string()).optional(),
    })
    .default({}),
});

export const siteConfigSchema = z
  .strictObject({
  /** Folder holding one sub-folder of pages per language, relative to the site folder. Default: `docs`. */
  root: z.string().min(1).default('docs'),
  /** URL path the site is served under; starts and ends with `/`. Default: `/`. */
  base: z
    .string()
    .regex(/^\/(.*\/)?$/, 'expected a path that starts and ends with `/`, such as `/` or `/docs/`')
    .default('/'),
  /** Site title, used in `<title>` and as lvl0 of pages outside every nav section. Default: `docsite`. */
  title: z.string().min(1).default('docsite'),
  /** Site description for `<meta name="description">`. Default: empty. */
  description: z.string().default(''),
  /** Favicon path or URL. */
  icon: z.string().optional(),
  /**
   * The picture link previews show (`og:image`, `twitter:image`) for pages without an `image` of their own: a file of
   * `public/` (`/social-card.png`, under the base) or a web address, which social sites need to show it.
   */
  image: z.string().min(1).optional(),
  /** Navbar logo: one image, or one per color scheme. */
  logo: z.union([z.string(), z.strictObject({ light: z.string(), dark: z.string() })]).optional(),
  /** Text beside the navbar logo. */
  logoText: z.string().optional(),
  /** Default language: served without a URL prefix. Default: `en`. */
  lang: languageCode.default('en'),
  /** Languages of the site. Default: only `lang`. */
  locales: z.array(localeSchema).default([]),
  /**
   * Fallback content, as Starlight and Docusaurus serve it: a page of the default language that another language
   * lacks is that language's page too, at its route, with its chrome and a notice that it is not translated yet.
   * `false`: such a page has no route in that language. Default: `true`.
   */
  fallbackContent: z.boolean().default(true),
  /** Routing options. */
  route: routeConfigSchema.default({ cleanUrls: false, exclude: [] }),
  /** Theme options. */
  themeConfig: themeConfigSchema.default({
    lastUpdated: false,
    hideNavbar: 'never',
    socialLinks: [],
    locales: [],
    sidebar: {},
    nav: [],
  }),
  /**
   * Versioned docs: the list of versions, each built from `docs/<version>/<lang>/`,
   * and the default one, served without a prefix (the others under `/<version>/`).
   * Default: none.
   */
  multiVersion: z
    .strictObject({
      default: z.string().default(''),
      versions: z.array(z.string().regex(/^[\w.-]+$/, 'expected a version name that is one URL segment (letters, digits, `.`, `-`, `_`), such as "v1" or "2.x"')).default([]),
    })
    .superRefine((multiVersion, context) => {
      const { versions } = multiVersion;
      if (versions.length === 0 && multiVersion.default !== '') context.addIssue({ code: 'custom', path: ['versions'], message: `expected the list of versions, "${multiVersion.default}" among them` });
      if (versions.length > 0 && !versions.includes(multiVersion.default)) {
        context.addIssue({ code: 'custom', path: ['default'], message: `expected one of the versions (${versions.map((v) => `"${v}"`).join(', ')}), received "${multiVersion.default}"` });
      }
      const twice = versions.find((version, i) => versions.indexOf(version) !== i);
      if (twice) context.addIssue({ code: 'custom', path: ['versions'], message: `"${twice}" is listed twice` });
    })
    .default({ default: '', versions: [] }),
  /** Search: the embedded local engine (default) or hosted Algolia. `false` turns search off. */
  search: z
    .union([z.literal(false), z.discriminatedUnion('provider', [localSearchSchema, algoliaSearchSchema])])
    .default({ provider: 'local' }),
  /** Markdown rendering options. */
  markdown: markdownConfigSchema.default({ showLineNumbers: false, defaultWrapCode: false, shiki: {} }),
  /** A dismissible announcement bar. */
  banner: bannerSchema.optional(),
  /**
   * Module, relative to the site folder, whose named exports are React
   * components every page can use in MDX without importing them, e.g.
   * `./components/index.tsx` exporting `Badge` lets pages write `<Badge />`.
   * Default: none (the built-in components only).
   */
  components: z.string().min(1).optional(),
  /**
   * Module, relative to the site folder, whose named exports replace theme
   * components of the same name (`Layout`, `Navbar`, `NotFound`, …; the list is
   * `OVERRIDABLE_COMPONENTS`). The originals are importable from
   * `docsite/theme`, so a replacement can wrap them. Default: `theme/index.tsx`
   * (or `.ts`, `.jsx`, `.js`) when the site folder has one, else none.
   */
  theme: z.string().min(1).optional(),
  /**
   * Import specifiers mapped to other modules, for imports in pages and in the
   * `components` and `theme` modules: `{ "@theme": "./src/theme-shim.tsx" }`. A key matches
   * the specifier itself or its start followed by `/`; a value that starts with
   * `.` is relative to the site folder, any other names a package or
   * `docsite/theme` / `docsite/runtime`. Rspress's theme and runtime modules
   * already map to docsite's. The site's `tsconfig.json` `paths` apply too.
   * Default: none.
   */
  alias: z.record(z.string().min(1), z.string().min(1)).default({}),
  /**
   * Plugins, in the order their hooks run (after the built-in ones; a
   * plugin's `enforce` moves it first or last): `[pluginSitemap({ siteUrl })]`.
   * A TypeScript or JavaScript config only. Default: none.
   */
  plugins: z.array(z.custom<DocsitePlugin>((value) => typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string', 'expected a plugin object with a `name`')).optional(),
  /**
   * Dead links that do not fail the build, for docs brought from elsewhere
   * with links that lead nowhere yet (VitePress's key): `true` for every one,
   * or a list whose entries match a link as written or the route or path it
   * resolves to: a string exactly, a RegExp by `test`, a function
   * `(link) => boolean`. `'localhostLinks'` is accepted as VitePress has it:
   * docsite never checks `http://localhost` links. Applies to page content
   * and to the config's and `_meta.json`'s links. Default: none.
   */
  ignoreDeadLinks: z
    .union([
      z.boolean(),
      z.literal('localhostLinks'),
      z.array(z.union([z.string(), z.instanceof(RegExp), z.custom<(link: string) => boolean>((value) => typeof value === 'function', 'expected a string, a RegExp or a function')])),
    ])
    .optional(),
  /** IANA time zone for last-updated texts, e.g. `Asia/Shanghai`. Default: `UTC`. */
  timeZone: z
    .string()
    .refine(isTimeZone, 'expected an IANA time zone such as `UTC` or `Asia/Shanghai`')
    .default('UTC'),
  })
  .superRefine((config, ctx) => {
    const langs = siteLanguages(config);
    if (config.locales.length > 0 && !config.locales.some((l) => l.lang === config.lang)) {
      ctx.addIssue({ code: 'custom', path: ['locales'], message: `expected an entry for the default language \`${config.lang}\`` });
    }
    config.multiVersion.versions.forEach((version, i) => {
      if (langs.includes(version)) ctx.addIssue({ code: 'custom', path: ['multiVersion', 'versions', i], message: `"${version}" is also a language code, so its URLs would be ambiguous: give the version a name that is no language code, such as "v1" or "1.x"` });
    });
    const navs: [PropertyKey[], z.infer<typeof navItemSchema>[] | undefined][] = [
      [['themeConfig', 'nav'], config.themeConfig.nav],
      ...config.themeConfig.locales.map((l, i): [PropertyKey[], typeof l.nav] => [['themeConfig', 'locales', i, 'nav'], l.nav]),
    ];
    for (const [at, items] of navs) {
      for (const path of invalidNavItems(items ?? [], at)) {
        ctx.addIssue({ code: 'custom', path, message: 'a nav item needs exactly one of `link` (a link) or `items` (a dropdown)' });
      }
    }
    config.themeConfig.locales.forEach((locale, i) => {
      if (!langs.includes(locale.lang)) {
        ctx.addIssue({
          code: 'custom',
          path: ['themeConfig', 'locales', i, 'lang'],
          message: `\`${locale.lang}\` is not a site language (${langs.join(', ')}); add it to \`locales\``,
        });
      }
    });
  });

/** The site's languages, the default first. */
export function siteLanguages(config: Pick<SiteConfig, 'lang' | 'locales'>): string[] {
  const others = config.locales.map((l) => l.lang).filter((l) => l !== config.lang);
  return [config.lang, ...others];
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** What authors write in `docsite.config.*`. */
export type UserConfig = z.input<typeof siteConfigSchema>;
/** The config with every default filled in, as written to `site.json`. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
