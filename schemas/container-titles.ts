/**
 * Each container type's title in a language, shown where a page gives none (`:::tip` with no title of its own, a
 * GitHub alert, `<Aside type='tip'>`). The index writes it into a page's containers (`titleContainers` in
 * `cli/pipeline/container-node.ts`), so the theme's first load holds no table of them; `Aside`, in the built-in
 * components' chunk, reads it here. A language without titles of its own gets English's.
 */
export const CONTAINER_TITLES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: { tip: 'TIP', info: 'INFO', note: 'NOTE', warning: 'WARNING', danger: 'DANGER', caution: 'CAUTION', details: 'DETAILS', important: 'IMPORTANT', secondary: 'SECONDARY', success: 'SUCCESS' },
  zh: { tip: '提示', info: '信息', note: '注意', warning: '警告', danger: '危险', caution: '小心', details: '详细信息', important: '重要', secondary: '次要', success: '成功' },
};

/** The title of a `type` box on a page in `lang`. */
export function containerTitle(type: string, lang: string): string {
  return (CONTAINER_TITLES[lang] ?? CONTAINER_TITLES.en!)[type] ?? type.toUpperCase();
}
