/**
 * What Expressive Code (Starlight's code blocks) reads in a block besides its
 * line ranges: a file name comment that becomes the title, `diff lang="js"`
 * blocks whose `+`/`-` lines are code of another language, and text markers
 * (`"text"`, `ins=/regex/`) that mark text inside the lines. The rules are
 * Expressive Code's own, so pages written for Starlight show what they showed
 * there.
 */
import type { Element, ElementContent } from 'hast';

export type MarkerKind = 'mark' | 'ins' | 'del';

/** Text to mark wherever a line holds it: a plain text, or a pattern whose capture groups (else its whole match) are marked. */
export type TextMarker = { kind: MarkerKind; text: string } | { kind: MarkerKind; pattern: RegExp };

type Ranges = Array<[number, number]>;

/** When marks overlap, the later kind wins: an inserted or deleted text shows as such inside a marked one. */
const KIND_ORDER: readonly MarkerKind[] = ['mark', 'del', 'ins'];

/** `ins`, `del`, `mark` and the spellings Expressive Code also takes (`add`, `rem`), or undefined for another key. */
export function markerKind(key: string | undefined): MarkerKind | undefined {
  const kind = key === undefined || key === '' ? 'mark' : key === 'add' ? 'ins' : key === 'rem' ? 'del' : key;
  return (KIND_ORDER as readonly string[]).includes(kind) ? (kind as MarkerKind) : undefined;
}

/** A `/regex/` of the meta as Expressive Code compiles it (global, with group indices); undefined when it is no regex. */
export function markerPattern(source: string): RegExp | undefined {
  try {
    return new RegExp(source, 'gd');
  } catch {
    return undefined;
  }
}

// A real diff's first lines (`--- a/file`, `@@ -1 +1 @@`, `1,2c1,2`): left as they are.
const REAL_DIFF = /^(?:[*+-]{3}\s|@@\s|[0-9,]+[acd][0-9,]+\s*$)/;
// A `+` or `-` marker (not `++`/`--`, which are code), then the line's indentation.
const DIFF_LINE = /^(([+-](?![+-]))?\s*)(.*)$/;

/**
 * A `diff lang="js"` block's code without its markers, and its `+` and `-`
 * lines. As Expressive Code does: when every line is indented past its marker
 * column, that common indentation goes; otherwise only the marker character.
 */
export function diffLines(code: string): { code: string; added: Ranges; removed: Ranges } {
  const lines = code.split('\n');
  if (lines.slice(0, 4).some((line) => REAL_DIFF.test(line))) return { code, added: [], removed: [] };
  let indentation = Infinity;
  const markers = lines.map((line) => {
    const [, prefix = '', marker, content = ''] = DIFF_LINE.exec(line) ?? [];
    if (content.trim() !== '') indentation = Math.min(indentation, prefix.length);
    return marker;
  });
  const added: Ranges = [];
  const removed: Ranges = [];
  const kept = lines.map((line, i) => {
    const marker = markers[i];
    if (marker === '+') added.push([i + 1, i + 1]);
    if (marker === '-') removed.push([i + 1, i + 1]);
    const cut = indentation !== Infinity && indentation > 0 ? indentation : marker ? 1 : 0;
    return line.slice(cut);
  });
  return { code: kept.join('\n'), added, removed };
}

// Expressive Code's language groups: a file name comment's extension must be of the block's group when it is in one.
const LANGUAGE_GROUPS: readonly string[][] = [
  ['astro', 'cjs', 'htm', 'html', 'js', 'jsx', 'mjs', 'svelte', 'ts', 'tsx', 'typescript', 'vb', 'vue', 'vue-html'],
  ['ansi', 'bash', 'bat', 'batch', 'cmd', 'console', 'fish', 'nu', 'nushell', 'powershell', 'ps', 'ps1', 'psd1', 'psm1', 'sh', 'shell', 'shellscript', 'shellsession', 'zsh'],
  ['csv', 'env', 'ini', 'json', 'toml', 'xml', 'yaml', 'yml'],
  ['css', 'less', 'sass', 'scss', 'styl', 'stylus', 'xsl'],
  ['markdown', 'md', 'mdx'],
];
const TERMINAL = LANGUAGE_GROUPS[1]!;
const FRONTMATTER_LANGUAGES = new Set(['astro', 'markdown', 'md', 'mdx', 'toml', 'yaml', 'yml']);

/**
 * A comment alone on its line (`//`, `#` but not `#!`, `<!--`, `/*`), maybe with a label (`File name:`, but not a
 * drive's `C:` or a URL's `https:`), holding one path-like word.
 */
const FILE_NAME_COMMENT = /^\s*(?:\/\/|#(?!!)|<!--|\/\*)\s*(?:((?![a-z]:).*?)(?:\uff1a|:(?!\/\/)))?\s*((?:[a-z]:)?[\w./~%[\]+\\-]*)\s*(?:-->|\*\/)?\s*$/i;

/** The file name a comment line names, by Expressive Code's rules, or undefined. */
export function fileNameOf(line: string, lang: string): string | undefined {
  const match = FILE_NAME_COMMENT.exec(line);
  const name = match?.[2];
  // Only dots and separators (`// ...`), or `..` not starting a path: no file name.
  if (!name || !/[^.:/\\~]/.test(name) || /^\.{2,}(?![/\\])/.test(name)) return undefined;
  const label = match[1] ?? '';
  const group = LANGUAGE_GROUPS.find((languages) => languages.includes(lang));
  const base = name.replace(/^.*[/\\]/, '');
  const pathLike =
    /^(?:\/|\\|\.[/\\]|~|[a-z]:)./i.test(name) || base.startsWith('.') || (/[/\\]/.test(name) && /[^/\\0-9.]/.test(name) && name === name.toLowerCase());
  if (pathLike && (label === '' || group === TERMINAL)) return name;
  const extension = /\.([^.]+)$/.exec(base)?.[1];
  // A name in a comment of the block's own kind: JS code that mentions `style.css` is not titled by it.
  if (!extension || (group && !group.includes(extension))) return undefined;
  return name;
}

/**
 * The file name comment among a block's first four lines, and the lines that go with it (1-based): the
 * comment, the frontmatter fences it leaves empty, and an empty line after. Undefined when there is none.
 */
export function fileNameComment(code: string, lang: string): { title: string; code: string; dropped: number[] } | undefined {
  const lines = code.split('\n');
  let index = -1;
  let title: string | undefined;
  for (let i = 0; i < Math.min(4, lines.length) && title === undefined; i++) {
    title = fileNameOf(lines[i]!, lang);
    if (title !== undefined) index = i;
  }
  if (title === undefined) return undefined;
  const dropped = [index];
  let next = index + 1;
  const opening = lines[index - 1]?.trim();
  if (FRONTMATTER_LANGUAGES.has(lang) && (opening === '---' || opening === '+++') && lines[next]?.trim() === opening) {
    dropped.unshift(index - 1);
    dropped.push(next++);
  }
  if (lines[next] !== undefined && lines[next]!.trim() === '') dropped.push(next);
  const gone = new Set(dropped);
  return { title, code: lines.filter((_, i) => !gone.has(i)).join('\n'), dropped: dropped.map((i) => i + 1) };
}

/** Line ranges renumbered for the code without the `dropped` lines (1-based, ascending); a range left with no line goes. */
export function dropFromRanges(ranges: Ranges, dropped: number[]): Ranges {
  const shift = (line: number) => line - dropped.filter((gone) => gone < line).length;
  return ranges.flatMap(([from, to]): Ranges => {
    let first = from;
    while (first <= to && dropped.includes(first)) first++;
    let last = to;
    while (last >= first && dropped.includes(last)) last--;
    return first <= last ? [[shift(first), shift(last)]] : [];
  });
}

interface Span {
  kind: MarkerKind;
  start: number;
  end: number;
}

/** Where the markers match a line's text, with no overlaps: a later kind cuts into an earlier one, the same kind merges. */
export function markedSpans(text: string, markers: readonly TextMarker[]): Span[] {
  const found: Span[] = [];
  for (const marker of markers) {
    if ('text' in marker) {
      if (marker.text === '') continue;
      for (let at = text.indexOf(marker.text); at !== -1; at = text.indexOf(marker.text, at + marker.text.length)) found.push({ kind: marker.kind, start: at, end: at + marker.text.length });
      continue;
    }
    for (const match of text.matchAll(marker.pattern)) {
      const groups = (match.indices ?? []).filter((range): range is [number, number] => range !== undefined);
      // The capture groups when there are any, else the whole match.
      for (const [start, end] of groups.length > 1 ? groups.slice(1) : groups) if (end > start) found.push({ kind: marker.kind, start, end });
    }
  }
  const spans: Span[] = [];
  for (const kind of KIND_ORDER) {
    for (let span of found.filter((candidate) => candidate.kind === kind)) {
      for (let i = spans.length - 1; i >= 0; i--) {
        const other = spans[i]!;
        if (span.end <= other.start || span.start >= other.end) continue;
        if (span.start <= other.start && span.end >= other.end) spans.splice(i, 1);
        else if (other.kind === span.kind) {
          spans.splice(i, 1);
          span = { kind, start: Math.min(span.start, other.start), end: Math.max(span.end, other.end) };
        } else if (span.start > other.start && span.end < other.end) spans.splice(i, 1, { ...other, end: span.start }, { ...other, start: span.end });
        else if (span.start > other.start) other.end = span.start;
        else other.start = span.end;
      }
      spans.push(span);
      spans.sort((a, b) => a.start - b.start);
    }
  }
  return spans;
}

/**
 * A highlighted line's tokens with the markers' text wrapped in `<mark>`, `<ins>` or `<del>`, the tokens cut where
 * a mark starts or ends. The text stays the same, so the copied code does too.
 */
export function markLine(children: ElementContent[], markers: readonly TextMarker[]): ElementContent[] {
  const text = children.map(textOf).join('');
  const spans = markedSpans(text, markers);
  if (spans.length === 0) return children;
  const marked: ElementContent[] = [];
  let at = 0;
  for (const { kind, start, end } of spans) {
    marked.push(...slice(children, at, start));
    marked.push({ type: 'element', tagName: kind, properties: {}, children: slice(children, start, end) });
    at = end;
  }
  marked.push(...slice(children, at, text.length));
  return marked;
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

/** The part of `nodes` from character `from` to `to`, cutting the tokens at either end; new nodes, the given ones untouched. */
function slice(nodes: ElementContent[], from: number, to: number): ElementContent[] {
  const part: ElementContent[] = [];
  let at = 0;
  for (const node of nodes) {
    const length = textOf(node).length;
    const start = Math.max(from, at);
    const end = Math.min(to, at + length);
    if (start < end) {
      if (start === at && end === at + length) part.push(node);
      else if (node.type === 'text') part.push({ type: 'text', value: node.value.slice(start - at, end - at) });
      else if (node.type === 'element') part.push({ ...node, children: slice(node.children, start - at, end - at) } satisfies Element);
    }
    at += length;
  }
  return part;
}
