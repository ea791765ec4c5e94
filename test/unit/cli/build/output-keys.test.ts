import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareRoutes, OutputKeys } from '../../../../cli/build/output-keys.js';
import { tempDir } from '../../../helpers/temp-site.js';

/** A build's keys: `keys` recorded in route order, then committed for `dist`. */
function build(cache: string, dist: string, keys: Record<string, string>, search: Record<string, string> = {}, reuse = true): Record<string, string | undefined> {
  const output = new OutputKeys(cache, dist, reuse);
  const previous: Record<string, string | undefined> = {};
  for (const route of Object.keys(keys).sort(compareRoutes)) {
    previous[route] = output.previous(route);
    output.record(route, keys[route]!);
  }
  mkdirSync(dist, { recursive: true });
  output.commit(dist, search);
  return previous;
}

describe('OutputKeys', () => {
  it('reads the previous keys in step with the routes, across routes added and removed', () => {
    const root = tempDir('docsite-keys-');
    const [cache, dist] = [path.join(root, 'cache'), path.join(root, 'dist')];
    mkdirSync(cache);
    const many = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`/guide/page-${i}`, `k${i}`]));
    expect(Object.values(build(cache, dist, { ...many, '/': 'home', '/zh/指南': 'zh' }, { en: 'e1' })).every((key) => key === undefined)).toBe(true);
    const { '/guide/page-7': _removed, ...kept } = many;
    const previous = build(cache, dist, { ...kept, '/': 'home2', '/guide/page-7a': 'new', '/zh/指南': 'zh' });
    expect(previous['/']).toBe('home');
    expect(previous['/guide/page-7a']).toBeUndefined();
    expect(previous['/guide/page-2999']).toBe('k2999');
    expect(previous['/zh/指南']).toBe('zh');
    expect(Object.entries(kept).every(([route, key]) => previous[route] === key)).toBe(true);
    // One file of each kind, for the folder as it is now.
    expect(readdirSync(cache).sort()).toEqual([expect.stringMatching(/^render-keys-\d+-[\d.]+$/), expect.stringMatching(/^search-keys-\d+-[\d.]+\.json$/)]);
  });

  it('trusts keys only for the folder they were written for, as it was then', () => {
    const root = tempDir('docsite-keys-');
    const [cache, dist] = [path.join(root, 'cache'), path.join(root, 'dist')];
    mkdirSync(cache);
    build(cache, dist, { '/a': '1' }, { en: 'e1' });
    expect(new OutputKeys(cache, dist, true).previousSearch).toEqual({ en: 'e1' });
    expect(build(cache, dist, { '/a': '1' }, { en: 'e1' }, false)['/a']).toBeUndefined();
    expect(build(cache, dist, { '/a': '1' }, { en: 'e1' })['/a']).toBe('1');
    // A file added at the folder's root changes it.
    writeFileSync(path.join(dist, 'added.html'), '');
    expect(new OutputKeys(cache, dist, true).previousSearch).toEqual({});
    expect(build(cache, dist, { '/a': '1' })['/a']).toBeUndefined();
    // Another folder moved into its place is another folder.
    renameSync(dist, `${dist}-old`);
    mkdirSync(dist);
    expect(build(cache, dist, { '/a': '1' })['/a']).toBeUndefined();
  });

  it('leaves the previous keys as they were when the build is discarded', () => {
    const root = tempDir('docsite-keys-');
    const [cache, dist] = [path.join(root, 'cache'), path.join(root, 'dist')];
    mkdirSync(cache);
    build(cache, dist, { '/a': '1' });
    const files = readdirSync(cache).map((file) => [file, readFileSync(path.join(cache, file), 'utf8')]);
    const failed = new OutputKeys(cache, dist, true);
    failed.record('/a', '2');
    failed.discard();
    expect(readdirSync(cache).map((file) => [file, readFileSync(path.join(cache, file), 'utf8')])).toEqual(files);
    expect(build(cache, dist, { '/a': '3' })['/a']).toBe('1');
  });
});
