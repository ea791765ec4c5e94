import type { SiteConfig } from '../../schemas/site-config.js';
import type { Showcase } from '../../schemas/tool-showcase.js';

/** What the build hands the theme (module `docsite:site`): the same for every page, so its size never depends on the page count. */
export interface SiteBundle {
  langs: string[];
  config: SiteConfig;
  /** Tools showcase data, when the site has one. */
  showcase: Showcase | undefined;
}
