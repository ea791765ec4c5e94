/**
 * The client-redirects plugin in a real `docsite build`: the static redirect
 * pages it writes, and the build errors of a dead `to` and of a `from` that
 * is a page, which keep the previous site.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { fileHashes, tempDir, writeFiles } from '../helpers/temp-site.js';

/** A `docsite.config.ts` with `base: '/docs/'` and these redirects (TypeScript source, RegExps included). */
const config = (redirects: string, extra = '') => `import { defineConfig } from 'docsite';
import { pluginClientRedirects } from 'docsite/plugins/client-redirects';

export default defineConfig({
  title: 'Redirects',
  base: '/docs/',
  ${extra}
  plugins: [pluginClientRedirects({ redirects: ${redirects} })],
});
`;

const REDIRECTS = `[
    { from: '/old', to: '/guide/new' },
    { from: ['/older/', '/oldest.html'], to: '/guide/new#usage' },
    { from: '/elsewhere', to: 'https://example.com/docs' },
    { from: /^\\/blog\\/(.+)$/, to: '/guide/$1' },
  ]`;

function site(): string {
  const dir = tempDir('docsite-redirects-');
  writeFiles(dir, {
    'docsite.config.ts': config(REDIRECTS),
    'docs/en/index.md': '# Home\n\nSee the [guide](./guide/new.md).\n',
    'docs/en/guide/new.md': '# New\n\n## Usage\n\nText.\n',
    'docs/en/guide/other.md': '# Other\n\nText.\n',
  });
  return dir;
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, 'dist', file), 'utf8');

describe('a build with client redirects', () => {
  const dir = site();
  const result = runCli(['build', dir]);

  it('succeeds', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('writes a redirect page at each path `from`, named as pages are', () => {
    const old = read(dir, 'old.html');
    expect(old).toContain('<meta http-equiv="refresh" content="0; url=/docs/guide/new.html">');
    expect(old).toContain('<link rel="canonical" href="/docs/guide/new.html">');
    expect(old).toContain('<meta name="robots" content="noindex">');
    expect(old).toContain('location.search');
    for (const file of ['older/index.html', 'oldest.html']) expect(read(dir, file)).toContain('<link rel="canonical" href="/docs/guide/new.html#usage">');
    expect(read(dir, 'elsewhere.html')).toContain('<meta http-equiv="refresh" content="0; url=https://example.com/docs">');
  });

  it('writes no page for a RegExp `from`, and leaves the real pages as they were', () => {
    expect(existsSync(path.join(dir, 'dist/blog'))).toBe(false);
    expect(read(dir, 'guide/new.html')).toContain('<h1');
    expect(read(dir, 'guide/new.html')).not.toContain('http-equiv="refresh"');
  });

  it('writes the targets without .html under cleanUrls, at the same file names', () => {
    writeFiles(dir, { 'docsite.config.ts': config(REDIRECTS, 'route: { cleanUrls: true },') });
    const clean = runCli(['build', dir]);
    expect(clean.stderr).toBe('');
    expect(clean.code).toBe(0);
    expect(read(dir, 'old.html')).toContain('<meta http-equiv="refresh" content="0; url=/docs/guide/new">');
    expect(read(dir, 'older/index.html')).toContain('<link rel="canonical" href="/docs/guide/new#usage">');
  });

  it('fails on a `to` that is no page, naming the plugin and the redirect, and keeps the previous site', () => {
    const before = fileHashes(path.join(dir, 'dist'));
    writeFiles(dir, { 'docsite.config.ts': config(`[{ from: '/old', to: '/guide/new' }, { from: '/gone', to: '/guide/missing' }]`) });
    const failed = runCli(['build', dir]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(
      '[client-redirects] hook routeGenerated failed: redirects[1].to "/guide/missing" is not a page of the site. Point it at the route of an existing page',
    );
    expect(fileHashes(path.join(dir, 'dist'))).toEqual(before);
  });

  it('fails on a path `from` that is a page', () => {
    writeFiles(dir, { 'docsite.config.ts': config(`[{ from: ['/old', '/guide/other.html'], to: '/guide/new' }]`) });
    const failed = runCli(['build', dir]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(
      '[client-redirects] hook routeGenerated failed: redirects[0].from[1] "/guide/other" is the path of a page (docs/en/guide/other.md): the redirect would hide it.',
    );
  });

  it('fails on options the schema refuses, naming the key', () => {
    writeFiles(dir, { 'docsite.config.ts': config(`[{ from: 'old', to: '/guide/new' }]`) });
    const failed = runCli(['build', dir]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('[client-redirects] invalid options: redirects[0].from: expected a site path that starts with `/`');
  });
});
