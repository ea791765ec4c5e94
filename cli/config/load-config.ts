import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Message } from 'esbuild';
import type { VFile } from 'vfile';
import { pointAt } from '../report/locate-key.js';
import { fail } from '../report/problem.js';

/** The compiled copy of a config (TypeScript, or ES module syntax in a CommonJS package), next to it while it is imported: not a change to the site. */
export const TEMPORARY_CONFIG = /(^|[/\\])docsite\.config\.(m?ts|js)\.\d+\.\d+\.mjs$/;

const CONFIG_NAMES = ['docsite.config.ts', 'docsite.config.mts', 'docsite.config.mjs', 'docsite.config.js', 'docsite.config.json'];

export interface LoadedConfig {
  /** Absolute path of the config file; undefined when the site has none. */
  file: string | undefined;
  /** The config file's text, for positions in error messages. */
  source: string;
  /** What the file exports as default, not yet validated. */
  raw: unknown;
}

// `import { defineConfig } from 'docsite'` must work in sites that have not installed docsite, and in those that
// installed it under its own name (`npm install -D @docsite-dev/docsite`, no alias): it is always this copy.
// Bundled, this code runs from lib/cli/ beside lib/schemas/; from source (tests), from cli/config/.
const defineConfigModule = ['../schemas/define-config.js', '../../schemas/define-config.ts']
  .map((candidate) => fileURLToPath(new URL(candidate, import.meta.url)))
  .find((candidate) => existsSync(candidate))!;
const SELF_NAMES = ['docsite', '@docsite-dev/docsite'];
const missingSelf = (error: unknown) =>
  ['ERR_MODULE_NOT_FOUND', 'MODULE_NOT_FOUND'].includes((error as NodeJS.ErrnoException).code ?? '') &&
  SELF_NAMES.some((name) => String((error as Error).message).includes(`'${name}'`));

/**
 * Find and evaluate the site's config. JavaScript configs are imported as
 * they are; TypeScript ones (and JavaScript ones importing `docsite` where it
 * is not installed, or written as ES modules in a CommonJS package, as
 * `npm init -y` makes) are bundled with esbuild, dependencies kept external,
 * into a temporary module next to the config, so imports resolve as written.
 */
export async function loadConfig(siteDir: string, vfile: (file: string) => VFile): Promise<LoadedConfig | undefined> {
  const file = configFileIn(siteDir);
  if (!file) return { file: undefined, source: '', raw: {} };
  const source = await readFile(file, 'utf8');
  try {
    if (file.endsWith('.json')) return { file, source, raw: JSON.parse(source) };
    if (/\.m?ts$/.test(file) || (file.endsWith('.js') && esmInCommonJs(file, source))) return { file, source, raw: await evaluate(file) };
    return { file, source, raw: await importConfig(file) };
  } catch (error) {
    reportLoadError(error, file, source, vfile(file));
    return undefined;
  }
}

/** The site's config file (the first of the names docsite reads), or undefined for a site without one. */
export function configFileIn(siteDir: string): string | undefined {
  const name = CONFIG_NAMES.find((candidate) => existsSync(path.join(siteDir, candidate)));
  return name && path.join(siteDir, name);
}

async function importConfig(file: string): Promise<unknown> {
  try {
    return ((await import(pathToFileURL(file).href)) as { default?: unknown }).default;
  } catch (error) {
    if (missingSelf(error)) return evaluate(file);
    throw error;
  }
}

/**
 * A `.js` config with `import`/`export` statements in a package that is not `"type": "module"`:
 * Node before 20.19 refuses it (`Unexpected token 'export'`), later ones load it with a warning.
 */
function esmInCommonJs(file: string, source: string): boolean {
  if (!/^[ \t]*(import([ \t]+[\w{*]|[ \t]*[{*'"])|export[ \t{*])/m.test(source)) return false;
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        return (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: unknown }).type !== 'module';
      } catch {
        return true;
      }
    }
    if (path.dirname(dir) === dir) return true;
  }
}

async function evaluate(file: string): Promise<unknown> {
  // esbuild is loaded only for configs that need it; starting it costs more than the rest of a warm run's config step.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    alias: Object.fromEntries(SELF_NAMES.map((name) => [name, defineConfigModule])),
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(file).href) },
  });
  const temporary = `${file}.${process.pid}.${Date.now()}.mjs`;
  await writeFile(temporary, result.outputFiles[0]!.text);
  try {
    const module = (await import(pathToFileURL(temporary).href)) as { default?: unknown };
    return module.default;
  } finally {
    await rm(temporary, { force: true });
  }
}

function reportLoadError(error: unknown, file: string, source: string, vfile: VFile): void {
  const esbuildErrors = (error as { errors?: Message[] }).errors;
  if (esbuildErrors?.length) {
    for (const e of esbuildErrors) {
      const place = e.location ? { line: e.location.line, column: e.location.column + 1 } : undefined;
      fail(vfile, `Config error: ${e.text}`, {
        place,
        ruleId: 'config-syntax',
        fix: 'Fix the config file so that it compiles; it must `export default defineConfig({ ... })`.',
      });
    }
    return;
  }
  const json = error instanceof SyntaxError && file.endsWith('.json');
  const offset = json ? Number(/position (\d+)/.exec(error.message)?.[1]) : NaN;
  fail(vfile, `Config error: ${(error as Error).message ?? String(error)}`, {
    place: Number.isNaN(offset) ? { line: 1, column: 1 } : pointAt(source, offset),
    ruleId: 'config-load',
    fix: json ? 'Fix the JSON syntax of the config file.' : 'The config threw while it was evaluated; fix the code it runs.',
  });
}

