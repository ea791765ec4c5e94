import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutesFile } from '../../schemas/routes.js';
import { startDev } from '../../cli/serve/dev.js';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const draft = (title: string) => `---\ndraft: true\nsidebar_position: 1\n---\n\n# ${title}\n\nUnpublished roadmap words.\n`;

/** A Docusaurus-style site: sidebars from folders, a draft in each language, and a page that mentions it without a link. */
function site(): string {
  const dir = tempDir('docsite-drafts-');
  const pages = (lang: string) => ({
    [`docs/${lang}/index.md`]: '---\npageType: home\nhero:\n  name: Drafty\n---\n',
    [`docs/${lang}/guide/intro.md`]: '# Intro\n\nThe plan comes later.\n',
    [`docs/${lang}/guide/plan.md`]: draft(lang === 'en' ? 'Plan' : '计划'),
    [`docs/${lang}/guide/zeta.md`]: '# Zeta\n\nPublished words.\n',
  });
  writeFiles(dir, {
    'docsite.config.json': JSON.stringify({ title: 'Drafty', lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }], themeConfig: { nav: [{ text: 'Guide', link: '/guide/intro' }] } }),
    ...pages('en'),
    ...pages('zh'),
  });
  return dir;
}

describe('a draft page (`draft: true`) in a production build', () => {
  const dir = site();
  const result = runCli(['build', dir], dir);
  const dist = path.join(dir, 'dist');

  it('builds the rest of the site, with no route, HTML, sidebar entry or search record for the draft', () => {
    expect(result.code, result.stderr).toBe(0);
    const routes = JSON.parse(readFileSync(path.join(dir, '.docsite/routes.json'), 'utf8')) as RoutesFile;
    expect(routes.routes.map((r) => r.path).sort()).toEqual(['/', '/guide/intro', '/guide/zeta', '/zh/', '/zh/guide/intro', '/zh/guide/zeta']);
    for (const lang of ['', 'zh/']) {
      expect(existsSync(path.join(dist, `${lang}guide/plan.html`))).toBe(false);
      const intro = readFileSync(path.join(dist, `${lang}guide/intro.html`), 'utf8');
      expect(intro).toContain(`/${lang}guide/zeta.html`);
      expect(intro).not.toContain(`/${lang}guide/plan`);
    }
    expect(readFileSync(path.join(dir, '.docsite/search-records.json'), 'utf8')).not.toContain('Unpublished roadmap');
  });

  it('fails a build whose page links to the draft, saying it is a draft and where', () => {
    const linking = site();
    writeFileSync(path.join(linking, 'docs/en/guide/intro.md'), '# Intro\n\nSee [the plan](./plan.md).\n');
    const failed = runCli(['build', linking], linking);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toContain('docs/en/guide/intro.md:3:5 error Dead link `./plan.md`: /guide/plan is a draft, which a production build leaves out (`draft: true` in docs/en/guide/plan.md)');
    expect(failed.stderr).toContain('Remove the link until the page is published, or remove `draft: true` from its frontmatter.');
  });
});

describe('a draft page under docsite dev', () => {
  const dir = site();
  let dev: Awaited<ReturnType<typeof startDev>>;
  beforeAll(async () => {
    dev = await startDev({ siteDir: dir, port: 0 });
  }, 60_000);
  afterAll(() => dev?.close());

  it('is served with its sidebar entry and a notice in its language; published, the notice goes', async () => {
    const page = (route: string) => fetch(new URL(route, dev.url)).then((r) => r.text());
    const en = await page('guide/plan');
    expect(en).toContain('Unpublished roadmap words.');
    expect(en).toContain('This page is a draft: the dev server shows it, and production builds leave it out.');
    expect(await page('zh/guide/plan')).toContain('此页面是草稿：开发服务器会显示它，正式构建不会包含它。');
    expect(await page('guide/intro')).toContain('/guide/plan.html');
    writeFileSync(path.join(dir, 'docs/en/guide/plan.md'), '# Plan\n\nPublished roadmap words.\n');
    await expect.poll(() => page('guide/plan'), { timeout: 15_000 }).toContain('Published roadmap words.');
    expect(await page('guide/plan')).not.toContain('This page is a draft');
  });
});
