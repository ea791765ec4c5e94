import type en from './en.json';

export type MessageKey = keyof typeof en;
type Messages = Record<MessageKey, string>;

/**
 * Each language's UI strings, a chunk of its own that a page's HTML preloads for its language only: both in the
 * first load were ~1.7 KB of gzip, of which a reader needs one. Typed as the English file's keys, so a language
 * without one of them is a compile error.
 */
const files: Record<string, () => Promise<{ default: Messages }>> = { en: () => import('./en.json'), zh: () => import('./zh.json') };
const loaded = new Map<string, Messages>();

/** The UI strings of `lang`, once `loadMessages` has them; a language without its own strings uses English. */
export function messagesFor(lang: string): Messages {
  return loaded.get(lang) ?? loaded.get('en')!;
}

/** Load the UI strings of `lang` (English for a language that has none), before the app renders a page of it. */
export async function loadMessages(lang: string): Promise<void> {
  if (!loaded.has(lang)) loaded.set(lang, (await (files[lang] ?? files.en!)()).default);
}

/** The pre-render's strings, every language's, given at once: its bundle has them all. */
export function setMessages(all: Record<string, Messages>): void {
  for (const [lang, messages] of Object.entries(all)) loaded.set(lang, messages);
}
