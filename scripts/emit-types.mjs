// The package's published declarations (lib/types/). tsc writes one .d.ts per
// module the entries reach; only those the `exports` types reach are kept, and
// each is checked to stand on its own in a user's project: no theme-only
// virtual module (`docsite:site`), no global of the built page
// (`window.__DOCSITE__`), no JSON import, no relative import without its file.
//
// The package is ES modules, so its .d.ts files are too, and a CommonJS file
// checked with `moduleResolution: node16` may not import them (TS1479). The
// same files are copied into cjs/, marked CommonJS, for the `require`
// condition: what `require('docsite')` gives since Node 20.19 (require of an
// ES module), and a site's own files are bundled by docsite whatever their format.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin/tsc');
const LEAKS = [/['"]docsite:/, /__DOCSITE/, /declare global/, /\.json['"]/];
const PUBLISHED = 'lib/types';

/** Emit the declarations into `outDir` (what `lib/types/` will be); throws when a published file would not type-check for a user. */
export function emitTypes(outDir) {
  // --noCheck: declarations only; type errors are `tsc -p renderer`'s to report (npm test), not a reason for the build to fail.
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.types.json', '--noCheck', '--outDir', outDir], { stdio: 'inherit' });
  const { esm, cjs } = exportedTypes();
  const kept = new Set();
  const problems = [];
  const visit = (file) => {
    if (kept.has(file)) return;
    kept.add(file);
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      problems.push(`${file}: missing`);
      return;
    }
    for (const leak of LEAKS) if (leak.test(text)) problems.push(`${file}: published types must not contain ${leak}`);
    for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      visit(path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.d.ts')));
    }
  };
  for (const entry of esm) visit(path.resolve(outDir, path.relative(PUBLISHED, entry)));
  for (const entry of cjs) {
    if (!esm.includes(entry.replace(`${PUBLISHED}/cjs/`, `${PUBLISHED}/`))) problems.push(`package.json: the require types ${entry} must be the cjs/ copy of an import one`);
  }
  if (problems.length) throw new Error(`Published types:\n  ${problems.join('\n  ')}`);
  // Deepest first, so folders left empty go too.
  for (const file of readdirSync(outDir, { recursive: true }).sort().reverse()) {
    const full = path.resolve(outDir, file);
    if (file.endsWith('.d.ts')) {
      if (!kept.has(full)) rmSync(full);
    } else if (statSync(full).isDirectory() && readdirSync(full).length === 0) rmdirSync(full);
  }
  const cjsDir = path.join(outDir, 'cjs');
  for (const file of kept) cpSync(file, path.join(cjsDir, path.relative(outDir, file)));
  mkdirSync(cjsDir, { recursive: true });
  writeFileSync(path.join(cjsDir, 'package.json'), '{ "type": "commonjs" }\n');
  return kept.size;
}

/** The `types` targets of package.json `exports`, for `import` and for `require` (`"types": { "import": …, "require": … }`). */
function exportedTypes() {
  const { exports } = JSON.parse(readFileSync('package.json', 'utf8'));
  const esm = [];
  const cjs = [];
  for (const target of Object.values(exports)) {
    if (typeof target !== 'object' || !target.types) continue;
    if (typeof target.types !== 'object') throw new Error('package.json: each `types` of `exports` is `{ "import": …, "require": … }`');
    // `./plugins/*`: one entry per official plugin.
    const names = target.types.import.includes('*') ? readdirSync('plugins').filter((name) => statSync(path.join('plugins', name, 'index.ts'), { throwIfNoEntry: false })) : [''];
    for (const name of names) {
      esm.push(path.normalize(target.types.import.replace('*', name)));
      cjs.push(path.normalize(target.types.require.replace('*', name)));
    }
  }
  return { esm, cjs };
}
