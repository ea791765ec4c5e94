import en from './en.json';
import zh from './zh.json';

export type MessageKey = keyof typeof en;

// Every language must have every key; the type makes a missing one a compile error.
const messages: Record<string, Record<MessageKey, string>> = { en, zh };

/** The UI strings of `lang`; a language without its own strings uses English. */
export function messagesFor(lang: string): Record<MessageKey, string> {
  return messages[lang] ?? en;
}
