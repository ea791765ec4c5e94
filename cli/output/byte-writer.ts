import type { Hash } from 'node:crypto';
import { closeSync, openSync, readSync, writeSync } from 'node:fs';

const BUFFER_BYTES = 1 << 20;

/**
 * A file written front to back through one buffer: bytes are appended from
 * memory or copied from another file's range straight into the buffer, so a
 * large output is assembled without holding it. `length` is the bytes so far.
 */
export class ByteWriter {
  length = 0;
  private readonly fd: number;
  private readonly buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  private used = 0;
  private closed = false;

  constructor(file: string) {
    this.fd = openSync(file, 'w');
  }

  write(bytes: Uint8Array): void {
    this.length += bytes.length;
    if (bytes.length > this.buffer.length - this.used) this.flush();
    if (bytes.length >= this.buffer.length) return this.writeOut(bytes);
    this.buffer.set(bytes, this.used);
    this.used += bytes.length;
  }

  writeText(text: string): void {
    // Encoded straight into the buffer: a Buffer a call is memory outside the heap, which a collection frees late,
    // and writers of a line an entry (the manifest, the kept git log) make one a page.
    const bytes = Buffer.byteLength(text);
    if (bytes >= this.buffer.length) return this.write(Buffer.from(text));
    if (bytes > this.buffer.length - this.used) this.flush();
    this.buffer.write(text, this.used);
    this.used += bytes;
    this.length += bytes;
  }

  /** Append `length` bytes at `start` of `source`, and feed them to `hash` on the way. */
  copy(source: ByteSource, start: number, length: number, hash?: Hash): void {
    this.length += length;
    while (length > 0) {
      if (this.used === this.buffer.length) this.flush();
      const part = Math.min(length, this.buffer.length - this.used);
      source.readInto(this.buffer, this.used, part, start);
      hash?.update(this.buffer.subarray(this.used, this.used + part));
      this.used += part;
      start += part;
      length -= part;
    }
  }

  /** Idempotent: a caller's cleanup may close a writer that its work had closed. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    try {
      this.flush();
    } finally {
      closeSync(this.fd);
    }
  }

  private flush(): void {
    this.writeOut(this.buffer.subarray(0, this.used));
    this.used = 0;
  }

  private writeOut(bytes: Uint8Array): void {
    writeFully(this.fd, bytes);
  }
}

/** What `ByteWriter.copy` reads from: `length` bytes at `position`, into `buffer` at `offset`. */
export interface ByteSource {
  readInto(buffer: Uint8Array, offset: number, length: number, position: number): void;
}

const WINDOW_BYTES = 1 << 18;

/**
 * An open file read through a window of its bytes: a warm run copies thousands
 * of small, consecutive ranges of the previous outputs (each page's entry, its
 * close, its records), which cost a read each, a tenth of a rebuild's index.
 * A read behind the window or larger than it goes to the file.
 */
export class WindowedFile implements ByteSource {
  private window: Buffer | undefined;
  private windowStart = 0;
  private windowLength = 0;

  constructor(readonly fd: number) {}

  readInto(buffer: Uint8Array, offset: number, length: number, position: number): void {
    if (length === 0) return;
    const end = position + length;
    if (position < this.windowStart || length > WINDOW_BYTES / 2) return readExactly(this.fd, buffer, offset, length, position);
    if (end > this.windowStart + this.windowLength) this.fill(position);
    if (end > this.windowStart + this.windowLength) throw new Error(FILE_CHANGED);
    buffer.set(this.window!.subarray(position - this.windowStart, end - this.windowStart), offset);
  }

  private fill(position: number): void {
    this.window ??= Buffer.allocUnsafe(WINDOW_BYTES);
    this.windowStart = position;
    this.windowLength = 0;
    for (let read = -1; read !== 0 && this.windowLength < WINDOW_BYTES; this.windowLength += read) {
      read = readSync(this.fd, this.window, this.windowLength, WINDOW_BYTES - this.windowLength, position + this.windowLength);
    }
  }
}

const FILE_CHANGED = 'A file ended before the bytes docsite stored in it: it was changed during the run. Run the command again.';

/** Write all of `bytes` at the file's position (a write may take fewer bytes than it was given). */
export function writeFully(fd: number, bytes: Uint8Array): void {
  for (let offset = 0; offset < bytes.length; ) offset += writeSync(fd, bytes, offset);
}

/** Fill `length` bytes at `offset` of `buffer` from `position` of the file; a short file was changed under the run. */
export function readExactly(fd: number, buffer: Uint8Array, offset: number, length: number, position: number): void {
  while (length > 0) {
    const read = readSync(fd, buffer, offset, length, position);
    if (read === 0) throw new Error(FILE_CHANGED);
    offset += read;
    position += read;
    length -= read;
  }
}
