/**
 * The theme's colour scheme for other tools' hooks (Docusaurus's `useColorMode`,
 * Rspress's `useDark`): the `dark` class on `<html>`, which the head script sets
 * before the first paint and the theme's toggle switches. Bundled with the pages
 * that use those hooks, never with the theme's first load.
 */
import { useSyncExternalStore } from 'react';

/** The theme toggle's localStorage key (`THEME_KEY` in components/ThemeToggle.tsx), which the head script reads too. */
const THEME_KEY = 'docsite-theme';

function isDark(): boolean {
  return document.documentElement.classList.contains('dark');
}

/** Shows the dark or the light scheme, as the theme's toggle does, and remembers the choice for the reader's next pages. */
export function setDark(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  try {
    localStorage.setItem(THEME_KEY, dark ? 'dark' : 'light');
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Whether the page shows the dark scheme, kept current; false in the pre-render and the hydrating render, which cannot know it. */
export function useDarkScheme(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}
