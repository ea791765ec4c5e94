import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

/** The package.json `npm init -y` writes: no `"type"`, so `.js` files are CommonJS to Node. */
const npmInitPackage = JSON.stringify({ name: 'my-docs', version: '1.0.0', main: 'index.js', scripts: { test: 'echo "Error: no test specified" && exit 1' }, license: 'ISC' }, null, 2);

function indexSite(files: Record<string, string>) {
  const dir = tempDir();
  writeFiles(dir, { ...files, 'docs/en/index.md': '# Home\n\nText.\n' });
  const result = runCli(['index', dir]);
  const title = result.code === 0 ? (JSON.parse(readFileSync(path.join(dir, '.docsite/site.json'), 'utf8')) as { config: { title: string } }).config.title : undefined;
  return { ...result, title, files: readdirSync(dir).sort() };
}

describe('a docsite.config.js in a CommonJS package', () => {
  it('loads when written as an ES module, without a Node warning or a file left behind', () => {
    const result = indexSite({
      'package.json': npmInitPackage,
      'docsite.config.js': "import { defineConfig } from 'docsite';\n\nexport default defineConfig({ title: 'ESM in CommonJS' });\n",
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.title).toBe('ESM in CommonJS');
    expect(result.files).toEqual(['.docsite', 'docs', 'docsite.config.js', 'package.json']);
  });

  it('loads when written as CommonJS, require and __dirname included', () => {
    const result = indexSite({
      'package.json': npmInitPackage,
      'docsite.config.js': "const { join } = require('node:path');\n\nmodule.exports = { title: join(__dirname, 'x') && 'CommonJS' };\n",
    });
    expect(result.stderr).toBe('');
    expect(result.title).toBe('CommonJS');
  });
});

describe('a config importing docsite by its package name', () => {
  it('loads where docsite is not installed: @docsite-dev/docsite is this docsite', () => {
    const result = indexSite({
      'docsite.config.mjs': "import { defineConfig } from '@docsite-dev/docsite';\n\nexport default defineConfig({ title: 'Scoped name' });\n",
    });
    expect(result.stderr).toBe('');
    expect(result.title).toBe('Scoped name');
  });
});
