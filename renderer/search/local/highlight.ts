import { tokenize, type Token } from '../../../schemas/search-text.js';
import { escapeHtml } from '../highlight-text.js';
import type { HighlightResult, MatchLevel, SnippetResult } from '../types.js';
import type { ResolvedWord } from './terms.js';

export interface Tags {
  pre: string;
  post: string;
  ellipsis: string;
}

interface Match {
  start: number;
  end: number;
  /** Index of the first and last token covered. */
  first: number;
  last: number;
}

export interface Analysis {
  text: string;
  tokens: Token[];
  matches: Match[];
  /** Query words found in the text. */
  found: Set<ResolvedWord>;
}

/** Where the query's words occur in `text`. */
export function analyse(text: string, words: readonly ResolvedWord[]): Analysis {
  const tokens = tokenize(text);
  const matches: Match[] = [];
  const found = new Set<ResolvedWord>();
  for (const resolved of words) {
    const { word } = resolved;
    if (word.cjk) {
      const chars = Array.from(word.text);
      for (let i = 0; i + chars.length <= tokens.length; i++) {
        if (chars.every((char, k) => tokens[i + k]!.cjk && tokens[i + k]!.text === char && (k === 0 || tokens[i + k - 1]!.end === tokens[i + k]!.start))) {
          matches.push({ start: tokens[i]!.start, end: tokens[i + chars.length - 1]!.end, first: i, last: i + chars.length - 1 });
          found.add(resolved);
        }
      }
      continue;
    }
    tokens.forEach((token, i) => {
      if (token.cjk || !resolved.matches.has(token.text)) return;
      found.add(resolved);
      // A word matched as a prefix is marked over the typed part only, as the hosted index does.
      const partial = token.text !== word.text && token.text.startsWith(word.text) && token.end - token.start === token.text.length;
      matches.push({ start: token.start, end: partial ? token.start + word.text.length : token.end, first: i, last: i });
    });
  }
  matches.sort((a, b) => a.start - b.start || b.end - a.end);
  return { text, tokens, matches, found };
}

function matchLevel(analysis: Analysis, words: readonly ResolvedWord[]): MatchLevel {
  if (!analysis.found.size) return 'none';
  return analysis.found.size === words.length ? 'full' : 'partial';
}

export function highlight(analysis: Analysis, words: readonly ResolvedWord[], tags: Tags): HighlightResult {
  const level = matchLevel(analysis, words);
  return {
    value: mark(analysis, 0, analysis.text.length, tags),
    matchLevel: level,
    matchedWords: words.filter((w) => analysis.found.has(w)).map((w) => w.word.text),
    fullyHighlighted: level === 'full' && analysis.matches.length > 0 && coversAll(analysis),
  };
}

function coversAll(analysis: Analysis): boolean {
  return analysis.tokens.every((_, i) => analysis.matches.some((m) => m.first <= i && i <= m.last));
}

/**
 * `words` words around the first match (a CJK character counts as half a
 * word), cut at token edges, with the ellipsis where text was left out.
 */
export function snippet(analysis: Analysis, words: readonly ResolvedWord[], length: number, tags: Tags): SnippetResult {
  const { tokens, text } = analysis;
  const budget = length * 2;
  const weight = (i: number) => (tokens[i]!.cjk ? 1 : 2);
  const anchor = analysis.matches[0]?.first ?? 0;
  let first = anchor;
  let last = anchor;
  let used = tokens.length ? weight(anchor) : 0;
  // Keep a little context before the match, then fill the rest after it.
  const lead = Math.floor(budget / 4);
  for (let spent = 0; first > 0 && spent + weight(first - 1) <= lead && used + weight(first - 1) <= budget; first--) {
    spent += weight(first - 1);
    used += weight(first - 1);
  }
  for (; last + 1 < tokens.length && used + weight(last + 1) <= budget; last++) used += weight(last + 1);
  for (; first > 0 && used + weight(first - 1) <= budget; first--) used += weight(first - 1);
  if (!tokens.length) return { value: mark(analysis, 0, text.length, tags), matchLevel: 'none' };
  const start = first === 0 ? 0 : tokens[first]!.start;
  const end = last === tokens.length - 1 ? text.length : tokens[last]!.end;
  const value = (start > 0 ? tags.ellipsis : '') + mark(analysis, start, end, tags) + (end < text.length ? tags.ellipsis : '');
  return { value, matchLevel: matchLevel(analysis, words) };
}

/** `text[from, to)` HTML-escaped, with the matches inside it wrapped in the tags. */
function mark(analysis: Analysis, from: number, to: number, tags: Tags): string {
  let out = '';
  let at = from;
  for (const match of analysis.matches) {
    if (match.start < at || match.end > to) continue;
    out += escapeHtml(analysis.text.slice(at, match.start)) + tags.pre + escapeHtml(analysis.text.slice(match.start, match.end)) + tags.post;
    at = match.end;
  }
  return out + escapeHtml(analysis.text.slice(at, to));
}
