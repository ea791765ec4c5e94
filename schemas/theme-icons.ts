import { BRAND_ICONS } from './brand-icons.js';
import { OUTLINE_ICONS } from './icons.js';

/** Starlight's names for the logos docsite draws, where they differ from ours. */
const BRAND_NAMES: Readonly<Record<string, string>> = { 'x.com': 'x', twitter: 'x' };

export type ThemeIcon = { outline: true; markup: string } | { outline: false; path: string };

/** The icon `<Icon name>` and the `icon` props of `Card` and `LinkButton` draw for `name`, or undefined for a name the theme lacks. */
export function themeIcon(name: string): ThemeIcon | undefined {
  if (Object.hasOwn(OUTLINE_ICONS, name)) return { outline: true, markup: OUTLINE_ICONS[name]! };
  const brand = Object.hasOwn(BRAND_NAMES, name) ? BRAND_NAMES[name]! : name;
  return Object.hasOwn(BRAND_ICONS, brand) ? { outline: false, path: BRAND_ICONS[brand]! } : undefined;
}

/** Every name `themeIcon` knows, for messages and the docs. */
export const THEME_ICON_NAMES: readonly string[] = [...Object.keys(OUTLINE_ICONS), ...Object.keys(BRAND_ICONS), ...Object.keys(BRAND_NAMES)];

/** A name from an icon set (Starlight's `star`, `open-book`, `seti:vite`) rather than an emoji, text or an image: lower-case words. */
export function looksLikeIconName(icon: string): boolean {
  return /^[a-z]{3,}([-.:][a-z0-9]+)*$/.test(icon);
}
