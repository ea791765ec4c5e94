import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
