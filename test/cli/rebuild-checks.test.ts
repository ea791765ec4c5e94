import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

/** A build with the cache, as `docsite build` runs one: its link errors and warnings as `file:line:column reason`. */
async function build(dir: string): Promise<{ ok: boolean; problems: string[] }> {
  const result = await buildSite({ siteDir: dir });
  const links = result.messages.filter((m) => m.fatal !== undefined && (m.ruleId === 'dead-link' || m.ruleId === 'cross-language-link'));
  const problems = links.map((m) => `${path.relative(dir, m.file ?? '')}:${m.line}:${m.column} ${m.reason}`);
  return { ok: result.ok, problems };
}

describe('a rebuild that keeps the link check of unchanged pages', () => {
  it('checks an unchanged page again when the anchor, public file or file beside it that a link reaches goes', async () => {
    const dir = tempDir('docsite-verdicts-');
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ lang: 'en' }),
      'public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'docs/en/index.md': '# Home\n\n[A](./guide/a.md)\n',
      'docs/en/guide/a.md': '# A\n\n[first steps](./b.md#first-steps)\n\n![logo](/logo.svg)\n\n[notes](./notes.txt)\n',
      'docs/en/guide/b.md': '# B\n\n## First steps\n\nText.\n',
      'docs/en/guide/notes.txt': 'notes',
    });
    const b = path.join(dir, 'docs/en/guide/b.md');
    expect(await build(dir)).toEqual({ ok: true, problems: [] });
    expect(await build(dir)).toEqual({ ok: true, problems: [] });

    writeFileSync(b, '# B\n\n## Last steps\n\nText.\n');
    const anchor = await build(dir);
    expect(anchor.ok).toBe(false);
    expect(anchor.problems).toEqual(['docs/en/guide/a.md:3:1 Dead link `./b.md#first-steps`: the page /guide/b has no anchor #first-steps']);

    writeFileSync(b, '# B\n\n## First steps\n\nText.\n');
    expect(await build(dir)).toEqual({ ok: true, problems: [] });
    rmSync(path.join(dir, 'public/logo.svg'));
    const asset = await build(dir);
    expect(asset.ok).toBe(false);
    expect(asset.problems).toEqual(['docs/en/guide/a.md:5:1 Dead link `/logo.svg`: no page or file in public/ has the path /logo.svg']);

    writeFiles(dir, { 'public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    expect(await build(dir)).toEqual({ ok: true, problems: [] });
    rmSync(path.join(dir, 'docs/en/guide/notes.txt'));
    const beside = await build(dir);
    expect(beside.ok).toBe(false);
    expect(beside.problems).toHaveLength(1);
    expect(beside.problems[0]).toMatch(/^docs\/en\/guide\/a\.md:7:1 Dead link `\.\/notes\.txt`: no file beside the page has that path/);
  });

  it('warns of a link on every build, and again when a page added elsewhere makes an unchanged link a warning', async () => {
    const dir = tempDir('docsite-verdicts-lang-');
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }] }),
      'docs/en/index.md': '# Home\n',
      'docs/en/guide/start.md': '# Start\n',
      'docs/en/guide/tour.md': '# Tour\n',
      'docs/zh/index.md': '# 首页\n',
      // The zh start page exists: the link to the en one is a warning. The zh tour page does not: its link is the only choice.
      'docs/zh/guide/start.md': '# 开始\n\n[开始](/guide/start)\n',
      'docs/zh/guide/other.md': '# 其他\n\n[导览](/guide/tour)\n',
    });
    const warning = (page: string) => `docs/zh/guide/${page === 'start' ? 'start' : 'other'}.md:3:1 Link \`/guide/${page}\` leads from zh to en, though the zh page /zh/guide/${page} exists`;
    expect(await build(dir)).toEqual({ ok: true, problems: [warning('start')] });
    expect(await build(dir)).toEqual({ ok: true, problems: [warning('start')] });
    writeFiles(dir, { 'docs/zh/guide/tour.md': '# 导览\n' });
    expect(await build(dir)).toEqual({ ok: true, problems: [warning('tour'), warning('start')] });
  });
});

describe('a rebuild that keeps pages from the cache', () => {
  it('keeps a kept draft out, a kept date its own, and checks a kept home page\'s hero links', async () => {
    const dir = tempDir('docsite-marks-');
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ lang: 'en' }),
      'docs/en/index.md': '---\npageType: home\nhero:\n  actions:\n    - text: Start\n      link: /guide/start\n---\n',
      'docs/en/guide/start.md': '# Start\n',
      'docs/en/guide/draft.md': '---\ndraft: true\n---\n\n# Draft\n',
      'docs/en/guide/dated.md': '---\nlast_update:\n  date: 2021-01-02T10:00:00Z\n---\n\n# Dated\n',
    });
    const routes = () => (JSON.parse(readFileSync(path.join(dir, '.docsite/routes.json'), 'utf8')) as { routes: { path: string }[] }).routes.map((r) => r.path);
    const dated = () => (JSON.parse(readFileSync(path.join(dir, '.docsite/pages.json'), 'utf8')) as { pages: { routePath: string; lastUpdated?: string }[] }).pages.find((p) => p.routePath === '/guide/dated')?.lastUpdated;
    expect(await build(dir)).toEqual({ ok: true, problems: [] });
    // A page edited elsewhere: the others come from the cache, with what their frontmatter says.
    writeFiles(dir, { 'docs/en/guide/start.md': '# Start\n\nMore.\n' });
    const rebuilt = await buildSite({ siteDir: dir });
    expect(rebuilt.ok).toBe(true);
    // The edited page, and the draft: a production run keeps no draft in its index, so it never comes from the cache.
    expect(rebuilt.summary?.index.parsed).toBe(2);
    expect(routes().sort()).toEqual(['/', '/guide/dated', '/guide/start']);
    expect(dated()).toBe('2021-01-02T10:00:00.000Z');
    rmSync(path.join(dir, 'docs/en/guide/start.md'));
    const gone = await build(dir);
    expect(gone.ok).toBe(false);
    expect(gone.problems).toEqual(['docs/en/index.md:6:7 Dead link `/guide/start` in the hero actions (en): no page has the route /guide/start']);
  });
});
