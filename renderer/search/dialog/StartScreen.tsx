import { useSearchT } from './use-search-t.js';
import type { StoredHit } from '../history.js';
import type { HitSection } from './HitList.js';
import { CloseIcon, StarIcon } from './icons.js';

interface History {
  recent: StoredHit[];
  favorites: StoredHit[];
  addFavorite(hit: StoredHit): void;
  removeRecent(hit: StoredHit): void;
  removeFavorite(hit: StoredHit): void;
}

/**
 * The start screen's lists (empty query): recent searches, each with
 * "save as favourite" and "remove" buttons, then favourites with "remove".
 * `after` runs after a button's change (to put focus back in the input).
 */
export function useStartSections(history: History, after: () => void): HitSection[] {
  const t = useSearchT();
  const button = (label: string, onClick: () => void, icon: 'star' | 'close') => (
    <button
      type="button"
      className="docsite-search-hit-action"
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.preventDefault();
        onClick();
        after();
      }}
    >
      {icon === 'star' ? <StarIcon /> : <CloseIcon />}
    </button>
  );
  const sections: HitSection[] = [];
  if (history.recent.length > 0) {
    sections.push({
      title: t('search.recent'),
      hits: history.recent,
      icon: 'recent',
      actions: (hit) => (
        <>
          {button(t('search.saveFavorite'), () => history.addFavorite(hit), 'star')}
          {button(t('search.removeRecent'), () => history.removeRecent(hit), 'close')}
        </>
      ),
    });
  }
  if (history.favorites.length > 0) {
    sections.push({
      title: t('search.favorites'),
      hits: history.favorites,
      icon: 'favorite',
      actions: (hit) => button(t('search.removeFavorite'), () => history.removeFavorite(hit), 'close'),
    });
  }
  return sections;
}

/** What the start screen shows with no history. */
export function NoRecent() {
  const t = useSearchT();
  return (
    <div className="docsite-search-message docsite-search-start">
      <p className="docsite-search-message-help">{t('search.noRecent')}</p>
    </div>
  );
}
