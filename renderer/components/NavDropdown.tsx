import { useEffect, useId, useRef, useState } from 'react';
import type { NavItem } from '../../schemas/nav.js';
import { usePlace, withPlace } from '../data/site.js';
import { ChevronIcon, ExternalIcon } from './Icons.js';
import { Link } from './Link.js';

/**
 * A nav entry with `items` (the Version menu): opens on hover, click or
 * keyboard; Escape closes it. `hrefOf` turns an item's link into the href
 * (default: the link in the page's version and language); `current` marks one.
 */
export function NavDropdown({ item, hrefOf, current }: { item: NavItem; hrefOf?: (link: string) => string; current?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const place = usePlace();
  // A click on a menu the pointer just opened keeps it open, rather than toggling it shut under the pointer.
  const hovered = useRef(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector('button')?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);
  return (
    <div
      className="docsite-dropdown"
      ref={root}
      onMouseEnter={() => {
        hovered.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        hovered.current = false;
        setOpen(false);
      }}
    >
      <button
        type="button"
        className="docsite-navbar-link"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setOpen(hovered.current || !open);
          hovered.current = false;
        }}
      >
        {item.text}
        <ChevronIcon className="docsite-dropdown-chevron" />
      </button>
      <ul id={id} className="docsite-dropdown-menu" hidden={!open}>
        {(item.items ?? []).map((child) => {
          const link = child.link ?? '/';
          const external = /^[a-z]+:/i.test(link);
          return (
            <li key={child.text}>
              <Link href={hrefOf ? hrefOf(link) : withPlace(link, place)} aria-current={child.text === current ? 'page' : undefined}>
                {child.text}
                {external && <ExternalIcon />}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
