import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { Frontmatter } from '../../schemas/frontmatter.js';

/** VitePress's Vue interpolation of a frontmatter value: `{{ $frontmatter.title }}`, `{{ $frontmatter.hero.name }}`. */
const INTERPOLATION = /\{\{\s*\$frontmatter\.([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*\}\}/g;

/**
 * `{{ $frontmatter.key }}` in an `.md` page's text becomes the value of that key, as VitePress renders it: pages
 * written for VitePress show their frontmatter so, most often the title in the `# heading`. Only frontmatter
 * values that are text, numbers or booleans are written in; any other interpolation (`{{ 1 + 1 }}`, a key the
 * page lacks, an object) stays as written, as it does in code, where VitePress leaves it too.
 */
export function interpolateFrontmatter(tree: Root, frontmatter: Frontmatter, source: string): void {
  if (!source.includes('{{')) return;
  visit(tree, 'text', (node) => {
    if (!node.value.includes('{{')) return;
    node.value = node.value.replace(INTERPOLATION, (written, key: string) => {
      const value = key.split('.').reduce<unknown>((at, part) => (at !== null && typeof at === 'object' && Object.hasOwn(at, part) ? (at as Record<string, unknown>)[part] : undefined), frontmatter);
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : written;
    });
  });
}
