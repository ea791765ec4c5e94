/**
 * A build reuses the theme's bundles when nothing they read has changed (the
 * common case in dev: a page was edited), and bundles again when anything did:
 * the components module, the config, or the previous output that it copies from.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const hello = (word: string) => `export function Hello() {\n  return <strong className="hello">${word}</strong>;\n}\n`;

describe('theme bundles across builds', () => {
  const site = tempDir('docsite-bundle-reuse-');
  writeFiles(site, {
    'docsite.config.mjs': "export default { lang: 'en', components: './components.tsx' };\n",
    'components.tsx': hello('Hello'),
    'docs/en/index.mdx': '# Home\n\n<Hello />\n\nFirst.\n',
  });
  const build = (...flags: string[]) => {
    const result = runCli(['build', site, ...flags]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  };
  const assets = () => readdirSync(path.join(site, 'dist/assets')).sort();
  const serverBundle = () => {
    const cache = path.join(site, '.docsite/cache');
    const theme = readdirSync(cache).find((name) => name.startsWith('theme-'))!;
    return statSync(path.join(cache, theme, 'entry-server.cjs')).mtimeMs;
  };
  const html = () => readFileSync(path.join(site, 'dist/index.html'), 'utf8');

  it('keeps them after a page edit, and makes them again after a component edit, without the old output or with --no-cache', () => {
    build();
    const first = { assets: assets(), server: serverBundle() };

    writeFileSync(path.join(site, 'docs/en/index.mdx'), '# Home\n\n<Hello />\n\nSecond.\n');
    build();
    expect(html()).toContain('Second.');
    expect(assets()).toEqual(first.assets);
    expect(serverBundle()).toBe(first.server);

    writeFileSync(path.join(site, 'components.tsx'), hello('Bonjour'));
    build();
    expect(html()).toContain('<strong class="hello">Bonjour</strong>');
    expect(assets()).not.toEqual(first.assets);
    expect(serverBundle()).not.toBe(first.server);

    const before = assets();
    rmSync(path.join(site, 'dist'), { recursive: true });
    build();
    expect(assets()).toEqual(before);
    expect(html()).toContain('Bonjour');

    const kept = serverBundle();
    build('--no-cache');
    expect(serverBundle()).not.toBe(kept);
  });
});
