import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { extractPage } from '../../../../cli/pipeline/extract-page.js';
import { routeKeyAt } from '../../../../cli/pipeline/frontmatter.js';
import { prepareFormats } from '../../../../cli/pipeline/processor.js';

await prepareFormats(['md']);

function extract(source: string) {
  const file = new VFile({ path: '/site/docs/en/page.md' });
  const result = extractPage(source, 'md', file);
  return { frontmatter: result?.frontmatter, messages: file.messages.map((m) => ({ at: `${m.line}:${m.column}`, fatal: m.fatal, reason: m.reason, note: m.note, ruleId: m.ruleId })) };
}

describe('frontmatter near misses', () => {
  const page = [
    '---',
    'titel: Home',
    'pageType: home',
    'overveiw: true',
    'hero:',
    '  name: Acme',
    '  tagine: Docs in two languages',
    'features:',
    '  - title: One',
    '    detials: First',
    '    span: 4',
    'sidbar: false',
    'status: beta',
    '---',
    '',
    '# Home',
    '',
  ].join('\n');
  const { frontmatter, messages } = extract(page);

  it('warns at each key, with the known key it resembles', () => {
    expect(messages.map(({ at, fatal, reason }) => ({ at, fatal, reason }))).toEqual([
      { at: '2:1', fatal: false, reason: 'Unknown frontmatter key `titel`: did you mean `title`?' },
      { at: '4:1', fatal: false, reason: 'Unknown frontmatter key `overveiw`: did you mean `overview`?' },
      { at: '7:3', fatal: false, reason: 'Unknown frontmatter key `hero.tagine`: did you mean `tagline`?' },
      { at: '10:5', fatal: false, reason: 'Unknown frontmatter key `features[0].detials`: did you mean `details`?' },
      { at: '12:1', fatal: false, reason: 'Unknown frontmatter key `sidbar`: did you mean `sidebar`?' },
    ]);
  });

  it('says what to do, under its own rule', () => {
    expect(messages[0]).toMatchObject({
      ruleId: 'frontmatter-typo',
      note: 'Keys docsite does not know are kept as the page\'s own data and have no effect; rename it to `title` if that is what you meant.',
    });
  });

  it('keeps every unknown key as data, at every level', () => {
    expect(frontmatter).toEqual({
      titel: 'Home',
      pageType: 'home',
      overveiw: true,
      hero: { name: 'Acme', tagine: 'Docs in two languages', actions: [] },
      features: [{ title: 'One', details: '', detials: 'First', span: 4 }],
      sidbar: false,
      status: 'beta',
    });
  });

  it('warns beside errors, and is silent when nothing is near a known key', () => {
    expect(extract('---\ndescripton: x\ntitle: 3\n---\n# T\n').messages.map((m) => `${m.at} ${m.fatal} ${m.reason}`)).toEqual([
      '2:1 false Unknown frontmatter key `descripton`: did you mean `description`?',
      '3:1 true Invalid frontmatter: title: expected string, received number 3',
    ]);
    expect(extract('---\nhead: []\nlayout: doc\nhero:\n  image:\n    src: /a.png\n    width: 200\n---\n# T\n').messages).toEqual([]);
  });
});

describe('frontmatter slug and pageType', () => {
  it('accepts the new page types and a slug', () => {
    expect(extract('---\npageType: doc-wide\nslug: /a/b\n---\n# T\n')).toEqual({ frontmatter: { pageType: 'doc-wide', slug: '/a/b' }, messages: [] });
    expect(extract('---\npageType: 404\n---\n# T\n').frontmatter).toEqual({ pageType: '404' });
  });

  it("reads VitePress's layout as the page type, unless pageType is written too, and keeps the key", () => {
    expect(extract('---\nlayout: home\nhero:\n  name: Lumen\n---\n').frontmatter).toEqual({ layout: 'home', pageType: 'home', hero: { name: 'Lumen', actions: [] } });
    expect(extract('---\nlayout: page\n---\n# T\n').frontmatter).toEqual({ layout: 'page', pageType: 'custom' });
    expect(extract('---\nlayout: doc\n---\n# T\n').frontmatter).toEqual({ layout: 'doc', pageType: 'doc' });
    expect(extract('---\nlayout: home\npageType: doc-wide\n---\n# T\n').frontmatter).toEqual({ layout: 'home', pageType: 'doc-wide' });
    expect(extract('---\nlayout: blog\n---\n# T\n')).toEqual({ frontmatter: { layout: 'blog' }, messages: [] });
  });

  it('lists the page types in their order when one is wrong', () => {
    expect(extract('---\npageType: wide\n---\n# T\n').messages[0]!.reason).toBe(
      'Invalid frontmatter: pageType: expected one of "home", "doc", "doc-wide", "custom", "blank", "404", received "wide"',
    );
  });

  it.each([
    ['slug: 42', 'slug: expected string, received number 42'],
    ['slug: ../up', 'slug: expected a route such as `/guide/start`, `/` or `start`: no spaces, `?`, `#`, `\\`, `"`, `//`, `.` or `..` segments'],
    ['slug: /a b', 'slug: expected a route such as `/guide/start`, `/` or `start`: no spaces, `?`, `#`, `\\`, `"`, `//`, `.` or `..` segments'],
  ])('refuses `%s` at its line', (line, reason) => {
    expect(extract(`---\ntitle: T\n${line}\n---\n`).messages).toEqual([
      { at: '3:1', fatal: true, reason: `Invalid frontmatter: ${reason}`, note: expect.any(String), ruleId: 'frontmatter-schema' },
    ]);
  });
});

describe('an unclosed frontmatter block', () => {
  it.each([
    ['a block with no closing line', '---\ntitle: T\n\n# Page\n'],
    ['an opening line with trailing spaces, after a byte-order mark', '\uFEFF---  \r\ntitle: T\r\n'],
    ['a lone opening line', '---'],
  ])('is an error at its opening line, not a page that starts with a rule: %s', (_case, source) => {
    expect(extract(source)).toEqual({
      frontmatter: undefined,
      messages: [
        {
          at: '1:1',
          fatal: true,
          reason: 'Frontmatter is not closed: add a line --- after it',
          note: 'End the frontmatter with a line `---` after its last key. A page meant to start with a horizontal rule can use `***` instead.',
          ruleId: 'frontmatter-unclosed',
        },
      ],
    });
  });

  it('leaves a closed block, and a rule later in the page, alone', () => {
    expect(extract('---\ntitle: T\n---\n\nText\n\n---\n').messages).toEqual([]);
    expect(extract('# T\n\n---\n\ntitle: text\n').messages).toEqual([]);
  });
});

describe('routeKeyAt', () => {
  it('finds the key that moved the page: `pageType: 404` before `slug`, in the frontmatter only', () => {
    expect(routeKeyAt('---\ntitle: A\nslug: /b\n---\n\nslug: in the body\n')).toEqual({ key: 'slug', place: { line: 3, column: 1 } });
    expect(routeKeyAt('---\nslug: /b\npageType: 404\n---\n')).toEqual({ key: 'pageType', place: { line: 3, column: 1 } });
    expect(routeKeyAt('---\ntitle: A\n---\n\nslug: in the body\n')).toBeUndefined();
  });
});
