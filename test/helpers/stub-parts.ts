/** `docsite:parts` for renderer unit tests (vitest.config.ts): a site without versions or tools popover, whose module is empty. */
export {};
