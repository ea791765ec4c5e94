import type { KeyboardEvent, RefObject } from 'react';
import { useT } from '../../data/site.js';
import { useSearchT } from './use-search-t.js';
import { MAX_QUERY_LENGTH } from '../request.js';
import { CloseIcon, SearchIcon, Spinner } from './icons.js';

interface Props {
  input: RefObject<HTMLInputElement | null>;
  query: string;
  onQuery: (query: string) => void;
  stalled: boolean;
  listId: string;
  expanded: boolean;
  activeId: string | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onCancel: () => void;
}

/** The dialog's header: the combobox input (a spinner in it while a query is stalled), its clear button and Cancel. */
export function SearchInput({ input, query, onQuery, stalled, listId, expanded, activeId, onKeyDown, onCancel }: Props) {
  const t = useSearchT();
  const label = useT()('search.button');
  return (
    <header className="docsite-search-header">
      <form className="docsite-search-form" role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="docsite-search-magnifier" htmlFor={`${listId}-input`}>
          {stalled ? <Spinner /> : <SearchIcon />}
          <span className="docsite-sr-only">{label}</span>
        </label>
        <input
          ref={input}
          id={`${listId}-input`}
          className="docsite-search-input"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-controls={expanded ? listId : undefined}
          aria-expanded={expanded}
          aria-activedescendant={activeId}
          aria-busy={stalled}
          placeholder={t('search.placeholder')}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {query && (
          <button
            type="button"
            className="docsite-search-reset"
            aria-label={t('search.clear')}
            title={t('search.clear')}
            onClick={() => {
              onQuery('');
              input.current?.focus();
            }}
          >
            <CloseIcon />
          </button>
        )}
      </form>
      <button type="button" className="docsite-search-cancel" onClick={onCancel}>
        {t('search.cancel')}
      </button>
    </header>
  );
}
