import { useSyncExternalStore } from 'react';

/** localStorage key of the reader's choice; read before the first paint by the head script too. */
export const THEME_KEY = 'docsite-theme';

/** Whether the page shows the dark scheme: the `dark` class on `<html>`, which the head script sets before the first paint. */
export function isDark(): boolean {
  return document.documentElement.classList.contains('dark');
}

/** Shows the dark or the light scheme, and remembers the choice for the reader's next pages. */
export function setDark(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
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

/** `isDark()`, kept current as the scheme changes; false in the pre-render and the hydrating render, which cannot know it. */
export function useDarkScheme(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}
