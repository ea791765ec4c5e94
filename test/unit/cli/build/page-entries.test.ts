import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageEntries } from '../../../../cli/build/page-entries.js';
import { MANIFEST_FILE, readManifest } from '../../../../cli/pipeline/index-manifest.js';
import { indexSite } from '../../../../cli/pipeline/index-site.js';
import { tempDir, writeFiles } from '../../../helpers/temp-site.js';

describe('PageEntries', () => {
  it('reads an entry without its plain text, whatever the text and the frontmatter hold', async () => {
    const site = tempDir('docsite-entries-');
    writeFiles(site, {
      'docsite.config.mjs': "export default { title: 'Entries', lang: 'en' };\n",
      // A frontmatter key and a text that look like the entry's `content` key, and a page with no text at all.
      'docs/en/a.md': '---\ncontent: "frontmatter value"\ndescription: Its own.\n---\n\n# A\n\nWritten as JSON: ,"content":"not the key" and \\",\"content\":\"\n\n## Then {#then}\n\nMore text.\n',
      'docs/en/b.md': '# B\n',
    });
    const result = await indexSite({ siteDir: site });
    expect(result.ok).toBe(true);
    const outDir = path.join(site, '.docsite');
    const entries = new PageEntries(outDir, result.summary!.pageTable);
    try {
      for (const page of ['en/a.md', 'en/b.md']) {
        const { content, ...rest } = entries.full(page)!;
        expect(content.length).toBeGreaterThan(page === 'en/a.md' ? 40 : -1);
        expect(entries.get(page)).toEqual(rest);
      }
      // Each path reads its own entry.
      expect(entries.get('en/a.md')!.title).toBe('A');
      expect(entries.get('en/b.md')!.title).toBe('B');
      expect(entries.get('en/a.md')!.frontmatter).toMatchObject({ content: 'frontmatter value' });
      expect(entries.full('en/a.md')!.content).toContain(',"content":"not the key"');
      expect(entries.get('en/missing.md')).toBeUndefined();
    } finally {
      entries.close();
    }
  });

  it("gives each page's source hash, a page with warnings included, and its own copy of each path", async () => {
    const site = tempDir('docsite-entries-');
    writeFiles(site, {
      'docsite.config.mjs': "export default { title: 'Entries', lang: 'en' };\n",
      'docs/en/a.md': '# A\n',
      // An unknown frontmatter key: a warning, so the page is parsed again next run, but the build still reads its hash.
      'docs/en/b.md': '---\ntitel: B\n---\n\n# B\n',
    });
    const result = await indexSite({ siteDir: site });
    expect(result.ok).toBe(true);
    expect(result.messages.map((m) => m.reason).join('\n')).toContain('Unknown frontmatter key `titel`');
    const outDir = path.join(site, '.docsite');
    const entries = new PageEntries(outDir, result.summary!.pageTable);
    try {
      for (const page of ['en/a.md', 'en/b.md']) {
        const text = readFileSync(path.join(site, 'docs', page), 'utf8');
        expect(entries.hash(page)).toBe(createHash('sha256').update(text).digest('hex'));
        expect(entries.path(`en/${page.slice(3)}`)).toBe(page);
      }
      expect(entries.hash('en/missing.md')).toBeUndefined();
      expect(entries.path('en/missing.md')).toBeUndefined();
    } finally {
      entries.close();
    }
  });

  it('reads the manifest a line an entry, the same as parsing it whole, hands the build a table of what it holds, and refuses one cut short', async () => {
    const site = tempDir('docsite-entries-');
    const pages = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`docs/en/g${i % 3}/p${i}.md`, `# Page ${i}\n\nText ${'x'.repeat(i * 50)}.\n`]));
    writeFiles(site, { 'docsite.config.mjs': "export default { title: 'Entries', lang: 'en' };\n", ...pages, 'docs/en/名字 with "quotes".md': '# Quoted\n' });
    const indexed = await indexSite({ siteDir: site });
    expect(indexed.ok).toBe(true);
    const file = path.join(site, '.docsite/cache', MANIFEST_FILE);
    const text = readFileSync(file, 'utf8');
    const whole = JSON.parse(text) as { pages: Record<string, unknown[]>; version: string };
    // An entry a line, between the head and the rest.
    expect(text.split('\n').filter(Boolean)).toHaveLength(Object.keys(whole.pages).length + 2);
    const read: Record<string, unknown[]> = {};
    const rest = readManifest(file, (relativePath, entry) => (read[relativePath] = entry));
    expect(read).toEqual(whole.pages);
    expect(Object.keys(read)).toContain('en/名字 with "quotes".md');
    expect(rest).toMatchObject({ version: whole.version });
    // The table the index hands the build, made as it wrote the manifest, holds what the manifest does.
    const table = indexed.summary!.pageTable;
    expect(table.size).toBe(Object.keys(whole.pages).length);
    for (const [page, entry] of Object.entries(whole.pages)) {
      expect(table.hash(page), page).toBe(entry[2]);
      expect(table.span(page), page).toEqual(entry.slice(3, 6));
      expect(table.body(page), page).toEqual(entry.slice(15, 17).concat(entry[10]!));
      expect(table.compiledPage(page), page).toBe(entry[17] === 1);
      expect(table.path(page), page).toBe(page);
    }
    expect(table.hash('en/missing.md')).toBeUndefined();
    const entries = new PageEntries(path.join(site, '.docsite'), table);
    try {
      expect(entries.get('en/g1/p7.md')!.title).toBe('Page 7');
      expect(entries.full('en/名字 with "quotes".md')!.title).toBe('Quoted');
    } finally {
      entries.close();
    }
    writeFileSync(file, text.slice(0, text.lastIndexOf('\n}')));
    expect(() => readManifest(file, () => undefined)).toThrow('ends before its last line');
    expect(readManifest(path.join(site, 'none.json'), () => undefined)).toBeUndefined();
  });
});
