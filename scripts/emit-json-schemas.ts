// Writes schemas/json/*.schema.json from the zod schemas.
import { writeFileSync } from 'node:fs';
import { jsonSchemaFiles, jsonSchemaText, type JsonSchemaName } from '../schemas/json-schemas.js';

for (const name of Object.keys(jsonSchemaFiles) as JsonSchemaName[]) {
  writeFileSync(new URL(`../schemas/json/${name}.schema.json`, import.meta.url), jsonSchemaText(name));
}
