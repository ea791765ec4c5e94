import { lstatSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { InvalidArgumentError, type Command } from 'commander';
import {
  DEFAULT_LANGS,
  DEFAULT_TITLE,
  type InitLang,
  packageName,
  parseLangs,
  scaffoldFiles,
  templatesFound,
  titleProblem,
} from '../init/scaffold.js';

interface InitFlags {
  yes?: boolean;
  title?: string;
  langs?: InitLang[];
}

const LANGS_HINT = 'en,zh (both: English at /, Chinese at /zh/), en or zh';

export function registerInit(program: Command): void {
  program
    .command('init')
    .description('create a starter site in dir: config with nav and sidebar, home page and guide pages in English and Chinese, a component, a GitHub Pages workflow')
    .argument('[dir]', 'folder to create the site in (created when missing; may hold files the starter does not write)', '.')
    .option('-y, --yes', 'use the defaults for whatever the flags do not set, without asking (also when stdin is not a terminal)')
    .option('--title <title>', `site title (default: ${DEFAULT_TITLE})`, siteTitle)
    .option('--langs <list>', `site languages: ${LANGS_HINT} (default: en,zh)`, siteLangs)
    .action(async (dir: string, flags: InitFlags) => {
      process.exitCode = await runInit(dir, flags);
    });
}

function siteTitle(value: string): string {
  const problem = titleProblem(value);
  if (problem) throw new InvalidArgumentError(problem);
  return value.trim();
}

function siteLangs(value: string): InitLang[] {
  const langs = parseLangs(value);
  if (!langs) throw new InvalidArgumentError(`expected ${LANGS_HINT}`);
  return langs;
}

async function runInit(dir: string, flags: InitFlags): Promise<number> {
  const root = path.resolve(dir);
  if (!templatesFound()) {
    process.stderr.write('docsite init: the starter templates are missing from this install of docsite (templates/init); reinstall docsite.\n');
    return 1;
  }
  if (kind(root) === 'other') {
    process.stderr.write(`docsite init: ${root} is a file, not a folder; nothing was written.\n`);
    return 1;
  }
  // A first look before asking anything: when a file outside the language folders is in the way, no answer helps.
  const early = conflicts(root, scaffoldFiles({ title: DEFAULT_TITLE, langs: flags.langs ?? DEFAULT_LANGS, name: 'site' }).map((f) => f.path));
  if (early.some((file) => !file.startsWith('docs/'))) return refuse(root, early);

  const interactive = !flags.yes && Boolean(process.stdin.isTTY) && Boolean(process.stdout.isTTY);
  const answers = interactive ? await ask(flags) : { title: flags.title ?? DEFAULT_TITLE, langs: flags.langs ?? DEFAULT_LANGS };
  if (!answers) {
    process.stderr.write('docsite init: cancelled; nothing was written.\n');
    return 1;
  }

  const files = scaffoldFiles({ ...answers, name: packageName(root) });
  const taken = conflicts(root, files.map((f) => f.path));
  if (taken.length > 0) return refuse(root, taken);

  for (const file of files) {
    const target = path.join(root, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    // `wx`: never replace a file, even one that appeared since the check.
    writeFileSync(target, file.text, { flag: 'wx' });
  }

  // `cd` as the reader would type it: relative below the current folder, absolute elsewhere.
  const relative = path.relative(process.cwd(), root);
  const where = relative.startsWith('..') || path.isAbsolute(relative) ? root : relative;
  const lines = [
    `Created ${answers.title} (${answers.langs.join(', ')}) in ${root}:`,
    ...files.map((f) => `  ${f.path}`),
    '',
    'Next steps:',
    ...(where ? [`  cd ${/^[\w./-]+$/.test(where) ? where : JSON.stringify(where)}`] : []),
    '  npm install',
    '  npm run dev',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

function refuse(root: string, taken: string[]): number {
  const [verb, them] = taken.length === 1 ? ['exists', 'it'] : ['exist', 'them'];
  process.stderr.write(`docsite init: ${taken.join(', ')} already ${verb} in ${root}; nothing was written. Choose an empty folder or remove ${them}.\n`);
  return 1;
}

/** Ask for what the flags leave open. Undefined when the reader cancels (Ctrl+C, Ctrl+D). */
async function ask(flags: InitFlags): Promise<{ title: string; langs: InitLang[] } | undefined> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const cancel = new AbortController();
  rl.on('SIGINT', () => cancel.abort());
  rl.on('close', () => cancel.abort());
  try {
    let title = flags.title;
    while (title === undefined) {
      const answer = (await rl.question(`Site title (${DEFAULT_TITLE}): `, { signal: cancel.signal })).trim();
      const problem = answer ? titleProblem(answer) : undefined;
      if (problem) process.stdout.write(`  ${problem}\n`);
      else title = answer || DEFAULT_TITLE;
    }
    let langs = flags.langs;
    while (langs === undefined) {
      const answer = (await rl.question(`Languages: en,zh, en or zh (${DEFAULT_LANGS.join(',')}): `, { signal: cancel.signal })).trim();
      langs = answer ? parseLangs(answer) : DEFAULT_LANGS;
      if (!langs) process.stdout.write(`  Expected ${LANGS_HINT}.\n`);
    }
    return { title, langs };
  } catch (error) {
    if ((error as Error).name === 'AbortError') return undefined;
    throw error;
  } finally {
    rl.close();
  }
}

/** Of `files` (paths below `root`), those that exist, or whose folder is taken by a file. */
function conflicts(root: string, files: string[]): string[] {
  const taken = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i <= parts.length; i++) {
      const here = parts.slice(0, i).join('/');
      const found = kind(path.join(root, here));
      if (i === parts.length ? found !== undefined : found === 'other') {
        taken.add(here);
        break;
      }
      if (found === undefined) break;
    }
  }
  return [...taken].sort();
}

function kind(file: string): 'folder' | 'other' | undefined {
  try {
    return lstatSync(file).isDirectory() ? 'folder' : 'other';
  } catch {
    return undefined;
  }
}
