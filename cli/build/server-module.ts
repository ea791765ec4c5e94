import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire, SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { writeFileAtomicSync } from '../output/write-atomic.js';

let uncached = false;

const vendorFile = fileURLToPath(new URL('../../lib/server-vendor.cjs', import.meta.url));

/**
 * What `lib/server-vendor.cjs` exports (`scripts/server-vendor.cjs`): React and the router, built once with docsite.
 * Server bundles leave these specifiers to it (`cli/build/bundle.ts`).
 */
export const SERVER_VENDOR = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server', 'react-router', 'react-router/dom', 'react-router-dom'];

let vendor: CodeCached | undefined;

/**
 * Evaluate a page's CommonJS server module. Not `import()`: Node never
 * unloads an ES module, so thousands of pages would stay in memory. The
 * shared modules (React, the theme) are the pre-render's own instances.
 */
export function loadServerModule(file: string, shared: Record<string, unknown>): unknown {
  return evaluate(compile(file), file, shared);
}

/**
 * The theme's pre-render bundle, with React and the router from docsite's server vendor, each compiled with a V8
 * code cache: a warm build then skips most of compiling them (the bundle's ~35 of ~70 ms when it held React; the
 * vendor's 10 of 17 ms). The bundle's cache is kept beside it (`<file>.code-cache`), the vendor's beside that
 * (`server-vendor.code-cache`), which the first bundle loaded in a process decides, as the vendor is loaded once.
 * `saveCodeCache`, called once the pages are rendered, writes a new cache where there was none usable, with the
 * functions the render compiled.
 */
export function loadServerBundle(file: string, hash: string): { exports: unknown; saveCodeCache(): void } {
  if (!vendor) {
    const { size, mtimeMs } = statSync(vendorFile);
    vendor = loadCodeCached(vendorFile, path.join(path.dirname(file), 'server-vendor.code-cache'), `${vendorFile}:${size}:${mtimeMs}`, {});
  }
  const vendorExports = vendor.exports as Record<string, unknown>;
  const bundle = loadCodeCached(file, `${file}.code-cache`, hash, vendorExports);
  return {
    exports: bundle.exports,
    saveCodeCache() {
      vendor!.saveCodeCache();
      bundle.saveCodeCache();
    },
  };
}

interface CodeCached {
  exports: unknown;
  saveCodeCache(): void;
}

/**
 * A CommonJS file compiled with the V8 code cache in `cacheFile`. The cache is V8's own, for this content (`hash`,
 * written first, since V8 tells sources apart by length only) and this Node; V8 rejects one made by another version,
 * which is then made again.
 */
function loadCodeCached(file: string, cacheFile: string, hash: string, shared: Record<string, unknown>): CodeCached {
  const head = Buffer.from(hash);
  const kept = readCodeCache(cacheFile, head);
  const script = compile(file, kept);
  const exports = evaluate(script, file, shared);
  let stale = !kept || script.cachedDataRejected === true;
  return {
    exports,
    saveCodeCache() {
      if (!stale) return;
      stale = false;
      try {
        writeFileAtomicSync(cacheFile, Buffer.concat([head, script.createCachedData()]));
      } catch {
        // Only a cache: the next build compiles the file again.
      }
    },
  };
}

function readCodeCache(file: string, head: Buffer): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  return bytes.subarray(0, head.length).equals(head) ? bytes.subarray(head.length) : undefined;
}

function compile(file: string, cachedData?: Buffer): Script {
  if (!uncached) {
    // Each page's server module is compiled once and dropped; V8's compilation cache would keep every one of them.
    setFlagsFromString('--no-compilation-cache');
    uncached = true;
  }
  return new Script(`(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`, { filename: file, cachedData });
}

function evaluate(script: Script, file: string, shared: Record<string, unknown>): unknown {
  const wrapper = script.runInThisContext() as (
    exports: unknown,
    require: (id: string) => unknown,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  const module = { exports: {} as unknown };
  const requireFromPage = createRequire(file);
  wrapper(module.exports, (id) => (id in shared ? shared[id] : requireFromPage(id)), module, file, path.dirname(file));
  return module.exports;
}

/** A frame of an error's stack in an author's file, after the server modules' source maps. */
export interface SourceFrame {
  file: string;
  line: number;
  column: number;
}

const FRAME = /\(?((?:\/|[A-Za-z]:\\)[^():]+):(\d+):(\d+)\)?$/;

/**
 * The frames of `error`'s stack that lie in `files` (server modules), mapped
 * through their source maps to the files the author wrote: the first one is
 * where a component threw. Frames in packages are left out.
 */
export function authorFrames(error: Error, files: Set<string>): SourceFrame[] {
  const frames: SourceFrame[] = [];
  for (const line of (error.stack ?? '').split('\n').slice(1)) {
    const match = FRAME.exec(line.trim());
    if (!match || !files.has(match[1]!)) continue;
    const mapped = mapFrame(match[1]!, Number(match[2]), Number(match[3]));
    if (mapped && !mapped.file.includes(`${path.sep}node_modules${path.sep}`)) frames.push(mapped);
  }
  return frames;
}

// By modification time too: in dev, a rebuild writes new modules under the same names.
const maps = new Map<string, { mtimeMs: number; map: SourceMap | undefined }>();

function sourceMap(file: string): SourceMap | undefined {
  const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  let cached = maps.get(file);
  if (cached?.mtimeMs !== mtimeMs) {
    cached = { mtimeMs, map: existsSync(`${file}.map`) ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : undefined };
    maps.set(file, cached);
  }
  return cached.map;
}

function mapFrame(file: string, line: number, column: number): SourceFrame | undefined {
  const entry = sourceMap(file)?.findEntry(line - 1, column - 1);
  // A compiled page's own frames point into generated code: the page itself is named apart.
  if (!entry || !('originalSource' in entry) || !entry.originalSource || entry.originalSource.includes('docsite-page:')) return undefined;
  return { file: path.resolve(path.dirname(file), entry.originalSource), line: entry.originalLine + 1, column: entry.originalColumn + 1 };
}
