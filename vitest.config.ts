import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The theme's modules the build provides (cli/build/bundle.ts), stubbed so renderer code can be imported by unit tests.
  resolve: {
    alias: {
      'docsite:site': fileURLToPath(new URL('test/helpers/stub-site.ts', import.meta.url)),
      'docsite:components': fileURLToPath(new URL('test/helpers/stub-components.ts', import.meta.url)),
      'docsite:plugins': fileURLToPath(new URL('test/helpers/stub-plugins.ts', import.meta.url)),
      'docsite:theme': fileURLToPath(new URL('test/helpers/stub-theme.ts', import.meta.url)),
      'docsite:parts': fileURLToPath(new URL('test/helpers/stub-parts.ts', import.meta.url)),
    },
  },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
