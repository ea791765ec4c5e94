import { useCallback, useEffect, useRef, useState } from 'react';
import { FAVORITES_LIMIT, readHistory, recentLimit, withAdded, withRemoved, writeHistory, type StoredHit } from '../history.js';

interface Lists {
  recent: StoredHit[];
  favorites: StoredHit[];
}

/** Both lists cut to their limits: 10 favourites; 7 recent searches, or 4 once there is a favourite. */
function limited({ recent, favorites }: Lists): Lists {
  const kept = favorites.slice(0, FAVORITES_LIMIT);
  return { favorites: kept, recent: recent.slice(0, recentLimit(kept.length)) };
}

/**
 * Recent and favourite searches of one language, read from localStorage
 * after mount (never during render) and written on every change.
 */
export function useSearchHistory(lang: string) {
  const [lists, setLists] = useState<Lists>({ recent: [], favorites: [] });
  const current = useRef(lists);
  const set = useCallback((next: Lists) => {
    current.current = next;
    setLists(next);
  }, []);
  useEffect(() => set(limited({ favorites: readHistory('favorites', lang), recent: readHistory('recent', lang) })), [lang, set]);

  const update = useCallback(
    (change: (lists: Lists) => Lists) => {
      const next = limited(change(current.current));
      writeHistory('favorites', lang, next.favorites);
      writeHistory('recent', lang, next.recent);
      set(next);
    },
    [lang, set],
  );

  return {
    ...lists,
    /** A hit was opened: it goes first among the recent ones, unless it is a favourite. */
    addRecent: useCallback(
      (hit: StoredHit) =>
        update((l) => (l.favorites.some((f) => f.objectID === hit.objectID) ? l : { ...l, recent: withAdded(l.recent, hit, recentLimit(l.favorites.length)) })),
      [update],
    ),
    /** A recent search becomes a favourite. */
    addFavorite: useCallback(
      (hit: StoredHit) => update((l) => ({ favorites: withAdded(l.favorites, hit, FAVORITES_LIMIT), recent: withRemoved(l.recent, hit.objectID) })),
      [update],
    ),
    removeRecent: useCallback((hit: StoredHit) => update((l) => ({ ...l, recent: withRemoved(l.recent, hit.objectID) })), [update]),
    removeFavorite: useCallback((hit: StoredHit) => update((l) => ({ ...l, favorites: withRemoved(l.favorites, hit.objectID) })), [update]),
  };
}
