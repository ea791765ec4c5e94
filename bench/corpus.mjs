// The benchmarks' shared input: the generated bilingual corpus (cached in bench/.corpus) and its config.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
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
    },
  });
  return { pages: Number(values.pages), runs: Number(values.runs), generator: values.generator };
}

/** The corpus folder for `pages` per language, generated with git history on first use. */
export function prepareCorpus(pages, generator) {
  const corpus = path.join(root, 'bench/.corpus', `p${pages}`);
  if (!existsSync(path.join(corpus, '.git'))) {
    if (!existsSync(generator)) throw new Error(`corpus generator not found at ${generator}; pass --generator <path to gen-corpus.mjs>`);
    console.log(`Generating 2 × ${pages} pages with git history in ${path.relative(root, corpus)} …`);
    mkdirSync(corpus, { recursive: true });
    execFileSync(process.execPath, [generator, '--pages', String(pages), '--out', corpus, '--git'], { stdio: 'ignore' });
  }
  writeFileSync(
    path.join(corpus, 'docsite.config.mjs'),
    `export default { lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }], themeConfig: { lastUpdated: true } };\n`,
  );
  return corpus;
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
