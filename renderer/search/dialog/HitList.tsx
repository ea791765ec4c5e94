import { Fragment, useEffect, type MouseEvent, type ReactNode } from 'react';
import type { StoredHit } from '../history.js';
import { hitView } from '../hit-view.js';
import { Highlight } from '../safe-highlight.js';
import { EnterIcon, HitIcon } from './icons.js';

/** A titled group of hits (a section of results, or a start-screen list) with optional per-hit buttons. */
export interface HitSection {
  title: string;
  hits: StoredHit[];
  /** The kind of icon in front of each hit: its type, or one icon for history lists. */
  icon?: 'recent' | 'favorite';
  actions?: ((hit: StoredHit) => ReactNode) | undefined;
}

interface Props {
  id: string;
  label: string;
  sections: HitSection[];
  /** Index of the active hit, counted across sections; -1 for none. */
  active: number;
  optionId: (index: number) => string;
  onActive: (index: number) => void;
  onOpen: (hit: StoredHit, event: MouseEvent) => void;
}

/** The listbox of the combobox: sections of options, the active one scrolled into view. */
export function HitList({ id, label, sections, active, optionId, onActive, onOpen }: Props) {
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active, optionId]);
  let index = 0;
  return (
    <div id={id} role="listbox" aria-label={label} className="docsite-search-list">
      {sections.map((section, s) => (
        <section key={section.title + s} role="group" aria-labelledby={`${id}-group-${s}`} className="docsite-search-group">
          <div id={`${id}-group-${s}`} className="docsite-search-group-title">
            {section.title}
          </div>
          <ul role="presentation">
            {section.hits.map((hit) => {
              const i = index++;
              return <Hit key={hit.objectID} hit={hit} section={section} id={optionId(i)} active={i === active} onActive={() => onActive(i)} onOpen={onOpen} />;
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

interface HitProps {
  hit: StoredHit;
  section: HitSection;
  id: string;
  active: boolean;
  onActive: () => void;
  onOpen: (hit: StoredHit, event: MouseEvent) => void;
}

function Hit({ hit, section, id, active, onActive, onOpen }: HitProps) {
  const view = hitView(hit);
  return (
    <li role="option" id={id} aria-selected={active} className="docsite-search-hit" onMouseMove={active ? undefined : onActive}>
      {/* Out of the tab order: the arrow keys move between hits, Enter opens the active one. */}
      <a href={hit.url} tabIndex={-1} onClick={(event) => onOpen(hit, event)}>
        <HitIcon kind={section.icon === 'favorite' ? 'favorite' : (section.icon ?? view.icon)} />
        <span className="docsite-search-hit-text">
          <span className="docsite-search-hit-title">
            <Highlight value={view.title} />
          </span>
          {view.path.length > 0 && (
            <span className="docsite-search-hit-path">
              {view.path.map((part, i) => (
                <Fragment key={i}>
                  {i > 0 && <span aria-hidden="true"> › </span>}
                  <Highlight value={part} />
                </Fragment>
              ))}
            </span>
          )}
        </span>
        <EnterIcon />
      </a>
      {section.actions && <span className="docsite-search-hit-actions">{section.actions(hit)}</span>}
    </li>
  );
}
