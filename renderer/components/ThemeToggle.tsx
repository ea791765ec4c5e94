import { useEffect, useState } from 'react';
import { useT } from '../data/site.js';

/** localStorage key of the reader's choice; read before the first paint by the head script too. */
export const THEME_KEY = 'docsite-theme';

/** Dark mode switch. The server cannot know the reader's choice, so the icon shows after hydration. */
export function ThemeToggle() {
  const t = useT();
  const [dark, setDark] = useState<boolean | undefined>(undefined);
  useEffect(() => setDark(document.documentElement.classList.contains('dark')), []);
  const toggle = () => {
    const root = document.documentElement;
    const next = !root.classList.contains('dark');
    root.classList.toggle('dark', next);
    // What Docusaurus's and Starlight's stylesheets select on, as the head script sets it.
    root.dataset.theme = next ? 'dark' : 'light';
    try {
      localStorage.setItem(THEME_KEY, next ? 'dark' : 'light');
    } catch {
      // Without storage the choice lasts for this page only.
    }
    setDark(next);
  };
  return (
    <button type="button" className="docsite-theme-toggle" aria-label={dark ? t('nav.toggleLight') : t('nav.toggleDark')} aria-pressed={dark ?? false} onClick={toggle}>
      <svg className="docsite-icon-sun" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path fill="currentColor" d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10M11 1h2v3h-2zm0 19h2v3h-2zM3.5 4.9l1.4-1.4 2.1 2.1-1.4 1.4zm12.7 12.7 1.4-1.4 2.1 2.1-1.4 1.4zM1 11h3v2H1zm19 0h3v2h-3zM4.9 20.5l-1.4-1.4 2.1-2.1 1.4 1.4zM17.6 7.8l-1.4-1.4 2.1-2.1 1.4 1.4z" /></svg>
      <svg className="docsite-icon-moon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path fill="currentColor" d="M12.3 22a10 10 0 0 1-1.6-19.9 8 8 0 0 0 11.2 11.2A10 10 0 0 1 12.3 22" /></svg>
    </button>
  );
}
