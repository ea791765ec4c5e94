import { NO_MARKDOWN_MODULES } from '../../../../cli/pipeline/markdown-plugins.js';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareFormats, processPage } from '../../../../cli/pipeline/page-job.js';
import { NO_FILES } from '../../../../cli/pipeline/body-path.js';
import { parseWithSchema } from '../../../../schemas/parse.js';
import { siteConfigSchema, type SiteConfig } from '../../../../schemas/site-config.js';
import { fixturesDir, tempDir } from '../../../helpers/temp-site.js';

await prepareFormats(['mdx']);

const source = {
  absolutePath: path.join(fixturesDir, 'basic/docs/en/guide/headings.mdx'),
  relativePath: 'en/guide/headings.mdx',
  pagePath: 'guide/headings',
  lang: 'en',
  version: '',
  format: 'mdx' as const,
};
const parsed = parseWithSchema(siteConfigSchema, {});
const config = (parsed.ok ? parsed.data : undefined) as SiteConfig;
const settings = { config, code: { alias: {}, siteComponents: [] }, markdown: NO_MARKDOWN_MODULES };

describe('processPage', () => {
  it('turns a page into encoded fragments and a content hash', async () => {
    const outcome = await processPage({ source, previousHash: undefined, bodiesDir: undefined }, settings);
    expect(outcome).toMatchObject({ unchanged: false, messages: [] });
    expect(outcome.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(`${new TextDecoder().decode(outcome.fragments!.page)}}`)).toMatchObject({ title: 'Tricky headings', routePath: '/guide/headings' });
  });

  it('reports an unchanged page without parsing it', async () => {
    const { hash } = await processPage({ source, previousHash: undefined, bodiesDir: undefined }, settings);
    expect(await processPage({ source, previousHash: hash, bodiesDir: undefined }, settings)).toEqual({ hash, unchanged: true, messages: [], fragments: undefined, files: NO_FILES, imports: false });
  });

  it('writes the page’s cached files whole, by rename, and reports their bytes for the manifest', async () => {
    const bodiesDir = tempDir();
    const outcome = await processPage({ source, previousHash: undefined, bodiesDir }, settings);
    const files = readdirSync(bodiesDir);
    // Its body after its links and code blocks lines and, since the page imports a module, its compiled module; no temporary file.
    const name = outcome.hash.slice(0, 32);
    expect(files.sort()).toEqual([`${name}.json`, `${name}.page.js`]);
    const [links, blocks, body] = readFileSync(path.join(bodiesDir, `${name}.json`), 'utf8').split('\n');
    expect(JSON.parse(links!)).toMatchObject({ ids: expect.arrayContaining(['tricky-headings']) });
    expect(JSON.parse(blocks!)).toBeTypeOf('object');
    expect(JSON.parse(body!)).toMatchObject({ c: [{ t: 'docsite-module' }] });
    expect(outcome.files.bytes).toBe(files.reduce((sum, name) => sum + statSync(path.join(bodiesDir, name)).size, 0));
  });

  it('reports an unexpected exception as an error on the page, not a crash', async () => {
    const outcome = await processPage({ source, previousHash: undefined, bodiesDir: undefined }, { ...settings, config: {} as SiteConfig });
    expect(outcome.fragments).toBeUndefined();
    expect(outcome.messages).toEqual([
      expect.objectContaining({ ruleId: 'internal', fatal: true, reason: expect.stringMatching(/^Internal error while indexing this page: TypeError/) }),
    ]);
  });
});
