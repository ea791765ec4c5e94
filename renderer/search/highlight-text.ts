/**
 * Highlight and snippet values as the engines return them: HTML-escaped
 * text with matches between `<mark>` and `</mark>`. Read here as data, never
 * as HTML (see safe-highlight.tsx).
 */

/** A run of highlight text: plain, or inside `<mark>`. */
export interface HighlightSegment {
  text: string;
  marked: boolean;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The text an HTML-escaped string stands for, in one pass (so `&amp;lt;`
 * becomes `&lt;`, not `<`): the five entities Algolia escapes with and
 * numeric references. Anything else stays as written.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|(amp|lt|gt|quot|apos));/gi, (whole, dec?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? whole;
    const code = dec ? Number.parseInt(dec, 10) : Number.parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

/**
 * Splits a highlight or snippet value (escaped text with matches wrapped in
 * `<mark>`…`</mark>`) into runs. Only those two exact tags mean anything;
 * every other tag-like sequence is text, and a stray `</mark>` is dropped.
 */
export function highlightSegments(value: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let marked = false;
  for (const part of value.split(/(<mark>|<\/mark>)/)) {
    if (part === '<mark>' || part === '</mark>') {
      marked = part === '<mark>';
      continue;
    }
    const text = decodeEntities(part);
    if (!text) continue;
    const last = segments[segments.length - 1];
    if (last && last.marked === marked) last.text += text;
    else segments.push({ text, marked });
  }
  return segments;
}

/** The escaped form of plain text, so stored hits and highlight values go through one renderer. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]!};`);
}
