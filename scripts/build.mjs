// Builds lib/: schemas/ transpiled file by file (the package's exports, and
// `defineConfig` for configs), the CLI bundled, because Node's ESM loader
// pays per module and the parser alone is a hundred of them, and the
// published declarations (lib/types/). The parser sits in a chunk loaded only
// when a page needs parsing; the worker is its own entry.
//
// `--sourcemap` adds linked source maps for debugging the CLI (node --enable-source-maps);
// the default build, the one `prepare` makes and the package ships, has none.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { emitTypes } from './emit-types.mjs';
import { fromMarkdownContext } from './from-markdown-context.mjs';
import { yamlWithoutEsprima } from './yaml-without-esprima.mjs';
import { zodEnglishOnly } from './zod-english-only.mjs';

// Identifies this build's code: the incremental cache is void under any other, so no one forgets to invalidate it.
const sources = ['cli', 'schemas', 'plugins'].flatMap((dir) => readdirSync(dir, { recursive: true }).map((file) => `${dir}/${file}`)).filter((file) => file.endsWith('.ts')).sort();
const buildId = createHash('sha256');
for (const file of [...sources, 'scripts/server-vendor.cjs', 'package-lock.json']) buildId.update(file).update(readFileSync(file));

// Built beside lib/ and swapped in, so a CLI run (or a parallel test run) never meets a half-written lib/.
const out = `lib.tmp-${process.pid}`;
rmSync(out, { recursive: true, force: true });
const common = { format: 'esm', platform: 'node', target: 'node20', sourcemap: process.argv.includes('--sourcemap') ? 'linked' : false, logLevel: 'warning' };
await build({ ...common, entryPoints: ['schemas/**/*.ts'], outdir: `${out}/schemas`, outbase: 'schemas' });
await build({
  ...common,
  entryPoints: { bin: 'cli/bin.ts', 'page-worker': 'cli/pipeline/page-worker.ts', 'search-worker': 'cli/search/search-worker.ts' },
  outdir: `${out}/cli`,
  bundle: true,
  splitting: true,
  chunkNames: '[name]-[hash]',
  // esbuild ships a native binary; it is loaded from node_modules, and only for TypeScript configs.
  // shiki's grammars and themes (13 MB) are loaded one by one from its own package as pages need them: bundled, they would
  // ship twice. Its core stays bundled: external, its modules would add ~20 ms to every parse worker's start.
  external: ['esbuild', 'shiki/langs', 'shiki/themes'],
  define: { __DOCSITE_BUILD__: JSON.stringify(buildId.digest('hex').slice(0, 16)) },
  // Bundled CommonJS dependencies call require() for Node built-ins.
  banner: { js: "import { createRequire as __docsiteRequire } from 'node:module'; const require = __docsiteRequire(import.meta.url);" },
  plugins: [fromMarkdownContext, yamlWithoutEsprima, zodEnglishOnly],
});
// Production builds, as in the browser: the pre-render's output is what the reader's React hydrates.
await build({ ...common, entryPoints: ['scripts/server-vendor.cjs'], outfile: `${out}/server-vendor.cjs`, format: 'cjs', bundle: true, define: { 'process.env.NODE_ENV': '"production"' } });
// Official plugins: their main-thread modules (hooks, remark plugins a worker imports) built one file each, what they
// import from schemas/ bundled in; their browser modules (.tsx) ship as source and are bundled per site with the theme.
if (existsSync('plugins')) {
  // Declarations (the types of a package a site installs for a browser module) have no code to build.
  const modules = readdirSync('plugins', { recursive: true }).filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'));
  await build({ ...common, entryPoints: modules.map((file) => `plugins/${file}`), outdir: `${out}/plugins`, outbase: 'plugins', bundle: true, packages: 'external' });
}
try {
  emitTypes(`${out}/types`);
} catch (error) {
  rmSync(out, { recursive: true, force: true });
  throw error;
}

const old = `lib.old-${process.pid}`;
if (existsSync('lib')) renameSync('lib', old);
renameSync(out, 'lib');
rmSync(old, { recursive: true, force: true });
