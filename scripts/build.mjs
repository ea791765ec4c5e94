// Builds lib/: schemas/ transpiled file by file (the package's exports, and
// `defineConfig` for configs), and the CLI bundled, because Node's ESM loader
// pays per module and the parser alone is a hundred of them. The parser sits
// in a chunk loaded only when a page needs parsing; the worker is its own entry.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync(new URL('../lib', import.meta.url), { recursive: true, force: true });
const common = { format: 'esm', platform: 'node', target: 'node20', sourcemap: 'linked', logLevel: 'warning' };
await build({ ...common, entryPoints: ['schemas/**/*.ts'], outdir: 'lib/schemas', outbase: 'schemas' });
await build({
  ...common,
  entryPoints: { bin: 'cli/bin.ts', 'page-worker': 'cli/pipeline/page-worker.ts' },
  outdir: 'lib/cli',
  bundle: true,
  splitting: true,
  chunkNames: '[name]-[hash]',
  // esbuild ships a native binary; it is loaded from node_modules, and only for TypeScript configs.
  external: ['esbuild'],
  // Bundled CommonJS dependencies call require() for Node built-ins.
  banner: { js: "import { createRequire as __docsiteRequire } from 'node:module'; const require = __docsiteRequire(import.meta.url);" },
});
