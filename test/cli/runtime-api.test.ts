import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { tempDir, writeFiles } from '../helpers/temp-site.js';

const config = `export default {
  base: '/docs/',
  lang: 'en',
  locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }],
  components: './components.tsx',
};
`;

/** One component that reports every runtime API in its markup, so the pre-rendered HTML shows what each returned. */
const components = `import { Link, useI18n, useLang, usePageData, useSiteData, withBase } from 'docsite/runtime';

export function Probe() {
  const t = useI18n();
  const page = usePageData();
  const { config, langs } = useSiteData();
  return (
    <p className="probe">
      {\`lang=\${useLang()} title=\${page?.page.title} route=\${page?.page.routePath} base=\${config.base} langs=\${langs.join('+')} \`}
      {\`text=\${t('getStarted')} unknown=\${t('no.such.key')} logo=\${withBase('/logo.svg')} url=\${withBase('https://example.com/x.svg')} \`}
      <Link href="/guide/">guide link</Link>
    </p>
  );
}
`;

const page = (title: string) => `# ${title}\n\n<Probe />\n`;

function site(i18n: string): string {
  const dir = tempDir();
  writeFiles(dir, {
    'docsite.config.mjs': config,
    'components.tsx': components,
    'data/i18n.json': i18n,
    'docs/en/guide/index.mdx': page('Runtime'),
    'docs/zh/guide/index.mdx': page('运行时'),
  });
  return dir;
}

describe('docsite/runtime in a site component', () => {
  const dir = site('{\n  "getStarted": { "en": "Get started", "zh": "开始使用" }\n}\n');
  const result = runCli(['build', dir]);
  const probe = (file: string) => /<p class="probe">([\s\S]*?)<\/p>/.exec(readFileSync(path.join(dir, 'dist', file), 'utf8'))?.[1]?.replace(/<!-- -->/g, '');

  it('builds', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('gives each hook the page, language and site it is rendered in', () => {
    expect(probe('guide/index.html')).toContain('lang=en title=Runtime route=/guide/ base=/docs/ langs=en+zh text=Get started unknown=no.such.key logo=/docs/logo.svg url=https://example.com/x.svg');
    expect(probe('zh/guide/index.html')).toContain('lang=zh title=运行时 route=/zh/guide/ base=/docs/ langs=en+zh text=开始使用');
  });

  it('renders Link as a site link under the base', () => {
    expect(probe('guide/index.html')).toMatch(/<a href="\/docs\/guide\/"[^>]*>guide link<\/a>/);
  });
});

describe('data/i18n.json', () => {
  it('is an error at the key when a text lacks a site language', () => {
    const dir = site('{\n  "getStarted": { "en": "Get started" }\n}\n');
    const { code, stderr } = runCli(['build', dir]);
    expect(code).toBe(1);
    expect(stderr).toContain('data/i18n.json:2:3 error The i18n text `getStarted` has no `zh` text');
    expect(stderr).toContain('Add "zh": "…" to `getStarted`');
  });

  it('is an error at the value when a text is not a string', () => {
    const dir = site('{\n  "getStarted": { "en": "Get started", "zh": 7 }\n}\n');
    const { code, stderr } = runCli(['build', dir]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/data\/i18n\.json:2:\d+ error Invalid i18n texts: getStarted\.zh: /);
  });
});
