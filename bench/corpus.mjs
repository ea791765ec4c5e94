// The benchmarks' shared input: the generated bilingual corpus (cached in bench/.corpus) and its config.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** `--pages` (per language), `--runs` and `--generator`, as both benchmark scripts take them. */
export function benchArgs() {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string', default: '2000' },
      runs: { type: 'string', default: '3' },
      generator: { type: 'string', default: path.resolve(root, '../shared/bench/gen-corpus.mjs') },
      mixed: { type: 'boolean', default: false },
      plugins: { type: 'boolean', default: false },
      versions: { type: 'boolean', default: false },
    },
  });
  return { pages: Number(values.pages), runs: Number(values.runs), generator: values.generator, mixed: values.mixed, plugins: values.plugins, versions: values.versions };
}

/**
 * The corpus folder for `pages` per language, generated with git history on
 * first use. `mixed`: the same corpus where 10 % of the pages per language
 * import a shared local component and 2 % define an export of their own
 * (those pages become `.mdx`), committed on top: the cost of pages with code.
 */
export function prepareCorpus(pages, generator, mixed = false, plugins = false, versions = false) {
  const corpus = path.join(root, 'bench/.corpus', `p${pages}${mixed ? '-mixed' : ''}${versions ? '-versions' : ''}`);
  if (!existsSync(path.join(corpus, '.git'))) {
    if (!existsSync(generator)) throw new Error(`corpus generator not found at ${generator}; pass --generator <path to gen-corpus.mjs>`);
    console.log(`Generating 2 × ${pages} pages${mixed ? ' (mixed: pages with code)' : ''}${versions ? ' in two versions' : ''} with git history in ${path.relative(root, corpus)} …`);
    mkdirSync(corpus, { recursive: true });
    execFileSync(process.execPath, [generator, '--pages', String(pages), '--out', corpus, '--git'], { stdio: 'ignore' });
    if (mixed) addPageCode(corpus);
    if (versions) splitVersions(corpus);
  }
  // `plugins`: the official plugins that read every page (sitemap, rss over all pages, llms), to measure what each costs.
  const imports = plugins
    ? ['sitemap', 'rss', 'llms'].map((name) => `import { plugin${name[0].toUpperCase()}${name.slice(1)} } from 'docsite/plugins/${name}';\n`).join('')
    : '';
  const list = plugins
    ? `, plugins: [pluginSitemap({ siteUrl: 'https://bench.example/' }), pluginRss({ siteUrl: 'https://bench.example/', feeds: [{ id: 'all', test: '**' }] }), pluginLlms()]`
    : '';
  const nav = JSON.stringify(sectionNav(corpus, versions));
  writeFileSync(
    path.join(corpus, 'docsite.config.mjs'),
    `${imports}export default { lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }], themeConfig: { lastUpdated: true, nav: ${nav} }${versions ? `, multiVersion: { default: 'v2', versions: ['v1', 'v2'] }` : ''}${list} };\n`,
  );
  return corpus;
}

/**
 * A navbar entry per section, to its first page, as a site of sections has: it is what makes each section's sidebar
 * its own (without a navbar, a language gets one sidebar of all its pages).
 */
function sectionNav(corpus, versions) {
  const langDir = path.join(corpus, 'docs', versions ? 'v2' : '', 'en');
  const sections = readdirSync(langDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  return sections.map((section) => {
    const first = readdirSync(path.join(langDir, section), { recursive: true }).filter((file) => /\.mdx?$/.test(file)).sort()[0];
    return { text: section, link: `/${section}/${first.split(path.sep).join('/').replace(/\.mdx?$/, '')}` };
  });
}

const DEMO = `import { useState } from 'react';

export default function Demo({ label }) {
  const [count, setCount] = useState(0);
  return <button className="bench-demo" onClick={() => setCount(count + 1)}>{label}: {count}</button>;
}
`;

function addPageCode(corpus) {
  mkdirSync(path.join(corpus, 'components'), { recursive: true });
  writeFileSync(path.join(corpus, 'components/Demo.jsx'), DEMO);
  for (const lang of ['en', 'zh']) {
    const langDir = path.join(corpus, 'docs', lang);
    const pages = readdirSync(langDir, { recursive: true }).filter((f) => f.endsWith('.md') && f !== 'index.md').sort();
    pages.forEach((page, i) => {
      const withImport = i % 10 === 0;
      const withExport = i % 50 === 5;
      if (!withImport && !withExport) return;
      const file = path.join(langDir, page);
      const demo = path.relative(path.dirname(file), path.join(corpus, 'components/Demo.jsx')).split(path.sep).join('/');
      const [, frontmatter = '', body] = /^(---\n[\s\S]*?\n---\n)?([\s\S]*)$/.exec(readFileSync(file, 'utf8'));
      const code = withImport ? `import Demo from '${demo}';\n\n` : `export const answer = ${i} * 2;\n\n`;
      const use = withImport ? `\n<Demo label="Try it" />\n` : `\nThe answer is {answer}.\n`;
      writeFileSync(file.replace(/\.md$/, '.mdx'), `${frontmatter}${code}${body}${use}`);
      rmSync(file);
    });
  }
  const date = '2025-06-01T12:00:00Z';
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  execFileSync('git', ['add', '-A'], { cwd: corpus, env });
  execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', 'commit', '-q', '-m', 'pages with code'], { cwd: corpus, env });
}

/** `versions`: the corpus as two versions (docs/v1/<lang>, docs/v2/<lang>), each a copy of every page: 2 versions × 2 languages × `pages`. */
function splitVersions(corpus) {
  const docs = path.join(corpus, 'docs');
  const staged = path.join(corpus, 'docs-v');
  renameSync(docs, staged);
  mkdirSync(docs);
  cpSync(staged, path.join(docs, 'v1'), { recursive: true });
  renameSync(staged, path.join(docs, 'v2'));
  const date = '2025-07-01T12:00:00Z';
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  execFileSync('git', ['add', '-A'], { cwd: corpus, env });
  execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', 'commit', '-q', '-m', 'two versions'], { cwd: corpus, env });
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
