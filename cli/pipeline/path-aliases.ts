import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A path prefix (`~/`) and the folders, absolute, it stands for, in order. */
export interface PathAlias {
  prefix: string;
  dirs: string[];
  /** Where the mapping comes from, for error messages. */
  from: 'tsconfig' | 'astro';
}

/**
 * The path aliases a page's file paths may start with: the wildcard entries of
 * the site's `tsconfig.json` `paths` (`"~/*": ["src/*"]`, read from `baseUrl`
 * or the file's folder, as TypeScript reads them; `extends` is not followed),
 * then `~/` as the site's `src/` folder when no entry maps it and the site has
 * one, which is where Astro sites (Starlight's) keep `~/assets/…`. esbuild
 * applies the same `paths` to imports; these are for the paths it never sees,
 * Starlight's hero image `file: ~/assets/houston.webp`.
 */
export function sitePathAliases(siteDir: string): PathAlias[] {
  const aliases = tsconfigAliases(siteDir);
  const src = path.join(siteDir, 'src');
  if (!aliases.some((a) => a.prefix === '~/') && isDirectory(src)) aliases.push({ prefix: '~/', dirs: [src + path.sep], from: 'astro' });
  return aliases;
}

/** The file `spec` names through an alias, absolute (the first folder that has it, else the first folder); undefined when no alias matches. */
export function resolvePathAlias(spec: string, aliases: readonly PathAlias[]): { file: string; alias: PathAlias } | undefined {
  const alias = aliases.find((a) => spec.startsWith(a.prefix));
  if (!alias) return undefined;
  const rest = spec.slice(alias.prefix.length);
  const files = alias.dirs.map((dir) => path.join(dir, rest));
  return { file: files.find((file) => existsSync(file)) ?? files[0]!, alias };
}

function tsconfigAliases(siteDir: string): PathAlias[] {
  const file = path.join(siteDir, 'tsconfig.json');
  let options: unknown;
  try {
    options = (parseJsonc(readFileSync(file, 'utf8')) as { compilerOptions?: unknown }).compilerOptions;
  } catch {
    // No tsconfig, or one esbuild reports when it bundles: no aliases from it.
    return [];
  }
  if (typeof options !== 'object' || options === null) return [];
  const { baseUrl, paths } = options as { baseUrl?: unknown; paths?: unknown };
  if (typeof paths !== 'object' || paths === null) return [];
  const base = path.resolve(siteDir, typeof baseUrl === 'string' ? baseUrl : '.');
  const aliases: PathAlias[] = [];
  for (const [pattern, targets] of Object.entries(paths)) {
    // Only `prefix/*` → `folder/*` maps a path below a folder; an exact entry names a module, not a folder of files.
    if (!pattern.endsWith('/*') || !Array.isArray(targets)) continue;
    const dirs = targets.filter((t): t is string => typeof t === 'string' && t.endsWith('/*')).map((t) => path.resolve(base, t.slice(0, -1)) + path.sep);
    if (dirs.length > 0) aliases.push({ prefix: pattern.slice(0, -1), dirs, from: 'tsconfig' });
  }
  return aliases;
}

/** tsconfig.json is JSON with comments and trailing commas. */
function parseJsonc(text: string): unknown {
  const stripped = text.replace(/("(?:[^"\\]|\\.)*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (match, string: string | undefined) => string ?? '');
  return JSON.parse(stripped.replace(/("(?:[^"\\]|\\.)*")|,(\s*[}\]])/g, (match, string: string | undefined, close: string | undefined) => string ?? close!));
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
