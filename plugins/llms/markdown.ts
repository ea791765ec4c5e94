/**
 * A page's source as language models get it: `<llm-exclude>` blocks dropped
 * with their content, `<llm-only>` tags dropped with their content kept, and
 * a `# Title` when the page has no h1. Plain string work, not a parse: the
 * build runs it on every page on the main thread. Code is never touched:
 * fenced blocks and inline code spans are skipped, so a page that shows the
 * tags (as the docs of this plugin do) keeps them.
 */

// A fence may open after blockquote and list markers (`> ```js`, `- ```js`).
const FENCE_OPEN = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*(`{3,}|~{3,})(.*)$/;
const TAG = /`+|<(\/?)llm-(only|exclude)[ \t]*>/g;
const BLANK_LINE = /[ \t]*(?:\n|$)/y;

interface Tag {
  start: number;
  end: number;
  close: boolean;
  kind: 'only' | 'exclude';
}

/** `[start, end)` ranges of fenced code blocks, opening and closing lines included; an unclosed fence runs to the end, as in CommonMark. */
function fencedRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  let open: { marker: string; start: number } | undefined;
  let offset = 0;
  for (const line of text.split('\n')) {
    const end = offset + line.length + 1;
    const match = FENCE_OPEN.exec(line);
    if (open) {
      if (match && match[1]![0] === open.marker[0] && match[1]!.length >= open.marker.length && match[2]!.trim() === '') {
        ranges.push([open.start, Math.min(end, text.length)]);
        open = undefined;
      }
    } else if (match && !(match[1]![0] === '`' && match[2]!.includes('`'))) {
      open = { marker: match[1]!, start: offset };
    }
    offset = end;
  }
  if (open) ranges.push([open.start, text.length]);
  return ranges;
}

/** The `llm-only` / `llm-exclude` tags of `text` outside code, in order. */
function findTags(text: string): Tag[] {
  const fences = fencedRanges(text);
  const tags: Tag[] = [];
  let fence = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(text); match; match = TAG.exec(text)) {
    while (fence < fences.length && fences[fence]![1] <= match.index) fence++;
    const inFence = fences[fence];
    if (inFence && inFence[0] <= match.index) {
      TAG.lastIndex = inFence[1];
      continue;
    }
    if (match[0].startsWith('`')) {
      // A code span ends at the next run of as many backticks, within its paragraph (no blank line) and before any fence.
      const limit = Math.min(inFence?.[0] ?? text.length, blankLineAfter(text, TAG.lastIndex));
      const closing = closingRun(text, TAG.lastIndex, match[0].length, limit);
      if (closing !== -1) TAG.lastIndex = closing;
      continue;
    }
    tags.push({ start: match.index, end: TAG.lastIndex, close: match[1] === '/', kind: match[2] as Tag['kind'] });
  }
  return tags;
}

function blankLineAfter(text: string, from: number): number {
  const blank = /\n[ \t]*\n/g;
  blank.lastIndex = from;
  return blank.exec(text)?.index ?? text.length;
}

/** The end of the first run of exactly `length` backticks in `[from, limit)`, or -1. */
function closingRun(text: string, from: number, length: number, limit: number): number {
  const runs = /`+/g;
  runs.lastIndex = from;
  for (let run = runs.exec(text); run && run.index < limit; run = runs.exec(text)) {
    if (run[0].length === length) return runs.lastIndex;
  }
  return -1;
}

/** Opening and closing tags paired by nesting; a tag without its partner (or closing another kind) is left as text. */
function pairTags(tags: Tag[]): [Tag, Tag][] {
  const pairs: [Tag, Tag][] = [];
  const open: Tag[] = [];
  for (const tag of tags) {
    if (!tag.close) open.push(tag);
    else if (open.at(-1)?.kind === tag.kind) pairs.push([open.pop()!, tag]);
  }
  return pairs;
}

/**
 * A cut widened so the text around it stays tidy: a tag or block alone on
 * its line(s) takes the line with it, and one blank line too when it stood
 * between blank lines; a cut inside a line takes one of two spaces around it.
 */
function widen(text: string, [start, end]: [number, number]): [number, number] {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEndAt = text.indexOf('\n', end);
  const lineEnd = lineEndAt === -1 ? text.length : lineEndAt;
  if (text.slice(lineStart, start).trim() === '' && text.slice(end, lineEnd).trim() === '') {
    const next = lineEnd === text.length ? lineEnd : lineEnd + 1;
    const blankBefore = lineStart === 0 || text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart).trim() === '';
    BLANK_LINE.lastIndex = next;
    const blankAfter = next < text.length ? BLANK_LINE.exec(text) : null;
    return [lineStart, blankBefore && blankAfter ? next + blankAfter[0].length : next];
  }
  if (/[ \t]/.test(text[start - 1] ?? '') && /[ \t]/.test(text[end] ?? '')) return [start, end + 1];
  return [start, end];
}

/** `source` with `<llm-exclude>…</llm-exclude>` removed and `<llm-only>` / `</llm-only>` unwrapped, code left alone. */
export function stripLlmTags(source: string): string {
  const pairs = pairTags(findTags(source));
  if (pairs.length === 0) return source;
  const cuts: [number, number][] = pairs.flatMap(([open, close]): [number, number][] =>
    open.kind === 'exclude'
      ? [[open.start, close.end]]
      : [
          [open.start, open.end],
          [close.start, close.end],
        ],
  );
  const merged: [number, number][] = [];
  for (const cut of cuts.map((c) => widen(source, c)).sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && cut[0] <= last[1]) last[1] = Math.max(last[1], cut[1]);
    else merged.push(cut);
  }
  let out = '';
  let at = 0;
  for (const [start, end] of merged) {
    out += source.slice(at, start);
    at = end;
  }
  return out + source.slice(at);
}

/** Whether `markdown` has an h1 outside code: `# Title`, or a line underlined with `=`. */
export function hasH1(markdown: string): boolean {
  const fences = fencedRanges(markdown);
  let offset = 0;
  let previous = '';
  for (const line of markdown.split('\n')) {
    const inFence = fences.some(([start, end]) => offset >= start && offset < end);
    if (!inFence && (/^ {0,3}#(?:[ \t]|$)/.test(line) || (/^ {0,3}=+[ \t]*$/.test(line) && previous.trim() !== ''))) return true;
    previous = inFence ? '' : line;
    offset += line.length + 1;
  }
  return false;
}

/** A page's Markdown for language models, from its source without frontmatter: tags honoured, `# title` added when it has no h1, one final newline. */
export function pageMarkdown(source: string, title: string): string {
  const text = stripLlmTags(source).replace(/^(?:[ \t]*\n)+/, '').trimEnd();
  const body = hasH1(text) ? text : `# ${title}${text ? `\n\n${text}` : ''}`;
  return `${body}\n`;
}
