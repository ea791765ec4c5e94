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
 * The config's `icon` and `image`, unless URLs, name files in `public/`, and
 * every page asks for them: a missing one fails the build as a missing image
 * does, at its key, instead of a 404 in every reader's console (or a link
 * preview without its picture).
 */
export function checkIcon(config: SiteConfig, siteDir: string, publicDir: string, vfile: (file: string) => VFile): void {
  for (const key of ['icon', 'image'] as const) {
    const file = config[key];
    if (!file || isExternal(file)) continue;
    const publicPath = `/${file.replace(/^\//, '').replace(/[?#].*$/, '')}`;
    if (isFile(path.join(publicDir, publicPath))) continue;
    // Only a config file can set them.
    const configFile = configFileIn(siteDir)!;
    const example = key === 'icon' ? '`/favicon.svg` for public/favicon.svg' : '`/social-card.png` for public/social-card.png';
    fail(vfile(configFile), `Invalid config: ${key}: no file in public/ has the path ${publicPath}`, {
      place: locateKey(readFileSync(configFile, 'utf8'), [key]) ?? { line: 1, column: 1 },
      ruleId: `config-${key}`,
      fix: `Put the file at public${publicPath}, or set \`${key}\` to the path of a file in public/ (${example}) or to a full URL.`,
    });
  }
}
