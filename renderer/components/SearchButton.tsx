import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { site, usePlace, useT } from '../data/site.js';
import { searchClientFor } from '../search/client.js';

type Dialog = ComponentType<{ onClose: () => void; typedAhead?: () => string }>;

// The dialog is its own chunk, fetched on the first hover, focus or open: it adds nothing to a page's first load.
let dialogChunk: Promise<Dialog> | undefined;
function loadDialog(): Promise<Dialog> {
  if (!dialogChunk) {
    dialogChunk = import('../search/dialog/SearchDialog.js').then((m) => m.SearchDialog);
    // Offline: let the next attempt fetch it again.
    dialogChunk.catch(() => (dialogChunk = undefined));
  }
  return dialogChunk;
}

function isEditable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

function isApple(): boolean {
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/**
 * The navbar's search button. It opens the search dialog on click, on
 * Ctrl+K / ⌘K anywhere and on `/` outside text fields; hovering or
 * focusing it starts loading the dialog and the search index.
 */
export function SearchButton() {
  return site.config.search === false ? null : <Button />;
}

function Button() {
  const t = useT();
  const place = usePlace();
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<Dialog | null>(null);
  // Known only in the browser, so decided after hydration; empty until then.
  const [modifier, setModifier] = useState<string | null>(null);
  useEffect(() => setModifier(isApple() ? '⌘' : 'Ctrl'), []);

  const warm = useCallback(() => {
    loadDialog().then((d) => setDialog(() => d), () => {});
    searchClientFor(place)?.then((client) => client.warm?.(), () => {});
  }, [place]);
  const show = useCallback(() => {
    setOpen(true);
    // Opened by keyboard nothing was hovered: fetch the index while the dialog's chunk loads.
    searchClientFor(place)?.then((client) => client.warm?.(), () => {});
    loadDialog().then(
      (d) => setDialog(() => d),
      () => setOpen(false),
    );
  }, [place]);
  // What is typed between Ctrl+K and the dialog's input, while its chunk loads, is its first query, not lost.
  const typed = useRef('');
  // Closed before it showed, the dialog drops what was typed for it.
  const close = useCallback(() => {
    typed.current = '';
    setOpen(false);
  }, []);

  const isOpen = useRef(open);
  isOpen.current = open;
  const waiting = open && !Dialog;
  // Read by the dialog once it is there, not when it renders: keys pressed between its render and its effects count too.
  // Taken once: a dialog opened again later starts empty.
  const takeTyped = useCallback(() => {
    const text = typed.current;
    typed.current = '';
    return text;
  }, []);
  useEffect(() => {
    if (!waiting) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (event.key.length === 1) typed.current += event.key;
      else if (event.key === 'Backspace') typed.current = typed.current.slice(0, -1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [waiting]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      if ((event.ctrlKey || event.metaKey) && !event.shiftKey && String(event.key).toLowerCase() === 'k') {
        event.preventDefault();
        if (isOpen.current) close();
        else show();
      } else if (event.key === '/' && !event.ctrlKey && !event.metaKey && !isOpen.current && !isEditable(event.composedPath()[0] ?? event.target)) {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [show, close]);

  return (
    <>
      <button type="button" className="docsite-search-button" aria-label={t('search.button')} aria-keyshortcuts="Control+K Meta+K /" onClick={show} onMouseEnter={warm} onFocus={warm}>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="m17 17-4.2-4.2" />
        </svg>
        <span className="docsite-search-button-text">{t('search.button')}</span>
        <span className="docsite-search-button-keys" aria-hidden="true">
          {modifier && (
            <>
              <kbd>{modifier}</kbd>
              <kbd>K</kbd>
            </>
          )}
        </span>
      </button>
      {open && Dialog && <Dialog onClose={close} typedAhead={takeTyped} />}
    </>
  );
}
