import type { PushSummary } from './push.js';

/** Dry runs list the URLs of at most this many changes per kind; --json lists them all. */
const LISTED = 20;

const count = (n: number) => n.toLocaleString('en-US');
const records = (n: number) => `${count(n)} record${n === 1 ? '' : 's'}`;

/** `en 610, zh 624`. */
function perLang(langs: Record<string, number>): string {
  return Object.entries(langs)
    .map(([lang, n]) => `${lang} ${count(n)}`)
    .join(', ');
}

/** The lines `docsite search push` prints on success, the summary first. */
export function summaryLines(s: PushSummary): string[] {
  const seconds = `${(s.totalMs / 1000).toFixed(1)} s`;
  const all = `${records(s.records)} (${perLang(s.langs)})`;
  if (s.mode === 'replace' && !s.dryRun) return [`Pushed ${all} to ${s.index} in ${seconds}: settings applied, index replaced atomically.`];
  if (s.mode === 'replace') return [`Dry run: would replace ${s.index} with ${all} and apply the settings; nothing was sent.`, ...listed('+', s.changes?.added ?? [])];
  const changes = `${records(s.added)} added, ${count(s.updated ?? 0)} updated, ${count(s.deleted ?? 0)} deleted, ${count(s.unchanged ?? 0)} unchanged`;
  if (!s.dryRun) return [`Updated ${s.index} in ${seconds}: ${changes}; now ${all}; settings applied.`];
  return [`Dry run: ${s.index} would get ${changes}, leaving ${all}; nothing was written.`, ...listed('+', s.changes?.added ?? []), ...listed('~', s.changes?.updated ?? []), ...listed('-', s.changes?.deleted ?? [])];
}

/** `+` added, `~` re-weighted, `-` deleted. */
function listed(sign: '+' | '~' | '-', urls: string[]): string[] {
  if (urls.length === 0) return [];
  if (urls.length > LISTED) return [`  ${sign} ${records(urls.length)} (--json lists them)`];
  // A heading and the text below it share a URL: one line each URL.
  const perUrl = new Map<string, number>();
  for (const url of urls) perUrl.set(url, (perUrl.get(url) ?? 0) + 1);
  return [...perUrl].map(([url, n]) => `  ${sign} ${url}${n > 1 ? ` (${n} records)` : ''}`);
}
