/**
 * Checks that keep our own docs (content/) true to the code: the spec's
 * routes exist in both languages and build, the config reference documents
 * exactly the keys the schemas accept, the commands page exactly the flags
 * `--help` prints, and every config example type-checks.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { frontmatterSchema } from '../../schemas/frontmatter.js';
import { siteConfigSchema } from '../../schemas/site-config.js';
import { runCli } from '../helpers/run-cli.js';
import { tempDir } from '../helpers/temp-site.js';

const LANGS = ['en', 'zh'] as const;
const docs = (lang: string, page: string) => readFileSync(`content/docs/${lang}/${page}`, 'utf8');

/** The official plugins that have a page, as the Plugin sidebar lists them. */
const OFFICIAL_PLUGIN_PAGES = ['llms', 'sitemap', 'medium-zoom', 'client-redirects', 'last-updated', 'rss', 'algolia'];

/** The Home, Guide, Plugin and API routes of the spec (§2), without the `/zh` prefix. */
const SPEC_ROUTES = [
  '/',
  '/api/',
  '/api/commands',
  ...['api-components', 'api-runtime'].map((p) => `/api/client-api/${p}`),
  ...['config-basic', 'config-build', 'config-frontmatter', 'config-theme'].map((p) => `/api/config/${p}`),
  ...['custom-search', 'custom-theme', 'extend-build'].map((p) => `/guide/advanced/${p}`),
  ...['auto-nav-sidebar', 'conventional-route', 'custom-page', 'deploy', 'frontmatter', 'ssg', 'static-assets'].map((p) => `/guide/basic/${p}`),
  ...['', 'code-blocks', 'components', 'container', 'link'].map((p) => `/guide/basic/use-mdx/${p}`),
  ...['components', 'doc-page', 'home-page', 'i18n', 'multi-version', 'navbar', 'overview-page'].map((p) => `/guide/default-theme/${p}`),
  '/guide/start/getting-started',
  '/guide/start/introduction',
  ...['introduction', 'write-a-plugin', 'plugin-api'].map((p) => `/plugin/system/${p}`),
  ...['overview', ...OFFICIAL_PLUGIN_PAGES].map((p) => `/plugin/official-plugins/${p}`),
  '/plugin/community-plugins/overview',
];

const FRAGMENTS = ['builtin-components', 'global-ui-components', 'mdx-rs', 'page-type', 'useI18n'];

/** Lines of a Markdown page outside fenced code blocks, with their 1-based numbers. */
function proseLines(text: string): [number, string][] {
  let fence: string | undefined;
  const lines: [number, string][] = [];
  text.split('\n').forEach((line, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) fence = fence ? undefined : marker;
    else if (!fence) lines.push([i + 1, line]);
  });
  return lines;
}

describe('our site builds every spec route in both languages', () => {
  const site = tempDir('docsite-content-');
  cpSync('content', site, { recursive: true, filter: (src) => !/[\\/](dist|\.docsite)$/.test(src) });
  const result = runCli(['build', site]);

  it('builds with no error or warning (dead links fail the build)', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it.each(LANGS)('(%s) has an HTML file for every route of the Home, Guide, Plugin and API sections', (lang) => {
    const prefix = lang === 'en' ? '' : `/${lang}`;
    const missing = SPEC_ROUTES.map((route) => `${prefix}${route}`).filter((route) => !existsSync(path.join(site, 'dist', route.endsWith('/') ? `${route}index.html` : `${route}.html`)));
    expect(missing).toEqual([]);
  });

  it.each(LANGS)('(%s) keeps the fragments out of the routes', (lang) => {
    for (const name of FRAGMENTS) {
      expect(existsSync(`content/docs/${lang}/fragments/${name}.mdx`), name).toBe(true);
      expect(existsSync(path.join(site, 'dist', lang === 'en' ? '' : lang, 'fragments', `${name}.html`)), name).toBe(false);
    }
  });

  it.each(LANGS)('(%s) imports every fragment into some page', (lang) => {
    const pages = readdirSync(`content/docs/${lang}`, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mdx') && !f.startsWith('fragments'));
    const text = pages.map((f) => docs(lang, f)).join('\n');
    for (const name of FRAGMENTS) expect(text, name).toMatch(new RegExp(`^import \\w+ from '[./]+fragments/${name}\\.mdx'`, 'm'));
  });
});

/** Every key path a schema accepts, dotted, arrays and records passed through (`themeConfig.socialLinks.icon`). */
function keyPaths(schema: z.ZodType, prefix = '', stack: object[] = []): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'nullable':
      return keyPaths(def.innerType as z.ZodType, prefix, stack);
    case 'array':
      return keyPaths(def.element as z.ZodType, prefix, stack);
    case 'record':
      return keyPaths(def.valueType as z.ZodType, prefix, stack);
    case 'union':
      return [...new Set((def.options as z.ZodType[]).flatMap((option) => keyPaths(option, prefix, stack)))];
    case 'object': {
      if (stack.includes(def)) return [];
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) => {
        const here = prefix ? `${prefix}.${key}` : key;
        return [here, ...keyPaths(value, here, [...stack, def])];
      });
    }
    default:
      return [];
  }
}

/**
 * The keys a reference page documents: headings that are only a code span
 * (`### \`route.cleanUrls\``), and the code spans opening a table row under
 * them, relative to the heading's key (`| \`editLink.text\` |`).
 */
function documentedKeys(text: string): { headings: Set<string>; rows: Set<string> } {
  const headings = new Set<string>();
  const rows = new Set<string>();
  let key: string | undefined;
  for (const [, line] of proseLines(text)) {
    const heading = /^(#{2,6})\s+(.*?)\s*$/.exec(line);
    if (heading) {
      const only = /^`([^`]+)`(?:\s*\{#[^}]+\})?$/.exec(heading[2]!);
      if (heading[1]!.length <= 3) key = only?.[1];
      if (only && heading[1]!.length <= 3) headings.add(only[1]!);
      continue;
    }
    const row = /^\|\s*`([^`]+)`\s*\|/.exec(line);
    if (row && key) rows.add(`${key}.${row[1]}`);
  }
  return { headings, rows };
}

/** A key is covered by its own heading or row, or by a row of an ancestor ("same shape as …"). */
function isCovered(key: string, { headings, rows }: { headings: Set<string>; rows: Set<string> }): boolean {
  if (headings.has(key) || rows.has(key)) return true;
  const parts = key.split('.');
  return parts.slice(1).some((_, i) => rows.has(parts.slice(0, parts.length - 1 - i).join('.')));
}

describe.each([
  { name: 'config', schema: siteConfigSchema as z.ZodType, pages: ['config-basic', 'config-theme', 'config-build'] },
  { name: 'frontmatter', schema: frontmatterSchema as z.ZodType, pages: ['config-frontmatter'] },
])('the $name reference (api/config)', ({ schema, pages }) => {
  const accepted = new Set(keyPaths(schema));
  const read = (lang: string) => {
    const found = pages.map((page) => documentedKeys(docs(lang, `api/config/${page}.mdx`)));
    return { headings: new Set(found.flatMap((f) => [...f.headings])), rows: new Set(found.flatMap((f) => [...f.rows])) };
  };

  it('is checked against a schema with keys (the walk found them)', () => {
    expect(accepted.size).toBeGreaterThan(15);
  });

  it.each(LANGS)('(%s) documents every key the schema accepts', (lang) => {
    const documented = read(lang);
    expect([...accepted].filter((key) => !isCovered(key, documented))).toEqual([]);
  });

  it.each(LANGS)('(%s) documents no key the schema does not accept', (lang) => {
    const { headings, rows } = read(lang);
    expect([...headings, ...rows].filter((key) => !accepted.has(key))).toEqual([]);
  });

  it('documents the same keys in both languages', () => {
    const [en, zh] = LANGS.map(read);
    expect([...zh!.headings].sort()).toEqual([...en!.headings].sort());
    expect([...zh!.rows].sort()).toEqual([...en!.rows].sort());
  });
});

describe.each([
  { name: 'sitemap', load: () => import('../../plugins/sitemap/options.js') },
  { name: 'rss', load: () => import('../../plugins/rss/options.js') },
  { name: 'llms', load: () => import('../../plugins/llms/options.js') },
  { name: 'client-redirects', load: () => import('../../plugins/client-redirects/options.js') },
  { name: 'medium-zoom', load: () => import('../../plugins/medium-zoom/options.js') },
])('the $name plugin page (plugin/official-plugins/$name)', ({ name, load }) => {
  const read = (lang: string) => documentedKeys(docs(lang, `plugin/official-plugins/${name}.mdx`));
  const accepted = async () => new Set(keyPaths((await load()).optionsSchema as z.ZodType));

  it.each(LANGS)('(%s) documents exactly the options the schema accepts', async (lang) => {
    const keys = await accepted();
    expect(keys.size).toBeGreaterThan(0);
    const documented = read(lang);
    expect([...keys].filter((key) => !isCovered(key, documented)), 'options without a heading or row').toEqual([]);
    expect([...documented.headings, ...documented.rows].filter((key) => !keys.has(key)), 'documented keys the schema does not accept').toEqual([]);
  });

  it('documents the same options in both languages', () => {
    const [en, zh] = LANGS.map(read);
    expect([...zh!.headings].sort()).toEqual([...en!.headings].sort());
    expect([...zh!.rows].sort()).toEqual([...en!.rows].sort());
  });
});

/** The member names of `export interface DocsitePlugin { … }` in schemas/plugin.ts, read from its source: the type the page must follow. */
function pluginMembers(): string[] {
  const source = readFileSync('schemas/plugin.ts', 'utf8');
  const start = source.indexOf('export interface DocsitePlugin {');
  expect(start).toBeGreaterThan(-1);
  // Comments may hold braces and names: they are no part of the shape.
  const lines = source.slice(start).replace(/\/\*[\s\S]*?\*\//g, '').split('\n').slice(1);
  const members: string[] = [];
  let depth = 0;
  for (const line of lines) {
    // A member is a line at the interface's own depth (not inside a nested object type) starting with a name.
    const code = line.replace(/\/\/.*$/, '');
    if (depth === 0 && /^\s*}/.test(code)) break;
    const member = depth === 0 ? /^\s*(\w+)\??[(:]/.exec(code) : null;
    if (member) members.push(member[1]!);
    depth += (code.match(/{/g) ?? []).length - (code.match(/}/g) ?? []).length;
  }
  return members;
}

describe('the plugin API page (plugin/system/plugin-api)', () => {
  const members = pluginMembers();

  /** `### \`x\`` headings of the page up to its "Helpers and types" section (`{#helpers}`), which documents what is not a member. */
  const memberHeadings = (lang: string) => {
    const lines = proseLines(docs(lang, 'plugin/system/plugin-api.mdx')).map(([, line]) => line);
    const end = lines.findIndex((line) => /^## .*\{#helpers\}\s*$/.test(line));
    expect(end, 'the {#helpers} section').toBeGreaterThan(-1);
    return lines.slice(0, end).flatMap((line) => /^### `([^`]+)`(?:\s*\{#[^}]+\})?\s*$/.exec(line)?.[1] ?? []);
  };

  it('reads the members of DocsitePlugin from schemas/plugin.ts', () => {
    expect(members).toEqual(expect.arrayContaining(['name', 'enforce', 'config', 'extendPageData', 'markdown', 'afterBuild']));
    expect(members).not.toContain('remarkPlugins');
  });

  it.each(LANGS)('(%s) has one heading per member of DocsitePlugin, and none other', (lang) => {
    const headings = memberHeadings(lang);
    expect([...headings].sort()).toEqual([...members].sort());
    expect(new Set(headings).size).toBe(headings.length);
  });
});

/** Flags as `--help` prints them: `-o, --out <dir>`, `--host [host]`. */
const helpFlags = (help: string) => [...help.matchAll(/^ {2}((?:-\w, )?--[\w-]+(?: [<[][\w.]+[>\]])?)/gm)].map((m) => m[1]!);

/** Per `## docsite <command>` section (and the global one), the flags in the first column of its tables. */
function pageFlags(text: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let section: string | undefined;
  for (const [, line] of proseLines(text)) {
    const heading = /^## (.*)$/.exec(line);
    if (heading) {
      section = /^docsite (.+)$/.exec(heading[1]!)?.[1] ?? (sections.has('') ? undefined : '');
      if (section !== undefined) sections.set(section, []);
      continue;
    }
    const row = /^\|\s*`(-[^`]+)`\s*\|/.exec(line);
    if (row && section !== undefined) sections.get(section)!.push(row[1]!);
  }
  return sections;
}

describe('the commands page (api/commands)', () => {
  const commands = ['init', 'index', 'build', 'dev', 'preview', 'search push'];
  const help = new Map([['', helpFlags(runCli(['--help']).stdout)], ...commands.map((c): [string, string[]] => [c, helpFlags(runCli([...c.split(' '), '--help']).stdout).filter((f) => f !== '-h, --help')])]);

  it('reads flags from every command\'s --help', () => {
    expect(help.get('')).toEqual(['-v, --version', '-h, --help']);
    expect(help.get('preview')).toEqual(expect.arrayContaining(['--host [host]', '--base <path>']));
  });

  it.each(LANGS)('(%s) has a section per command listing exactly the flags of its --help', (lang) => {
    const documented = pageFlags(docs(lang, 'api/commands.mdx'));
    expect([...documented.keys()].sort()).toEqual(['', ...commands].sort());
    for (const [command, flags] of help) expect([...new Set(documented.get(command))].sort(), `docsite ${command}`).toEqual([...flags].sort());
  });
});

/** Pages whose config is a fixture's file, type-checked with the rest of the fixture by test/cli/plugin-example.test.ts. */
const FIXTURE_PAGES = ['plugin/system/write-a-plugin.mdx'];

describe('config examples', () => {
  /** Code blocks titled docsite.config.ts, across every page in both languages. */
  const examples = LANGS.flatMap((lang) =>
    readdirSync(`content/docs/${lang}`, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.mdx?$/.test(file) && !FIXTURE_PAGES.includes(file.split(path.sep).join('/')))
      .flatMap((file) => {
        const text = docs(lang, file);
        return [...text.matchAll(/^```tsx? [^\n]*title="docsite\.config\.ts"[^\n]*\n([\s\S]*?)^```$/gm)].map((m) => ({
          where: `content/docs/${lang}/${file}:${text.slice(0, m.index).split('\n').length}`,
          code: m[1]!,
        }));
      }),
  );

  it('are found on the pages', () => {
    expect(examples.length).toBeGreaterThan(10);
  });

  it('type-check against defineConfig', () => {
    const dir = tempDir('docsite-examples-');
    const files = examples.map((example, i) => {
      const file = `example-${i}.ts`;
      writeFileSync(path.join(dir, file), example.code);
      return file;
    });
    writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        // A config runs in Node as an ES module: node's types, and `import.meta`.
        compilerOptions: { strict: true, noEmit: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', skipLibCheck: true, typeRoots: [path.resolve('node_modules/@types')], types: ['node'], paths: { docsite: [path.resolve('schemas/index.ts')], 'docsite/plugins/*': [path.resolve('plugins/*/index.ts')] } },
        files,
      }),
    );
    let output = '';
    try {
      execFileSync(process.execPath, [path.resolve('node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    // Name the page and line of each failing example rather than the temporary file.
    const located = output.replace(/\S*example-(\d+)\.ts\((\d+),(\d+)\)/g, (_, i, line, column) => {
      const { where } = examples[Number(i)]!;
      const [file, start] = [where.slice(0, where.lastIndexOf(':')), Number(where.slice(where.lastIndexOf(':') + 1))];
      return `${file}:${start + Number(line)}:${column}`;
    });
    expect(located).toBe('');
  });
});
