import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

/**
 * A site whose pages give elements ids from components, as Docusaurus's API
 * tables do (`<APITableRow>`): a compiled page through a component it
 * imports, a data page through one of the config's components module.
 */
function site(guide: string): string {
  const dir = tempDir('docsite-rendered-anchors-');
  writeFiles(dir, {
    'docsite.config.json': JSON.stringify({ lang: 'en', components: './components.tsx' }),
    'components.tsx': 'export function Row({ name }: { name: string }) {\n  return <p id={name}>{name}</p>;\n}\n',
    'src/Field.tsx': 'export default function Field({ name }: { name: string }) {\n  return <dt id={`field-${name}`}>{name}</dt>;\n}\n',
    'docs/index.md': '# Home\n\nText.\n',
    'docs/api.mdx': "# API\n\nimport Field from '../src/Field';\n\n<Field name=\"base\" />\n",
    'docs/config.mdx': '# Config\n\n<Row name="disableInDev" />\n',
    'docs/guide.md': guide,
  });
  return dir;
}

const live = '# Guide\n\n[base](./api.mdx#field-base) and [disableInDev](./config.mdx#disableInDev).\n';
const homeHtml = (dir: string) => readFileSync(path.join(dir, 'dist/index.html'), 'utf8');

describe('anchors that components render', () => {
  it('are live when the pre-rendered page has the id, on a compiled page and on a data page using a component of the components module', () => {
    const dir = site(live);
    const result = runCli(['build', dir], dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(readFileSync(path.join(dir, 'dist/guide.html'), 'utf8')).toContain('<a href="/api.html#field-base">base</a> and <a href="/config.html#disableInDev">disableInDev</a>');
  });

  it('are dead links at the link, and fail the build leaving the previous site, when no component renders the id', () => {
    const dir = site(live);
    expect(runCli(['build', dir], dir).code).toBe(0);
    const previous = homeHtml(dir);
    writeFiles(dir, { 'docs/guide.md': `${live}\n- [gone](./api.mdx#field-gone)\n- [none](./config.mdx#disableInProd)\n` });
    const result = runCli(['build', dir], dir);
    expect(result.code).toBe(1);
    expect(result.stderr.match(/ error /g)).toHaveLength(2);
    expect(result.stderr).toContain('docs/guide.md:5:3 error Dead link `./api.mdx#field-gone`: the page /api has no anchor #field-gone');
    expect(result.stderr).toContain('docs/guide.md:6:3 error Dead link `./config.mdx#disableInProd`: the page /config has no anchor #disableInProd');
    expect(result.stderr).toContain('Link to one of its anchors (#config), or give a heading that id with `## Heading {#disableInProd}`.');
    expect(homeHtml(dir)).toBe(previous);
  });

  it('are checked by a rebuild that keeps the target page, from the HTML it keeps', () => {
    const dir = site('# Guide\n\nText.\n');
    expect(runCli(['build', dir], dir).code).toBe(0);
    const guide = path.join(dir, 'docs/guide.md');
    writeFileSync(guide, `${live}\n[gone](./api.mdx#field-gone)\n`);
    const warm = runCli(['build', dir], dir);
    expect(warm.code).toBe(1);
    expect(warm.stderr.match(/ error /g)).toHaveLength(1);
    expect(warm.stderr).toContain('docs/guide.md:5:1 error Dead link `./api.mdx#field-gone`: the page /api has no anchor #field-gone');
    writeFileSync(guide, live);
    const fixed = runCli(['build', dir], dir);
    expect(fixed.stderr).toBe('');
    expect(fixed.code).toBe(0);
    // The pages the links reach were not rendered again: their ids were read from the HTML kept.
    expect(fixed.stdout).toContain("Kept 3 of 4 pages' HTML from the previous build");
  });
});
