import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { loadServerBundle, SERVER_VENDOR } from '../../../../cli/build/server-module.js';
import { contentHash } from '../../../../cli/pipeline/routes.js';
import { tempDir } from '../../../helpers/temp-site.js';

/** A CommonJS bundle with enough functions for V8's code cache to hold something, its exports called after loading. */
function writeBundle(dir: string, answer: number): { file: string; hash: string } {
  const functions = Array.from({ length: 200 }, (_, i) => `function f${i}(x) { return x.map((y) => y * ${i} + ${answer}).filter(Boolean).length; }`).join('\n');
  const source = `${functions}\nexports.answer = () => ${answer} + f1([]) + f199([]);\nexports.sum = (xs) => xs.reduce((a, b) => a + b, 0);\n`;
  const file = path.join(dir, 'entry-server.cjs');
  writeFileSync(file, source);
  return { file, hash: contentHash(source) };
}

type Bundle = { answer(): number; sum(xs: number[]): number };

describe('the server vendor', () => {
  it('exports, under each name server bundles leave to it, the module of that name', () => {
    const vendor = createRequire(import.meta.url)('../../../../lib/server-vendor.cjs') as Record<string, Record<string, unknown>>;
    expect(Object.keys(vendor).sort()).toEqual([...SERVER_VENDOR].sort());
    expect(Object.keys(vendor['react-dom/server']!)).toContain('renderToString');
    expect(Object.keys(vendor['react-router-dom']!)).toContain('StaticRouter');
    expect(Object.keys(vendor['react/jsx-runtime']!)).toContain('jsx');
  });
});

describe('loadServerBundle', () => {
  it("keeps V8's code cache beside the bundle, under its content hash, and reuses it until the bundle changes", () => {
    const dir = tempDir('docsite-code-cache-');
    const { file, hash } = writeBundle(dir, 42);
    const cacheFile = `${file}.code-cache`;

    const first = loadServerBundle(file, hash);
    expect((first.exports as Bundle).answer()).toBe(42);
    first.saveCodeCache();
    const made = statSync(cacheFile);
    expect(readFileSync(cacheFile).subarray(0, hash.length).toString()).toBe(hash);
    expect(made.size).toBeGreaterThan(hash.length + 1000);

    // Accepted: the same exports, and no new cache written.
    const second = loadServerBundle(file, hash);
    expect((second.exports as Bundle).sum([1, 2, 3])).toBe(6);
    second.saveCodeCache();
    expect(statSync(cacheFile).ino).toBe(made.ino);

    // A new bundle: the kept cache is another content's, not read, and replaced by the new one's.
    const changed = writeBundle(dir, 7);
    const third = loadServerBundle(changed.file, changed.hash);
    expect((third.exports as Bundle).answer()).toBe(7);
    third.saveCodeCache();
    expect(statSync(cacheFile).ino).not.toBe(made.ino);
    expect(readFileSync(cacheFile).subarray(0, changed.hash.length).toString()).toBe(changed.hash);
  });

  it('compiles the bundle as it is when the cache under its hash is not V8 code, and writes a good one', () => {
    const dir = tempDir('docsite-code-cache-');
    const { file, hash } = writeBundle(dir, 5);
    const cacheFile = `${file}.code-cache`;
    writeFileSync(cacheFile, Buffer.concat([Buffer.from(hash), Buffer.alloc(4096, 0xab)]));
    const broken = statSync(cacheFile).ino;

    const loaded = loadServerBundle(file, hash);
    expect((loaded.exports as Bundle).answer()).toBe(5);
    loaded.saveCodeCache();
    expect(statSync(cacheFile).ino).not.toBe(broken);

    // The rewritten cache is then accepted.
    const again = loadServerBundle(file, hash);
    const kept = statSync(cacheFile).ino;
    again.saveCodeCache();
    expect(statSync(cacheFile).ino).toBe(kept);
  });
});
