/** Stands in for the build's `docsite:plugins` module in unit tests: no plugin components. */
export const globalUIComponents: [unknown, Record<string, unknown>][] = [];
