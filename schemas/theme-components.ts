/**
 * The public face of the theme for pages: `docsite/theme`. Zod-free, so the
 * index workers (which check what a page imports) and the renderer (which
 * registers the components) read one list.
 */
export const THEME_MODULE = 'docsite/theme';

/** Components every page may use without importing them, or import by name from `docsite/theme`. */
export const THEME_COMPONENTS = ['Aside', 'Badge', 'Card', 'CardGrid', 'Code', 'CodeBlock', 'Details', 'DocCardList', 'FileTree', 'Icon', 'Link', 'LinkButton', 'LinkCard', 'PackageManagerTabs', 'SourceCode', 'Steps', 'Tab', 'Tabs', 'ThemedImage', 'Toc', 'ToolsShowcase'] as const;

export type ThemeComponentName = (typeof THEME_COMPONENTS)[number];

/**
 * The theme components a site's `theme` module may replace: a named export of
 * one of these names is rendered wherever the theme renders its own. The
 * originals stay importable from `docsite/theme`, so a replacement can wrap them.
 */
export const OVERRIDABLE_COMPONENTS = [
  'Layout',
  'Banner',
  'Navbar',
  'SearchButton',
  'LangSwitch',
  'VersionSwitch',
  'VersionNotice',
  'ThemeToggle',
  'Sidebar',
  'DocPage',
  'DocFooter',
  'Outline',
  'HomeHero',
  'HomeFeatures',
  'NotFound',
  'Footer',
] as const;

export type OverridableComponent = (typeof OVERRIDABLE_COMPONENTS)[number];

/** The props of `Layout` that take content (React nodes) and put it at a fixed place of every page that has that place. */
export const LAYOUT_SLOTS = [
  'beforeNav',
  'afterNav',
  'beforeSidebar',
  'afterSidebar',
  'beforeDocContent',
  'afterDocContent',
  'beforeDocFooter',
  'beforeOutline',
  'afterOutline',
  'beforeHero',
  'afterHero',
  'bottom',
] as const;

export type LayoutSlot = (typeof LAYOUT_SLOTS)[number];

/** Other tools' names for our components, where they differ: Docusaurus's `@theme/TabItem`, `@theme/Admonition` and `@theme/TOCInline`, Starlight's `TabItem`. */
const OTHER_NAMES: Readonly<Record<string, ThemeComponentName>> = { TabItem: 'Tab', Admonition: 'Aside', TOCInline: 'Toc' };

/** The component a name imported from `docsite/theme` means: ours, or ours under another tool's name. */
export function themeComponentNamed(name: string): ThemeComponentName | undefined {
  return OTHER_NAMES[name] ?? (THEME_COMPONENTS as readonly string[]).find((known) => known === name) as ThemeComponentName | undefined;
}

/**
 * The component a default import of `docsite/theme/<Name>` means (what
 * Docusaurus's `import TabItem from '@theme/TabItem'` becomes once `@theme`
 * is `docsite/theme`), or undefined when the theme has none by that name.
 */
export function themeModuleComponent(specifier: string): ThemeComponentName | undefined {
  if (!specifier.startsWith(`${THEME_MODULE}/`)) return undefined;
  return themeComponentNamed(specifier.slice(THEME_MODULE.length + 1));
}

/** Docusaurus's own modules that docsite has (`renderer/compat/docusaurus.ts`), by their export there: `docsite/docusaurus/<name>`. */
export const DOCUSAURUS_MODULE = 'docsite/docusaurus';
/** Rspress's runtime as docsite has it (`renderer/compat/rspress.ts`). */
export const RSPRESS_MODULE = 'docsite/rspress';
/**
 * Each part by its module's name: its default export (the part's name, unless the module has none, as
 * `@docusaurus/router` has none) and the named exports it has besides (`import Translate, { translate }`).
 */
const DOCUSAURUS_PARTS: Readonly<Record<string, { default: boolean; named: readonly string[] }>> = {
  useBaseUrl: { default: true, named: [] },
  BrowserOnly: { default: true, named: [] },
  useDocusaurusContext: { default: true, named: [] },
  Translate: { default: true, named: ['translate'] },
  useIsBrowser: { default: true, named: [] },
  ExecutionEnvironment: { default: true, named: [] },
  router: { default: false, named: ['useLocation', 'useHistory'] },
  'theme-common': { default: false, named: ['useColorMode'] },
  Heading: { default: true, named: [] },
};

/**
 * What a default import of one part of the theme means: `docsite/theme/<Name>`
 * a component of `docsite/theme` (`themeModuleComponent`), `docsite/docusaurus/<name>`
 * an export of Docusaurus's modules (what `import useBaseUrl from '@docusaurus/useBaseUrl'`
 * becomes); undefined for anything else.
 */
export function moduleDefault(specifier: string): { module: typeof THEME_MODULE | typeof DOCUSAURUS_MODULE; name: string | undefined; named: readonly string[] } | undefined {
  const component = themeModuleComponent(specifier);
  if (component) return { module: THEME_MODULE, name: component, named: [] };
  if (!specifier.startsWith(`${DOCUSAURUS_MODULE}/`)) return undefined;
  const name = specifier.slice(DOCUSAURUS_MODULE.length + 1);
  if (!Object.hasOwn(DOCUSAURUS_PARTS, name)) return undefined;
  const part = DOCUSAURUS_PARTS[name]!;
  return { module: DOCUSAURUS_MODULE, name: part.default ? name : undefined, named: part.named };
}

/**
 * Import specifiers of other tools' themes that mean `docsite/theme` without
 * any config, so pages moved from Rspress keep their imports (`@theme` is
 * Rspress's alias; Docusaurus's `@theme/Tabs` and `@theme/TabItem` follow
 * from it, see `themeModuleComponent`), and so do Starlight's
 * (`import { Tabs, TabItem, Aside, Icon, LinkButton } from '@astrojs/starlight/components'`). A site's
 * `alias` adds to these and wins over them. Written out as literals, not built from the names above: a
 * template string keeps esbuild from dropping the table from the browser's first load, where nothing reads it.
 */
export const DEFAULT_ALIAS: Readonly<Record<string, string>> = {
  '@theme': 'docsite/theme',
  '@rspress/core/theme': 'docsite/theme',
  '@rspress/theme-default': 'docsite/theme',
  'rspress/theme': 'docsite/theme',
  // Rspress's runtime: docsite's, with its `useDark` and `NoSSR` (renderer/compat/rspress.ts).
  '@rspress/core/runtime': 'docsite/rspress',
  'rspress/runtime': 'docsite/rspress',
  '@astrojs/starlight/components': 'docsite/theme',
  // Docusaurus's: its `<Link to>` is the theme's `Link`; `useBaseUrl`, `BrowserOnly`, `useDocusaurusContext`, `Translate`,
  // `useIsBrowser`, `ExecutionEnvironment`, the router's hooks and `useColorMode` docsite's own; `@site` the site folder
  // (`@site/src/components/Card`).
  '@docusaurus/Link': 'docsite/theme/Link',
  '@docusaurus/useBaseUrl': 'docsite/docusaurus/useBaseUrl',
  '@docusaurus/BrowserOnly': 'docsite/docusaurus/BrowserOnly',
  '@docusaurus/useDocusaurusContext': 'docsite/docusaurus/useDocusaurusContext',
  '@docusaurus/Translate': 'docsite/docusaurus/Translate',
  '@docusaurus/useIsBrowser': 'docsite/docusaurus/useIsBrowser',
  '@docusaurus/ExecutionEnvironment': 'docsite/docusaurus/ExecutionEnvironment',
  '@docusaurus/router': 'docsite/docusaurus/router',
  '@docusaurus/theme-common': 'docsite/docusaurus/theme-common',
  // Docusaurus 3's heading of its components and pages (`<Heading as="h2" id="usage">`), over `@theme`'s.
  '@theme/Heading': 'docsite/docusaurus/Heading',
  '@site': '.',
};

/**
 * What `specifier` imports once `alias` applies: a key matches the specifier
 * itself, or its start followed by `/` (`@site/x` → `./src/x`). The longest
 * matching key wins.
 */
export function applyAlias(specifier: string, alias: Readonly<Record<string, string>>): string {
  let best: string | undefined;
  for (const key of Object.keys(alias)) {
    if ((specifier === key || specifier.startsWith(`${key}/`)) && (!best || key.length > best.length)) best = key;
  }
  return best === undefined ? specifier : alias[best]! + specifier.slice(best.length);
}
