import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Message } from 'esbuild';
import type { VFile } from 'vfile';
import { pointAt } from '../report/locate-key.js';
import { fail } from '../report/problem.js';

/** The compiled copy of a TypeScript config, next to it while it is imported: not a change to the site. */
export const TEMPORARY_CONFIG = /(^|[/\\])docsite\.config\.m?ts\.\d+\.\d+\.mjs$/;

const CONFIG_NAMES = ['docsite.config.ts', 'docsite.config.mts', 'docsite.config.mjs', 'docsite.config.js', 'docsite.config.json'];

export interface LoadedConfig {
  /** Absolute path of the config file; undefined when the site has none. */
  file: string | undefined;
  /** The config file's text, for positions in error messages. */
  source: string;
  /** What the file exports as default, not yet validated. */
  raw: unknown;
}

// `import { defineConfig } from 'docsite'` must work in sites that have not installed docsite.
// Bundled, this code runs from lib/cli/ beside lib/schemas/; from source (tests), from cli/config/.
const defineConfigModule = ['../schemas/define-config.js', '../../schemas/define-config.ts']
  .map((candidate) => fileURLToPath(new URL(candidate, import.meta.url)))
  .find((candidate) => existsSync(candidate))!;

/**
 * Find and evaluate the site's config. JavaScript configs are imported as
 * they are; TypeScript ones (and JavaScript ones importing `docsite` where it
 * is not installed) are bundled with esbuild, dependencies kept external,
 * into a temporary module next to the config, so imports resolve as written.
 */
export async function loadConfig(siteDir: string, vfile: (file: string) => VFile): Promise<LoadedConfig | undefined> {
  const name = CONFIG_NAMES.find((candidate) => existsSync(path.join(siteDir, candidate)));
  if (!name) return { file: undefined, source: '', raw: {} };
  const file = path.join(siteDir, name);
  const source = await readFile(file, 'utf8');
  try {
    if (name.endsWith('.json')) return { file, source, raw: JSON.parse(source) };
    if (/\.m?ts$/.test(name)) return { file, source, raw: await evaluate(file) };
    return { file, source, raw: await importConfig(file) };
  } catch (error) {
    reportLoadError(error, file, source, vfile(file));
    return undefined;
  }
}

async function importConfig(file: string): Promise<unknown> {
  try {
    return ((await import(pathToFileURL(file).href)) as { default?: unknown }).default;
  } catch (error) {
    const missingSelf = (error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' && /'docsite'/.test((error as Error).message);
    if (missingSelf) return evaluate(file);
    throw error;
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
    alias: { docsite: defineConfigModule },
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

