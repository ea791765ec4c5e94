import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs'];

/** The file esbuild would import for `file`: as written, with a script extension, or as a folder's index; undefined when there is none. */
export function moduleFile(file: string): string | undefined {
  const candidates = [file, ...EXTENSIONS.map((e) => file + e), ...EXTENSIONS.map((e) => path.join(file, `index${e}`))];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/**
 * The site's theme module: the config's `theme` (undefined when it names no
 * module, which the config check reports), else `theme/index.tsx` (or `.ts`,
 * `.jsx`, `.js`) when the site folder has one, as Rspress finds its theme.
 */
export function themeModule(siteDir: string, configured: string | undefined): string | undefined {
  if (configured) return moduleFile(path.resolve(siteDir, configured));
  return ['.tsx', '.ts', '.jsx', '.js'].map((e) => path.join(siteDir, 'theme', `index${e}`)).find((file) => existsSync(file) && statSync(file).isFile());
}
