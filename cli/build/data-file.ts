import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { VFile } from 'vfile';
import type { z } from 'zod';
import { formatPath, parseWithSchema, withoutSchemaKey } from '../../schemas/parse.js';
import matter from 'gray-matter';
import { locateKey, pointAt, type Point } from '../report/locate-key.js';
import { fail } from '../report/problem.js';

/** How one author data file under `<siteDir>/data/` is named in messages and fixes. */
export interface DataFileKind {
  /** Path relative to the site folder, e.g. `data/showcase.json`. */
  file: string;
  /** What messages call it, e.g. `showcase`. */
  name: string;
  /** Prefix of its rule ids, e.g. `showcase` (`showcase-syntax`, …). */
  rule: string;
  /** What a schema problem's fix says: the expected shape. */
  shapeFix: string;
  /** What to do about a file that cannot be read. */
  readFix: string;
}

export interface LoadedDataFile<T> {
  data: T;
  /** The file's text, to place later problems with `placeOf`. */
  source: string;
  path: string;
}

/**
 * An author data file (JSON under `data/`, or a folder's `_category_.json` or
 * `_category_.yml`: YAML by its extension), validated, or undefined when the
 * site has none or it is invalid; problems are reported as fatal messages on
 * the file, so the caller fails the build after collecting them.
 */
export function loadDataFile<S extends z.ZodType>(siteDir: string, kind: DataFileKind, schema: S, vfile: (file: string) => VFile): LoadedDataFile<z.output<S>> | undefined {
  const file = path.join(path.resolve(siteDir), kind.file);
  if (!existsSync(file)) return undefined;
  const source = readSource(file, kind, vfile);
  if (source === undefined) return undefined;
  const yaml = /\.ya?ml$/.test(file);
  const raw = yaml ? parseYaml(source, file, kind, vfile) : parseJson(source, file, kind, vfile);
  if (raw === undefined) return undefined;
  const result = parseWithSchema(schema, withoutSchemaKey(raw.value));
  if (result.ok) return { data: result.data, source, path: file };
  const messages = vfile(file);
  for (const problem of result.problems) {
    fail(messages, `Invalid ${kind.name}: ${formatPath(problem.path)}: ${problem.message}`, {
      place: yaml ? (locateKey(source, problem.path) ?? { line: 1, column: 1 }) : placeOf(source, problem.path),
      ruleId: `${kind.rule}-schema`,
      fix: kind.shapeFix,
    });
  }
  return undefined;
}

function readSource(file: string, kind: DataFileKind, vfile: (file: string) => VFile): string | undefined {
  try {
    // A byte-order mark is legal in files editors write, but not in JSON.parse.
    return readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    fail(vfile(file), `Cannot read the ${kind.name}: ${(error as Error).message}`, { ruleId: `${kind.rule}-read`, fix: kind.readFix });
    return undefined;
  }
}

/** The parsed JSON in a box (so that a literal `null` stays distinguishable from failure), or undefined once reported. */
function parseJson(source: string, file: string, kind: DataFileKind, vfile: (file: string) => VFile): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(source) };
  } catch (error) {
    const reason = (error as Error).message;
    fail(vfile(file), `Invalid ${kind.name} JSON: ${shortReason(reason)}`, {
      place: pointAt(source, errorOffset(source, reason)),
      ruleId: `${kind.rule}-syntax`,
      fix: `Fix the JSON syntax of ${kind.file} (no comments, no trailing commas, keys in double quotes).`,
    });
    return undefined;
  }
}

/**
 * A YAML data file (Docusaurus's `_category_.yml`), parsed as frontmatter is,
 * in a box, or undefined once its syntax error is reported at its place.
 */
function parseYaml(source: string, file: string, kind: DataFileKind, vfile: (file: string) => VFile): { value: unknown } | undefined {
  try {
    // As a frontmatter block, whose opening fence is YAML's line 0: the file's lines keep their numbers. Options turn off gray-matter's cache.
    return { value: matter(`---\n${source}\n---\n`, { language: 'yaml' }).data };
  } catch (error) {
    const { reason, mark } = error as { reason?: string; mark?: { line: number; column: number } };
    fail(vfile(file), `Invalid ${kind.name} YAML: ${reason ?? String(error)}`, {
      place: mark ? { line: mark.line, column: mark.column + 1 } : { line: 1, column: 1 },
      ruleId: `${kind.rule}-syntax`,
      fix: `Fix the YAML syntax of ${kind.file}: indent nested keys with spaces, and quote values that contain \`: \`, \`#\` or start with a special character.`,
    });
    return undefined;
  }
}

/** V8's reason without its position and without the copy of the source it quotes for unexpected tokens. */
function shortReason(reason: string): string {
  const short = reason.replace(/ in JSON at position \d+.*$/, '').replace(/, (?:\.\.\.)?".*"(?:\.\.\.)? is not valid JSON$/s, '');
  // An unexpected newline or tab is quoted raw, which would break the one-line message.
  return short.replace(/[\u0000-\u001f]/g, (c) => JSON.stringify(c).slice(1, -1));
}

/**
 * Offset of a syntax error. V8 names it (`at position 42`) for most errors,
 * but not for an unexpected token or end; then the shortest prefix of the
 * source that fails for a reason other than ending early ends just after it.
 */
function errorOffset(source: string, reason: string): number {
  const named = /at position (\d+)/.exec(reason)?.[1];
  // Errors found at the end of the input point just after the last character, not at trailing blank lines.
  if (named !== undefined) return Math.min(Number(named), source.trimEnd().length);
  let [fine, failing] = [0, source.length];
  while (failing - fine > 1) {
    const middle = (fine + failing) >> 1;
    if (failsBefore(source.slice(0, middle))) failing = middle;
    else fine = middle;
  }
  return failsBefore(source) ? failing - 1 : source.trimEnd().length;
}

/** Whether `prefix` holds an error before its end, as opposed to being valid so far. */
function failsBefore(prefix: string): boolean {
  try {
    JSON.parse(prefix);
    return false;
  } catch (error) {
    const reason = (error as Error).message;
    if (/Unexpected end of JSON input/.test(reason)) return false;
    const at = /at position (\d+)/.exec(reason)?.[1];
    return at === undefined || Number(at) < prefix.length;
  }
}

/**
 * The place of a schema problem: the deepest segment of its path that the
 * file has, so a missing key points at its parent. An exact JSON walk
 * rather than `locateKey`, whose search by key name serves YAML and JS too.
 */
export function placeOf(source: string, keys: readonly PropertyKey[]): Point {
  let at = skipSpace(source, 0);
  let found = at;
  for (const key of keys) {
    const next = typeof key === 'number' ? elementAt(source, at, key) : memberAt(source, at, String(key));
    if (next === undefined) break;
    [found, at] = next;
  }
  return pointAt(source, found);
}

/** In the object at `at`: the offset of `key`'s opening quote and of its value. */
function memberAt(source: string, at: number, key: string): [number, number] | undefined {
  if (source[at] !== '{') return undefined;
  let i = skipSpace(source, at + 1);
  while (source[i] === '"') {
    const nameEnd = stringEnd(source, i);
    const value = skipSpace(source, skipSpace(source, nameEnd) + 1);
    if (JSON.parse(source.slice(i, nameEnd)) === key) return [i, value];
    i = nextItem(source, value);
  }
  return undefined;
}

/** In the array at `at`: the offset of element `index`, twice (it is both the place and the value). */
function elementAt(source: string, at: number, index: number): [number, number] | undefined {
  if (source[at] !== '[') return undefined;
  let i = skipSpace(source, at + 1);
  for (let n = 0; n < index && source[i] !== ']' && i < source.length; n++) i = nextItem(source, i);
  return source[i] === ']' || i >= source.length ? undefined : [i, i];
}

/** From a value (or an object member's value) to the start of the next item, past the comma. */
function nextItem(source: string, value: number): number {
  const after = skipSpace(source, valueEnd(source, value));
  return source[after] === ',' ? skipSpace(source, after + 1) : after;
}

function valueEnd(source: string, at: number): number {
  if (source[at] === '"') return stringEnd(source, at);
  if (source[at] !== '{' && source[at] !== '[') return primitiveEnd(source, at);
  let depth = 0;
  for (let i = at; i < source.length; i++) {
    const c = source[i];
    if (c === '"') i = stringEnd(source, i) - 1;
    else if (c === '{' || c === '[') depth++;
    else if ((c === '}' || c === ']') && --depth === 0) return i + 1;
  }
  return source.length;
}

/** Numbers, `true`, `false` and `null` run up to the next space or delimiter. */
function primitiveEnd(source: string, at: number): number {
  let i = at;
  while (i < source.length && !/[\s,\]}]/.test(source[i]!)) i++;
  return i;
}

/** The offset just after the string that opens at `at`. */
function stringEnd(source: string, at: number): number {
  for (let i = at + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === '"') return i + 1;
  }
  return source.length;
}

function skipSpace(source: string, at: number): number {
  while (at < source.length && /\s/.test(source[at]!)) at++;
  return at;
}
