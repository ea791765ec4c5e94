import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

/** Every file below `dir`, relative, with `/`, sorted. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

const COMMON = [
  '.github/workflows/docs.yml',
  '.gitignore',
  'components/Counter.tsx',
  'components/components.css',
  'components/css.d.ts',
  'components/index.tsx',
  'docsite.config.ts',
  'package.json',
  'tsconfig.json',
];
const pages = (lang: string) => ['index.md', 'guide/configuration.md', 'guide/deployment.md', 'guide/introduction.md', 'guide/writing-pages.mdx'].map((p) => `docs/${lang}/${p}`);
const BILINGUAL = [...COMMON, ...pages('en'), ...pages('zh')].sort();

/** The `<nav>` of the navbar and the sidebar of a built page. */
function navAndSidebar(html: string): { nav: string; sidebar: string } {
  const navbar = html.slice(html.indexOf('class="docsite-navbar"'));
  const aside = html.slice(html.indexOf('<aside class="docsite-sidebar"'));
  return { nav: navbar.slice(0, navbar.indexOf('</nav>')), sidebar: aside.slice(0, aside.indexOf('</aside>')) };
}

describe('docsite init --yes', () => {
  const parent = tempDir('docsite-init-');
  const result = runCli(['init', 'my-docs', '--yes'], parent);
  const site = path.join(parent, 'my-docs');
  const read = (file: string) => readFileSync(path.join(site, file), 'utf8');

  it('writes the bilingual starter and prints the files and the next steps', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(listFiles(site)).toEqual(BILINGUAL);
    expect(result.stdout).toBe(
      [`Created My Docs (en, zh) in ${site}:`, ...BILINGUAL.map((f) => `  ${f}`), '', 'Next steps:', '  cd my-docs', '  npm install', '  npm run dev', ''].join('\n'),
    );
  });

  it('fills in every placeholder', () => {
    for (const file of BILINGUAL) expect(read(file), file).not.toMatch(/\{\{(#if|\/if|title|titleHtml|name|lang)\b/);
  });

  it('writes a typed config with both languages and their navigation', () => {
    const config = read('docsite.config.ts');
    expect(config).toMatch(/^import \{ defineConfig \} from 'docsite';$/m);
    expect(config).toContain("title: 'My Docs',");
    expect(config).toContain("lang: 'en',");
    expect(config).toContain("{ lang: 'en', label: 'English' },");
    expect(config).toContain("{ lang: 'zh', label: '简体中文' },");
    expect(config).toContain("components: './components/index.tsx',");
    expect(config.match(/^ {8}nav: \[$/gm)).toHaveLength(2);
    expect(config.match(/^ {8}sidebar: \{$/gm)).toHaveLength(2);
  });

  it('writes package.json with the scripts and the aliased dependency, and the .gitignore', () => {
    const pkg = JSON.parse(read('package.json'));
    expect(pkg).toMatchObject({
      name: 'my-docs',
      private: true,
      type: 'module',
      scripts: { dev: 'docsite dev', build: 'docsite build', preview: 'docsite preview' },
      devDependencies: { docsite: 'npm:@docsite-dev/docsite@^0.1.0' },
    });
    expect(JSON.parse(read('tsconfig.json')).compilerOptions).toMatchObject({ strict: true, jsx: 'react-jsx', moduleResolution: 'bundler' });
    expect(read('.gitignore').split('\n')).toEqual(['node_modules', 'dist', '.docsite', '']);
  });

  it('writes a GitHub Pages workflow that pushes search records only when Algolia is set up', () => {
    const workflow = read('.github/workflows/docs.yml');
    expect(workflow).toMatch(/branches: \[main\]/);
    expect(workflow).toMatch(/fetch-depth: 0/);
    expect(workflow).toMatch(/node-version: 20/);
    for (const step of ['npm ci', 'npx docsite build', 'npx docsite search push']) expect(workflow).toContain(`run: ${step}`);
    for (const action of ['actions/configure-pages@', 'actions/upload-pages-artifact@', 'actions/deploy-pages@']) expect(workflow).toContain(action);
    expect(workflow).toMatch(/pages: write\n\s+id-token: write/);
    expect(workflow).toContain("if: ${{ vars.ALGOLIA_APP_ID != '' }}");
    expect(workflow).toContain('ALGOLIA_ADMIN_KEY: ${{ secrets.ALGOLIA_ADMIN_KEY }}');
  });

  it('type-checks: the config against defineConfig, the components with React, under the tsconfig it writes', () => {
    writeFileSync(
      path.join(site, 'tsconfig.check.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        // What `npm install` provides in the site: docsite, and the types package.json lists.
        compilerOptions: { typeRoots: [path.join(repoRoot, 'node_modules/@types')], paths: { docsite: [path.join(repoRoot, 'schemas/index.ts')], react: [path.join(repoRoot, 'node_modules/@types/react')] } },
      }),
    );
    let output = '';
    try {
      execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', path.join(site, 'tsconfig.check.json')], { encoding: 'utf8' });
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    expect(output).toBe('');
  });

  it('builds with no error and no warning, with the nav, the sidebar and the home page in both languages', () => {
    const build = runCli(['build', site]);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    for (const [prefix, guide, writing] of [['', 'Guide', 'Writing pages'], ['/zh', '指南', '编写页面']] as const) {
      const dist = path.join(site, 'dist', prefix);
      const home = readFileSync(path.join(dist, 'index.html'), 'utf8');
      expect(home).toContain('class="docsite-hero-name">My Docs</h1>');
      expect(home).toContain(`href="${prefix}/guide/introduction.html"`);
      const { nav, sidebar } = navAndSidebar(readFileSync(path.join(dist, 'guide/introduction.html'), 'utf8'));
      expect(nav).toMatch(new RegExp(`href="${prefix}/guide/introduction.html"[^>]*>${guide}<`));
      for (const page of ['introduction', 'writing-pages', 'configuration', 'deployment']) expect(sidebar).toContain(`href="${prefix}/guide/${page}.html"`);
      expect(sidebar).toContain(`>${writing}</a>`);
      const writingPage = readFileSync(path.join(dist, 'guide/writing-pages.html'), 'utf8');
      expect(writingPage).toContain('class="docsite-tabs"');
      expect(writingPage).toContain('class="docsite-container docsite-container-warning"');
      expect(writingPage).toMatch(/<button type="button" class="counter">/);
    }
  });
});

describe('docsite init without a terminal', () => {
  it('uses the defaults without asking when stdin is not a TTY', () => {
    // Two folders of one name, so the package names agree too.
    const [asked, withYes] = [path.join(tempDir('docsite-init-'), 'site'), path.join(tempDir('docsite-init-'), 'site')];
    const result = runCli(['init', asked]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).not.toMatch(/Site title|Languages/);
    expect(runCli(['init', withYes, '--yes']).code).toBe(0);
    expect(listFiles(asked)).toEqual(BILINGUAL);
    for (const file of BILINGUAL) expect(readFileSync(path.join(asked, file), 'utf8'), file).toBe(readFileSync(path.join(withYes, file), 'utf8'));
  });

  it('writes into the current folder, beside files it does not write', () => {
    const site = tempDir('docsite-init-');
    writeFiles(site, { 'README.md': '# Notes\n', 'docs/en/notes.md': '# Notes\n' });
    const result = runCli(['init', '--yes'], site);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('  cd ');
    expect(listFiles(site)).toEqual([...BILINGUAL, 'README.md', 'docs/en/notes.md'].sort());
  });
});

describe('docsite init refuses to overwrite', () => {
  it('writes nothing, names the files in the way and exits 1', () => {
    const site = tempDir('docsite-init-');
    const before = { 'docsite.config.ts': 'export default {};\n', 'docs/en/index.md': '# Mine\n', 'notes.txt': 'kept\n' };
    writeFiles(site, before);
    const result = runCli(['init', site, '--yes']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`docsite init: docs/en/index.md, docsite.config.ts already exist in ${site}; nothing was written. Choose an empty folder or remove them.\n`);
    expect(listFiles(site)).toEqual(Object.keys(before).sort());
    for (const [file, text] of Object.entries(before)) expect(readFileSync(path.join(site, file), 'utf8')).toBe(text);
  });

  it('counts only the files of the chosen languages', () => {
    const site = tempDir('docsite-init-');
    writeFiles(site, { 'docs/en/index.md': '# Mine\n' });
    const refused = runCli(['init', site, '--langs', 'en,zh']);
    expect(refused.stderr).toBe(`docsite init: docs/en/index.md already exists in ${site}; nothing was written. Choose an empty folder or remove it.\n`);
    expect(listFiles(site)).toEqual(['docs/en/index.md']);
    expect(runCli(['init', site, '--langs', 'zh']).code).toBe(0);
    expect(readFileSync(path.join(site, 'docs/en/index.md'), 'utf8')).toBe('# Mine\n');
  });

  it('refuses a --langs value it does not know', () => {
    const site = path.join(tempDir('docsite-init-'), 'site');
    const result = runCli(['init', site, '--langs', 'fr']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: option '--langs <list>' argument 'fr' is invalid\. expected en,zh \(both: English at \/, Chinese at \/zh\/\), en or zh\n/);
    expect(existsSync(site)).toBe(false);
  });
});

describe('docsite init --title --langs (one language)', () => {
  const site = path.join(tempDir('docsite-init-'), 'handbook');
  const title = `Team's "Handbook" \\ R&D <手册>`;
  const result = runCli(['init', site, '--title', title, '--langs', 'zh']);

  it('writes that language only, with no language list in the config', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toBe(`Created ${title} (zh) in ${site}:`);
    expect(listFiles(site)).toEqual([...COMMON, ...pages('zh')].sort());
    const config = readFileSync(path.join(site, 'docsite.config.ts'), 'utf8');
    expect(config).toContain(`title: 'Team\\'s "Handbook" \\\\ R&D <手册>',`);
    expect(config).toContain("lang: 'zh',");
    expect(config).not.toMatch(/^ {2}locales:/m);
    expect(config).not.toContain("lang: 'en'");
  });

  it('builds with no error and no warning: the Chinese pages at the root, no language switcher', () => {
    const build = runCli(['build', site]);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(existsSync(path.join(site, 'dist/zh'))).toBe(false);
    const home = readFileSync(path.join(site, 'dist/index.html'), 'utf8');
    expect(home).toContain('<html lang="zh"');
    // The hero's name is HTML: the title is written into it escaped, and is the page's `<title>` as it was typed.
    expect(home).toContain('class="docsite-hero-name">Team\'s "Handbook" \\ R&amp;D &lt;手册&gt;</h1>');
    expect(home).toContain('<title>Team\'s &quot;Handbook&quot; \\ R&amp;D &lt;手册&gt;</title>');
    expect(home).not.toContain('docsite-lang-switch');
    const { nav, sidebar } = navAndSidebar(readFileSync(path.join(site, 'dist/guide/introduction.html'), 'utf8'));
    expect(nav).toMatch(/href="\/guide\/introduction.html"[^>]*>指南</);
    expect(sidebar).toContain('href="/guide/deployment.html"');
  });
});

// `script` (util-linux) runs the CLI on a pseudo-terminal, so it asks.
const hasScript = process.platform === 'linux' && spawnSync('script', ['--version']).status === 0;

/** Run `docsite init` on a pseudo-terminal, answering each prompt as it appears. */
function runOnTerminal(args: string[], answers: [prompt: string, answer: string][]): Promise<{ code: number | null; output: string }> {
  const command = [process.execPath, path.join(repoRoot, 'bin/docsite.js'), 'init', ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const child = spawn('script', ['-qec', command, '/dev/null'], { env: { ...process.env, NO_COLOR: '1' } });
  let output = '';
  const pending = [...answers];
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    const next = pending[0];
    if (next && output.includes(next[0])) {
      pending.shift();
      child.stdin.write(`${next[1]}\r`);
    }
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

describe.runIf(hasScript)('docsite init on a terminal', () => {
  it('asks for the title and the languages, and asks again after an answer it cannot use', async () => {
    const site = path.join(tempDir('docsite-init-'), 'asked');
    const { code, output } = await runOnTerminal([site], [
      ['Site title (My Docs): ', 'Field Notes'],
      ['Languages: en,zh, en or zh (en,zh): ', 'de'],
      ['  Expected en,zh (both: English at /, Chinese at /zh/), en or zh.', 'en'],
    ]);
    expect(code).toBe(0);
    expect(output).toContain(`Created Field Notes (en) in ${site}:`);
    expect(listFiles(site)).toEqual([...COMMON, ...pages('en')].sort());
    expect(readFileSync(path.join(site, 'docs/en/index.md'), 'utf8')).toContain("name: 'Field Notes'");
  });

  it('takes the defaults when the answers are empty, and does not ask with --yes', async () => {
    const [asked, yes] = [path.join(tempDir('docsite-init-'), 'a'), path.join(tempDir('docsite-init-'), 'b')];
    const first = await runOnTerminal([asked], [['Site title', ''], ['Languages', '']]);
    expect(first.code).toBe(0);
    const second = await runOnTerminal([yes, '--yes'], []);
    expect(second.code).toBe(0);
    expect(second.output).not.toContain('Site title');
    expect(listFiles(asked)).toEqual(BILINGUAL);
    expect(listFiles(yes)).toEqual(BILINGUAL);
  });

  it('writes nothing when the reader cancels', async () => {
    const site = path.join(tempDir('docsite-init-'), 'cancelled');
    mkdirSync(site);
    const { code, output } = await runOnTerminal([site], [['Site title', '\u0003']]);
    expect(code).toBe(1);
    expect(output).toContain('docsite init: cancelled; nothing was written.');
    expect(listFiles(site)).toEqual([]);
  });
});
