/**
 * The index phase in bounded memory: pages' fragments are spilled to files
 * as they are made and copied into the outputs in page order, never held.
 * Real files in a temporary folder; the copies are compared byte for byte
 * with the outputs joined in memory.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ByteWriter, WindowedFile } from '../../../../cli/output/byte-writer.js';
import { FragmentFiles, FragmentSpill } from '../../../../cli/pipeline/fragment-store.js';
import type { PageOutcome } from '../../../../cli/pipeline/page-job.js';
import { NO_FILES } from '../../../../cli/pipeline/body-path.js';
import { tempDir } from '../../../helpers/temp-site.js';

const outcome = (page: Uint8Array, records: Uint8Array, recordCount: number): PageOutcome => ({ hash: 'h', unchanged: false, messages: [], fragments: { page, records, recordCount, marks: 0 }, files: NO_FILES, imports: false });

describe('FragmentSpill and FragmentFiles', () => {
  it('store pages of any size and give each back byte for byte, across closes (as a worker closes after each batch)', () => {
    const dir = path.join(tempDir(), 'cache');
    const spill = new FragmentSpill(dir);
    // Sizes around and above the writer's 1 MiB buffer, and empty records.
    const sizes = [0, 1, 4095, 65_536, (1 << 20) - 3, (1 << 20) + 7, 3 << 20, 17];
    const pages = sizes.map((size, i) => ({ page: randomBytes(size + 10), records: randomBytes(i % 3 === 0 ? 0 : size) }));
    const refs = pages.map(({ page, records }, i) => {
      const stored = spill.store(outcome(page, records, i)).fragments!;
      if (i % 2 === 1) spill.close();
      return stored;
    });
    spill.close();
    expect(readdirSync(dir)).toEqual([expect.stringMatching(/^fragments\.tmp-\d+-[0-9a-f]{8}$/)]);

    const files = new FragmentFiles();
    refs.forEach((ref) => files.adopt(ref));
    const out = path.join(tempDir(), 'joined');
    const writer = new ByteWriter(out);
    // Page order is not spill order: read them backwards, one through a scratch buffer too small for most.
    const scratch = Buffer.alloc(100);
    for (let i = refs.length - 1; i >= 0; i--) {
      const ref = refs[i]!;
      expect(ref.recordCount).toBe(i);
      const page = files.read(ref.pageFile, ref.pageStart, ref.pageLength, scratch);
      expect(Buffer.compare(page, pages[i]!.page)).toBe(0);
      writer.write(page);
      writer.copy(files.source(ref.recordsFile), ref.recordsStart, ref.recordsLength);
    }
    writer.close();
    const expected = Buffer.concat([...pages].reverse().flatMap(({ page, records }) => [page, records]));
    expect(writer.length).toBe(expected.length);
    expect(Buffer.compare(readFileSync(out), expected)).toBe(0);
    files.close();
    // The spill is this run's alone: gone once the outputs are written.
    expect(readdirSync(dir)).toEqual([]);
  });

  it('open no file for pages without fragments', () => {
    const dir = path.join(tempDir(), 'cache');
    const spill = new FragmentSpill(dir);
    expect(spill.store({ hash: 'h', unchanged: false, messages: [], fragments: undefined, files: NO_FILES, imports: false }).fragments).toBeUndefined();
    spill.close();
    expect(() => readdirSync(dir)).toThrow(/ENOENT/);
  });

  it('say what happened when a stored file was cut short under the run', () => {
    const dir = tempDir();
    const spill = new FragmentSpill(dir);
    const ref = spill.store(outcome(Buffer.from('{"title":"A"'), Buffer.from('{"r":1}'), 1)).fragments!;
    spill.close();
    const files = new FragmentFiles();
    expect(() => files.read(ref.pageFile, ref.pageStart, ref.pageLength + 100)).toThrow('A file ended before the bytes docsite stored in it: it was changed during the run. Run the command again.');
    files.close();
  });
});

describe('WindowedFile', () => {
  it('gives the bytes of any range, in page order or not, across and beyond its window', () => {
    const file = path.join(tempDir(), 'previous.json');
    const bytes = randomBytes(900_000);
    writeFileSync(file, bytes);
    const source = new WindowedFile(openSync(file, 'r'));
    // Consecutive ranges as a warm run copies them, sizes from nothing to past the window, then a jump back and one forward.
    const ranges: [number, number][] = [];
    for (let start = 0, i = 0; start < bytes.length; i++) {
      const length = Math.min([0, 1, 37, 5_000, 131_073, 262_144, 300_000][i % 7]!, bytes.length - start);
      ranges.push([start, length]);
      start += length;
    }
    ranges.push([10, 100], [600_000, 50_000], [899_990, 10]);
    for (const [start, length] of ranges) {
      const into = Buffer.alloc(length + 4);
      source.readInto(into, 4, length, start);
      expect(Buffer.compare(into.subarray(4), bytes.subarray(start, start + length))).toBe(0);
    }
    expect(() => source.readInto(Buffer.alloc(20), 0, 20, 899_990)).toThrow('it was changed during the run');
    closeSync(source.fd);
  });
});
