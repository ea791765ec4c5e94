import { definePlugin, type DocsitePlugin } from '../../schemas/plugin.js';
import { formatPath, parseWithSchema } from '../../schemas/parse.js';
import { optionsSchema, type MediumZoomOptions } from './options.js';

export type { MediumZoomOptions } from './options.js';

/**
 * Zoom images in page bodies on click, with medium-zoom (loaded on the first
 * page that has an image). Built in: a site gets it with the defaults, and
 * `pluginMediumZoom({ … })` in `plugins` replaces those; `pluginMediumZoom(false)`
 * turns zooming off. An image with a `data-zoom-off` attribute (or inside an
 * element with one) never zooms.
 */
export function pluginMediumZoom(options: MediumZoomOptions | false = {}): DocsitePlugin {
  if (options === false) return definePlugin({ name: 'medium-zoom' });
  const parsed = parseWithSchema(optionsSchema, options);
  if (!parsed.ok) throw new Error(`[medium-zoom] invalid options: ${parsed.problems.map((p) => `${formatPath(p.path)}: ${p.message}`).join('; ')}`);
  return definePlugin({ name: 'medium-zoom', globalUIComponents: [['docsite/plugins/medium-zoom/client', parsed.data]] });
}
