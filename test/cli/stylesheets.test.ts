import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../cli/build/build-site.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

/**
 * The part of Dart Sass's JavaScript API docsite calls (`compile`, its `loadedUrls`, its exception's `sassMessage`
 * and `span`), for flat stylesheets with `@use` of partials of variables: a site's own `sass`, as `npm install -D sass`
 * puts it there, without the network in a test. The stylesheets below are real Sass too (checked by hand with sass 1.108).
 */
const FAKE_SASS = `const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
exports.compile = (file) => {
  const loadedUrls = [pathToFileURL(file)];
  const vars = {};
  const css = fs.readFileSync(file, 'utf8').split('\\n').map((line, i) => {
    const use = /^@use '(.+)';$/.exec(line);
    if (!use) return line.replace(/(?:[\\w-]+\\.)?\\$([\\w-]+)/g, (whole, name, column) => {
      if (name in vars) return vars[name];
      throw Object.assign(new Error('Undefined variable.'), { sassMessage: 'Undefined variable.', span: { url: pathToFileURL(file), start: { line: i, column } } });
    });
    const partial = path.join(path.dirname(file), path.dirname(use[1]), '_' + path.basename(use[1]) + '.scss');
    loadedUrls.push(pathToFileURL(partial));
    for (const [, name, value] of fs.readFileSync(partial, 'utf8').matchAll(/\\$([\\w-]+): (.+);/g)) vars[name] = value;
    return '';
  }).join('\\n');
  return { css, loadedUrls };
};
`;

/** Less's \`render\`, as much of it: variables, and \`@import\` of files of them. */
const FAKE_LESS = `const fs = require('node:fs');
const path = require('node:path');
exports.render = async (source, { filename }) => {
  const imports = [];
  const vars = {};
  const css = source.replace(/@import "(.+)";\\n/g, (whole, name) => {
    const file = path.join(path.dirname(filename), name + '.less');
    imports.push(file);
    for (const [, key, value] of fs.readFileSync(file, 'utf8').matchAll(/@([\\w-]+): (.+);/g)) vars[key] = value;
    return '';
  }).replace(/@([\\w-]+)/g, (whole, key) => vars[key]);
  return { css, imports };
};
`;

function stylesheets(dir: string): string {
  const assets = path.join(dir, 'dist/assets');
  return readdirSync(assets, { recursive: true })
    .filter((name) => String(name).endsWith('.css'))
    .map((name) => readFileSync(path.join(assets, String(name)), 'utf8'))
    .join('\n');
}

function errors(result: Awaited<ReturnType<typeof buildSite>>, dir: string): string[] {
  return result.messages.filter((m) => m.fatal).map((m) => `${path.relative(dir, m.file ?? '')}:${m.line}:${m.column} ${m.reason}`);
}

/** A Docusaurus-style site: a global `custom.scss` the components module imports, and a component styled by a Sass module. */
function sassSite(): string {
  const dir = tempDir('docsite-sass-');
  writeFiles(dir, {
    'docsite.config.json': JSON.stringify({ lang: 'en', components: './src/components.jsx' }),
    'src/components.jsx': "import './css/custom.scss';\nexport { Card } from './Card/index.jsx';\n",
    'src/css/_colors.scss': '$brand: #2e8555;\n',
    'src/css/_site.scss': '$wide: #2e8555;\n',
    'src/css/custom.scss': "@use 'site';\n.site-wide { color: site.$wide; }\n",
    'src/Card/styles.module.scss': "@use '../css/colors';\n.card { border: 1px solid colors.$brand; }\n",
    'src/Card/index.jsx': "import styles from './styles.module.scss';\n\nexport function Card({ children }) {\n  return <div className={styles.card}>{children}</div>;\n}\n",
    'docs/index.mdx': '# Home\n\n<Card>Data page</Card>\n',
    'docs/parts/box.module.scss': "@use 'box-colors';\n.box { color: box-colors.$ink; }\n",
    'docs/parts/_box-colors.scss': '$ink: #123456;\n',
    'docs/code.mdx': "import { box } from './parts/box.module.scss';\n\n# Code\n\n<p className={box}>Page code</p>\n",
  });
  return dir;
}

describe('Sass and Less stylesheets', () => {
  it("compiles them with the site's own preprocessor, Sass modules named as CSS modules are, and builds again when a partial changes", async () => {
    const dir = sassSite();
    writeFiles(dir, { 'node_modules/sass/package.json': '{ "name": "sass", "main": "sass.js" }\n', 'node_modules/sass/sass.js': FAKE_SASS });
    const result = await buildSite({ siteDir: dir });
    expect(errors(result, dir)).toEqual([]);
    const [, card] = /<div class="([^"]+)">Data page/.exec(readFileSync(path.join(dir, 'dist/index.html'), 'utf8'))!;
    const [, box] = /<p class="([^"]+)">Page code/.exec(readFileSync(path.join(dir, 'dist/code.html'), 'utf8'))!;
    // As `styles.module.css` would be named: the file's name, a hash of its path, the class.
    expect(card).toMatch(/^styles_[0-9a-f]{6}_card$/);
    expect(box).toMatch(/^box_[0-9a-f]{6}_box$/);
    const css = stylesheets(dir);
    expect(css).toContain('.site-wide{color:#2e8555}');
    expect(css).toContain(`.${card}{border:1px solid #2e8555}`);
    expect(css).toContain(`.${box}{color:#123456}`);
    // The partials are inputs of the bundles: the next build sees an edit to one, a stylesheet's, then the modules'.
    writeFiles(dir, { 'src/css/_site.scss': '$wide: #25c2a0;\n' });
    expect(errors(await buildSite({ siteDir: dir }), dir)).toEqual([]);
    expect(stylesheets(dir)).toContain('.site-wide{color:#25c2a0}');
    writeFiles(dir, { 'src/css/_colors.scss': '$brand: #25c2a0;\n', 'docs/parts/_box-colors.scss': '$ink: #654321;\n' });
    expect(errors(await buildSite({ siteDir: dir }), dir)).toEqual([]);
    expect(stylesheets(dir)).toContain(`.${card}{border:1px solid #25c2a0}`);
    expect(stylesheets(dir)).toContain(`.${box}{color:#654321}`);
  });

  it("reports Sass's error at the stylesheet's line and column, a Sass module's too", async () => {
    const dir = sassSite();
    writeFiles(dir, {
      'node_modules/sass/package.json': '{ "name": "sass", "main": "sass.js" }\n',
      'node_modules/sass/sass.js': FAKE_SASS,
      'src/css/custom.scss': "@use 'site';\n.site-wide {\n  color: $missing;\n}\n",
    });
    expect(errors(await buildSite({ siteDir: dir }), dir)).toEqual(['src/css/custom.scss:3:10 Undefined variable.']);
    writeFiles(dir, { 'src/css/custom.scss': '.site-wide { color: red; }\n', 'src/Card/styles.module.scss': '.card {\n  margin: 0;\n  color: $nope;\n}\n' });
    expect(errors(await buildSite({ siteDir: dir }), dir)).toEqual(['src/Card/styles.module.scss:3:10 Undefined variable.']);
  });

  it('says at the import that the site has no Sass or Less installed, and how to install it', async () => {
    const dir = sassSite();
    writeFiles(dir, { 'src/Card/index.jsx': "import styles from './styles.module.less';\n\nexport function Card({ children }) {\n  return <div className={styles.card}>{children}</div>;\n}\n", 'src/Card/styles.module.less': '.card { color: red; }\n' });
    const result = await buildSite({ siteDir: dir });
    expect(result.ok).toBe(false);
    expect(errors(result, dir)).toEqual([
      'src/Card/index.jsx:1:20 styles.module.less is Less, and no Less compiler is installed in the site: run `npm install -D less` in the site folder (`less`, as Vite and Docusaurus\'s plugin-sass use)',
      'src/components.jsx:1:8 custom.scss is Sass, and no Sass compiler is installed in the site: run `npm install -D sass` in the site folder (`sass-embedded` or `sass`, as Vite and Docusaurus\'s plugin-sass use)',
    ]);
  });

  it("compiles Less with the site's less, its imports inputs of the bundle", async () => {
    const dir = tempDir('docsite-less-');
    writeFiles(dir, {
      'docsite.config.json': JSON.stringify({ lang: 'en' }),
      'node_modules/less/package.json': '{ "name": "less", "main": "less.js" }\n',
      'node_modules/less/less.js': FAKE_LESS,
      'docs/index.md': '# Home\n',
      'docs/parts/_colors.less': '@ink: #abcdef;\n',
      'docs/parts/_page.less': '@wide: #abcdef;\n',
      'docs/parts/page.less': '@import "_page";\n.lessy { color: @wide; }\n',
      'docs/parts/note.module.less': '@import "_colors";\n.note { border-color: @ink; }\n',
      'docs/code.mdx': "import './parts/page.less';\nimport styles from './parts/note.module.less';\n\n# Code\n\n<p className={styles.note}>Noted</p>\n",
    });
    expect(errors(await buildSite({ siteDir: dir }), dir)).toEqual([]);
    const [, note] = /<p class="([^"]+)">Noted/.exec(readFileSync(path.join(dir, 'dist/code.html'), 'utf8'))!;
    expect(note).toMatch(/^note_[0-9a-f]{6}_note$/);
    expect(stylesheets(dir)).toContain('.lessy{color:#abcdef}');
    expect(stylesheets(dir)).toContain(`.${note}{border-color:#abcdef}`);
    writeFiles(dir, { 'docs/parts/_page.less': '@wide: #fedcba;\n' });
    expect(errors(await buildSite({ siteDir: dir }), dir)).toEqual([]);
    expect(stylesheets(dir)).toContain('.lessy{color:#fedcba}');
    writeFiles(dir, { 'docs/parts/_colors.less': '@ink: #fedcba;\n' });
    expect(errors(await buildSite({ siteDir: dir }), dir)).toEqual([]);
    expect(stylesheets(dir)).toContain(`.${note}{border-color:#fedcba}`);
  });
});
