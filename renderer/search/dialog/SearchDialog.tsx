import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useLang, usePlace } from '../../data/site.js';
import { useSearchT } from './use-search-t.js';
import type { StoredHit } from '../history.js';
import { groupByLevel0 } from '../hit-view.js';
import { HitList, type HitSection } from './HitList.js';
import { ErrorScreen, NoResults } from './Messages.js';
import { SearchFooter } from './SearchFooter.js';
import { SearchInput } from './SearchInput.js';
import { NoRecent, useStartSections } from './StartScreen.js';
import { useSearchHistory } from './use-history.js';
import { useModal } from './use-modal.js';
import { useOpenUrl } from './use-open-url.js';
import { useSearch, type SearchView } from './use-search.js';

/** What the body shows. */
type Screen = 'start' | 'results' | 'empty' | 'error' | 'waiting';

function screenOf(query: string, view: SearchView): Screen {
  if (view.kind === 'error') return 'error';
  if (!query.trim()) return 'start';
  if (view.kind === 'start') return 'waiting';
  return view.hits.length > 0 ? 'results' : 'empty';
}

/**
 * The search modal (a lazily loaded chunk): the input, the results grouped
 * by section or the start screen's history, and keyboard hints. Opening a
 * hit saves it as a recent search, closes the dialog and navigates to it.
 */
export function SearchDialog({ onClose, typedAhead }: { onClose: () => void; typedAhead?: () => string }) {
  const t = useSearchT();
  const lang = useLang();
  const modal = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  useModal(modal, onClose);
  const search = useSearch(usePlace());
  const history = useSearchHistory(lang);
  const openUrl = useOpenUrl();
  const focusInput = useCallback(() => input.current?.focus(), []);
  // Typed before the dialog could show: its first query, searched once. It goes into the input itself before the
  // input has the focus: a key typed next then adds to it, where the input, empty until React renders the query,
  // would have replaced it with that one key.
  const { setQuery } = search;
  useEffect(() => {
    const typed = typedAhead?.();
    if (typed && input.current) {
      input.current.value = typed;
      setQuery(typed);
    }
    focusInput();
  }, [typedAhead, setQuery, focusInput]);

  const screen = screenOf(search.query, search.view);
  const startSections = useStartSections(history, focusInput);
  const sections: HitSection[] =
    screen === 'start' ? startSections : screen === 'results' && search.view.kind === 'results' ? groupByLevel0(search.view.hits) : [];
  const entries = sections.flatMap((section) => section.hits);

  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [search.view, screen]);
  const activeIndex = Math.min(active, entries.length - 1);
  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);

  const open = (hit: StoredHit, event?: MouseEvent) => {
    history.addRecent(hit);
    // Modified clicks (new tab, new window, download) are the browser's.
    if (event && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return;
    event?.preventDefault();
    onClose();
    openUrl(hit.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || entries.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + entries.length) % entries.length);
    } else if (event.key === 'Enter' && entries[activeIndex]) {
      event.preventDefault();
      open(entries[activeIndex]);
    }
  };

  const onQuery = (query: string) => {
    search.setQuery(query);
    focusInput();
  };

  return createPortal(
    <div
      className="docsite-search-container"
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // Keep the press from moving focus to the page, so it goes back where it was.
        event.preventDefault();
        onClose();
      }}
    >
      <div ref={modal} className="docsite-search-modal" role="dialog" aria-modal="true" aria-label={t('search.dialog')} data-status={search.status}>
        <SearchInput
          input={input}
          query={search.query}
          onQuery={search.setQuery}
          stalled={search.status === 'stalled'}
          listId={listId}
          expanded={entries.length > 0}
          activeId={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          onKeyDown={onKeyDown}
          onCancel={onClose}
        />
        <div className="docsite-search-body">
          {screen === 'error' && <ErrorScreen />}
          {screen === 'empty' && search.view.kind === 'results' && <NoResults query={search.view.query} onQuery={onQuery} />}
          {screen === 'start' && sections.length === 0 && <NoRecent />}
          {sections.length > 0 && (
            <HitList id={listId} label={t('search.results')} sections={sections} active={activeIndex} optionId={optionId} onActive={setActive} onOpen={open} />
          )}
        </div>
        <SearchFooter />
      </div>
    </div>,
    document.body,
  );
}

export default SearchDialog;
