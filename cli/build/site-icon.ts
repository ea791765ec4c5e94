import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { VFile } from 'vfile';
import type { SiteConfig } from '../../schemas/site-config.js';
import { isExternal } from '../../schemas/site-paths.js';
import { configFileIn } from '../config/load-config.js';
import { locateKey } from '../report/locate-key.js';
import { fail } from '../report/problem.js';
import { isFile } from './check-links.js';

/**
 * The config's `icon`, unless a URL, names a file in `public/`, and every
 * page asks for it: a missing one fails the build as a missing image does,
 * at the `icon` key, instead of a 404 in every reader's console.
 */
export function checkIcon(config: SiteConfig, siteDir: string, publicDir: string, vfile: (file: string) => VFile): void {
  const { icon } = config;
  if (!icon || isExternal(icon)) return;
  const publicPath = `/${icon.replace(/^\//, '').replace(/[?#].*$/, '')}`;
  if (isFile(path.join(publicDir, publicPath))) return;
  // Only a config file can set `icon`.
  const configFile = configFileIn(siteDir)!;
  fail(vfile(configFile), `Invalid config: icon: no file in public/ has the path ${publicPath}`, {
    place: locateKey(readFileSync(configFile, 'utf8'), ['icon']) ?? { line: 1, column: 1 },
    ruleId: 'config-icon',
    fix: `Put the file at public${publicPath}, or set \`icon\` to the path of a file in public/ (\`/favicon.svg\` for public/favicon.svg) or to a full URL.`,
  });
}
