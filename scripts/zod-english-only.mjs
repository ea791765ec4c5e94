// zod 4's `z` namespace re-exports every one of its ~45 locales (`z.locales`), so a bundle that imports `z` holds
// 340 KB of error messages in other languages, parsed at every CLI start and in every parsing thread. docsite reports
// zod's messages in English only (classic/schemas.js registers `en` itself), so the CLI bundle keeps `en` alone.
import { readFile } from 'node:fs/promises';

const ENGLISH = 'export { default as en } from "./en.js";';

/** zod's locales index with only its English export; throws when the index is not the one this was written for. */
export function englishOnly(code) {
  if (!code.split('\n').includes(ENGLISH)) {
    throw new Error("zod's v4/locales/index.js is not what scripts/zod-english-only.mjs patches: check how it exports `en`, then update or drop the patch");
  }
  return `${ENGLISH}\n`;
}

/** The esbuild plugin that bundles zod with `englishOnly`. */
export const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(build) {
    build.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, async (args) => ({
      contents: englishOnly(await readFile(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};
