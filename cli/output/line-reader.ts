import { closeSync, openSync, readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';

/** The lines of a file, read a block at a time. */
export class LineReader {
  private readonly buffer = Buffer.allocUnsafe(1 << 16);
  private readonly decoder = new StringDecoder('utf8');
  private text = '';
  private at = 0;
  private done = false;

  private constructor(private readonly fd: number) {}

  static open(file: string): LineReader | undefined {
    try {
      return new LineReader(openSync(file, 'r'));
    } catch {
      return undefined;
    }
  }

  next(): string | undefined {
    let end: number;
    while ((end = this.text.indexOf('\n', this.at)) < 0 && !this.done) {
      const read = readSync(this.fd, this.buffer, 0, this.buffer.length, null);
      if (read === 0) this.done = true;
      else {
        this.text = this.text.slice(this.at) + this.decoder.write(this.buffer.subarray(0, read));
        this.at = 0;
      }
    }
    // Such files are renamed into place whole: a last line with no newline is not there.
    if (end < 0) return undefined;
    const line = this.text.slice(this.at, end);
    this.at = end + 1;
    return line;
  }

  close(): void {
    closeSync(this.fd);
  }
}
