import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const page = `# Reference

<p align="center">
  <img src="./logo.svg" width="120" alt="Logo">
</p>

<a name="legacy"></a>

## Options

Line one<br>line two, <b>bold</b> and <a href="./other.md#usage">the other page</a>.

<details>
<summary>Advanced</summary>

Inside **details**: [back up](#legacy).

</details>

<!-- not shown -->

| Key | Effect |
| --- | --- |
| <kbd>Esc</kbd> | closes |
`;

function site(reference = page): string {
  const dir = tempDir('docsite-raw-html-');
  writeFiles(dir, {
    'docs/en/index.md': '# Home\n\n[Reference](./reference.md)\n',
    'docs/en/reference.md': reference,
    'docs/en/other.md': '# Other\n\n## Usage\n\nText.\n',
    'docs/en/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>\n',
  });
  return dir;
}

const body = (dir: string) => {
  const html = readFileSync(path.join(dir, 'dist/reference.html'), 'utf8');
  return html.slice(html.indexOf('<article'), html.indexOf('</article>'));
};

describe('raw HTML in an .md page', () => {
  it('is rendered as parsed HTML: elements, attributes, Markdown inside <details>; comments and event handlers dropped', async () => {
    const dir = site();
    const result = await buildSite({ siteDir: dir });
    expect(result.messages.filter((m) => m.fatal).map(String)).toEqual([]);
    const html = body(dir);
    const logo = readdirSync(path.join(dir, 'dist/assets')).find((file) => /^logo-.*\.svg$/.test(file));
    expect(html).toMatch(new RegExp(`<p align="center">\\s*<img src="/assets/${logo}" alt="Logo"[^>]* width="120"/>\\s*</p>`));
    expect(html).toContain('<a name="legacy"></a>');
    expect(html).toContain('<p>Line one<br/>line two, <b>bold</b> and <a href="/other.html#usage">the other page</a>.</p>');
    expect(html).toMatch(/<details>\s*<summary>Advanced<\/summary><p>Inside <strong>details<\/strong>: <a href="#legacy">back up<\/a>\.<\/p><\/details>/);
    expect(html).toContain('<td><kbd>Esc</kbd></td>');
    expect(html).not.toContain('not shown');
    // Search reads the text of HTML elements, a <br> as a break.
    const records = JSON.parse(readFileSync(path.join(dir, '.docsite/search-records.json'), 'utf8')).records.filter((r: { url: string }) => r.url.startsWith('/reference'));
    expect(records.map((r: { content: string | null }) => r.content).filter(Boolean)).toEqual(['Line one line two, bold and the other page.', 'Advanced', 'Inside details: back up.', 'Esc | closes']);
  });

  it("checks an HTML element's links and anchors as a Markdown link's: a dead one is an error at its tag", () => {
    const dir = site(`${page}\n<a href="./gone.md">gone</a> and <img src="./missing.png" alt="">\n\n[to the anchor](#nowhere)\n`);
    const run = runCli(['build', dir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('docs/en/reference.md:26:1 error Dead link `./gone.md`: no page has the route /gone');
    expect(run.stderr).toContain('docs/en/reference.md:26:34 error Dead link `./missing.png`');
    expect(run.stderr).toContain('docs/en/reference.md:28:1 error Dead link `#nowhere`: the page /reference has no anchor #nowhere');
    expect(run.stderr).toContain('Link to one of its anchors (#reference, #legacy, #options)');
    expect(existsSync(path.join(dir, 'dist'))).toBe(false);
  });
});

/** Vite (VitePress) reads these as files too: a video's poster, and each URL of a srcset with its descriptor. */
describe("a <video>'s poster and a srcset, in .md and .mdx", () => {
  const media = {
    'docs/en/index.md': '# Home\n\n[Md](./media.md), [mdx](./media-mdx.mdx)\n',
    'docs/en/shot.png': 'png one',
    'docs/en/shot@2x.png': 'png two',
    'docs/en/clip.mp4': 'mp4',
  };

  it('copies the files they name as an src is copied, descriptors kept', async () => {
    const dir = tempDir('docsite-media-');
    writeFiles(dir, {
      ...media,
      'docs/en/media.md': '# Media\n\n<video controls poster="./shot.png">\n  <source src="./clip.mp4" type="video/mp4">\n</video>\n\n<picture>\n  <source srcset="./shot.png 1x, ./shot@2x.png 2x">\n  <img src="./shot.png" alt="Shot">\n</picture>\n',
      'docs/en/media-mdx.mdx': '# Media\n\n<video controls poster="./shot.png" src="./clip.mp4" />\n\n<img srcSet="./shot.png 1x, ./shot@2x.png 2x" src="./shot.png" alt="Shot" />\n',
    });
    expect((await buildSite({ siteDir: dir, threads: 1 })).ok).toBe(true);
    for (const file of ['media.html', 'media-mdx.html']) {
      const html = readFileSync(path.join(dir, 'dist', file), 'utf8');
      const poster = /poster="([^"]*)"/.exec(html)?.[1];
      const srcSet = /srcSet="([^"]*)"/.exec(html)?.[1];
      expect(poster, file).toMatch(/^\/assets\/shot-[\w-]+\.png$/);
      expect(srcSet, file).toMatch(/^\/assets\/shot-[\w-]+\.png 1x, \/assets\/shot@2x-[\w-]+\.png 2x$/);
      for (const url of [poster!, ...srcSet!.split(', ').map((candidate) => candidate.split(' ')[0]!)]) expect(existsSync(path.join(dir, 'dist', url)), url).toBe(true);
    }
  });

  it('fails on a file that is not there, at the tag', () => {
    const dir = tempDir('docsite-media-');
    writeFiles(dir, { ...media, 'docs/en/media.md': '# Media\n\n<video poster="./nope.png" controls></video>\n\n<img srcset="./shot.png 1x, ./gone.png 2x" src="./shot.png" alt="x">\n', 'docs/en/media-mdx.mdx': '# Media\n' });
    const run = runCli(['build', dir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('docs/en/media.md:3:1 error Dead link `./nope.png`');
    expect(run.stderr).toContain('docs/en/media.md:5:1 error Dead link `./gone.png`');
  });
});
