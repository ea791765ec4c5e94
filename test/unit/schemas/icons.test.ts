import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { OUTLINE_ICONS } from '../../../schemas/icons.js';

describe('schemas/icons.ts', () => {
  it('is what scripts/gen-icons.mjs writes from the installed Lucide', () => {
    expect(() => execFileSync(process.execPath, ['scripts/gen-icons.mjs', '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('holds only SVG shapes, which the theme sets as markup', () => {
    for (const [name, markup] of Object.entries(OUTLINE_ICONS)) expect(markup, name).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse)( [a-z-]+="[^"<>]*")+\/>)+$/);
  });
});
