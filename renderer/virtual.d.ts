// Modules the build provides (cli/build/bundle.ts); `data/site.tsx` and `components/Content.tsx` give them their types.
declare module 'docsite:site' {
  const site: unknown;
  export default site;
}

declare module 'docsite:components' {
  const components: Record<string, unknown>;
  export default components;
}

declare module 'docsite:theme' {
  /** The site theme module's replacements of theme components, by name; none when the site has no theme module. */
  /** `themed`: whether the site has a theme module at all (a constant of its bundle). */
  const overrides: import('./theme-props.js').ThemeOverrides & { readonly themed: boolean };
  export = overrides;
}

declare module 'docsite:parts' {
  /** The banner, the version switcher and notice on a site with `multiVersion` versions, the tools showcase and popover (`data/showcase.json`) and the overview groups on a site that has them; none on others. */
  const parts: {
    readonly Banner?: import('react').ComponentType;
    readonly VersionSwitch?: import('react').ComponentType;
    readonly VersionNotice?: import('react').ComponentType;
    readonly ToolsPopover?: import('react').ComponentType;
    readonly ToolsShowcase?: import('react').ComponentType;
    readonly OverviewGroups?: typeof import('./components/OverviewPage.js').OverviewGroups;
  };
  export = parts;
}

declare module 'docsite:plugins' {
  /** The plugins' `globalUIComponents`: each module's default export with its props. */
  export const globalUIComponents: [import('react').ComponentType<Record<string, unknown>>, Record<string, unknown>][];
}

// Written by the pre-rendered HTML (cli/build/html.ts): the route shown, its page data URL
// (none on a 404 page) and the folder of this build's route buckets — here rather than in
// the bundle, so content edits leave the bundle as it is. So do the URLs of the sidebars
// generated from folders, by language and section. Declared here, not in entry-client.tsx,
// so the public types (tsconfig.types.json) type-check without the entry.
interface Window {
  __DOCSITE__: { routePath: string; page: string | undefined; routes: string; buckets: number; sidebars?: Record<string, Record<string, string>> };
}

// Stylesheets are bundled by esbuild into the site's CSS file.
declare module '*.css' {}
