declare const __DOCSITE_BUILD__: string | undefined;

/**
 * Which build of docsite this is (`scripts/build.mjs` defines it from the
 * sources it bundles; `source` when the sources run as they are). What one
 * build cached is trusted only by that build: another may extract, bundle or
 * render otherwise with the same inputs.
 */
export const BUILD_ID = typeof __DOCSITE_BUILD__ === 'string' ? __DOCSITE_BUILD__ : 'source';
