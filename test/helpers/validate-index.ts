import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats.default(ajv);

/** Validate `data` against a committed JSON Schema from `schemas/json/`; returns Ajv's errors, or [] when valid. */
export function schemaErrors(name: string, data: unknown): string[] {
  const schema = JSON.parse(readFileSync(new URL(`../../schemas/json/${name}.schema.json`, import.meta.url), 'utf8'));
  const validate = ajv.compile(schema);
  return validate(data) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

export const INDEX_FILES = ['site', 'pages', 'routes', 'search-records'] as const;

/** Read the four index files of `outDir` as parsed JSON, by name. */
export function readIndex(outDir: string): Record<(typeof INDEX_FILES)[number], any> {
  return Object.fromEntries(INDEX_FILES.map((name) => [name, JSON.parse(readFileSync(path.join(outDir, `${name}.json`), 'utf8'))])) as Record<
    (typeof INDEX_FILES)[number],
    any
  >;
}
