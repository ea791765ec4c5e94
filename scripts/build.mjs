// Transpiles schemas/ and cli/ to lib/ (no bundling: dependencies stay in node_modules).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync(new URL('../lib', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: ['schemas/**/*.ts', 'cli/**/*.ts'],
  outdir: 'lib',
  outbase: '.',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
});
