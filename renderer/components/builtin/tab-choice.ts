import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Where the choice of a tab group is kept between visits. */
export function tabsStorageKey(groupId: string): string {
  return `docsite-tabs:${groupId}`;
}

// One choice per group for the whole page (and across in-app navigations), so every <Tabs> of a group shows the same tab.
const choices = new Map<string, string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setGroupChoice(groupId: string, value: string): void {
  choices.set(groupId, value);
  try {
    localStorage.setItem(tabsStorageKey(groupId), value);
  } catch {
    // Storage can be disabled or full; the choice still holds for this page.
  }
  for (const listener of listeners) listener();
}

/** The saved choice of a group, read once per page load. */
function restoreGroupChoice(groupId: string): void {
  if (choices.has(groupId)) return;
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(tabsStorageKey(groupId));
  } catch {
    return;
  }
  if (saved === null) return;
  choices.set(groupId, saved);
  for (const listener of listeners) listener();
}

/**
 * The chosen tab value of a `<Tabs>` and how to change it: shared by its
 * `groupId` and saved in localStorage, or its own when it has no group.
 * Undefined until the reader chooses. The server snapshot is always
 * undefined, and the saved choice is read in an effect, so hydration sees
 * exactly the pre-rendered default.
 */
export function useTabChoice(groupId: string | undefined): [string | undefined, (value: string) => void] {
  const [own, setOwn] = useState<string | undefined>(undefined);
  const shared = useSyncExternalStore(
    subscribe,
    () => (groupId === undefined ? undefined : choices.get(groupId)),
    () => undefined,
  );
  useEffect(() => {
    if (groupId !== undefined) restoreGroupChoice(groupId);
  }, [groupId]);
  const choose = useCallback((value: string) => (groupId === undefined ? setOwn(value) : setGroupChoice(groupId, value)), [groupId]);
  return [groupId === undefined ? own : shared, choose];
}

/**
 * Docusaurus's `queryString`: a tab chosen is kept in the page's URL as `?<key>=<value>`, so the link shows that tab, and a
 * URL with it chooses the tab. The URL is read in an effect, after the saved choice, so hydration sees the pre-rendered
 * default and the link wins over what was saved.
 */
export function useQueryStringChoice(key: string | undefined, values: readonly string[], choose: (value: string) => void): (value: string) => void {
  const known = values.join('\n');
  useEffect(() => {
    if (key === undefined) return;
    const wanted = new URLSearchParams(window.location.search).get(key);
    if (wanted !== null && known.split('\n').includes(wanted)) choose(wanted);
  }, [key, known, choose]);
  return useCallback(
    (value: string) => {
      choose(value);
      if (key === undefined) return;
      const url = new URL(window.location.href);
      url.searchParams.set(key, value);
      // The router's own state stays with the entry, so Back and Forward still know the page.
      window.history.replaceState(window.history.state, '', url);
    },
    [key, choose],
  );
}
