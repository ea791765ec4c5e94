import { isUtf8 } from 'node:buffer';
import { readFileSync } from 'node:fs';
import type { Point } from 'unist';
import type { VFile } from 'vfile';
import { fail } from '../report/problem.js';

/**
 * A page's text, read as UTF-8 (a byte order mark is allowed). A file with
 * a NUL byte is not text, and one with bytes that are not UTF-8 was saved in
 * another encoding: decoding either would build a page of replacement
 * characters, so each is an error at its first bad byte. The text is
 * returned either way, for the page's hash.
 */
export function readPageText(absolutePath: string, file: VFile): string {
  const bytes = readFileSync(absolutePath);
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    fail(file, 'Not a text file: it holds a NUL byte (0x00)', {
      place: placeOf(bytes, nul),
      ruleId: 'not-text',
      fix: 'Pages are UTF-8 text. Move a binary file out of the docs folder, or give it an extension other than .md and .mdx; re-save a UTF-16 file as UTF-8.',
    });
  } else if (!isUtf8(bytes)) {
    const bad = firstInvalidByte(bytes);
    fail(file, `Not valid UTF-8: the byte 0x${bytes[bad]!.toString(16).toUpperCase().padStart(2, '0')} here is not part of a UTF-8 character`, {
      place: placeOf(bytes, bad),
      ruleId: 'not-utf8',
      fix: 'The file was saved in another encoding (such as Latin-1, Windows-1252 or GBK). Re-save it as UTF-8: in VS Code, "Save with Encoding" → UTF-8; or `iconv -f <encoding> -t utf-8`.',
    });
  }
  return bytes.toString('utf8');
}

/** Line and column of byte `offset`, counted as the parser counts them: in UTF-16 units of the decoded text. */
function placeOf(bytes: Buffer, offset: number): Point {
  const before = bytes.subarray(0, offset).toString('utf8');
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: before.length - lineStart + 1 };
}

/** Where the first byte that breaks UTF-8 is (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF). */
function firstInvalidByte(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const lead = bytes[i]!;
    const length = lead < 0x80 ? 1 : lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    if (length === 0) return i;
    const [low, high] = lead === 0xe0 ? [0xa0, 0xbf] : lead === 0xed ? [0x80, 0x9f] : lead === 0xf0 ? [0x90, 0xbf] : lead === 0xf4 ? [0x80, 0x8f] : [0x80, 0xbf];
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      // A character cut short is reported at its first byte, where it starts.
      if (next === undefined || next < (k === 1 ? low : 0x80) || next > (k === 1 ? high : 0xbf)) return i;
    }
    i += length;
  }
  return bytes.length;
}
