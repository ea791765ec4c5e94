import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { pageFolders } from '../../../../cli/config/page-folders.js';
import { collectFiles, type SourceFile } from '../../../../cli/pipeline/collect-files.js';
import { extractPage } from '../../../../cli/pipeline/extract-page.js';
import { fragmentRoutePath, pageFragments } from '../../../../cli/pipeline/fragments.js';
import { prepareFormats } from '../../../../cli/pipeline/processor.js';
import { pageRoutePath } from '../../../../cli/pipeline/routes.js';
import { siteConfigSchema } from '../../../../schemas/site-config.js';
import type { Frontmatter } from '../../../../schemas/frontmatter.js';
import { tempDir } from '../../../helpers/temp-site.js';

await prepareFormats(['md']);

const source = (pagePath: string, lang = 'en'): SourceFile => ({
  absolutePath: `/site/docs/${lang}/${pagePath}.md`,
  relativePath: `${lang}/${pagePath}.md`,
  pagePath,
  lang,
  version: '',
  format: 'md',
});

const PATHS = { lang: 'en', multiVersion: { default: '', versions: [] } };

describe('pageRoutePath', () => {
  it.each<[string, string, Frontmatter, string]>([
    ['guide/a', 'en', {}, '/guide/a'],
    ['guide/a', 'en', { slug: '/custom/path' }, '/custom/path'],
    ['guide/a', 'zh', { slug: '/custom/path' }, '/zh/custom/path'],
    ['guide/a', 'en', { slug: 'other-name' }, '/guide/other-name'],
    ['guide/a', 'zh', { slug: 'other-name' }, '/zh/guide/other-name'],
    ['guide/index', 'en', { slug: 'start' }, '/guide/start'],
    ['a', 'en', { slug: 'b' }, '/b'],
    ['guide/a', 'en', { slug: 'deeper/b' }, '/guide/deeper/b'],
    ['guide/a', 'en', { slug: '/' }, '/'],
    ['guide/a', 'zh', { slug: '/' }, '/zh/'],
    ['guide/a', 'en', { slug: '/section/' }, '/section/'],
    ['guide/a', 'en', { slug: 'b/' }, '/guide/b/'],
  ])('%s (%s) with %j → %s', (pagePath, lang, frontmatter, expected) => {
    expect(pageRoutePath(source(pagePath, lang), frontmatter, PATHS)).toBe(expected);
  });

  it('puts a `404` page on its language’s /404, whatever its file and slug', () => {
    expect(pageRoutePath(source('errors/not-found'), { pageType: '404', slug: '/x' }, PATHS)).toBe('/404');
    expect(pageRoutePath(source('404', 'zh'), { pageType: '404' }, PATHS)).toBe('/zh/404');
    expect(pageRoutePath({ ...source('404', 'zh'), version: 'v1' }, { pageType: '404' }, { lang: 'en', multiVersion: { default: 'v2', versions: ['v1', 'v2'] } })).toBe('/v1/zh/404');
  });
});

describe('page fragments and their route', () => {
  const config = siteConfigSchema.parse({ lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }] });
  const fragmentsOf = (text: string, file = source('guide/a', 'zh')) => {
    const vfile = new VFile({ path: file.absolutePath });
    return pageFragments(file, extractPage(text, 'md', vfile)!, config, vfile)!;
  };

  it('reads the route back from the entry’s bytes, even when the title looks like JSON', () => {
    const fragments = fragmentsOf('---\ntitle: \'","routePath":"/nope","lang":"x\'\nslug: /moved\n---\n\nText.\n');
    expect(fragmentRoutePath(fragments.page)).toBe('/zh/moved');
    expect(JSON.parse(`${new TextDecoder().decode(fragments.page)}}`)).toMatchObject({ title: '","routePath":"/nope","lang":"x', routePath: '/zh/moved' });
  });

  it('gives search records the slug’s URL, and a 404 page none', () => {
    const records = new TextDecoder().decode(fragmentsOf('---\nslug: moved\n---\n\n# A\n\nText.\n').records);
    expect(records).toContain('"url":"/zh/guide/moved.html"');
    expect(fragmentsOf('---\npageType: 404\n---\n\n# Not here\n\nText.\n')).toMatchObject({ recordCount: 0, records: new Uint8Array() });
  });
});

describe('collectFiles and partials', () => {
  it('routes no file with a path segment starting with `_`, nor in `fragments/`, as pages import them', async () => {
    const docs = tempDir();
    for (const file of ['en/index.md', 'en/_snippet.md', 'en/guide/_shared/intro.mdx', 'en/guide/a_b.md', 'en/fragments/x.md', 'en/guide/_c.md']) {
      mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
      writeFileSync(path.join(docs, file), '# x\n');
    }
    const report = new VFile();
    const files = await collectFiles(docs, pageFolders(docs, PATHS, ['en']), ['en'], [], [], () => report);
    expect(report.messages).toEqual([]);
    expect(files.map((f) => f.relativePath)).toEqual(['en/guide/a_b.md', 'en/index.md']);
  });

  it('reads the default language at the docs root when it has no folder, as VitePress lays out a site: the other languages and public/ are no pages of it', async () => {
    const docs = tempDir();
    for (const file of ['index.md', 'guide/a.md', 'public/notes.md', 'zh/index.md', 'zh/guide/a.md', 'fr/guide/b.md']) {
      mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
      writeFileSync(path.join(docs, file), '# x\n');
    }
    const langs = ['en', 'zh', 'fr'];
    const folders = pageFolders(docs, PATHS, langs);
    expect(folders.rootDefault).toBe(true);
    const files = await collectFiles(docs, folders, langs, [], [], () => new VFile());
    expect(files.map((f) => [f.lang, f.relativePath, f.pagePath])).toEqual([
      ['en', 'guide/a.md', 'guide/a'],
      ['en', 'index.md', 'index'],
      ['zh', 'zh/guide/a.md', 'guide/a'],
      ['zh', 'zh/index.md', 'index'],
      ['fr', 'fr/guide/b.md', 'guide/b'],
    ]);
    expect(files.map((f) => folders.placeOf(f.relativePath).lang)).toEqual(['en', 'en', 'zh', 'zh', 'fr']);
    expect(folders.inPlace('zh/guide/a.md', '', 'zh')).toBe('guide/a.md');
    // Once the default language has a folder, the root's own files are no pages.
    mkdirSync(path.join(docs, 'en'));
    writeFileSync(path.join(docs, 'en/index.md'), '# x\n');
    const split = await collectFiles(docs, pageFolders(docs, PATHS, langs), langs, [], [], () => new VFile());
    expect(split.filter((f) => f.lang === 'en').map((f) => f.relativePath)).toEqual(['en/index.md']);
  });

  it('reads each version\'s default language at the root of its folder', async () => {
    const docs = tempDir();
    for (const file of ['v1/index.md', 'v1/zh/index.md', 'v2/guide.md', 'v2/zh/guide.md']) {
      mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
      writeFileSync(path.join(docs, file), '# x\n');
    }
    const versioned = { lang: 'en', multiVersion: { default: 'v2', versions: ['v1', 'v2'] } };
    const folders = pageFolders(docs, versioned, ['en', 'zh']);
    const files = await collectFiles(docs, folders, ['en', 'zh'], ['v1', 'v2'], [], () => new VFile());
    expect(files.map((f) => [f.version, f.lang, f.relativePath])).toEqual([
      ['v1', 'en', 'v1/index.md'],
      ['v1', 'zh', 'v1/zh/index.md'],
      ['v2', 'en', 'v2/guide.md'],
      ['v2', 'zh', 'v2/zh/guide.md'],
    ]);
    expect(folders.placeOf('v1/zh/index.md')).toEqual({ version: 'v1', lang: 'zh' });
    expect(folders.placeOf('v2/guide.md')).toEqual({ version: 'v2', lang: 'en' });
  });
});
