import { z } from 'zod';

/** A key that is not one docsite knows at its level, but nearly is: most likely a typo. */
export interface NearMiss {
  /** Where in the data: `['features', 0, 'detials']`. */
  path: PropertyKey[];
  /** The known key it is close to: `details`. */
  known: string;
}

/**
 * The unknown keys of `data` that are near misses of a key `schema` knows at
 * the same level, at every depth the schema describes. A known key that the
 * object already has is no candidate: beside `title`, `titles` is the
 * author's own key, not a typo.
 */
export function nearMisses(schema: z.ZodType, data: unknown, path: PropertyKey[] = []): NearMiss[] {
  const node = unwrap(schema);
  if (node instanceof z.ZodArray) {
    return Array.isArray(data) ? data.flatMap((item, i) => nearMisses(node.element as z.ZodType, item, [...path, i])) : [];
  }
  if (!(node instanceof z.ZodObject) || !isRecord(data)) return [];
  const shape = node.shape as Record<string, z.ZodType>;
  const missing = Object.keys(shape).filter((key) => !Object.hasOwn(data, key));
  return Object.entries(data).flatMap(([key, value]): NearMiss[] => {
    if (Object.hasOwn(shape, key)) return nearMisses(shape[key]!, value, [...path, key]);
    const known = closeKey(key, missing);
    return known ? [{ path: [...path, key], known }] : [];
  });
}

/**
 * The candidate within typing distance of `key`, case ignored: one edit for
 * keys shorter than six characters, two from six on. Two edits on short keys
 * would flag other tools' keys (`head` is two edits from `hero`).
 */
export function closeKey(key: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = (key.length < 6 ? 1 : 2) + 1;
  for (const candidate of candidates) {
    const d = typoDistance(key.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** Damerau–Levenshtein distance (optimal string alignment): swapping two neighbouring letters is one edit, as in `titel`. */
export function typoDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i]!;
      row[j] = Math.min(d[i - 1]![j]! + 1, row[j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

function unwrap(node: z.ZodType): z.ZodType {
  let current = node;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) current = current.unwrap() as z.ZodType;
  return current;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
