import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { holdsBytes, writeOrLink } from '../../../../cli/output/same-bytes.js';
import { tempDir } from '../../../helpers/temp-site.js';

describe('holdsBytes', () => {
  it('is true only for a file with exactly those bytes', () => {
    const dir = tempDir('docsite-same-');
    const file = path.join(dir, 'a.json');
    writeFileSync(file, '{"title":"搜索 ✓"}');
    expect(holdsBytes(file, '{"title":"搜索 ✓"}')).toBe(true);
    expect(holdsBytes(file, Buffer.from('{"title":"搜索 ✓"}'))).toBe(true);
    // Same length in UTF-16, another in UTF-8; same UTF-8 length, other bytes; a prefix.
    expect(holdsBytes(file, '{"title":"abcd ✓"}')).toBe(false);
    expect(holdsBytes(file, '{"title":"搜索 ✗"}')).toBe(false);
    expect(holdsBytes(file, '{"title":"搜索')).toBe(false);
    expect(holdsBytes(path.join(dir, 'missing.json'), '')).toBe(false);
    expect(holdsBytes(dir, '')).toBe(false);
  });
});

describe('writeOrLink', () => {
  it('links the previous file when it holds the same bytes, and writes otherwise', () => {
    const previous = tempDir('docsite-previous-');
    const next = tempDir('docsite-next-');
    writeFileSync(path.join(previous, 'same.html'), '<p>same</p>');
    writeFileSync(path.join(previous, 'changed.html'), '<p>old</p>');
    writeOrLink(path.join(next, 'same.html'), '<p>same</p>', path.join(previous, 'same.html'));
    writeOrLink(path.join(next, 'changed.html'), '<p>new</p>', path.join(previous, 'changed.html'));
    writeOrLink(path.join(next, 'added.html'), '<p>added</p>', path.join(previous, 'added.html'));
    writeOrLink(path.join(next, 'alone.html'), '<p>alone</p>', undefined);
    expect(statSync(path.join(next, 'same.html')).ino).toBe(statSync(path.join(previous, 'same.html')).ino);
    expect(statSync(path.join(next, 'changed.html')).ino).not.toBe(statSync(path.join(previous, 'changed.html')).ino);
    expect(readFileSync(path.join(next, 'changed.html'), 'utf8')).toBe('<p>new</p>');
    expect(readFileSync(path.join(previous, 'changed.html'), 'utf8')).toBe('<p>old</p>');
    expect(readFileSync(path.join(next, 'added.html'), 'utf8')).toBe('<p>added</p>');
    expect(readFileSync(path.join(next, 'alone.html'), 'utf8')).toBe('<p>alone</p>');
  });
});
