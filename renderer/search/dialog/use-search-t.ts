import { useLang } from '../../data/site.js';
import en from '../../i18n/search.en.json';
import zh from '../../i18n/search.zh.json';

export type SearchMessageKey = keyof typeof en;

// The dialog's strings travel in its own chunk, not in every page's first load. Every language must have every key.
const messages: Record<string, Record<SearchMessageKey, string>> = { en, zh };

/** The search dialog's UI strings in the current language; a language without its own uses English. */
export function useSearchT(): (key: SearchMessageKey) => string {
  const strings = messages[useLang()] ?? en;
  return (key) => strings[key];
}
