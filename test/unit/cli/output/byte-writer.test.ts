import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ByteWriter } from '../../../../cli/output/byte-writer.js';
import { tempDir } from '../../../helpers/temp-site.js';

describe('ByteWriter', () => {
  it('writes text encoded into its buffer as UTF-8, across the buffer boundary and past its size, in order with bytes', () => {
    const file = path.join(tempDir('docsite-bytes-'), 'out.txt');
    const out = new ByteWriter(file);
    const parts: Buffer[] = [];
    const text = (value: string) => (out.writeText(value), parts.push(Buffer.from(value)));
    const bytes = (value: Buffer) => (out.write(value), parts.push(value));
    // Lines of Chinese and emoji (3 and 4 bytes a character) until well past the 1 MiB buffer, so that some
    // line ends right at its edge or would cross it.
    for (let i = 0; i < 40_000; i++) {
      text(`"en/页面-${i} 🙂.md":[${i},${i * 7}]\n`);
      if (i % 997 === 0) bytes(Buffer.from([0xff, i & 0xff, 0x00]));
    }
    text(`${'长'.repeat(400_000)}\n`);
    text('');
    text('end ✓\n');
    out.close();
    const expected = Buffer.concat(parts);
    expect(out.length).toBe(expected.length);
    expect(readFileSync(file).equals(expected)).toBe(true);
  });
});
