/**
 * A site's theme module (test/fixtures/sites/theme-override/theme/index.tsx):
 * found without config, it wraps `Layout` with content for every slot, wraps
 * the original `Navbar` and replaces `NotFound`. Built by the real CLI; the
 * pre-rendered HTML is what the browser hydrates (test/e2e/theme-override.test.ts).
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYOUT_SLOTS } from '../../schemas/theme-components.js';
import { startDev } from '../../cli/serve/dev.js';
import type { VFileMessage } from 'vfile-message';
import { runCli } from '../helpers/run-cli.js';
import { copyFixture, fileHashes } from '../helpers/temp-site.js';

const html = (site: string, file: string) => readFileSync(path.join(site, 'dist', file), 'utf8');

/** Each marker is found, after the one before it. */
function expectInOrder(text: string, markers: string[]): void {
  let from = 0;
  for (const marker of markers) {
    const at = text.indexOf(marker, from);
    expect(at, `${marker} after ${text.slice(Math.max(0, from - 40), from)}`).toBeGreaterThan(-1);
    from = at + marker.length;
  }
}

const slotClass = (slot: string) => `slot slot-${slot.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}"`;

describe('a site with theme/index.tsx', () => {
  const site = copyFixture('theme-override');
  const result = runCli(['build', site]);

  it('builds with no error or warning', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it.each(['guide/start.html', 'zh/guide/next.html'])('puts every doc slot at its place in %s, around the wrapped navbar', (file) => {
    expectInOrder(html(site, file), [
      slotClass('beforeNav'),
      'class="docsite-navbar"',
      'class="wrapped-navbar"',
      slotClass('afterNav'),
      'class="docsite-sidebar"',
      slotClass('beforeSidebar'),
      'docsite-sidebar-link',
      slotClass('afterSidebar'),
      '</aside>',
      slotClass('beforeDocContent'),
      '<h1',
      slotClass('afterDocContent'),
      slotClass('beforeDocFooter'),
      'class="docsite-doc-footer"',
      'class="docsite-doc-aside"',
      slotClass('beforeOutline'),
      'class="docsite-outline"',
      slotClass('afterOutline'),
      'class="docsite-footer"',
      slotClass('bottom'),
    ]);
  });

  it.each(['index.html', 'zh/index.html'])('puts the hero slots around the hero of %s', (file) => {
    expectInOrder(html(site, file), [slotClass('beforeNav'), 'class="wrapped-navbar"', slotClass('beforeHero'), 'class="docsite-hero"', slotClass('afterHero'), 'class="docsite-features"', slotClass('bottom')]);
  });

  it('fills every slot the theme lists on some page, in the language of the page', () => {
    const pages = ['index.html', 'guide/start.html'].map((file) => html(site, file)).join('');
    expect(LAYOUT_SLOTS.filter((slot) => !pages.includes(slotClass(slot)))).toEqual([]);
    expect(html(site, 'guide/start.html')).toContain('>Before the navbar</div>');
    expect(html(site, 'zh/guide/start.html')).toContain('>导航栏之前</div>');
  });

  it.each([
    ['404.html', 'Nothing at this address'],
    ['zh/404.html', '这个地址什么也没有'],
  ])('renders the replaced NotFound in %s, inside the wrapped layout', (file, title) => {
    const page = html(site, file);
    expectInOrder(page, [slotClass('beforeNav'), 'class="custom-not-found"', `<h1>${title}</h1>`, slotClass('bottom')]);
    expect(page).not.toContain('docsite-not-found');
  });
});

describe('a theme module named by the config', () => {
  it('is used from where `theme` points', () => {
    const site = copyFixture('theme-override');
    renameSync(path.join(site, 'theme'), path.join(site, 'src'));
    const config = path.join(site, 'docsite.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Theme override',", "title: 'Theme override',\n  theme: './src/index.tsx',"));
    const result = runCli(['build', site]);
    expect(result.stderr).toBe('');
    expect(html(site, '404.html')).toContain('class="custom-not-found"');
  });

  it('fails at the key when there is no module there, with the previous dist/ intact', () => {
    const site = copyFixture('theme-override');
    expect(runCli(['build', site]).code).toBe(0);
    const before = fileHashes(path.join(site, 'dist'));
    const config = path.join(site, 'docsite.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Theme override',", "title: 'Theme override',\n  theme: './src/theme.tsx',"));
    const { code, stderr } = runCli(['build', '.'], site);
    expect(code).toBe(1);
    expect(stderr).toContain('docsite.config.ts:6:3 error Invalid config: theme: no module at ./src/theme.tsx (relative to the site folder)');
    expect(stderr).toContain('Point `theme` at the module that exports your theme components');
    expect(fileHashes(path.join(site, 'dist'))).toEqual(before);
  });
});

/** The fixture's theme module with a `Footer` that throws on the pages `when` picks (its line is the returned one). */
function throwingFooter(site: string, when: string): number {
  const file = path.join(site, 'theme/index.tsx');
  const source = readFileSync(file, 'utf8');
  writeFileSync(file, `${source}\nimport { usePageData } from 'docsite/runtime';\n\nexport function Footer() {\n  if (${when}) throw new Error('footer override broke');\n  return null;\n}\n`);
  return source.split('\n').length + 4;
}

describe('an override that throws', () => {
  it('fails the build once, at its line in the theme module, naming a route and counting the others', () => {
    const site = copyFixture('theme-override');
    expect(runCli(['build', site]).code).toBe(0);
    const before = fileHashes(path.join(site, 'dist'));
    const line = throwingFooter(site, 'true');
    const { code, stderr } = runCli(['build', '.'], site);
    expect(code).toBe(1);
    // Six routes and the first language's 404 page, where the build stops.
    expect(stderr).toMatch(new RegExp(`^theme/index\\.tsx:${line}:\\d+ error Pre-rendering /\\S* \\(and 6 more pages\\) failed in the theme module: footer override broke$`, 'm'));
    expect(stderr.match(/ error /g)).toHaveLength(1);
    expect(fileHashes(path.join(site, 'dist'))).toEqual(before);
  });

  it('is reported by `docsite dev` at its line, naming the route, when the page is rendered on request', async () => {
    const site = copyFixture('theme-override');
    const line = throwingFooter(site, "usePageData()?.page.routePath === '/zh/guide/start'");
    const errors: VFileMessage[] = [];
    const dev = await startDev({ siteDir: site, port: 0, onServeError: (messages) => errors.push(...messages) });
    try {
      expect((await fetch(new URL('guide/start', dev.url))).status).toBe(200);
      const response = await fetch(new URL('zh/guide/start', dev.url));
      expect(response.status).toBe(500);
      expect(await response.text()).toContain('failed in the theme module: footer override broke');
      expect(errors.map((m) => [path.relative(site, m.file ?? ''), m.line, m.reason])).toEqual([
        ['theme/index.tsx', line, 'Pre-rendering /zh/guide/start failed in the theme module: footer override broke'],
      ]);
    } finally {
      await dev.close();
    }
  });
});
