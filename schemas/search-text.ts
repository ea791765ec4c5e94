/**
 * How the local search index cuts text into terms. The build indexes with
 * it and the browser queries and highlights with it, so the two can never
 * disagree about what a word is. Zod-free: it ships in the search chunk.
 *
 * - Letters and digits of alphabetic scripts form words, folded to lower
 *   case without accents (`Café` → `cafe`).
 * - Chinese and Japanese characters carry no spaces, so each run of them is
 *   indexed as overlapping character pairs (`文档站` → `文档`, `档站`) plus its
 *   last character alone: any substring of two or more characters is then
 *   found through its pairs, and a single character through the pairs it
 *   starts.
 */

export interface Token {
  /** Normalised text of the word, or of one CJK character. */
  text: string;
  /** Offsets of the token in the original string. */
  start: number;
  end: number;
  cjk: boolean;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const WORD = /[\p{L}\p{N}]/u;
const MARKS = /\p{M}/gu;

const enum Kind {
  Other,
  Word,
  Cjk,
}

const folded = new Map<string, [string, Kind]>();

/** One character's folded form and kind, cached: indexing visits millions of characters. */
function fold(char: string): [string, Kind] {
  let entry = folded.get(char);
  if (!entry) {
    const text = char.normalize('NFKD').replace(MARKS, '').toLowerCase();
    const kind = CJK.test(char) ? Kind.Cjk : WORD.test(text) ? Kind.Word : Kind.Other;
    entry = [kind === Kind.Other ? '' : text, kind];
    folded.set(char, entry);
  }
  return entry;
}

/** The words and CJK characters of `text`, in order, with their offsets. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let word = '';
  let wordStart = 0;
  let i = 0;
  const endWord = (end: number) => {
    if (word) tokens.push({ text: word, start: wordStart, end, cjk: false });
    word = '';
  };
  while (i < text.length) {
    const code = text.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    const [folding, kind] = code < 128 ? asciiFold(code) : fold(text.slice(i, i + width));
    if (kind === Kind.Word) {
      if (!word) wordStart = i;
      word += folding;
    } else {
      endWord(i);
      if (kind === Kind.Cjk) tokens.push({ text: folding, start: i, end: i + width, cjk: true });
    }
    i += width;
  }
  endWord(i);
  return tokens;
}

const ASCII: [string, Kind][] = Array.from({ length: 128 }, (_, code) => {
  const char = String.fromCharCode(code);
  return /[A-Za-z0-9]/.test(char) ? [char.toLowerCase(), Kind.Word] : ['', Kind.Other];
});

function asciiFold(code: number): [string, Kind] {
  return ASCII[code]!;
}

/** Index terms of `text`: its words, and the character pairs and run-final characters of its CJK runs. */
export function indexTerms(text: string, into: Set<string> = new Set()): Set<string> {
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!token.cjk) {
      into.add(token.text);
      continue;
    }
    const next = tokens[i + 1];
    into.add(next?.cjk && next.start === token.end ? token.text + next.text : token.text);
  }
  return into;
}

/** A query word: a word of an alphabetic script, or a run of CJK characters. */
export interface QueryWord {
  text: string;
  cjk: boolean;
  /** The word the user is still typing: it may match as a prefix. */
  prefix: boolean;
}

/** The query's words; the last one counts as a prefix unless the query ends in a space. */
export function queryWords(query: string): QueryWord[] {
  const words: (QueryWord & { end: number })[] = [];
  for (const token of tokenize(query)) {
    const last = words.at(-1);
    // Adjacent CJK characters form one word: the user typed them as a phrase.
    if (token.cjk && last?.cjk && last.end === token.start) {
      last.text += token.text;
      last.end = token.end;
    } else words.push({ text: token.text, cjk: token.cjk, prefix: false, end: token.end });
  }
  const last = words.at(-1);
  if (last && !/\s$/.test(query)) last.prefix = true;
  return words.map(({ text, cjk, prefix }) => ({ text, cjk, prefix }));
}

/** The index terms a CJK word needs, all of them: its character pairs (or the character itself). */
export function cjkTerms(word: string): string[] {
  const chars = Array.from(word);
  if (chars.length === 1) return chars;
  return chars.slice(1).map((char, i) => chars[i] + char);
}

/** `text` folded as the index folds it, CJK and words alike, for substring checks. */
export function foldText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const [folding, kind] = code < 128 ? asciiFold(code) : fold(char);
    out += kind === Kind.Other ? ' ' : folding;
  }
  return out;
}
