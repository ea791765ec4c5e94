/** `docsite:versions` for renderer unit tests (vitest.config.ts): a site without versions, whose module is empty. */
export {};
