/** `docsite:components` for renderer unit tests (vitest.config.ts): a site with no components of its own. */
const components: Record<string, unknown> = {};

export default components;
