/**
 * A dev build that throws because a source file went away under it (a branch
 * switch, a rename) builds again instead of reporting; any other missing file
 * is the site's error. Real files and real errors from `node:fs`.
 */
import { mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { vanishedFile } from '../../cli/serve/dev.js';
import { tempDir } from '../helpers/temp-site.js';

/** The error `fs` throws for `act`. */
function thrown(act: () => unknown): unknown {
  try {
    act();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
}

describe('vanishedFile', () => {
  const site = tempDir('docsite-vanished-');
  const outDir = path.join(site, '.docsite');
  mkdirSync(path.join(site, 'docs/en'), { recursive: true });
  mkdirSync(outDir);

  it('names a page removed after it was listed', () => {
    const file = path.join(site, 'docs/en/gone.md');
    writeFileSync(file, '# Gone\n');
    rmSync(file);
    expect(vanishedFile(thrown(() => statSync(file)), site, outDir)).toBe('docs/en/gone.md');
  });

  it('names a file whose folder became a file (ENOTDIR)', () => {
    writeFileSync(path.join(site, 'docs/en/guide'), 'now a file');
    const error = thrown(() => readFileSync(path.join(site, 'docs/en/guide/intro.md')));
    expect(vanishedFile(error, site, outDir)).toBe(path.join('docs/en/guide/intro.md'));
  });

  it('leaves a link that leads nowhere, which is still there, to be reported', () => {
    const link = path.join(site, 'docs/en/broken.md');
    symlinkSync('missing.md', link);
    expect(vanishedFile(thrown(() => statSync(link)), site, outDir)).toBeUndefined();
  });

  it('leaves files of the output folder, files outside the site, and errors other than a missing file', () => {
    expect(vanishedFile(thrown(() => statSync(path.join(outDir, 'cache/x.json'))), site, outDir)).toBeUndefined();
    expect(vanishedFile(thrown(() => statSync(path.join(path.dirname(site), 'not-in-the-site.md'))), site, outDir)).toBeUndefined();
    expect(vanishedFile(thrown(() => readFileSync(path.join(site, 'docs'))), site, outDir)).toBeUndefined();
    expect(vanishedFile(new Error('no code'), site, outDir)).toBeUndefined();
  });
});
