/**
 * The version switcher's and notice's strings: kept beside them, not in the
 * theme's i18n files, so a site without versions does not download them.
 * A language without its own uses English.
 */
const TEXTS = {
  en: {
    label: 'Version',
    notice: 'You are reading the documentation of {version}, which is not the latest version.',
    latest: 'Read this page in {version} (latest).',
  },
  zh: {
    label: '版本',
    notice: '你正在阅读 {version} 版本的文档，它不是最新版本。',
    latest: '查看此页面的最新版本（{version}）。',
  },
};

export function versionTexts(lang: string): (typeof TEXTS)['en'] {
  return TEXTS[lang as keyof typeof TEXTS] ?? TEXTS.en;
}
