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
