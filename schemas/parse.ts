import { z } from 'zod';

/** One problem found while validating data against a schema. */
export interface SchemaProblem {
  /** Where in the data: `['themeConfig', 'nav', 0, 'link']`. */
  path: PropertyKey[];
  /** What is wrong and what was expected, without the path. */
  message: string;
}

export type ParseResult<T> = { ok: true; data: T } | { ok: false; problems: SchemaProblem[] };

/** Validate `data`; on failure, explain every problem in words an author can act on. */
export function parseWithSchema<S extends z.ZodType>(schema: S, data: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, problems: result.error.issues.flatMap((issue) => explain(schema, issue)) };
}

/** `['themeConfig', 'nav', 0, 'link']` → `themeConfig.nav[0].link`; the root is `(root)`. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join('');
}

function explain(schema: z.ZodType, issue: z.core.$ZodIssue): SchemaProblem | SchemaProblem[] {
  const path = [...issue.path];
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({ path: [...path, key], message: unknownKey(schema, path, key) }));
    case 'invalid_type':
      return { path, message: issue.input === undefined ? `required: expected ${issue.expected}` : `expected ${issue.expected}, received ${received(issue.input)}` };
    case 'invalid_value':
      return { path, message: `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, received ${JSON.stringify(issue.input)}` };
    case 'invalid_union': {
      // A discriminated union names the key it reads; the input is the object holding it.
      const discriminated = issue as { note?: string; discriminator?: string; options?: unknown[] };
      if (discriminated.note === 'No matching discriminator' && typeof issue.input === 'object' && issue.input !== null) {
        const value = (issue.input as Record<string, unknown>)[discriminated.discriminator ?? ''];
        return { path, message: `expected one of ${(discriminated.options ?? []).map((v) => JSON.stringify(v)).join(', ')}, received ${value === undefined ? 'nothing' : JSON.stringify(value)}` };
      }
      const deepest = issue.errors.flat().sort((a, b) => b.path.length - a.path.length)[0];
      return deepest && deepest.path.length > 0
        ? explain(schema, { ...deepest, path: [...issue.path, ...deepest.path] })
        : { path, message: `${issue.message.replace(/^Invalid input$/, 'none of the accepted forms matches')}, received ${received(issue.input)}` };
    }
    default:
      return { path, message: issue.message.replace(/^Invalid input: /, '') };
  }
}

function received(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'an array';
  if (typeof input === 'string') return `the string ${JSON.stringify(input.length > 40 ? `${input.slice(0, 40)}…` : input)}`;
  if (typeof input === 'object') return 'an object';
  return `${typeof input} ${String(input)}`;
}

function unknownKey(schema: z.ZodType, path: PropertyKey[], key: string): string {
  const known = Object.keys(objectShapeAt(schema, path) ?? {});
  const guess = closest(key, known);
  return guess ? `unknown key; did you mean \`${guess}\`?` : `unknown key; expected one of ${known.map((k) => `\`${k}\``).join(', ')}`;
}

/** Walk the schema along a data path to the object schema's shape there, if any. */
function objectShapeAt(schema: z.ZodType, path: PropertyKey[]): Record<string, z.ZodType> | undefined {
  let node: z.ZodType | undefined = schema;
  for (const key of [...path, undefined]) {
    node = unwrap(node);
    if (!node) return undefined;
    // The keys of every form a union accepts: the data did not match one, so any may be the one meant.
    if (node instanceof z.ZodUnion) node = z.object(Object.assign({}, ...node.options.map((option) => objectShapeAt(option as z.ZodType, []) ?? {})));
    if (key === undefined) break;
    if (node instanceof z.ZodObject) node = node.shape[String(key)];
    else if (node instanceof z.ZodArray) node = node.element as z.ZodType;
    else if (node instanceof z.ZodRecord) node = node.valueType as z.ZodType;
    else return undefined;
  }
  return node instanceof z.ZodObject ? node.shape : undefined;
}

function unwrap(node: z.ZodType | undefined): z.ZodType | undefined {
  let current = node;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault || current instanceof z.ZodNullable || current instanceof z.ZodPipe) {
    current = (current instanceof z.ZodPipe ? current.in : current.unwrap()) as z.ZodType;
  }
  return current;
}

function closest(word: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const d = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** Levenshtein distance: the edits (insert, delete, replace) from `a` to `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length]!;
}

/** An author's JSON without its top-level `$schema`, which points editors at the JSON Schema (`schemas/json/`) and is not data. */
export function withoutSchemaKey(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('$schema' in value)) return value;
  const { $schema: _, ...data } = value as Record<string, unknown>;
  return data;
}
