import { readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import type { SearchRecord } from '../../schemas/search-record.js';

/**
 * The records of a `search-records.json` file, open as `fd` (`{"contractVersion":…,"records":[…]}`),
 * parsed one at a time as the file is read, so that no more than one block and
 * one record are held: the file grows with the site. Each element of the array
 * is found by its braces, outside strings. With `range`, only the records
 * between those byte offsets are read: comma-separated, as in the array.
 */
export function* streamRecords(fd: number, blockBytes = 1 << 20, range?: [start: number, end: number]): Generator<SearchRecord> {
  const buffer = Buffer.allocUnsafe(blockBytes);
  const decoder = new StringDecoder('utf8');
  let position = range ? range[0] : null;
  const end = range ? range[1] : Infinity;
  let inArray = range !== undefined;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let element = '';
  for (let read; (read = readSync(fd, buffer, 0, Math.min(buffer.length, end - (position ?? 0)), position)) > 0; ) {
    if (position !== null) position += read;
    const text = decoder.write(buffer.subarray(0, read));
    let start = depth > 0 ? 0 : -1;
    for (let i = 0; i < text.length; i++) {
      const char = text[i];
      if (inString) {
        if (escaped) escaped = false;
        else if (char === '\\') escaped = true;
        else if (char === '"') inString = false;
      } else if (char === '"') inString = true;
      else if (!inArray) inArray = char === '[';
      else if (char === '{' || char === '[') {
        if (depth++ === 0) start = i;
      } else if ((char === '}' || char === ']') && depth > 0 && --depth === 0) {
        yield JSON.parse(element + text.slice(start, i + 1)) as SearchRecord;
        element = '';
        start = -1;
      }
    }
    if (depth > 0) element += text.slice(start);
  }
}
