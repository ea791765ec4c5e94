import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { SidebarEntry as Entry, SidebarItem } from '../../schemas/sidebar.js';
import { isSidebarItem } from '../../schemas/sidebar-entry.js';
import { usePlace, useLocalPath, useT, withPlace } from '../data/site.js';
import { containsPath, entryHolding, linkPath } from '../data/sidebar.js';
import { themed, useSlots } from '../data/slots.js';
import { ChevronIcon } from './Icons.js';
import { Link } from './Link.js';

/**
 * The section's sidebar; on narrow screens a drawer opened from the navbar,
 * which then also holds the navbar's entries (`nav`), hidden on wide screens.
 */
export function Sidebar({ items, nav: navItems, open, onClose }: { items: Entry[]; nav: SidebarItem[]; open: boolean; onClose: () => void }) {
  const t = useT();
  const nav = useRef<HTMLElement>(null);
  const local = useLocalPath();
  const slots = useSlots();
  const [shown, first] = useWindow(items, local);
  useEffect(() => {
    // Keep the current page in view in a long sidebar.
    const active = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && nav.current && (active.offsetTop < nav.current.scrollTop || active.offsetTop > nav.current.scrollTop + nav.current.clientHeight - 40)) {
      nav.current.scrollTop = active.offsetTop - nav.current.clientHeight / 3;
    }
  }, [local, shown]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  return (
    <>
      <div className="docsite-sidebar-backdrop" data-open={open ? '' : undefined} onClick={onClose} aria-hidden="true" />
      <aside className="docsite-sidebar" data-open={open ? '' : undefined} data-nav-only={items.length === 0 ? '' : undefined} ref={nav} aria-label={t('sidebar.label')}>
        <button type="button" className="docsite-sidebar-close" aria-label={t('sidebar.close')} onClick={onClose}>
          ×
        </button>
        {themed && slots.beforeSidebar}
        {navItems.length > 0 && (
          <ul className="docsite-sidebar-nav" aria-label={t('nav.main')}>
            {navItems.map((item) => (
              <SidebarEntry key={item.text + (item.link ?? '')} item={item} depth={0} />
            ))}
          </ul>
        )}
        <ul>
          {shown.map((item, i) => (
            <SidebarEntry key={entryKey(item, first + i)} item={item} depth={0} />
          ))}
        </ul>
        {themed && slots.afterSidebar}
      </aside>
    </>
  );
}

/** Top-level entries pre-rendered on each side of the current page's (more on one side near an end). */
const WINDOW = 40;

/**
 * The entries to render: in a section of more than a window's worth of
 * top-level entries (thousands of folded groups), the pre-rendered HTML and
 * the hydrating render hold the window around the current page's entry, so
 * each page's HTML stays the same size however large its section grows; the
 * whole list renders as soon as the page is live, before it is painted.
 */
function useWindow(items: Entry[], local: string): [shown: Entry[], first: number] {
  const [whole, setWhole] = useState(items.length <= 2 * WINDOW + 1);
  useLayoutEffect(() => setWhole(true), []);
  if (whole) return [items, 0];
  const size = 2 * WINDOW + 1;
  const first = Math.min(Math.max(0, entryHolding(items, local) - WINDOW), items.length - size);
  return [items.slice(first, first + size), first];
}

function entryKey(item: Entry, i: number): string {
  return isSidebarItem(item) ? item.text + (item.link ?? '') : String(i);
}

function SidebarEntry({ item, depth }: { item: Entry; depth: number }) {
  if ('dividerType' in item) return <li className="docsite-sidebar-divider" role="separator" data-dashed={item.dividerType === 'dashed' ? '' : undefined} />;
  if ('sectionHeaderText' in item) {
    return (
      <li className="docsite-sidebar-section-header">
        {item.sectionHeaderText}
        {item.tag && <span className="docsite-tag">{item.tag}</span>}
      </li>
    );
  }
  if (item.items) return <SidebarGroup item={item} depth={depth} />;
  return <SidebarLink item={item} />;
}

function SidebarLink({ item }: { item: SidebarItem }) {
  const place = usePlace();
  const local = useLocalPath();
  const link = item.link ?? '/';
  const active = linkPath(link) === local;
  return (
    <li>
      <Link className="docsite-sidebar-link" href={withPlace(link, place)} aria-current={active ? 'page' : undefined}>
        {item.text}
        {item.tag && <span className="docsite-tag">{item.tag}</span>}
      </Link>
    </li>
  );
}

function SidebarGroup({ item, depth }: { item: SidebarItem; depth: number }) {
  const local = useLocalPath();
  const collapsible = item.collapsible ?? true;
  const holds = containsPath(item, local);
  const [collapsed, setCollapsed] = useState(collapsible && (item.collapsed ?? false) && !holds);
  // A folded group's entries are rendered once it is first opened: a sidebar of thousands of pages costs each page only its open groups.
  const [rendered, setRendered] = useState(!collapsed);
  if (!collapsed && !rendered) setRendered(true);
  // Following a link into a folded group opens it, so the current page shows.
  useEffect(() => {
    if (holds) setCollapsed(false);
  }, [holds]);
  const id = useId();
  const place = usePlace();
  const title = (
    <>
      {item.text}
      {item.tag && <span className="docsite-tag">{item.tag}</span>}
    </>
  );
  return (
    <li className="docsite-sidebar-group" data-depth={depth}>
      <div className="docsite-sidebar-group-title">
        {item.link ? (
          <Link className="docsite-sidebar-link" href={withPlace(item.link, place)} aria-current={linkPath(item.link) === local ? 'page' : undefined}>
            {title}
          </Link>
        ) : (
          <span>{title}</span>
        )}
        {collapsible && (
          <button type="button" className="docsite-sidebar-toggle" aria-expanded={!collapsed} aria-controls={id} aria-label={item.text} onClick={() => setCollapsed(!collapsed)}>
            <ChevronIcon />
          </button>
        )}
      </div>
      <ul id={id} hidden={collapsed}>
        {rendered &&
          item.items!.map((child, i) => (
            <SidebarEntry key={entryKey(child, i)} item={child} depth={depth + 1} />
          ))}
      </ul>
    </li>
  );
}
