import { describe, expect, it } from 'vitest';
import { DEFAULT_ALIAS, DOCUSAURUS_MODULE, moduleDefault, RSPRESS_MODULE, THEME_MODULE } from '../../../schemas/theme-components.js';

describe('DEFAULT_ALIAS', () => {
  it("leads every other tool's module to one docsite has: the theme, one of its parts, Docusaurus's modules, Rspress's runtime or the site folder", () => {
    for (const [from, to] of Object.entries(DEFAULT_ALIAS)) {
      const known = to === THEME_MODULE || to === RSPRESS_MODULE || to === '.' || (to.startsWith(`${THEME_MODULE}/`) || to.startsWith(`${DOCUSAURUS_MODULE}/`) ? moduleDefault(to) !== undefined : false);
      expect(known, `${from} → ${to}`).toBe(true);
    }
  });
});
