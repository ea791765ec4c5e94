// `npm run bench` (package part): what a user downloads and installs. Packs the
// package as `npm publish` would (prepare builds lib/), reports its packed and
// unpacked size by folder, then installs the tarball into fresh projects the
// way the README recommends (as `docsite`, a dev dependency) and times it.
// Dependencies come from the npm cache: `--offline` when the cache holds them
// all, else `--prefer-offline` (the registry only for what is missing); the
// report says which. `--tarball <file>` measures a tarball made elsewhere (an
// older version, say) instead of packing this tree; `--runs <n>` installs (default 3).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median, root } from './corpus.mjs';

const { values } = parseArgs({ options: { tarball: { type: 'string' }, runs: { type: 'string', default: '3' } } });
const work = mkdtempSync(path.join(tmpdir(), 'docsite-bench-package-'));
const npm = (args, cwd) => spawnSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8', shell: process.platform === 'win32' });
const MB = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;

try {
  const pack = values.tarball ? undefined : packThisTree();
  const tarball = values.tarball ? path.resolve(values.tarball) : path.join(work, pack.filename);
  const contents = pack ?? listTarball(tarball);
  const installs = Array.from({ length: Number(values.runs) }, (_, i) => install(tarball, i));
  const results = { ...contents, install: { runs: installs, medianMs: median(installs.map((r) => r.ms)) } };

  console.log(`\nPackage ${contents.name}@${contents.version}: ${MB(contents.size)} packed, ${MB(contents.unpackedSize)} unpacked, ${contents.entryCount} files`);
  for (const [folder, bytes] of Object.entries(contents.byFolder)) console.log(`  ${folder.padEnd(22)} ${MB(bytes).padStart(9)}`);
  console.log(`Install (npm install -D docsite@file:<tarball>) into ${installs.length} fresh project(s):`);
  for (const r of installs) console.log(`  ${(r.ms / 1000).toFixed(1)} s (${r.mode}): ${r.added} packages, node_modules ${MB(r.nodeModules)}, docsite ${MB(r.docsite)}; \`docsite --version\` → ${r.version}`);
  console.log(`  median ${(results.install.medianMs / 1000).toFixed(1)} s`);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/package.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** `npm pack` of this tree, prepare (the build) included: the tarball `npm publish` would upload. */
function packThisTree() {
  const result = npm(['pack', '--json', '--pack-destination', work], root);
  if (result.status !== 0) throw new Error(`npm pack failed:\n${result.stderr}`);
  const [info] = JSON.parse(result.stdout.slice(result.stdout.indexOf('[')));
  return { ...summary(info), filename: info.filename };
}

/** The same summary for a tarball made elsewhere, from `npm pack --dry-run` of its unpacked copy. */
function listTarball(tarball) {
  const dir = path.join(work, 'unpacked');
  mkdirSync(dir);
  const untar = spawnSync('tar', ['-xzf', tarball, '-C', dir]);
  if (untar.status !== 0) throw new Error(`tar failed on ${tarball}`);
  const result = npm(['pack', '--dry-run', '--json', '--ignore-scripts'], path.join(dir, 'package'));
  if (result.status !== 0) throw new Error(`npm pack --dry-run failed:\n${result.stderr}`);
  const [info] = JSON.parse(result.stdout.slice(result.stdout.indexOf('[')));
  return { ...summary(info), size: statSync(tarball).size };
}

function summary({ name, version, size, unpackedSize, entryCount, files }) {
  const byFolder = {};
  for (const file of files) {
    const parts = file.path.split('/');
    const key = parts.length > 2 ? `${parts[0]}/${parts[1]}/` : parts.length > 1 ? `${parts[0]}/` : parts[0];
    byFolder[key] = (byFolder[key] ?? 0) + file.size;
  }
  const sorted = Object.fromEntries(Object.entries(byFolder).sort((a, b) => b[1] - a[1]));
  return { name, version, size, unpackedSize, entryCount, byFolder: sorted };
}

/** A fresh project installing the tarball under the short name, as `docsite@npm:@docsite-dev/docsite` would. */
function install(tarball, i) {
  const project = path.join(work, `project-${i}`);
  mkdirSync(project);
  writeFileSync(path.join(project, 'package.json'), `${JSON.stringify({ name: 'my-docs', private: true, type: 'module' }, null, 2)}\n`);
  const args = ['install', '-D', `docsite@file:${tarball}`, '--json'];
  let mode = 'offline: every dependency from the npm cache';
  let started = performance.now();
  let result = npm([...args, '--offline'], project);
  if (result.status !== 0) {
    mode = 'prefer-offline: the npm cache, the registry for what it lacks';
    started = performance.now();
    result = npm([...args, '--prefer-offline'], project);
  }
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`npm install failed:\n${result.stderr}`);
  const added = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))).added;
  const version = spawnSync(process.execPath, [path.join(project, 'node_modules/docsite/bin/docsite.js'), '--version'], { encoding: 'utf8' }).stdout.trim();
  return { ms: Math.round(ms), mode, added, nodeModules: folderSize(path.join(project, 'node_modules')), docsite: folderSize(path.join(project, 'node_modules/docsite')), version };
}

function folderSize(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size;
  }
  return total;
}
