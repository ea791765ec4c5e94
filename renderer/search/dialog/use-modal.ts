import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** What Tab can reach inside `root`, in order. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0);
}

/** Tab and Shift+Tab wrap around inside `root`. */
function trapTab(event: KeyboardEvent, root: HTMLElement): void {
  const items = tabbables(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return event.preventDefault();
  const active = document.activeElement;
  const outside = !root.contains(active);
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While mounted, `root` behaves as a modal: Escape calls `onClose`, Tab
 * stays inside, focus that wanders out is brought back, and the page
 * behind does not scroll. On unmount focus returns to where it was.
 */
export function useModal(root: RefObject<HTMLElement | null>, onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { body } = document;
    const saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    // Keep the page from shifting sideways when its scrollbar goes.
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab' && root.current) {
        trapTab(event, root.current);
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const el = root.current;
      if (el && !el.contains(event.target as Node)) tabbables(el)[0]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      Object.assign(body.style, saved);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [root]);
}
