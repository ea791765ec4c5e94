import { editDistance } from '../../schemas/parse.js';

/** ` (did you mean \`Tabs\`?)` when a known name is one or two edits away (three for a name of five letters or more), else `''`. */
export function closest(name: string, candidates: readonly string[]): string {
  let best: string | undefined;
  let bestDistance = name.length > 4 ? 3 : 2;
  for (const candidate of candidates) {
    const d = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best ? ` (did you mean \`${best}\`?)` : '';
}
