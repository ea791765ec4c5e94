import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Icon } from './Icon.js';
import { useQueryStringChoice, useTabChoice } from './tab-choice.js';
import { nextIndex, selectedIndex, tabItems, type TabValue } from './tabs-model.js';

export interface TabsProps {
  /** Tabs with the same `groupId` switch together across the site, and the choice is remembered (localStorage `docsite-tabs:<groupId>`). */
  groupId?: string;
  /** Starlight's name for `groupId`. */
  syncKey?: string;
  /** The value of the tab shown first; defaults to the first tab. */
  defaultValue?: string;
  /**
   * The tabs' labels, winning over their own: Docusaurus's `{ label, value }` for the `<Tab value>` of that value, Rspress's
   * `{ label }` (or the label) for the `<Tab>` in the same place. Tabs no entry names follow with their own labels.
   */
  values?: readonly TabValue[];
  /**
   * Docusaurus's: keep the chosen tab in the URL's query, `?<queryString>=<value>`, or `?<groupId>=<value>` for `true`;
   * a URL with it shows that tab.
   */
  queryString?: boolean | string;
  /** The tab list's accessible name. */
  'aria-label'?: string;
  className?: string;
  /** `<Tab>` elements; anything else between them is ignored. */
  children?: ReactNode;
}

/**
 * Tabbed content (WAI-ARIA tabs, selection follows focus). Every panel is in
 * the HTML, the unselected ones `hidden`, so search engines index them all
 * and the page does not jump when the reader's saved choice comes in.
 */
export function Tabs({ groupId: ownGroup, syncKey, defaultValue, values, queryString, className, children, 'aria-label': ariaLabel }: TabsProps) {
  const groupId = ownGroup ?? syncKey;
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [choice, chooseTab] = useTabChoice(groupId);
  const items = tabItems(children, values);
  const choose = useQueryStringChoice(queryString === true ? groupId : queryString || undefined, items.map((item) => item.value), chooseTab);
  if (items.length === 0) return null;
  const selected = selectedIndex(items, choice, defaultValue);

  const select = (index: number) => {
    const button = buttons.current[index];
    const top = button?.getBoundingClientRect().top;
    flushSync(() => choose(items[index]!.value));
    // Other tab sets of the group may change height above this one: keep the clicked tab where the reader's eye is.
    if (groupId !== undefined && button && top !== undefined) window.scrollBy(0, button.getBoundingClientRect().top - top);
    button?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextIndex(event.key, index, items.length);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className={className ? `docsite-tabs ${className}` : 'docsite-tabs'} data-group-id={groupId}>
      <div role="tablist" className="docsite-tabs-list" aria-orientation="horizontal" aria-label={ariaLabel}>
        {items.map((item, index) => (
          <button
            key={index}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            className="docsite-tabs-tab"
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            data-value={item.value}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.icon && <Icon name={item.icon} />}
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          className="docsite-tabs-panel"
          aria-labelledby={`${id}-tab-${index}`}
          data-value={item.value}
          tabIndex={0}
          hidden={index !== selected}
        >
          {item.children}
        </div>
      ))}
    </div>
  );
}
