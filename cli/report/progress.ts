/**
 * A single self-overwriting "pages done / total" line on an interactive
 * terminal; nothing at all when output is piped or in CI logs.
 */
export function progressLine(stream: NodeJS.WriteStream, label: string): { update(done: number, total: number): void; clear(): void } {
  if (!stream.isTTY) return { update() {}, clear() {} };
  let last = 0;
  let shown = false;
  return {
    update(done, total) {
      const now = performance.now();
      if (done !== total && now - last < 80) return;
      last = now;
      shown = true;
      stream.write(`\r${label} ${done}/${total} pages`);
    },
    clear() {
      if (shown) stream.write('\r\x1b[2K');
    },
  };
}
