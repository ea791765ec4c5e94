// For TypeScript: `import './components.css'` is a stylesheet, which docsite bundles into the site's CSS.
declare module '*.css';
