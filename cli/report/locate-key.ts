export interface Point {
  line: number;
  column: number;
}

/**
 * Best-effort position of a key path in YAML, JSON or JS object source:
 * each string key is looked for (as `key:`, `"key":` or `'key':`) after
 * the previous one, so `themeConfig.nav[0].link` finds the `link` inside the
 * nav. Index segments are skipped. Returns the deepest key found, or undefined.
 */
export function locateKey(source: string, path: readonly PropertyKey[]): Point | undefined {
  let from = 0;
  let found: number | undefined;
  for (const key of path) {
    if (typeof key !== 'string') continue;
    const pattern = new RegExp(`(^|[\\s{,])(["']?)${escapeRegExp(key)}\\2\\s*:`, 'gm');
    pattern.lastIndex = from;
    const match = pattern.exec(source);
    if (!match) break;
    found = match.index + match[1]!.length;
    from = found + key.length;
  }
  return found === undefined ? undefined : pointAt(source, found);
}

export function pointAt(source: string, offset: number): Point {
  let line = 1;
  let lineStart = 0;
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
