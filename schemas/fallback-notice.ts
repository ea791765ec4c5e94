/**
 * The notice at the top of a fallback page (a default-language page standing in for its missing translation), in
 * the page's language; `{label}` is the default language's `locales` label. The index writes it into the page's data
 * (`fallbackNotice` in `cli/pipeline/container-node.ts`), so the theme's first load holds no table of them. A
 * language without a notice of its own gets English's.
 */
export const FALLBACK_NOTICES: Readonly<Record<string, string>> = {
  en: 'This page is not translated yet: it shows the {label} original.',
  zh: '本页尚未翻译，以下为 {label} 原文。',
};

/** The notice of a fallback page in `lang`, whose text is in the language labelled `label`. */
export function fallbackNoticeText(lang: string, label: string): string {
  return (FALLBACK_NOTICES[lang] ?? FALLBACK_NOTICES.en!).replace('{label}', label);
}
