import { z } from 'zod';
import { languageCode } from './theme-config.js';

/**
 * `<siteDir>/data/i18n.json`: texts for the site's own components, read with
 * `useI18n()` from `docsite/runtime`. Each key holds one text per site
 * language: `{ "getStarted": { "en": "Get started", "zh": "开始使用" } }`.
 * The build also checks that every key has every site language.
 */
export const i18nTextsSchema = z.record(z.string().min(1), z.record(languageCode, z.string()));

export type I18nTexts = z.infer<typeof i18nTextsSchema>;
