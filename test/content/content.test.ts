import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';
import { readIndex, schemaErrors } from '../helpers/validate-index.js';

describe('our own site (content/)', () => {
  const out = path.join(tempDir(), 'index');
  const result = runCli(['index', 'content', '--out', out, '--json']);
  const report = JSON.parse(result.stdout);

  it('indexes with no error or warning', () => {
    expect(report.messages.filter((m: { severity: string }) => m.severity !== 'info')).toEqual([]);
    expect(result.code).toBe(0);
  });

  it('has every page in both languages', () => {
    const { pages } = readIndex(out).pages;
    const routes = (lang: string) => pages.filter((p: { lang: string }) => p.lang === lang).map((p: { routePath: string }) => p.routePath.replace(/^\/zh/, ''));
    expect(routes('zh')).toEqual(routes('en'));
    expect(routes('en').length).toBeGreaterThan(0);
  });

  it('writes schema-valid files whose toc offsets point at their headings', () => {
    const index = readIndex(out);
    for (const name of ['site', 'pages', 'routes', 'search-records'] as const) expect(schemaErrors(name, index[name]), name).toEqual([]);
    for (const page of index.pages.pages) {
      for (const entry of page.toc) expect(page.content.slice(entry.charIndex, entry.charIndex + entry.text.length), page.routePath).toBe(entry.text);
    }
  });

  it('reads its config from content/docsite.config.ts', () => {
    expect(readIndex(out).site.config).toMatchObject({ title: 'docsite', lang: 'en', themeConfig: { lastUpdated: true, hideNavbar: 'auto' } });
  });
});

describe('the quick start page', () => {
  it.each(['en', 'zh'])('(%s) shows the error output the CLI really prints for its example', (lang) => {
    const site = tempDir();
    writeFiles(site, { 'docsite.config.json': '{ "lang": "en" }', 'docs/en/guide/hello.md': '---\ntitle: 42\ndescription: The first page.\n---\n\n# Hello\n' });
    const { stderr, code } = runCli(['index'], site);
    expect(code).toBe(1);
    expect(readFileSync(`content/docs/${lang}/guide/start/getting-started.mdx`, 'utf8')).toContain(stderr.trimEnd());
  });
});
