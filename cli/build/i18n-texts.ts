import type { VFile } from 'vfile';
import { i18nTextsSchema, type I18nTexts } from '../../schemas/i18n-texts.js';
import { fail } from '../report/problem.js';
import { loadDataFile, placeOf, type DataFileKind } from './data-file.js';

const I18N: DataFileKind = {
  file: 'data/i18n.json',
  name: 'i18n texts',
  rule: 'i18n',
  shapeFix: 'Write data/i18n.json as an object of keys, each holding one text per site language: { "getStarted": { "en": "Get started", "zh": "开始使用" } }.',
  readFix: 'Make data/i18n.json a readable file, or remove it if the site has no texts of its own.',
};

/**
 * The site's `useI18n()` texts, validated, or undefined when the site has
 * none or they are invalid. A key missing a site language is an error at the
 * key, so no reader ever sees a raw key in one language only.
 */
export function loadI18nTexts(siteDir: string, langs: readonly string[], vfile: (file: string) => VFile): I18nTexts | undefined {
  const loaded = loadDataFile(siteDir, I18N, i18nTextsSchema, vfile);
  if (!loaded) return undefined;
  let complete = true;
  for (const [key, texts] of Object.entries(loaded.data)) {
    const missing = langs.filter((lang) => texts[lang] === undefined);
    if (missing.length === 0) continue;
    complete = false;
    fail(vfile(loaded.path), `The i18n text \`${key}\` has no ${missing.map((l) => `\`${l}\``).join(', ')} text`, {
      place: placeOf(loaded.source, [key]),
      ruleId: 'i18n-missing',
      fix: `Add ${missing.map((l) => `"${l}": "…"`).join(', ')} to \`${key}\`: every key needs a text in each site language (${langs.join(', ')}).`,
    });
  }
  return complete ? loaded.data : undefined;
}
