import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The languages a starter site can have, and the label each gets in the language switcher. */
export const INIT_LANGS = { en: 'English', zh: '简体中文' } as const;
export type InitLang = keyof typeof INIT_LANGS;

export const DEFAULT_TITLE = 'My Docs';
export const DEFAULT_LANGS: InitLang[] = ['en', 'zh'];

export interface ScaffoldOptions {
  /** Site title: the config's `title` and the home pages' hero name. */
  title: string;
  /** The site's languages, the default first. */
  langs: InitLang[];
  /** npm package name of the site. */
  name: string;
}

export interface ScaffoldFile {
  /** Path below the site folder, with `/` separators. */
  path: string;
  text: string;
}

// The starter lives in templates/init/ at the package root: two folders up from lib/cli/ (bundled) and from cli/init/ (source).
const templatesDir = fileURLToPath(new URL('../../templates/init/', import.meta.url));

/** Template files whose name npm would not publish or git would read, and the name each is written as. */
const RENAMED: Record<string, string> = { gitignore: '.gitignore' };

/**
 * Parse `--langs` (or the prompt's answer): `en,zh` (both, English the
 * default), `en` or `zh`. Returns undefined for anything else.
 */
export function parseLangs(value: string): InitLang[] | undefined {
  const langs = value
    .split(/[\s,]+/)
    .map((lang) => lang.toLowerCase())
    .filter(Boolean);
  if (langs.length === 0 || new Set(langs).size !== langs.length) return undefined;
  if (!langs.every((lang): lang is InitLang => Object.hasOwn(INIT_LANGS, lang))) return undefined;
  // English stays the default of a two-language site: the starter's pages say where each language is served.
  return DEFAULT_LANGS.filter((lang) => langs.includes(lang));
}

/** Why a title cannot be used, or undefined when it can. */
export function titleProblem(title: string): string | undefined {
  if (!title.trim()) return 'expected a title that is not empty';
  if (/[\u0000-\u001f\u007f]/.test(title)) return 'expected a title on one line, without control characters';
  return undefined;
}

/** An npm package name for the site, from its folder's name. */
export function packageName(dir: string): string {
  const name = path
    .basename(path.resolve(dir))
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|[-]+$/g, '');
  return name.slice(0, 214) || 'my-docs';
}

/**
 * The starter site's files: every template file, the language folders
 * (`docs/<lang>/`) only for the chosen languages, each rendered with
 * `renderTemplate`. Sorted by path.
 */
export function scaffoldFiles(options: ScaffoldOptions): ScaffoldFile[] {
  const files = readdirSync(templatesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(templatesDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => {
      const lang = /^docs\/([^/]+)\//.exec(file)?.[1];
      return lang === undefined || (options.langs as string[]).includes(lang);
    });
  return files
    .map((file) => {
      const base = path.posix.basename(file);
      const target = RENAMED[base] ? path.posix.join(path.posix.dirname(file), RENAMED[base]).replace(/^\.\//, '') : file;
      return { path: target, text: renderTemplate(readFileSync(path.join(templatesDir, file), 'utf8'), target, options) };
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Whether the templates are where the package puts them (a broken install otherwise). */
export function templatesFound(): boolean {
  return existsSync(path.join(templatesDir, 'docsite.config.ts'));
}

/**
 * Render one template. Two forms, nothing else:
 *
 * - a line `{{#if <condition>}}` … a line `{{/if}}` keeps the lines between only
 *   when the condition holds: `bilingual` (two languages), `monolingual` (one), or a
 *   language code (`en`, `zh`) that the site has;
 * - `{{title}}`, `{{titleHtml}}` (the title as HTML, for the hero's name, which the theme
 *   renders as HTML), `{{name}}` (package name) and `{{lang}}` (default language) become
 *   the value as a quoted string literal of the file's language (TypeScript,
 *   JSON, or YAML in Markdown frontmatter and workflows), so no value can break the file.
 */
export function renderTemplate(template: string, file: string, options: ScaffoldOptions): string {
  const conditions = new Set<string>([options.langs.length > 1 ? 'bilingual' : 'monolingual', ...options.langs]);
  const kept: string[] = [];
  const open: boolean[] = [];
  for (const line of template.split('\n')) {
    const start = /^\s*\{\{#if (\w+)\}\}\s*$/.exec(line);
    if (start) {
      open.push(conditions.has(start[1]!));
      continue;
    }
    if (/^\s*\{\{\/if\}\}\s*$/.test(line)) {
      if (open.length === 0) throw new Error(`${file}: {{/if}} without {{#if}}`);
      open.pop();
      continue;
    }
    if (open.every(Boolean)) kept.push(line);
  }
  if (open.length > 0) throw new Error(`${file}: {{#if}} without {{/if}}`);
  const titleHtml = options.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const values: Record<string, string> = { title: options.title, titleHtml, name: options.name, lang: options.langs[0]! };
  return kept.join('\n').replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? quote(values[key]!, file) : whole));
}

/** `value` as a string literal of the language `file` is written in. */
function quote(value: string, file: string): string {
  if (/\.json$/.test(file)) return JSON.stringify(value);
  if (/\.(md|mdx|ya?ml)$/.test(file)) return `'${value.replace(/'/g, "''")}'`;
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
