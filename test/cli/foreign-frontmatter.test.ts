import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PagesFile } from '../../schemas/page-index.js';
import { makeTestRepo } from '../helpers/make-test-repo.js';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const page = (frontmatter: string, title: string) => `---\n${frontmatter}\n---\n\n# ${title}\n\nText.\n\n## First section\n\nMore.\n\n## Second section\n\nMore.\n`;

/** Keys that VitePress, Starlight and Docusaurus pages carry for what docsite has keys of its own for. */
describe("other tools' frontmatter keys, read as docsite's own (docsite build)", () => {
  const dir = tempDir('docsite-foreign-frontmatter-');
  const editLink = { docRepoBaseUrl: 'https://github.com/acme/docs/tree/main/docs', text: 'Edit this page' };
  const files = {
    'docsite.config.json': JSON.stringify({ title: 'Foreign', lang: 'en', themeConfig: { lastUpdated: true, locales: [{ lang: 'en', label: 'English', editLink }] } }),
    'docs/en/index.md': page('title: Plain', 'Plain'),
    'docs/en/aside.md': page('aside: false', 'Aside'),
    'docs/en/pagefind.md': page('pagefind: false', 'Pagefind'),
    'docs/en/edit-url.md': page('editUrl: false', 'Edit URL'),
    'docs/en/custom-edit.md': page('custom_edit_url: null', 'Custom edit'),
    'docs/en/starlight-date.md': page('lastUpdated: 2022-03-04', 'Starlight date'),
    'docs/en/docusaurus-date.md': page('last_update:\n  date: 2021-01-02T10:00:00Z\n  author: Lin', 'Docusaurus date'),
    'docs/en/hidden-title.md': '---\ntitle: Hidden title\nhide_title: true\n---\n\nOnly the text.\n',
    'docs/en/shown-title.md': '---\ntitle: Shown title\n---\n\nOnly the text.\n',
    'docs/en/own-h1.md': '---\nhide_title: true\n---\n\n# Its own heading\n\nText.\n',
    'docs/en/wide.md': page('pageClass: wide-tables custom', 'Wide'),
  };
  makeTestRepo(dir, [{ files, date: '2025-06-01T12:00:00Z' }]);
  const result = runCli(['build', dir], dir);
  const html = (file: string) => readFileSync(path.join(dir, 'dist', file), 'utf8');
  const { pages } = JSON.parse(readFileSync(path.join(dir, '.docsite/pages.json'), 'utf8')) as PagesFile;
  const entry = (file: string) => pages.find((p) => p._relativePath.endsWith(file))!;

  it('builds', () => {
    expect(result.code, result.stderr).toBe(0);
  });

  it("hides the outline for VitePress's `aside: false`", () => {
    expect(html('index.html')).toContain('class="docsite-outline"');
    expect(html('aside.html')).not.toContain('class="docsite-outline"');
  });

  it("keeps a page out of search for Starlight's `pagefind: false`", () => {
    const records = readFileSync(path.join(dir, '.docsite/search-records.json'), 'utf8');
    expect(records).toContain('/aside.html');
    expect(records).not.toContain('/pagefind.html');
  });

  it("hides the edit link for Starlight's `editUrl: false` and Docusaurus's `custom_edit_url: null`", () => {
    expect(html('index.html')).toContain('https://github.com/acme/docs/tree/main/docs/en/index.md');
    expect(html('edit-url.html')).not.toContain('docsite-edit-link');
    expect(html('custom-edit.html')).not.toContain('docsite-edit-link');
  });

  it("takes the last-updated time from Starlight's `lastUpdated: <date>` and Docusaurus's `last_update.date`, else from git", () => {
    expect(entry('index.md').lastUpdated).toBe('2025-06-01T12:00:00.000Z');
    expect(entry('starlight-date.md').lastUpdated).toBe('2022-03-04T00:00:00.000Z');
    expect(entry('docusaurus-date.md').lastUpdated).toBe('2021-01-02T10:00:00.000Z');
    expect(entry('docusaurus-date.md').frontmatter.last_update).toEqual({ date: '2021-01-02T10:00:00.000Z', author: 'Lin' });
    expect(html('starlight-date.html')).toContain('2022');
  });

  it("leaves out the shown title for Docusaurus's `hide_title` (not a heading of the body's own), and adds VitePress's `pageClass`", () => {
    expect(html('hidden-title.html')).not.toContain('<h1>Hidden title</h1>');
    expect(html('hidden-title.html')).toContain('<title>Hidden title | Foreign</title>');
    expect(html('shown-title.html')).toContain('<h1>Shown title</h1>');
    expect(html('own-h1.html')).toMatch(/<h1[^>]*>Its own heading/);
    expect(html('wide.html')).toContain('<div class="docsite-layout wide-tables custom" data-page-type="doc">');
    expect(html('index.html')).toContain('<div class="docsite-layout" data-page-type="doc">');
  });

  it('stops at a last_update date that is no date, at its line', () => {
    const bad = tempDir('docsite-bad-date-');
    writeFiles(bad, { 'docsite.config.json': '{ "lang": "en" }', 'docs/en/index.md': '---\nlast_update:\n  date: someday\n---\n\n# Home\n' });
    const failed = runCli(['build', bad], bad);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toContain('docs/en/index.md:3:3 error Invalid frontmatter: last_update.date: expected a date, such as 2024-05-01 or 2024-05-01T12:00:00Z');
  });
});

describe("Starlight's splash page and hero (docsite build)", () => {
  const hero = (image: string) => `---
title: Welcome to Starlight
template: splash
hero:
  tagline: Congrats on setting up a new Starlight project!
  image:
    file: ${image}
  actions:
    - text: Example Guide
      link: /guides/example/
      icon: right-arrow
    - text: Read the Starlight docs
      link: https://starlight.astro.build
      icon: external
      variant: minimal
---

## Next steps
`;
  const site = (image: string, extra: Record<string, string> = {}) => {
    const dir = tempDir('docsite-starlight-hero-');
    writeFiles(dir, {
      ...extra,
      'docsite.config.json': JSON.stringify({ title: 'My Docs', root: 'src/content/docs', lang: 'en' }),
      'src/assets/houston.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>\n',
      'src/content/docs/index.mdx': hero(image),
      'src/content/docs/guides/example.md': '---\ntitle: Example Guide\n---\n\nGuides lead a user through a task.\n\n## Further reading\n\nSee [the reference](../../reference/example/).\n',
      // Links as Starlight pages write them, each page being a folder there.
      'src/content/docs/reference/example.md': '---\ntitle: Example Reference\n---\n\nSee [the guide](../../guides/example/), [its reading](/guides/example/#further-reading) and [home](../../).\n',
      'src/content/docs/wide.md': '---\ntitle: Wide\ntemplate: splash\n---\n\nA splash page without a hero.\n',
    });
    return { dir, result: runCli(['build', dir], dir) };
  };

  it('makes the page a home page: the title as the hero name, the image beside the page copied and linked, variants as buttons', () => {
    const { dir, result } = site('../../assets/houston.svg');
    expect(result.code, result.stderr).toBe(0);
    const home = readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
    expect(home).toContain('<h1 class="docsite-hero-name">Welcome to Starlight</h1>');
    expect(home).toMatch(/<div class="docsite-hero-image"><img src="\/assets\/houston-[0-9a-f]{8}\.svg" alt=""\/>/);
    expect(home).toMatch(/class="docsite-button docsite-button-brand"[^>]*>Example Guide</);
    expect(home).toMatch(/class="docsite-button docsite-button-alt"[^>]*>Read the Starlight docs</);
    expect(readFileSync(path.join(dir, 'dist/wide.html'), 'utf8')).toContain('data-page-type="doc-wide"');
    expect(home).toMatch(/class="docsite-button docsite-button-brand" href="\/guides\/example\.html"/);
  });

  it("shows a splash page's banner above its hero, as Starlight does", () => {
    const { dir, result } = site('../../assets/houston.svg', {
      'src/content/docs/launch.md': '---\ntitle: Launch\ntemplate: splash\nhero:\n  title: Lift-off\nbanner:\n  content: |\n    We just launched! <a href="https://example.com">Read on</a>\n---\n\nBody.\n',
    });
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(path.join(dir, 'dist/launch.html'), 'utf8')).toContain(
      '<div class="docsite-home"><div class="docsite-page-banner">We just launched! <a href="https://example.com">Read on</a>\n</div><section class="docsite-hero">',
    );
  });

  it("reaches the pages links written for Starlight's folder pages mean: trailing slashes, relative to the page as a folder", () => {
    const { dir, result } = site('../../assets/houston.svg');
    expect(result.code, result.stderr).toBe(0);
    const links = (file: string) => [...readFileSync(path.join(dir, 'dist', file), 'utf8').matchAll(/<p>[\s\S]*?<\/p>/g)].flatMap(([p]) => [...p.matchAll(/href="([^"]*)"/g)].map((m) => m[1]));
    expect(links('reference/example.html')).toEqual(['/guides/example.html', '/guides/example.html#further-reading', '/']);
    expect(links('guides/example.html')).toEqual(['/reference/example.html']);
  });

  it('keeps a link that reaches no page either way a dead link', () => {
    const dir = tempDir('docsite-starlight-dead-');
    writeFiles(dir, { 'docsite.config.json': '{ "lang": "en" }', 'docs/en/index.md': '# Home\n\n[Gone](./gone/) and [away](/away/).\n' });
    const failed = runCli(['build', dir], dir);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toContain('docs/en/index.md:3:1 error Dead link `./gone/`: no page has the route /gone/');
    expect(failed.stderr).toContain('docs/en/index.md:3:21 error Dead link `/away/`: no page has the route /away/');
  });

  it("reads `~/` as the site's src/ folder, as Astro does, in a hero image and in imports", () => {
    const { dir, result } = site('~/assets/houston.svg', {
      'src/components/Note.tsx': 'export default function Note({ children }: { children: React.ReactNode }) {\n  return <aside className="note">{children}</aside>;\n}\n',
      'src/content/docs/guides/imports.mdx': "---\ntitle: Imports\n---\n\nimport Note from '~/components/Note';\nimport logo from '~/assets/houston.svg';\n\n<Note>Noted.</Note>\n\n<img src={logo} alt=\"Houston\" />\n",
    });
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(path.join(dir, 'dist/index.html'), 'utf8')).toMatch(/<div class="docsite-hero-image"><img src="\/assets\/houston-[0-9a-f]{8}\.svg" alt=""\/>/);
    const imports = readFileSync(path.join(dir, 'dist/guides/imports.html'), 'utf8');
    expect(imports).toContain('<aside class="note">Noted.</aside>');
    expect(imports).toMatch(/<img src="\/assets\/houston-[A-Z0-9]+\.svg" alt="Houston"\/>/);
  });

  it("reads a hero image through the site's tsconfig.json `paths`", () => {
    const { dir, result } = site("'@images/houston.svg'", {
      // JSON with comments and a trailing comma, as tsconfig.json allows.
      'tsconfig.json': '{\n  // Astro\'s image folder\n  "compilerOptions": { "paths": { "@images/*": ["./src/assets/*"], }, },\n}\n',
    });
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(path.join(dir, 'dist/index.html'), 'utf8')).toMatch(/<div class="docsite-hero-image"><img src="\/assets\/houston-[0-9a-f]{8}\.svg" alt=""\/>/);
  });

  it('stops at a hero image under `~/` that is not there, naming the file it looked for', () => {
    const { result } = site('~/assets/gone.svg');
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/src\/content\/docs\/index\.mdx:6:3 error Hero image `~\/assets\/gone\.svg`: there is no file \S*src\/assets\/gone\.svg \(`~\/` is \S*src\/, the site's src\/ folder, as Astro reads it\)/);
    expect(result.stderr).toMatch(/Put the image at \S*src\/assets\/gone\.svg, or fix the path\./);
  });

  it('stops at a hero image that is not there, at its key', () => {
    const { result } = site('../../assets/gone.svg');
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('src/content/docs/index.mdx:6:3 error Dead link `../../assets/gone.svg`: no file beside the page has that path');
  });
});

describe("a home page's hero and features written as HTML, as VitePress and Starlight render them (docsite build)", () => {
  const dir = tempDir('docsite-hero-html-');
  writeFiles(dir, {
    'docsite.config.json': JSON.stringify({ title: 'Site', lang: 'en' }),
    'docs/index.md': `---
layout: home
hero:
  name: Vite<span class="accent">Press</span> &amp; co
  text: Fast <b>static</b> sites
  tagline: Fast,<br/><em>accessible</em>, easy.
features:
  - icon: <svg xmlns="http://www.w3.org/2000/svg" width="30" viewBox="0 0 2 2"><rect width="2" height="2"/></svg>
    title: A <code>card</code>
    details: With <a href="https://example.com">a link</a>.
  - icon: <span class="write"></span>
    title: Plain
---
`,
    'docs/splash.md': '---\ntitle: Splash\ntemplate: splash\nhero:\n  title: Starlight <br/> makes docs shine\n  tagline: Fast, <em>accessible</em>, easy.\n---\n',
  });
  const result = runCli(['build', dir], dir);
  const html = (file: string) => readFileSync(path.join(dir, 'dist', file), 'utf8');

  it('renders the hero and the cards as HTML', () => {
    expect(result.code, result.stderr).toBe(0);
    const home = html('index.html');
    expect(home).toContain('<h1 class="docsite-hero-name">Vite<span class="accent">Press</span> &amp; co</h1>');
    expect(home).toContain('<p class="docsite-hero-title">Fast <b>static</b> sites</p>');
    expect(home).toContain('<p class="docsite-hero-tagline">Fast,<br/><em>accessible</em>, easy.</p>');
    expect(home).toContain('<div class="docsite-feature-icon" aria-hidden="true"><span><svg xmlns="http://www.w3.org/2000/svg" width="30" viewBox="0 0 2 2"><rect width="2" height="2"/></svg></span></div>');
    expect(home).toContain('<div class="docsite-feature-icon" aria-hidden="true"><span><span class="write"></span></span></div>');
    expect(home).toContain('<h2 class="docsite-feature-title">A <code>card</code></h2>');
    expect(home).toContain('<p class="docsite-feature-details">With <a href="https://example.com">a link</a>.</p>');
    expect(html('splash.html')).toContain('<h1 class="docsite-hero-name">Starlight <br/> makes docs shine</h1>');
  });

  it('keeps the page title, `<title>`, description and search records to the text', () => {
    const home = html('index.html');
    expect(home).toContain('<title>VitePress &amp; co | Site</title>');
    expect(home).toContain('<meta name="description" content="Fast, accessible, easy.">');
    const { pages } = JSON.parse(readFileSync(path.join(dir, '.docsite/pages.json'), 'utf8')) as PagesFile;
    expect(pages.find((p) => p.routePath === '/')?.title).toBe('VitePress & co');
    const records = readFileSync(path.join(dir, '.docsite/search-records.json'), 'utf8');
    expect(records).toContain('"lvl1":"VitePress & co"');
    expect(records).not.toMatch(/<span|<em>|<br/);
    expect(html('splash.html')).toContain('<meta name="description" content="Fast, accessible, easy.">');
  });
});

/** VitePress and Docusaurus build a page with no title and no `# heading`; so does docsite, with a warning. */
describe('pages without a title (docsite build)', () => {
  const dir = tempDir('docsite-untitled-');
  writeFiles(dir, {
    'docsite.config.json': JSON.stringify({ title: 'Site', lang: 'en' }),
    'docs/en/index.md': '# Home\n\n[Part](./part.md), [install](./guide/install-guide.md), [setup](./guide/setup/), [moved](./moved.md).\n',
    'docs/en/part.md': 'Included by other pages, as VitePress parts are.\n\n### Third-level start\n\nText.\n',
    'docs/en/guide/install-guide.md': 'No heading at all.\n',
    'docs/en/guide/setup/index.md': 'Neither here.\n',
    // Text before the frontmatter makes it a setext heading of two lines, as in Docusaurus.
    'docs/en/moved.md': 'A note first.\n\n---\nsidebar_position: 6\ntitle: Spot\n---\n\nText.\n',
  });
  const result = runCli(['build', dir], dir);
  const html = (file: string) => readFileSync(path.join(dir, 'dist', file), 'utf8');

  it('builds, with a warning at each such page that says where its title came from and the fix', () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('docs/en/part.md:1:1 warning Page has no title: its first heading, `### Third-level start`, is its title\n  Make it `# Third-level start`, or add `title: …` to the page\'s frontmatter.\n');
    expect(result.stderr).toContain('docs/en/guide/install-guide.md:1:1 warning Page has no title: its file name, `install-guide`, is its title\n');
    expect(result.stderr).toContain('docs/en/guide/setup/index.md:1:1 warning Page has no title: its file name, `setup`, is its title\n');
  });

  it('titles the page by its first heading, shown once, as its own heading', () => {
    const part = html('part.html');
    expect(part).toContain('<title>Third-level start | Site</title>');
    expect(part).not.toContain('<h1');
    expect(part).toContain('<h3 id="third-level-start"');
  });

  it('else by its file name, or its folder for an index, shown as the heading as Docusaurus shows its id', () => {
    expect(html('guide/install-guide.html')).toContain('<title>install-guide | Site</title>');
    expect(html('guide/install-guide.html')).toContain('<h1>install-guide</h1>');
    expect(html('guide/setup/index.html')).toContain('<title>setup | Site</title>');
  });

  it('makes a title of one line from a heading of several', () => {
    expect(html('moved.html')).toContain('<title>sidebar_position: 6 title: Spot | Site</title>');
  });
});
