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

describe('compiled pages across builds', () => {
  const site = tempDir('docsite-page-bundle-reuse-');
  const badge = (word: string) => `export function Badge() {\n  return <em className="badge">${word}</em>;\n}\n`;
  writeFiles(site, {
    'docsite.config.mjs': "export default { lang: 'en' };\n",
    'docs/en/index.md': '# Home\n\nPlain.\n',
    'docs/en/guide/plain.md': '# Plain\n\nFirst.\n',
    'docs/en/guide/live.mdx': "import { Badge } from '../../../badge.jsx';\n\n# Live\n\n<Badge />\n",
    'badge.jsx': badge('one'),
  });
  const build = (...flags: string[]) => {
    const result = runCli(['build', site, ...flags]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  };
  // Every file of the page modules, client and pre-render, with its modification time: a file bundled again has another.
  const bundles = () => {
    const files = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)).filter((file) => statSync(file).isFile());
    const cache = path.join(site, '.docsite/cache');
    const theme = readdirSync(cache).find((name) => name.startsWith('theme-'))!;
    return [...files(path.join(site, 'dist/assets/pages')), ...files(path.join(cache, theme, 'pages'))].sort().map((file) => `${path.relative(site, file)} ${statSync(file).mtimeMs}`);
  };
  const html = (page: string) => readFileSync(path.join(site, `dist/guide/${page}.html`), 'utf8');

  it('keeps them after an edit to a page that needs no JavaScript, and bundles them again when a compiled page or its component changes', () => {
    build();
    const first = bundles();
    expect(first.some((line) => line.startsWith('dist/assets/pages/en/guide/live-'))).toBe(true);

    writeFileSync(path.join(site, 'docs/en/guide/plain.md'), '# Plain\n\nSecond.\n');
    build();
    expect(html('plain')).toContain('Second.');
    expect(bundles()).toEqual(first);
    expect(html('live')).toContain('<em class="badge">one</em>');

    writeFileSync(path.join(site, 'badge.jsx'), badge('two'));
    build();
    expect(html('live')).toContain('<em class="badge">two</em>');
    const second = bundles();
    expect(second).not.toEqual(first);

    writeFileSync(path.join(site, 'docs/en/guide/live.mdx'), "import { Badge } from '../../../badge.jsx';\n\n# Live again\n\n<Badge />\n");
    build();
    expect(html('live')).toContain('Live again');
    expect(bundles()).not.toEqual(second);
  });
});

describe('compiled pages in batches', () => {
  it('bundle again only the edited page’s batch, and share the chunk of a component that pages of both batches use', () => {
    const site = tempDir('docsite-page-batches-');
    const PAGES = 40;
    const page = (i: number, text: string) => `import { Badge } from '../../badge.jsx';\n\n# Live ${i}\n\n<Badge />\n\n${text}\n`;
    writeFiles(site, {
      'docsite.config.mjs': "export default { lang: 'en' };\n",
      'docs/en/index.md': '# Home\n',
      'badge.jsx': 'export function Badge() {\n  return <em className="badge">shared</em>;\n}\n',
      ...Object.fromEntries(Array.from({ length: PAGES }, (_, i) => [`docs/en/live-${i}.mdx`, page(i, 'First.')])),
    });
    const build = () => {
      const result = runCli(['build', site]);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
    };
    const cache = () => {
      const root = path.join(site, '.docsite/cache');
      return path.join(root, readdirSync(root).find((name) => name.startsWith('theme-'))!, 'pages');
    };
    // Each batch's pre-render modules with their modification times, by batch.
    const batches = () =>
      Object.fromEntries(
        readdirSync(cache(), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => {
            const dir = path.join(cache(), entry.name);
            const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(path.join(dir, file)).isFile());
            return [entry.name, files.sort().map((file) => `${file} ${statSync(path.join(dir, file)).mtimeMs}`)];
          }),
      );
    build();
    const first = batches();
    // 40 pages: two batches of about 20.
    expect(Object.keys(first).sort()).toEqual(['2-0', '2-1']);
    const chunks = readdirSync(path.join(site, 'dist/assets/chunks')).filter((file) => file.endsWith('.js'));
    const badgeChunks = chunks.filter((file) => readFileSync(path.join(site, 'dist/assets/chunks', file), 'utf8').includes('shared'));
    expect(badgeChunks).toHaveLength(1);
    const edited = Object.entries(first).find(([, files]) => files.some((file) => file.startsWith('en/live-7-')))![0];
    writeFileSync(path.join(site, 'docs/en/live-7.mdx'), page(7, 'Second.'));
    build();
    const second = batches();
    for (const [id, files] of Object.entries(second)) {
      if (id === edited) expect(files).not.toEqual(first[id]);
      else expect(files).toEqual(first[id]);
    }
    expect(readFileSync(path.join(site, 'dist/live-7.html'), 'utf8')).toContain('Second.');
    for (const i of [0, 7, 39]) expect(readFileSync(path.join(site, `dist/live-${i}.html`), 'utf8')).toContain('<em class="badge">shared</em>');
  });
});

describe("the pre-render's React and router", () => {
  it("are docsite's pre-built ones, shared with the site's components: hooks and the router's location work in them", () => {
    const site = tempDir('docsite-server-vendor-');
    writeFiles(site, {
      'docsite.config.mjs': "export default { lang: 'en', components: './components.tsx' };\n",
      'components.tsx': [
        "import { useId, useState } from 'react';",
        "import { renderToStaticMarkup } from 'react-dom/server';",
        "import { useLocation } from 'react-router-dom';",
        'export function Where() {',
        '  const id = useId();',
        "  const [count] = useState(2);",
        '  return <span id={id} className="where" data-count={count}>{useLocation().pathname}</span>;',
        '}',
        "export const Inner = () => <code className=\"inner\">{renderToStaticMarkup(<b>inner</b>)}</code>;",
        '',
      ].join('\n'),
      'docs/en/index.md': '# Home\n\nPlain.\n',
      'docs/en/guide/where.mdx': '# Where\n\n<Where />\n\n<Inner />\n',
    });
    const result = runCli(['build', site]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = readFileSync(path.join(site, 'dist/guide/where.html'), 'utf8');
    expect(html).toMatch(/<span id="[^"]+" class="where" data-count="2">\/guide\/where<\/span>/);
    expect(html).toContain('<code class="inner">&lt;b&gt;inner&lt;/b&gt;</code>');

    const cache = path.join(site, '.docsite/cache');
    const themeDir = path.join(cache, readdirSync(cache).find((name) => name.startsWith('theme-'))!);
    const bundle = readFileSync(path.join(themeDir, 'entry-server.cjs'), 'utf8');
    expect(bundle).toContain('require("react")');
    // React's own source (its element symbol) is in the pre-built module, not in each site's bundle.
    expect(bundle).not.toContain('react.transitional.element');
    // Compiled by V8 with a code cache kept beside the bundle's, as the bundle is.
    expect(statSync(path.join(themeDir, 'server-vendor.code-cache')).size).toBeGreaterThan(10_000);
  });
});
