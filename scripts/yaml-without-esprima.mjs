// js-yaml 3 (gray-matter's YAML) require()s esprima when it loads, for its
// `!!js/function` type: ~40 ms of every CLI run's start, and of every parse
// thread's. That type is only in the full schema; gray-matter reads YAML with
// `safeLoad`, whose schema does not have it, and nothing in docsite calls
// `load`. So the CLI bundle leaves esprima out: a `!!js/function` tag would then
// fail as it does wherever esprima is not installed.
import { readFile } from 'node:fs/promises';

const REQUIRE = "esprima = _require('esprima');";

/** js-yaml's type/js/function.js without its esprima require; throws when the code is not the one this was written for. */
export function withoutEsprima(code) {
  if (code.split(REQUIRE).length !== 2) {
    throw new Error("js-yaml's type/js/function.js is not what scripts/yaml-without-esprima.mjs patches: check whether it still loads esprima, then update or drop the patch");
  }
  return code.replace(REQUIRE, '');
}

/** The esbuild plugin that bundles js-yaml with `withoutEsprima`. */
export const yamlWithoutEsprima = {
  name: 'yaml-without-esprima',
  setup(build) {
    build.onLoad({ filter: /[\\/]js-yaml[\\/]lib[\\/]js-yaml[\\/]type[\\/]js[\\/]function\.js$/ }, async (args) => ({
      contents: withoutEsprima(await readFile(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};
