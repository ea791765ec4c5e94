import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonSchemaFiles, jsonSchemaText, type JsonSchemaName } from '../../../schemas/json-schemas.js';

describe('schemas/json', () => {
  it.each(Object.keys(jsonSchemaFiles) as JsonSchemaName[])('%s.schema.json is up to date (run `npm run schemas` when this fails)', (name) => {
    const committed = readFileSync(new URL(`../../../schemas/json/${name}.schema.json`, import.meta.url), 'utf8');
    expect(committed).toBe(jsonSchemaText(name));
  });
});
