import { useSearchT } from './use-search-t.js';

/** Keyboard hints under the results. */
export function SearchFooter() {
  const t = useSearchT();
  return (
    <footer className="docsite-search-footer">
      <ul className="docsite-search-commands">
        <li>
          <kbd>↵</kbd>
          <span>{t('search.select')}</span>
        </li>
        <li>
          <kbd>↑</kbd>
          <kbd>↓</kbd>
          <span>{t('search.navigate')}</span>
        </li>
        <li>
          <kbd>Esc</kbd>
          <span>{t('search.close')}</span>
        </li>
      </ul>
    </footer>
  );
}
