// Modules the build provides (cli/build/bundle.ts); `data/site.tsx` and `components/Content.tsx` give them their types.
declare module 'docsite:site' {
  const site: unknown;
  export default site;
}

declare module 'docsite:components' {
  const components: Record<string, unknown>;
  export default components;
}

declare module 'docsite:plugins' {
  /** The plugins' `globalUIComponents`: each module's default export with its props. */
  export const globalUIComponents: [import('react').ComponentType<Record<string, unknown>>, Record<string, unknown>][];
}

// Written by the pre-rendered HTML (cli/build/html.ts): the route shown, its page data URL
// (none on a 404 page) and the folder of this build's route buckets — here rather than in
// the bundle, so content edits leave the bundle as it is. Declared here, not in entry-client.tsx,
// so the public types (tsconfig.types.json) type-check without the entry.
interface Window {
  __DOCSITE__: { routePath: string; page: string | undefined; routes: string };
}

// Stylesheets are bundled by esbuild into the site's CSS file.
declare module '*.css' {}
