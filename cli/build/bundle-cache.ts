import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { writeFileAtomicSync } from '../output/write-atomic.js';
import { contentHash } from '../pipeline/routes.js';
import { BUILD_ID } from '../build-id.js';
import type { ClientAssets } from './bundle.js';

/**
 * The theme bundles of the last build: what went in (the site data, and every
 * file esbuild read, by size and modification time) and what came out. A
 * build whose inputs are all unchanged (in dev, every rebuild after a page
 * edit) links the last client bundle from the site it replaces, and keeps the
 * server bundle, instead of bundling again.
 */
interface BundleRecord {
  key: string;
  inputs: [file: string, size: number, mtimeMs: number][];
  assets: ClientAssets;
  /** The client bundle's files, relative to the site folder. */
  files: string[];
}

export interface BundleCache {
  /** The client assets, each of `distDir`'s files kept (`keep`, by its path below it), when nothing the bundles read has changed since they were made. */
  reuse(keep: (file: string) => boolean): ClientAssets | undefined;
  /** Records fresh bundles (or forgets them while they are being made: a killed run must not leave a record of half-written ones). */
  save(bundled: { assets: ClientAssets; files: string[]; metafiles: Metafile[] } | undefined): void;
}

/** `key` identifies everything the bundles depend on besides files: the site data, the base, the output paths. */
export function bundleCache(recordFile: string, key: unknown, distDir: string, serverFile: string): BundleCache {
  // And docsite's own build: another bundles with other options the same files.
  const hash = contentHash(`${BUILD_ID}\0${JSON.stringify(key)}`);
  return {
    reuse(keep) {
      const record = readRecord(recordFile);
      if (!record || record.key !== hash || !existsSync(serverFile)) return undefined;
      if (!record.inputs.every(([file, size, mtimeMs]) => unchanged(file, size, mtimeMs))) return undefined;
      if (!record.files.every((file) => existsSync(path.join(distDir, file)))) return undefined;
      return record.files.every(keep) ? record.assets : undefined;
    },
    save(bundled) {
      if (!bundled) return rmSync(recordFile, { force: true });
      const files = new Set(bundled.metafiles.flatMap((metafile) => Object.keys(metafile.inputs)).filter((file) => !/^[\w-]+:/.test(file)));
      const inputs = [...files].map((file): BundleRecord['inputs'][number] => {
        const absolute = path.resolve(file);
        const stat = statSync(absolute);
        return [absolute, stat.size, stat.mtimeMs];
      });
      mkdirSync(path.dirname(recordFile), { recursive: true });
      writeFileAtomicSync(recordFile, JSON.stringify({ key: hash, inputs, assets: bundled.assets, files: bundled.files } satisfies BundleRecord));
    },
  };
}

function readRecord(file: string): BundleRecord | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BundleRecord;
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
