import { z } from 'zod';
import { pagesFileSchema } from './page-index.js';
import { routesFileSchema } from './routes.js';
import { searchRecordsFileSchema } from './search-record.js';
import { siteConfigSchema } from './site-config.js';
import { siteFileSchema } from './site-data.js';
import { i18nTextsSchema } from './i18n-texts.js';
import { showcaseSchema } from './tool-showcase.js';
import { categoryFileSchema, metaFileSchema, navFileSchema } from './file-nav.js';

/** The JSON Schema files emitted to `schemas/json/`, by name: the four index files, and what authors write (the config, the `data/` files, `_meta.json`, `_nav.json` and `_category_.json`). */
export const jsonSchemaFiles = {
  site: siteFileSchema,
  pages: pagesFileSchema,
  routes: routesFileSchema,
  'search-records': searchRecordsFileSchema,
  'docsite-config': siteConfigSchema,
  showcase: showcaseSchema,
  i18n: i18nTextsSchema,
  meta: metaFileSchema,
  nav: navFileSchema,
  category: categoryFileSchema,
} as const;

const authored: ReadonlySet<JsonSchemaName> = new Set(['docsite-config', 'showcase', 'i18n', 'meta', 'nav', 'category']);

export type JsonSchemaName = keyof typeof jsonSchemaFiles;

/** The JSON Schema text of one file. Authored files are described as written (defaults optional); index files as docsite writes them. */
export function jsonSchemaText(name: JsonSchemaName): string {
  const schema = z.toJSONSchema(jsonSchemaFiles[name], { io: authored.has(name) ? 'input' : 'output', unrepresentable: 'any' });
  return `${JSON.stringify(schema, null, 2)}\n`;
}
