import type { IndexSettings } from 'algoliasearch';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * The index settings `docsite search push` applies: those of the DocSearch
 * crawler's default config, so the records rank and read as DocSearch's do.
 * Headings are searched before text, and `unordered` because a match is as
 * good anywhere in a title; the custom ranking reads the records' `weight`.
 */
export const DOCSEARCH_SETTINGS = {
  searchableAttributes: [...LEVELS.map((level) => `unordered(hierarchy.${level})`), 'content'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  // The dialog filters on `lang`; nothing shows facet counts.
  attributesForFaceting: ['filterOnly(type)', 'filterOnly(lang)'],
  attributesToRetrieve: ['hierarchy', 'content', 'type', 'url', 'lang'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  camelCaseAttributes: ['hierarchy', 'content'],
  // One hit per URL: `url` carries the heading's anchor, so this folds a section's paragraphs into one hit.
  distinct: true,
  attributeForDistinct: 'url',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: true,
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
} satisfies IndexSettings;

/**
 * The settings for a site in `langs`: DocSearch's, with the site's languages
 * as index and query languages, which turns on Algolia's word segmentation
 * for Chinese and Japanese and its language-specific plurals and stop words.
 * A site with `multiVersion` also filters on the records' `version`.
 */
export function docSearchSettings(langs: readonly string[], versioned = false): IndexSettings {
  const settings = { ...DOCSEARCH_SETTINGS, indexLanguages: [...langs], queryLanguages: [...langs] };
  if (!versioned) return settings as IndexSettings;
  return { ...settings, attributesForFaceting: [...DOCSEARCH_SETTINGS.attributesForFaceting, 'filterOnly(version)'], attributesToRetrieve: [...DOCSEARCH_SETTINGS.attributesToRetrieve, 'version'] } as IndexSettings;
}
