/**
 * The worked plugin of our docs (plugin/system/write-a-plugin) is the fixture
 * `plugin-example`: built with the real CLI it must do what the page says,
 * type-check as a user's project, and the page must show its files exactly.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/run-cli.js';
import { copyFixture, fixturesDir, writeFiles } from '../helpers/temp-site.js';

const LANGS = ['en', 'zh'] as const;
const fixture = path.join(fixturesDir, 'plugin-example');
const page = (lang: string) => readFileSync(path.join(repoRoot, `content/docs/${lang}/plugin/system/write-a-plugin.mdx`), 'utf8');

/** The page's fenced code blocks that have a `title="…"`, in order. */
function titledBlocks(text: string): { title: string; code: string }[] {
  return [...text.matchAll(/^(`{3,})\w*[^\n]*?\btitle="([^"]+)"[^\n]*\n([\s\S]*?)^\1[ \t]*$/gm)].map((m) => ({ title: m[2]!, code: m[3]! }));
}

/** Files of the fixture the page must show: the config and every file of the plugin. */
const shownFiles = ['docsite.config.ts', ...readdirSync(path.join(fixture, 'plugins'), { recursive: true, encoding: 'utf8' }).map((f) => `plugins/${f.split(path.sep).join('/')}`).filter((f) => /\.\w+$/.test(f))];

describe('the plugin-example fixture, built with docsite build', () => {
  const dir = copyFixture('plugin-example');
  const result = runCli(['build', dir]);
  const dist = (file: string) => readFileSync(path.join(dir, 'dist', file), 'utf8');
  const badge = (file: string) => /<p class="reading-time">([^<]*)<\/p>/.exec(dist(file))?.[1];
  /** The data file the browser fetches for the page at `route` (`en/guide/long-read`), whose name carries a hash. */
  const pageData = (route: string) => {
    const folder = path.join(dir, 'dist/static/pages', path.dirname(route));
    const name = readdirSync(folder).find((f) => new RegExp(`^${path.basename(route)}\\.[0-9a-f]+\\.json$`).test(f));
    expect(name, route).toBeDefined();
    return JSON.parse(readFileSync(path.join(folder, name!), 'utf8')) as { pluginData?: Record<string, unknown> };
  };

  it('builds with no error or warning, and says how long the plugins\' afterBuild took', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Built \d+ pages in [\d.]+ s \(index [\d.]+ s, .*, plugins' afterBuild [\d.]+ s\) → /);
  });

  it('pre-renders the reading time into each page, in its language', () => {
    expect(badge('guide/long-read.html')).toBe('3 min read');
    expect(badge('zh/guide/long-read.html')).toBe('阅读约需 3 分钟');
    expect(badge('index.html')).toBe('1 min read');
    expect(badge('zh/index.html')).toBe('阅读约需 1 分钟');
  });

  it('stores what extendPageData returned in each page\'s data file, and nowhere in the bundle', () => {
    const longRead = pageData('en/guide/long-read').pluginData?.['reading-time'] as { words: number; minutes: number };
    expect(longRead.minutes).toBe(3);
    expect(longRead.words).toBeGreaterThan(400);
    expect(pageData('zh/guide/long-read').pluginData?.['reading-time']).toMatchObject({ minutes: 3 });
    expect(pageData('en/index').pluginData?.['reading-time']).toMatchObject({ minutes: 1 });
    const scripts = readdirSync(path.join(dir, 'dist/assets')).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) expect(dist(`assets/${file}`), file).not.toContain(`"words":${longRead.words}`);
  });

  it('puts the plugin\'s global styles in the site stylesheet', () => {
    const sheets = readdirSync(path.join(dir, 'dist/assets')).filter((f) => f.endsWith('.css'));
    expect(sheets.some((file) => dist(`assets/${file}`).includes('.reading-time'))).toBe(true);
  });

  it('emits reading-time.json from afterBuild, with every page', () => {
    const summary = JSON.parse(dist('reading-time.json')) as { totalMinutes: number; pages: { url: string; minutes: number }[] };
    expect(summary.pages.map((p) => p.url).sort()).toEqual(['/', '/guide/long-read.html', '/zh/', '/zh/guide/long-read.html']);
    expect(summary.totalMinutes).toBe(8);
  });

  it.each(LANGS)('(%s) is what the page shows as dist/reading-time.json', (lang) => {
    const shown = titledBlocks(page(lang)).find((block) => block.title === 'dist/reading-time.json');
    expect(shown?.code).toBe(dist('reading-time.json'));
  });
});

describe('the write-a-plugin page', () => {
  it('finds the fixture\'s files', () => {
    expect(shownFiles).toEqual(expect.arrayContaining(['docsite.config.ts', 'plugins/reading-time/index.ts', 'plugins/reading-time/ReadingTime.tsx', 'plugins/reading-time/reading-time.css']));
  });

  it.each(LANGS)('(%s) shows each file of the fixture\'s config and plugin once, exactly as it is', (lang) => {
    const blocks = titledBlocks(page(lang)).filter((block) => !block.title.startsWith('dist/'));
    expect(blocks.map((block) => block.title).sort()).toEqual([...shownFiles].sort());
    for (const { title, code } of blocks) expect(code, title).toBe(readFileSync(path.join(fixture, title), 'utf8'));
  });
});

describe('the plugin-example fixture in a TypeScript project', () => {
  /** The fixture with docsite installed as the docs say (`docsite@npm:@docsite-dev/docsite`, here a link to this repository) and strict settings. */
  function project(extra: Record<string, string> = {}): string {
    const dir = copyFixture('plugin-example');
    writeFiles(dir, {
      'package.json': JSON.stringify({ name: 'reading-time', private: true, type: 'module' }),
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, noEmit: true, jsx: 'react-jsx', target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', lib: ['ES2022', 'DOM'], skipLibCheck: true }, include: ['docsite.config.ts', 'plugins'] }),
      ...extra,
    });
    mkdirSync(path.join(dir, 'node_modules/@types'), { recursive: true });
    symlinkSync(repoRoot, path.join(dir, 'node_modules/docsite'), 'dir');
    symlinkSync(path.join(repoRoot, 'node_modules/react'), path.join(dir, 'node_modules/react'), 'dir');
    symlinkSync(path.join(repoRoot, 'node_modules/@types/react'), path.join(dir, 'node_modules/@types/react'), 'dir');
    return dir;
  }
  const typeCheck = (dir: string) => {
    const result = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', dir, '--pretty', 'false'], { cwd: dir, encoding: 'utf8' });
    return { code: result.status, output: result.stdout + result.stderr };
  };

  it('type-checks: the config, the plugin and the component reading its typed data', () => {
    expect(typeCheck(project())).toEqual({ code: 0, output: '' });
  });

  it('types usePluginData by the plugin\'s module augmentation', () => {
    // A string where the augmentation says number: only the declared type can make this an error.
    const dir = project({ 'plugins/reading-time/Probe.tsx': "import { usePluginData } from 'docsite/runtime';\n\nexport function Probe() {\n  const words: string | undefined = usePluginData('reading-time')?.words;\n  return <p>{words}</p>;\n}\n" });
    const { code, output } = typeCheck(dir);
    expect(code).not.toBe(0);
    expect(output).toMatch(/Probe\.tsx\(4,9\): error TS2322/);
  });
});
