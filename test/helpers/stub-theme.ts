/** `docsite:theme` for renderer unit tests (vitest.config.ts): a site without a theme module, which replaces nothing. */
export const themed = false;
