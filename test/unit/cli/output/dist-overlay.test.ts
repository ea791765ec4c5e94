import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DistOverlay } from '../../../../cli/output/dist-overlay.js';
import { removeDeadDists } from '../../../../cli/output/leftovers.js';
import { tempDir, writeFiles } from '../../../helpers/temp-site.js';

/** Every file below `dir` with its text. */
const tree = (dir: string) =>
  Object.fromEntries(
    (readdirSync(dir, { recursive: true, withFileTypes: true }) as { isFile(): boolean; parentPath: string; name: string }[])
      .filter((entry) => entry.isFile())
      .map((entry) => [path.relative(dir, path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name), 'utf8')])
      .sort(([a], [b]) => (a! < b! ? -1 : 1)),
  );

/** A site of `pages` pages, each with its HTML and a data file named by its content. */
function site(pages: number): string {
  const root = tempDir('docsite-overlay-');
  const files: Record<string, string> = { 'dist/assets/app.js': 'app', 'dist/static/search/en-1/c0.json': 'c0', 'dist/static/search/en.json': '{"dir":"static/search/en-1/"}' };
  for (let i = 0; i < pages; i++) {
    files[`dist/guide/p${i}.html`] = `page ${i}`;
    files[`dist/static/pages/guide/p${i}.a${i}.json`] = `data ${i}`;
  }
  writeFiles(root, files);
  return path.join(root, 'dist');
}

/** The next build of `site(pages)`, with page 1 edited and page 2 gone: what it writes and keeps. */
function rebuild(overlay: DistOverlay, pages: number): void {
  for (let i = 0; i < pages; i++) {
    if (i === 2) continue;
    overlay.write(`guide/p${i}.html`, i === 1 ? 'page 1, edited' : `page ${i}`);
    if (i === 1) overlay.write('static/pages/guide/p1.b1.json', 'data 1, edited');
    else overlay.keep(`static/pages/guide/p${i}.a${i}.json`);
  }
  overlay.keep('assets/app.js');
  overlay.keepFolder('static/search/en-1');
  overlay.keep('static/search/en.json');
}

const expected = (pages: number) => {
  const files: Record<string, string> = { 'assets/app.js': 'app', 'static/search/en-1/c0.json': 'c0', 'static/search/en.json': '{"dir":"static/search/en-1/"}' };
  for (let i = 0; i < pages; i++) {
    if (i === 2) continue;
    files[`guide/p${i}.html`] = i === 1 ? 'page 1, edited' : `page ${i}`;
    files[`static/pages/guide/p${i}.${i === 1 ? 'b1' : `a${i}`}.json`] = i === 1 ? 'data 1, edited' : `data ${i}`;
  }
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));
};

describe('DistOverlay', () => {
  it('applies a small change in place: the kept files stay where they are, what changed is renamed in, what is gone is removed', () => {
    const dist = site(20);
    const before = Object.fromEntries(Object.keys(tree(dist)).map((file) => [file, statSync(path.join(dist, file)).ino]));
    const folder = statSync(dist).ino;
    const overlay = new DistOverlay(dist, true);
    rebuild(overlay, 20);
    // Only the changed files are in the staging folder; the new site reads the kept ones where they are.
    expect(Object.keys(tree(overlay.staging))).toEqual(['guide/p1.html', 'static/pages/guide/p1.b1.json']);
    expect(overlay.pathOf('guide/p3.html')).toBe(path.join(dist, 'guide/p3.html'));
    expect(overlay.has('static/search/en-1/c0.json')).toBe(true);
    expect(overlay.has('guide/p2.html')).toBe(false);
    overlay.commit();
    expect(tree(dist)).toEqual(expected(20));
    expect(statSync(dist).ino).toBe(folder);
    for (const file of ['guide/p3.html', 'static/pages/guide/p3.a3.json', 'static/search/en-1/c0.json']) expect(statSync(path.join(dist, file)).ino, file).toBe(before[file]);
    expect(readdirSync(path.dirname(dist))).toEqual(['dist']);
  });

  it('keeps in place only what the replaced site has, asked across more folders than it lists at once', () => {
    const root = tempDir('docsite-overlay-');
    const files: Record<string, string> = {};
    for (let f = 0; f < 20; f++) for (let i = 0; i < 3; i++) files[`dist/f${f}/p${i}.html`] = `page ${f}/${i}`;
    writeFiles(root, { ...files, 'dist/f0/sub/x.html': 'x' });
    const overlay = new DistOverlay(path.join(root, 'dist'), true);
    // The folders in turn, then back to the first ones, whose listings were let go.
    for (const f of [...Array(20).keys(), 0, 1, 19]) {
      expect(overlay.keep(`f${f}/p1.html`), `f${f}/p1.html`).toBe(true);
      expect(overlay.keep(`f${f}/p9.html`), `f${f}/p9.html`).toBe(false);
    }
    expect(overlay.keep('f0/sub')).toBe(false);
    expect(overlay.keep('f0/sub/x.html')).toBe(true);
    expect(overlay.keep('gone/p1.html')).toBe(false);
    expect(overlay.keep('f0/p1.html/y.html')).toBe(false);
  });

  it('swaps a whole new site in when most of it changed, and with `inPlace` false', () => {
    for (const [inPlace, pages] of [[true, 2], [false, 20]] as const) {
      const dist = site(pages);
      const folder = statSync(dist).ino;
      const overlay = new DistOverlay(dist, inPlace);
      rebuild(overlay, pages);
      // More written than kept.
      const extra = inPlace ? Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`extra/${i}.html`, `extra ${i}`])) : {};
      for (const [file, text] of Object.entries(extra)) overlay.write(file, text);
      overlay.commit();
      expect(statSync(dist).ino).not.toBe(folder);
      expect(tree(dist)).toEqual(Object.fromEntries(Object.entries({ ...expected(pages), ...extra }).sort(([a], [b]) => (a < b ? -1 : 1))));
      expect(readdirSync(path.dirname(dist))).toEqual(['dist']);
    }
  });

  it('leaves the site as it was when the build fails', () => {
    const dist = site(5);
    const before = tree(dist);
    const overlay = new DistOverlay(dist, true);
    rebuild(overlay, 5);
    overlay.discard();
    expect(tree(dist)).toEqual(before);
    expect(readdirSync(path.dirname(dist))).toEqual(['dist']);
  });

  it('a build killed while applying its change in place is finished by the next run, from its journal', () => {
    const dist = site(5);
    const pid = spawnSync(process.execPath, ['-e', '']).pid!;
    const staging = `${dist}.tmp-${pid}`;
    // The state such a kill leaves: the journal written, the first move made, the rest not.
    writeFiles(staging, { 'static/pages/guide/p1.b1.json': 'data 1, edited' });
    writeFileSync(path.join(dist, 'guide/p1.html'), 'page 1, edited');
    const journal = { staging, moves: ['guide/p1.html', 'static/pages/guide/p1.b1.json'], removals: ['guide/p2.html', 'static/pages/guide/p2.a2.json', 'static/pages/guide/p1.a1.json'] };
    writeFileSync(`${dist}.commit-${pid}.json`, JSON.stringify(journal));
    // And one killed while writing its journal: nothing applied.
    writeFileSync(`${dist}.commit-${pid}.json.tmp-${pid}-0123abcd`, '{"staging":');
    removeDeadDists(dist);
    expect(tree(dist)).toEqual(expected(5));
    expect(readdirSync(path.dirname(dist))).toEqual(['dist']);
    expect(existsSync(staging)).toBe(false);
  });

  it('renames in a file of a new folder, one where a folder of its name was, and a folder where a file was', () => {
    const dist = site(20);
    rmSync(path.join(dist, 'guide/p5.html'));
    writeFiles(dist, { 'guide/p5.html/stale.html': 'a folder where a page goes', 'guide/p7': 'a file where a folder goes' });
    const overlay = new DistOverlay(dist, true);
    rebuild(overlay, 20);
    overlay.write('reference/deep/new.html', 'a page of a new section');
    overlay.write('guide/p7/index.html', 'a page in a folder');
    overlay.commit();
    const files = { ...expected(20), 'reference/deep/new.html': 'a page of a new section', 'guide/p7/index.html': 'a page in a folder' };
    expect(tree(dist)).toEqual(Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1))));
  });

  it('removes a folder the new site no longer has', () => {
    const dist = site(3);
    writeFiles(dist, { 'old-section/deep/page.html': 'old' });
    const overlay = new DistOverlay(dist, true);
    rebuild(overlay, 3);
    overlay.commit();
    expect(tree(dist)).toEqual(expected(3));
    expect(readdirSync(dist).sort()).toEqual(['assets', 'guide', 'static']);
  });
});
