import { useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent, type PointerEvent, type FocusEvent, type RefObject } from 'react';
import type { PopoverGroup, PopoverLink, ToolsPopoverData } from '../../schemas/tool-showcase.js';
import { assetUrl, site, useLang, useT } from '../data/site.js';

/** Delay before a hover opens the panel, and before leaving closes it (spec §9: 0.1 s both ways). */
const HOVER_DELAY_MS = 100;

/**
 * The navbar's grid button and the panel of related tools it opens below it,
 * right edges aligned. Hovering opens it; click, Enter and Space open it for
 * keyboards and touch; Escape, a click outside or focus leaving close it.
 * Renders nothing for a site without showcase data.
 */
export function ToolsPopover() {
  const popover = site.showcase?.popover;
  return popover ? <Popover popover={popover} /> : null;
}

function Popover({ popover }: { popover: ToolsPopoverData }) {
  const t = useT();
  const zh = useLang() === 'zh';
  const panelId = useId();
  const state = usePopoverState();
  const title = zh ? popover.title : popover.titleEn;
  return (
    <div className="docsite-tools-popover" ref={state.root} onPointerEnter={state.onPointerEnter} onPointerLeave={state.onPointerLeave} onBlur={state.onBlur}>
      <button
        type="button"
        ref={state.button}
        className="docsite-tools-popover-button"
        aria-label={t('nav.tools')}
        aria-haspopup="dialog"
        aria-expanded={state.open}
        aria-controls={panelId}
        onClick={state.onClick}
      >
        <GridIcon />
      </button>
      {/* Always rendered, so the server and the first client render agree and `aria-controls` points at something. */}
      <div id={panelId} ref={state.panel} className="docsite-tools-popover-panel" role="dialog" aria-label={title} tabIndex={-1} hidden={!state.open}>
        <a className="docsite-tools-popover-header" href={popover.url} target="_blank" rel="noopener noreferrer">
          <img src={assetUrl(popover.logo)} alt="" width={24} height={24} loading="lazy" />
          <span>{title}</span>
          <span className="docsite-sr-only"> {t('link.external')}</span>
        </a>
        {popover.groups.map((group) => (
          <Group key={group.titleEn} group={group} zh={zh} />
        ))}
      </div>
    </div>
  );
}

function Group({ group, zh }: { group: PopoverGroup; zh: boolean }) {
  const titleId = useId();
  return (
    <div className="docsite-tools-popover-group">
      <p id={titleId} className="docsite-tools-popover-group-title">
        {zh ? group.title : group.titleEn}
      </p>
      <ul aria-labelledby={titleId}>
        {group.links.map((link) => (
          <Entry key={link.name} link={link} zh={zh} />
        ))}
      </ul>
    </div>
  );
}

function Entry({ link, zh }: { link: PopoverLink; zh: boolean }) {
  const t = useT();
  const href = zh ? link.url : (link.urlEn ?? link.url);
  const scale = link.logoScale === undefined ? undefined : { transform: `scale(${link.logoScale})` };
  return (
    <li>
      <a className="docsite-tools-popover-link" href={href} target="_blank" rel="noopener noreferrer">
        {/* Empty alt: the name beside it already says what the logo shows. */}
        <img className="docsite-tools-popover-logo" src={assetUrl(link.logo)} alt="" width={24} height={24} loading="lazy" style={scale} />
        <span className="docsite-tools-popover-name">{link.name}</span>
        <span className="docsite-tools-popover-desc">{zh ? link.desc : link.descEn}</span>
        <span className="docsite-sr-only"> {t('link.external')}</span>
      </a>
    </li>
  );
}

type Opener = 'hover' | 'click' | 'key';

/**
 * Open state and the handlers that drive it. A panel opened by hover closes
 * when the pointer leaves; one opened by a click or a key stays until it is
 * dismissed, so a wandering mouse does not take it from a keyboard user.
 */
function usePopoverState() {
  const [open, setOpen] = useState(false);
  const openedBy = useRef<Opener | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const timer = useDelay();
  const show = (by: Opener) => {
    timer.cancel();
    openedBy.current = by;
    setOpen(true);
  };
  const hide = () => {
    timer.cancel();
    openedBy.current = undefined;
    setOpen(false);
  };
  useDismiss(open, root, hide, () => button.current?.focus());
  usePlacePanel(open, openedBy.current === 'key', button, panel);
  const pinned = () => openedBy.current !== 'hover';
  return {
    open,
    root,
    button,
    panel,
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      if (open) timer.cancel();
      else timer.after(HOVER_DELAY_MS, () => show('hover'));
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      if (!open) timer.cancel();
      else if (!pinned()) timer.after(HOVER_DELAY_MS, hide);
    },
    // `detail` is 0 for Enter and Space. A click on a panel that hover opened pins it rather than closing it under the pointer.
    onClick: (event: MouseEvent) => (open && pinned() ? hide() : show(event.detail === 0 ? 'key' : 'click')),
    onBlur: (event: FocusEvent) => {
      if (open && !root.current?.contains(event.relatedTarget as Node | null)) hide();
    },
  };
}

/** Once open: fit the panel to the screen, and take keyboard users, who asked for it, into it. */
function usePlacePanel(open: boolean, byKey: boolean, button: RefObject<HTMLElement | null>, panel: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    if (open) fitLeftwards(button.current, panel.current);
  }, [open, button, panel]);
  useEffect(() => {
    if (open && byKey) panel.current?.querySelector('a')?.focus();
  }, [open, byKey, panel]);
}

/** One pending timeout, replaced by the next and cleared on unmount. */
function useDelay() {
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => clearTimeout(pending.current);
  useEffect(() => cancel, []);
  return {
    cancel,
    after: (ms: number, run: () => void) => {
      cancel();
      pending.current = setTimeout(run, ms);
    },
  };
}

/**
 * While open: Escape closes, handing focus back to the button when it was in
 * the popover (not when the panel was only hovered); a press outside closes.
 */
function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, hide: () => void, refocus: () => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = root.current?.contains(document.activeElement) ?? false;
      hide();
      if (focusInside) refocus();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) hide();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
    // `hide` and `refocus` touch only refs and state setters, so those of the opening render stay valid.
  }, [open]);
}

/** The panel grows leftwards from the button's right edge: on a narrow screen it may use no more than the room left of that edge. */
function fitLeftwards(button: HTMLElement | null, panel: HTMLElement | null) {
  if (!button || !panel) return;
  panel.style.setProperty('--docsite-popover-room', `${Math.max(0, button.getBoundingClientRect().right - 8)}px`);
}

/** Nine dots in a 3×3 grid: the usual sign for "more apps". */
function GridIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {[5, 12, 19].flatMap((y) => [5, 12, 19].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2" fill="currentColor" />))}
    </svg>
  );
}
