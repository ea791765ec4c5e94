import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { writeFileAtomicSync } from '../output/write-atomic.js';
import { contentHash } from '../pipeline/routes.js';
import { BUILD_ID } from '../build-id.js';

/**
 * Bundles of the last build (the theme's, the compiled pages'): what went in
 * (the site data, and every file esbuild read, by size and modification time)
 * and what came out. A build whose inputs are all unchanged (in dev, every
 * rebuild after a page edit) keeps the last client bundle from the site it
 * replaces, and the server bundle, instead of bundling again.
 */
interface BundleRecord<T> {
  key: string;
  inputs: [file: string, size: number, mtimeMs: number][];
  /** What the build takes from the bundles (the theme's assets, the pages' modules). */
  value: T;
  /** The client bundle's files, relative to the site folder. */
  files: string[];
  /** The server bundle's files: absolute, outside the site. */
  serverFiles: string[];
}

export interface BundleCache<T> {
  /** The value the bundles gave, each of `distDir`'s files kept (`keep`, by its path below it), when nothing the bundles read has changed since they were made. */
  reuse(keep: (file: string) => boolean): T | undefined;
  /** Records fresh bundles (or forgets them while they are being made: a killed run must not leave a record of half-written ones). */
  save(bundled: { value: T; files: string[]; serverFiles: string[]; metafiles: Metafile[] } | undefined): void;
}

/**
 * `key` identifies everything the bundles depend on besides the files esbuild reads: the site data, the base, the
 * output paths. `workingDir` is esbuild's, which the metafiles' paths are relative to.
 */
export function bundleCache<T>(recordFile: string, key: unknown, distDir: string, workingDir = process.cwd()): BundleCache<T> {
  // And docsite's own build: another bundles with other options the same files.
  const hash = contentHash(`${BUILD_ID}\0${JSON.stringify(key)}`);
  return {
    reuse(keep) {
      const record = readRecord<T>(recordFile);
      if (!record || record.key !== hash || !record.serverFiles.every((file) => existsSync(file))) return undefined;
      if (!record.inputs.every(([file, size, mtimeMs]) => unchanged(file, size, mtimeMs))) return undefined;
      if (!record.files.every((file) => existsSync(path.join(distDir, file)))) return undefined;
      return record.files.every(keep) ? record.value : undefined;
    },
    save(bundled) {
      if (!bundled) return rmSync(recordFile, { force: true });
      // A file read with a suffix (an SVG as its component: `logo.svg?component`) is the file.
      const files = new Set(bundled.metafiles.flatMap((metafile) => Object.keys(metafile.inputs)).filter((file) => !/^[\w-]+:/.test(file)).map((file) => file.replace(/\?[^/]*$/, '')));
      const inputs = [...files].map((file): BundleRecord<T>['inputs'][number] => {
        const absolute = path.resolve(workingDir, file);
        const stat = statSync(absolute);
        return [absolute, stat.size, stat.mtimeMs];
      });
      mkdirSync(path.dirname(recordFile), { recursive: true });
      const record: BundleRecord<T> = { key: hash, inputs, value: bundled.value, files: bundled.files, serverFiles: bundled.serverFiles };
      writeFileAtomicSync(recordFile, JSON.stringify(record));
    },
  };
}

function readRecord<T>(file: string): BundleRecord<T> | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BundleRecord<T>;
  } catch {
    return undefined;
  }
}

function unchanged(file: string, size: number, mtimeMs: number): boolean {
  try {
    const stat = statSync(file);
    return stat.size === size && stat.mtimeMs === mtimeMs;
  } catch {
    return false;
  }
}
