// Modules the build provides (cli/build/bundle.ts); `data/site.tsx` and `components/Content.tsx` give them their types.
declare module 'docsite:site' {
  const site: unknown;
  export default site;
}

declare module 'docsite:components' {
  const components: Record<string, unknown>;
  export default components;
}

// Stylesheets are bundled by esbuild into the site's CSS file.
declare module '*.css' {}
