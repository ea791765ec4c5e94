import { z } from 'zod';
import { pagesFileSchema } from './page-index.js';
import { routesFileSchema } from './routes.js';
import { searchRecordsFileSchema } from './search-record.js';
import { siteConfigSchema } from './site-config.js';
import { siteFileSchema } from './site-data.js';

/** The JSON Schema files emitted to `schemas/json/`, by name: the four index files, and the config as authors write it. */
export const jsonSchemaFiles = {
  site: siteFileSchema,
  pages: pagesFileSchema,
  routes: routesFileSchema,
  'search-records': searchRecordsFileSchema,
  'docsite-config': siteConfigSchema,
} as const;

export type JsonSchemaName = keyof typeof jsonSchemaFiles;

/** The JSON Schema text of one file. The config describes what authors write (defaults optional); index files describe what docsite writes. */
export function jsonSchemaText(name: JsonSchemaName): string {
  const schema = z.toJSONSchema(jsonSchemaFiles[name], { io: name === 'docsite-config' ? 'input' : 'output' });
  return `${JSON.stringify(schema, null, 2)}\n`;
}
