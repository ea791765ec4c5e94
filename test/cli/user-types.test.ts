import { spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

/**
 * docsite's published types (lib/types/, package.json `exports`) as a user's
 * project meets them: installed with the npm alias
 * (`npm install -D docsite@npm:@docsite-dev/docsite`, here a symlink to this
 * repository), `@types/react` beside it, checked by tsc with the settings such
 * a project would have.
 */
const tsc = path.join(repoRoot, 'node_modules/.bin/tsc');

const config = `import { defineConfig, type UserConfig } from 'docsite';

const locales: UserConfig['locales'] = [
  { lang: 'en', label: 'English' },
  { lang: 'zh', label: '简体中文', title: '我的文档' },
];

export default defineConfig({
  title: 'My docs',
  base: '/docs/',
  lang: 'en',
  locales,
  route: { cleanUrls: true },
  markdown: { showLineNumbers: true },
  themeConfig: { nav: [{ text: 'Guide', link: '/guide/' }] },
  components: './components/index.ts',
});
`;

/** Every export of docsite/runtime, and a docsite/theme component. */
const probe = `import { Link, useI18n, useLang, usePageData, useSiteData, withBase } from 'docsite/runtime';
import { Tab, Tabs } from 'docsite/theme';

export function Probe() {
  const t = useI18n();
  const data = usePageData();
  const { config, langs } = useSiteData();
  const title: string | undefined = data?.page.title;
  const base: string = config.base;
  return (
    <div>
      <p>
        {useLang()} {title} {base} {langs.join(', ')} {t('getStarted')}
      </p>
      <img src={withBase('/logo.svg')} alt="" />
      <Link href="/guide/" className="probe-link">
        Guide
      </Link>
      <Tabs groupId="pm" defaultValue="npm">
        <Tab label="npm" value="npm">
          npm install
        </Tab>
      </Tabs>
    </div>
  );
}
`;

/** Wrong on purpose: a number for a text key, and the theme's page global, which is no part of the public types. */
const bad = `import { useI18n } from 'docsite/runtime';

export function Bad() {
  const t = useI18n();
  return <p>{t(42)}{String(window.__DOCSITE__)}</p>;
}
`;

const projects = {
  'an ES module package (moduleResolution bundler, library types checked too)': {
    packageJson: { name: 'my-docs', private: true, type: 'module' },
    compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', lib: ['ES2022', 'DOM'], skipLibCheck: false },
  },
  'a CommonJS package as `npm init -y` makes it (module node16)': {
    packageJson: { name: 'my-docs', version: '1.0.0', main: 'index.js', scripts: { test: 'echo "Error: no test specified" && exit 1' }, license: 'ISC' },
    compilerOptions: { target: 'ES2022', module: 'node16', moduleResolution: 'node16', lib: ['ES2022', 'DOM'], skipLibCheck: true },
  },
  'an ES module package with the settings `tsc --init` writes (nodenext, exact optional types)': {
    packageJson: { name: 'my-docs', private: true, type: 'module' },
    compilerOptions: {
      module: 'nodenext',
      target: 'esnext',
      types: [],
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
      verbatimModuleSyntax: true,
      isolatedModules: true,
      noUncheckedSideEffectImports: true,
      moduleDetection: 'force',
      skipLibCheck: true,
    },
  },
};

function userProject(packageJson: object, compilerOptions: object): string {
  const dir = tempDir('docsite-user-types-');
  writeFiles(dir, {
    'package.json': JSON.stringify(packageJson, null, 2),
    'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, jsx: 'react-jsx', noEmit: true, ...compilerOptions }, include: ['docsite.config.ts', 'components'] }, null, 2),
    'docsite.config.ts': config,
    'components/index.ts': "export { Probe } from './Probe.js';\n",
    'components/Probe.tsx': probe,
  });
  mkdirSync(path.join(dir, 'node_modules/@types'), { recursive: true });
  symlinkSync(repoRoot, path.join(dir, 'node_modules/docsite'), 'dir');
  symlinkSync(path.join(repoRoot, 'node_modules/react'), path.join(dir, 'node_modules/react'), 'dir');
  symlinkSync(path.join(repoRoot, 'node_modules/@types/react'), path.join(dir, 'node_modules/@types/react'), 'dir');
  return dir;
}

function typeCheck(dir: string): { code: number | null; output: string } {
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', dir], { cwd: dir, encoding: 'utf8' });
  return { code: result.status, output: result.stdout + result.stderr };
}

describe.each(Object.entries(projects))('docsite types in %s', (_, { packageJson, compilerOptions }) => {
  const dir = userProject(packageJson, compilerOptions);

  it('type-check a config with defineConfig, every docsite/runtime export and a docsite/theme component', () => {
    expect(typeCheck(dir)).toEqual({ code: 0, output: '' });
  });

  it('reject a wrong argument, and keep the theme globals out of the user project', () => {
    writeFiles(dir, { 'components/Bad.tsx': bad });
    const { code, output } = typeCheck(dir);
    expect(code).toBe(1);
    const errors = output.trim().split('\n').map((line) => line.replace(/^.*?components[/\\]/, 'components/').replace(/: error (TS\d+):.*/, ' $1'));
    expect(errors).toEqual(['components/Bad.tsx(5,16) TS2345', 'components/Bad.tsx(5,35) TS2339']);
  });
});
