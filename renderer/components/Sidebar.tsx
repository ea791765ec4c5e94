import { useEffect, useId, useRef, useState } from 'react';
import type { SidebarItem } from '../../schemas/sidebar.js';
import { useLang, useLocalPath, useT, withLang } from '../data/site.js';
import { containsPath, linkPath } from '../data/sidebar.js';
import { ChevronIcon } from './Icons.js';
import { Link } from './Link.js';

/**
 * The section's sidebar; on narrow screens a drawer opened from the navbar,
 * which then also holds the navbar's entries (`nav`), hidden on wide screens.
 */
export function Sidebar({ items, nav: navItems, open, onClose }: { items: SidebarItem[]; nav: SidebarItem[]; open: boolean; onClose: () => void }) {
  const t = useT();
  const nav = useRef<HTMLElement>(null);
  const local = useLocalPath();
  useEffect(() => {
    // Keep the current page in view in a long sidebar.
    const active = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && nav.current && (active.offsetTop < nav.current.scrollTop || active.offsetTop > nav.current.scrollTop + nav.current.clientHeight - 40)) {
      nav.current.scrollTop = active.offsetTop - nav.current.clientHeight / 3;
    }
  }, [local]);
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
        {navItems.length > 0 && (
          <ul className="docsite-sidebar-nav" aria-label={t('nav.main')}>
            {navItems.map((item) => (
              <SidebarEntry key={item.text + (item.link ?? '')} item={item} depth={0} />
            ))}
          </ul>
        )}
        <ul>
          {items.map((item) => (
            <SidebarEntry key={item.text + (item.link ?? '')} item={item} depth={0} />
          ))}
        </ul>
      </aside>
    </>
  );
}

function SidebarEntry({ item, depth }: { item: SidebarItem; depth: number }) {
  if (item.items) return <SidebarGroup item={item} depth={depth} />;
  return <SidebarLink item={item} />;
}

function SidebarLink({ item }: { item: SidebarItem }) {
  const lang = useLang();
  const local = useLocalPath();
  const link = item.link ?? '/';
  const active = linkPath(link) === local;
  return (
    <li>
      <Link className="docsite-sidebar-link" href={withLang(link, lang)} aria-current={active ? 'page' : undefined}>
        {item.text}
        {item.tag && <span className="docsite-tag">{item.tag}</span>}
      </Link>
    </li>
  );
}

function SidebarGroup({ item, depth }: { item: SidebarItem; depth: number }) {
  const local = useLocalPath();
  const collapsible = item.collapsible ?? true;
  const [collapsed, setCollapsed] = useState(collapsible && (item.collapsed ?? false) && !containsPath(item, local));
  const id = useId();
  const lang = useLang();
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
          <Link className="docsite-sidebar-link" href={withLang(item.link, lang)} aria-current={linkPath(item.link) === local ? 'page' : undefined}>
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
        {item.items!.map((child) => (
          <SidebarEntry key={child.text + (child.link ?? '')} item={child} depth={depth + 1} />
        ))}
      </ul>
    </li>
  );
}
