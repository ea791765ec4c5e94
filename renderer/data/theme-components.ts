import type { BodyNode } from '../../schemas/page-body.js';
import { THEME_COMPONENTS } from '../../schemas/theme-components.js';

type Theme = typeof import('../page-components.js');

/**
 * The built-in MDX components (`docsite/theme` as pages see it, renderer/page-components.ts) sit in a chunk of their own,
 * loaded with the first page that uses one: a page without them (most pages)
 * does not download them. Like page modules, the chunk is loaded before the
 * page renders, never suspended on.
 */
let theme: Theme | undefined;
let loading: Promise<Theme> | undefined;

export function themeComponent(name: string): unknown {
  return (theme?.builtinComponents as Record<string, unknown> | undefined)?.[name];
}

/** The built-in components by name (empty until loaded). */
export function themeComponents(): Record<string, unknown> {
  return theme?.builtinComponents ?? {};
}

export function loadTheme(): Promise<Theme> {
  loading ??= import('../page-components.js').then((module) => (theme = module));
  return loading;
}

/** The pre-render has the theme from the start. */
export function setTheme(module: Theme): void {
  theme = module;
}

const lazyNames = new Set<string>(THEME_COMPONENTS);

/** Whether a page body names a built-in component (`#Tabs`, `#Tabs.Tab`). */
export function usesTheme(node: BodyNode): boolean {
  if (typeof node === 'string') return false;
  if (node.t.startsWith('#') && lazyNames.has(node.t.slice(1).split('.')[0]!)) return true;
  return node.c?.some(usesTheme) ?? false;
}
