import { bundledLanguages } from 'shiki/langs';
import { bundledThemes } from 'shiki/themes';
import type { SiteConfig } from '../../schemas/site-config.js';

export interface ShikiProblem {
  path: (string | number)[];
  message: string;
}

/**
 * Code themes and languages named in `markdown.shiki` that shiki does not
 * bundle: caught once on the config, not as a failure on every page.
 */
export function shikiProblems(shiki: SiteConfig['markdown']['shiki']): ShikiProblem[] {
  const problems: ShikiProblem[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const name = shiki.themes?.[mode];
    if (name !== undefined && !Object.hasOwn(bundledThemes, name)) {
      problems.push({ path: ['markdown', 'shiki', 'themes', mode], message: `unknown code theme \`${name}\`${suggest(name, Object.keys(bundledThemes))}` });
    }
  }
  shiki.langs?.forEach((name, i) => {
    if (!Object.hasOwn(bundledLanguages, name)) problems.push({ path: ['markdown', 'shiki', 'langs', i], message: `unknown language \`${name}\`${suggest(name, Object.keys(bundledLanguages))}` });
  });
  return problems;
}

/** `; did you mean …?` with the names sharing the longest start (three letters at least), else a pointer to the list. */
function suggest(name: string, known: string[]): string {
  const shared = (k: string) => {
    let n = 0;
    while (n < k.length && k[n] === name.toLowerCase()[n]) n++;
    return n;
  };
  const near = known
    .filter((k) => shared(k) >= 3)
    .sort((a, b) => shared(b) - shared(a))
    .slice(0, 3);
  return near.length ? `; did you mean ${near.map((k) => `\`${k}\``).join(', ')}?` : "; see shiki's list of bundled themes and languages (https://shiki.style)";
}
