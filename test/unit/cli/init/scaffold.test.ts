import { describe, expect, it } from 'vitest';
import { packageName, parseLangs, renderTemplate, scaffoldFiles, titleProblem } from '../../../../cli/init/scaffold.js';

const options = { title: `It's "ok" \\ 好`, name: 'site', langs: ['en', 'zh'] as ('en' | 'zh')[] };

describe('renderTemplate', () => {
  it('keeps the lines of the conditions that hold, and drops the marker lines', () => {
    const template = ['a', '{{#if bilingual}}', 'both', '{{#if zh}}', 'zh', '{{/if}}', '{{/if}}', '{{#if monolingual}}', 'one', '{{/if}}', 'z'].join('\n');
    expect(renderTemplate(template, 'x.md', options)).toBe(['a', 'both', 'zh', 'z'].join('\n'));
    expect(renderTemplate(template, 'x.md', { ...options, langs: ['en'] })).toBe(['a', 'one', 'z'].join('\n'));
  });

  it('inserts values as string literals of the file language', () => {
    expect(renderTemplate('title: {{title}},', 'docsite.config.ts', options)).toBe(`title: 'It\\'s "ok" \\\\ 好',`);
    expect(renderTemplate('name: {{title}}', 'docs/en/index.md', options)).toBe(`name: 'It''s "ok" \\ 好'`);
    expect(JSON.parse(renderTemplate('{ "name": {{title}} }', 'package.json', options))).toEqual({ name: options.title });
    expect(renderTemplate('lang: {{lang}}, ${{ vars.X }} {{other}}', 'a.ts', { ...options, langs: ['zh'] })).toBe("lang: 'zh', ${{ vars.X }} {{other}}");
  });

  it('refuses unbalanced markers', () => {
    expect(() => renderTemplate('{{#if en}}\na', 'a.md', options)).toThrow('{{#if}} without {{/if}}');
    expect(() => renderTemplate('a\n{{/if}}', 'a.md', options)).toThrow('{{/if}} without {{#if}}');
  });
});

describe('scaffoldFiles', () => {
  it('renders every template with no marker left, the language folders only for the chosen languages', () => {
    for (const langs of [['en', 'zh'], ['en'], ['zh']] as ('en' | 'zh')[][]) {
      const files = scaffoldFiles({ ...options, langs });
      expect(files.map((f) => f.path)).toContain('.gitignore');
      expect(new Set(files.map((f) => /^docs\/(\w+)\//.exec(f.path)?.[1]).filter(Boolean))).toEqual(new Set(langs));
      for (const file of files) expect(file.text, file.path).not.toMatch(/\{\{[#/]?(if|title|name|lang)\b/);
    }
  });
});

describe('parseLangs, titleProblem, packageName', () => {
  it('reads en,zh, en and zh, English first', () => {
    expect(parseLangs('en,zh')).toEqual(['en', 'zh']);
    expect(parseLangs(' zh, EN ')).toEqual(['en', 'zh']);
    expect(parseLangs('zh')).toEqual(['zh']);
    for (const bad of ['', 'fr', 'en,en', 'en,fr']) expect(parseLangs(bad), bad).toBeUndefined();
  });

  it('accepts one-line titles', () => {
    expect(titleProblem('Docs')).toBeUndefined();
    expect(titleProblem('  ')).toBeDefined();
    expect(titleProblem('a\nb')).toBeDefined();
  });

  it('names the package after the folder', () => {
    expect(packageName('/tmp/My Docs')).toBe('my-docs');
    expect(packageName('/tmp/.hidden')).toBe('hidden');
    expect(packageName('/tmp/---')).toBe('my-docs');
  });
});
