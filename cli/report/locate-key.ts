export interface Point {
  line: number;
  column: number;
}

/** A stretch of the source, `[from, to)`: where the value of the key path so far is written. */
interface Span {
  from: number;
  to: number;
}

/**
 * Best-effort position of a key path in YAML, JSON or JS object source. Each
 * segment is looked for inside the value of the one before: a string key as
 * `key:`, `"key":` or `'key':`; an index as that element of a `[…]` array or
 * of a YAML `- ` list. So `locales[1].label` is looked for in the second
 * locale only, and when that entry lacks it, the entry itself is the answer.
 * Returns the deepest segment found, or undefined.
 */
export function locateKey(source: string, path: readonly PropertyKey[]): Point | undefined {
  let span: Span = { from: 0, to: source.length };
  let found: number | undefined;
  for (const key of path) {
    const next = typeof key === 'number' ? elementIn(source, span, key) : keyIn(source, span, String(key));
    if (!next) break;
    [found, span] = next;
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

/** The offset of `key` in `span` and the span of its value. */
function keyIn(source: string, span: Span, key: string): [number, Span] | undefined {
  const pattern = new RegExp(`(^|[\\s{,])(["']?)${escapeRegExp(key)}\\2\\s*:`, 'gm');
  pattern.lastIndex = span.from;
  const match = pattern.exec(source);
  if (!match || match.index >= span.to) return undefined;
  const at = match.index + match[1]!.length;
  return [at, valueSpan(source, match.index + match[0].length, columnOf(source, at))];
}

/**
 * A value from just after its key's colon: a bracketed one to its closing
 * bracket; a YAML block (nothing after the colon) over the lines indented
 * deeper than its key, and the `- ` items at the key's own column; else the rest of the line.
 */
function valueSpan(source: string, afterColon: number, keyColumn: number): Span {
  const start = skipSpace(source, afterColon, /[ \t]/);
  if (source[start] === '{' || source[start] === '[') return { from: start, to: closingOf(source, start) };
  const lineEnd = endOfLine(source, start);
  if (source.slice(start, lineEnd).trim() !== '' && source[start] !== '#') return { from: start, to: lineEnd };
  let to = lineEnd;
  while (to < source.length) {
    const next = endOfLine(source, to + 1);
    const line = source.slice(to + 1, next);
    const indent = line.length - line.trimStart().length;
    if (line.trim() !== '' && (indent < keyColumn || (indent === keyColumn && !line.trimStart().startsWith('- ')))) break;
    to = next;
  }
  return { from: start, to };
}

/** The offset of element `index` of the list in `span` (a `[…]` array or YAML `- ` items) and its span. */
function elementIn(source: string, span: Span, index: number): [number, Span] | undefined {
  if (source[span.from] === '[') return bracketElement(source, span, index);
  const items = [...source.slice(span.from, span.to).matchAll(/^([ \t]*)- /gm)];
  const indent = items[0]?.[1]!.length;
  const same = items.filter((item) => item[1]!.length === indent);
  const item = same[index];
  if (!item) return undefined;
  const at = span.from + item.index! + item[1]!.length;
  const next = same[index + 1];
  // From the space after the dash: a key is looked for after a space or a brace.
  return [at, { from: at + 1, to: next ? span.from + next.index! : span.to }];
}

function bracketElement(source: string, span: Span, index: number): [number, Span] | undefined {
  let at = skipBlank(source, span.from + 1);
  for (let n = 0; ; n++) {
    if (at >= span.to - 1) return undefined;
    const end = elementEnd(source, at, span.to - 1);
    if (n === index) return [at, { from: at, to: end }];
    at = skipBlank(source, end + 1);
  }
}

/** Where the element starting at `at` ends: its top-level comma, or the list's closing bracket at `close`. */
function elementEnd(source: string, at: number, close: number): number {
  let i = at;
  while (i < close && source[i] !== ',') i = source[i] === '{' || source[i] === '[' ? closingOf(source, i) : afterToken(source, i);
  return Math.min(i, close);
}

/** The offset just after the bracket that closes the one at `open`, strings and comments skipped. */
function closingOf(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i = afterToken(source, i)) {
    const c = source[i];
    if (c === '{' || c === '[') depth++;
    else if ((c === '}' || c === ']') && --depth === 0) return i + 1;
  }
  return source.length;
}

/** Past one character, or past a whole string or comment that starts at `i`. */
function afterToken(source: string, i: number): number {
  const c = source[i]!;
  if (c === '"' || c === "'" || c === '`') {
    let j = i + 1;
    while (j < source.length && source[j] !== c) j += source[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  if (source.startsWith('//', i)) return endOfLine(source, i);
  if (source.startsWith('/*', i)) {
    const end = source.indexOf('*/', i + 2);
    return end < 0 ? source.length : end + 2;
  }
  return i + 1;
}

/** Past spaces, line breaks and comments. */
function skipBlank(source: string, at: number): number {
  let i = skipSpace(source, at, /\s/);
  while (source.startsWith('//', i) || source.startsWith('/*', i)) i = skipSpace(source, afterToken(source, i), /\s/);
  return i;
}

function skipSpace(source: string, at: number, space: RegExp): number {
  let i = at;
  while (i < source.length && space.test(source[i]!)) i++;
  return i;
}

function endOfLine(source: string, at: number): number {
  const end = source.indexOf('\n', at);
  return end < 0 ? source.length : end;
}

function columnOf(source: string, at: number): number {
  return at - (source.lastIndexOf('\n', at - 1) + 1);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
