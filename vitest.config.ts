import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Files that drive a browser or a dev server, or kill builds, whose waits are tight for a loaded machine (dev's settle
 * window and memory, the hydration of every route in one budget, a slow host's stalled state, the preview before
 * dev's first build): they run one at a time, after the rest. Running the browser tests alongside the others too
 * took the suite from 846 to 947 s on a 2-core machine: Chromium's processes want the second core.
 */
const ALONE = ['test/e2e/**/*.test.ts', 'test/cli/dev-*.test.ts', 'test/cli/cache-safety.test.ts'];

/** A project of the suite; the build of lib/ (`globalSetup`) stays the root's, which runs it once. */
const project = (test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration => ({
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
  // Hooks build whole sites (our docs, fixtures); on a loaded 2-core CI machine that outlasts vitest's 10 s default.
  // Tests too: with three files at a time, the slowest (a build three times over, every page of our docs) take 17 s.
  test: { testTimeout: 60_000, hookTimeout: 120_000, setupFiles: ['test/helpers/remove-temp-dirs.ts'], ...test },
});

export default defineConfig({
  test: {
    globalSetup: ['test/helpers/global-setup.ts'],
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    // Vitest's default on 2 cores is one file at a time, while most files wait on the processes they start: the
    // shared files take 411 s three at a time, 456 s two at a time.
    projects: [
      // One module graph per worker, not one per file: importing lib/ and vitest again for each of ~100 files was
      // 84 of its 545 s. The files share no state through modules: each builds its own sites, in temp dirs. The
      // files run alone do so too: ~1.5 s of each of their 17 files was that import (160 → 149 s on a fast machine).
      project({ name: 'shared', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'], exclude: [...configDefaults.exclude, ...ALONE], maxWorkers: 3, isolate: false, sequence: { groupOrder: 0 } }),
      project({ name: 'alone', include: ALONE, maxWorkers: 1, isolate: false, sequence: { groupOrder: 1 } }),
    ],
  },
});
