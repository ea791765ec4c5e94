import { useCallback, useEffect, useRef, useState } from 'react';
import { searchClientFor } from '../client.js';
import { docSearchRequest, MAX_QUERY_LENGTH, snippetWords } from '../request.js';
import type { MultipleQueriesResponse, SearchHit } from '../types.js';
import type { Place } from '../../data/site.js';

/** Spec §4: the dialog's status; stalled once a query has been loading for 300 ms. */
export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error';
export const STALL_MS = 300;

/** What the body shows: the last settled outcome. */
export type SearchView = { kind: 'start' } | { kind: 'results'; query: string; hits: SearchHit[] } | { kind: 'error' };

/**
 * The query and its results. Every change is sent at once; only the answer
 * to the latest query is shown (older answers arriving late are dropped),
 * its first screenful as soon as the engine has it.
 * A failure shows the error view, which stays, through further loading,
 * until a query succeeds; an empty query shows the start screen.
 */
export function useSearch(place: Place) {
  const [query, setQueryState] = useState('');
  const [view, setView] = useState<SearchView>({ kind: 'start' });
  const [pending, setPending] = useState<'no' | 'loading' | 'stalled'>('no');
  const latest = useRef(0);
  const stall = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      // Answers arriving after the dialog closed are dropped.
      latest.current++;
      clearTimeout(stall.current);
    },
    [],
  );

  const run = useCallback(
    (q: string) => {
      const id = ++latest.current;
      clearTimeout(stall.current);
      const client = q.trim() ? searchClientFor(place) : undefined;
      if (!client) {
        setPending('no');
        setView({ kind: 'start' });
        return;
      }
      setPending('loading');
      stall.current = setTimeout(() => latest.current === id && setPending('stalled'), STALL_MS);
      const settle = (next: SearchView) => {
        if (latest.current !== id) return;
        clearTimeout(stall.current);
        setPending('no');
        setView(next);
      };
      // The first screenful of hits is shown while the rest load; the query stays loading until they are here.
      const early = (response: MultipleQueriesResponse) => {
        if (latest.current === id) setView({ kind: 'results', query: q, hits: response.results[0]?.hits ?? [] });
      };
      client
        .then((c) => c.search({ requests: [docSearchRequest(q, place, snippetWords(window.innerWidth))] }, { onFirstHits: early }))
        .then(
          (response) => settle({ kind: 'results', query: q, hits: response.results[0]?.hits ?? [] }),
          // Unreachable hosts or index files, or an engine answering with an error: either way there is nothing to show.
          () => settle({ kind: 'error' }),
        );
    },
    [place],
  );

  const setQuery = useCallback(
    (value: string) => {
      const q = value.slice(0, MAX_QUERY_LENGTH);
      setQueryState(q);
      run(q);
    },
    [run],
  );

  const status: SearchStatus = pending !== 'no' ? pending : view.kind === 'error' ? 'error' : 'idle';
  return { query, setQuery, view, status };
}
