import { describe, expect, it } from 'vitest';
import { frontmatterSchema } from '../../../schemas/frontmatter.js';
import { formatPath, parseWithSchema } from '../../../schemas/parse.js';
import { siteConfigSchema } from '../../../schemas/site-config.js';

function problems(schema: Parameters<typeof parseWithSchema>[0], data: unknown): string[] {
  const result = parseWithSchema(schema, data);
  return result.ok ? [] : result.problems.map((p) => `${formatPath(p.path)}: ${p.message}`);
}

describe('parseWithSchema', () => {
  it('fills every default of an empty config', () => {
    const result = parseWithSchema(siteConfigSchema, {});
    expect(result.ok && result.data).toMatchObject({
      root: 'docs',
      base: '/',
      lang: 'en',
      route: { cleanUrls: false, exclude: [] },
      themeConfig: { lastUpdated: false, hideNavbar: 'never', nav: [], sidebar: {} },
      search: { provider: 'local' },
      markdown: { showLineNumbers: false, defaultWrapCode: false, shiki: {} },
      multiVersion: { default: '', versions: [] },
      timeZone: 'UTC',
    });
  });

  it('names the key path and what was expected', () => {
    expect(
      problems(siteConfigSchema, {
        base: 'docs',
        themeConfig: { hideNavbar: 'sometimes', nav: [{ text: 'A', link: 3 }], socialLinks: [{ icon: 'gh', content: 'x' }] },
        logo: 5,
        timeZone: 'Mars/Olympus',
      }),
    ).toEqual([
      'base: expected a path that starts and ends with `/`, such as `/` or `/docs/`',
      'logo: none of the accepted forms matches, received number 5',
      'themeConfig.hideNavbar: expected one of "always", "auto", "never", received "sometimes"',
      'themeConfig.socialLinks[0].icon: expected one of "github", "npm", "discord", "x", "gitlab", "youtube", "bluesky", "mastodon", "slack", "linkedin", received "gh"',
      'themeConfig.nav[0].link: expected string, received number 3',
      'timeZone: expected an IANA time zone such as `UTC` or `Asia/Shanghai`',
    ]);
  });

  it('suggests the closest key for a misspelled one, at any depth', () => {
    expect(problems(siteConfigSchema, { themeconfig: {}, markdown: { showLineNumber: true } })).toEqual([
      'markdown.showLineNumber: unknown key; did you mean `showLineNumbers`?',
      'themeconfig: unknown key; did you mean `themeConfig`?',
    ]);
  });

  it('lists the accepted keys when nothing is close', () => {
    expect(problems(siteConfigSchema, { route: { zzz: 1 } })).toEqual(['route.zzz: unknown key; expected one of `cleanUrls`, `exclude`']);
  });

  it('checks rules that span keys once the shapes are right', () => {
    expect(
      problems(siteConfigSchema, {
        lang: 'en',
        locales: [{ lang: 'zh', label: '中文' }],
        themeConfig: { locales: [{ lang: 'fr', label: 'Français' }], nav: [{ text: 'Both', link: '/a', items: [] }, { text: 'Neither' }] },
      }),
    ).toEqual([
      'locales: expected an entry for the default language `en`',
      'themeConfig.nav[0]: a nav item needs exactly one of `link` (a link) or `items` (a dropdown)',
      'themeConfig.nav[1]: a nav item needs exactly one of `link` (a link) or `items` (a dropdown)',
      'themeConfig.locales[0].lang: `fr` is not a site language (en, zh); add it to `locales`',
    ]);
  });

  it('keeps unknown frontmatter keys and checks known ones', () => {
    const ok = parseWithSchema(frontmatterSchema, { title: 'T', custom: { any: 1 } });
    expect(ok.ok && ok.data).toEqual({ title: 'T', custom: { any: 1 } });
    expect(problems(frontmatterSchema, { title: 42, hero: { actions: [{ text: 'Go' }] } })).toEqual([
      'title: expected string, received number 42',
      'hero.actions[0].link: required: expected string',
    ]);
  });
});
