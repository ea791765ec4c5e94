import type { SiteBundle } from '../../renderer/data/site-bundle.js';
import { siteConfigSchema, siteLanguages } from '../../schemas/site-config.js';

/** `docsite:site` for renderer unit tests (vitest.config.ts): an English + Chinese site served at `/`. */
const config = siteConfigSchema.parse({
  title: 'Test site',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
});

const site: SiteBundle = { langs: siteLanguages(config), config, showcase: undefined, i18n: {}, navs: {}, homes: {} };

export default site;
