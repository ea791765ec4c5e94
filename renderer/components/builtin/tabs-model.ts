import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

/** What a `<Tab>` gives its `<Tabs>`. */
export interface TabProps {
  /** The text (or element) on the tab button. */
  label: ReactNode;
  /** What the choice is stored as, and what `defaultValue` and a `groupId` match; defaults to the label's text, else the tab's index. */
  value?: string;
  /** Shown first when `Tabs` has no `defaultValue` (Docusaurus's `<TabItem default>`). */
  default?: boolean;
  /** An icon of the theme's set before the label (Starlight's `<TabItem icon>`). */
  icon?: string;
  children?: ReactNode;
}

export interface TabItem {
  label: ReactNode;
  icon: string | undefined;
  value: string;
  isDefault: boolean;
  children: ReactNode;
}

/** Docusaurus's older way to name tabs: `<Tabs values={[{ label: 'Apple', value: 'apple' }]}>` around `<TabItem value="apple">`. */
export interface TabValue {
  label?: ReactNode;
  value: string;
}

/**
 * The tabs among `children`: component elements with a `label` or `value`
 * prop, found through arrays, fragments and HTML elements too, since authors
 * wrap them freely and Markdown puts `<Tab>`s written on consecutive lines
 * in a paragraph. Everything else (the whitespace between tags) is dropped.
 * Other components are not searched: a nested `<Tabs>` keeps its own tabs.
 */
export function tabItems(children: ReactNode, values?: readonly TabValue[]): TabItem[] {
  return tabElements(children).map(({ props }, index) => ({
    label: props.label ?? values?.find((entry) => entry.value === props.value)?.label ?? props.value,
    icon: typeof props.icon === 'string' ? props.icon : undefined,
    value: tabValue(props, index),
    isDefault: props.default === true,
    children: props.children,
  }));
}

function tabElements(children: ReactNode): ReactElement<TabProps>[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    if (child.type === Fragment || typeof child.type === 'string') return tabElements(child.props.children);
    const props = child.props as Partial<TabProps>;
    return 'label' in props || 'value' in props ? [child as ReactElement<TabProps>] : [];
  });
}

function tabValue(props: Partial<TabProps>, index: number): string {
  if (props.value !== undefined && props.value !== null) return String(props.value);
  if (typeof props.label === 'string' || typeof props.label === 'number') return String(props.label);
  return String(index);
}

/** The tab shown: the reader's choice when this set has it, else `defaultValue`, else the tab marked `default`, else the first. */
export function selectedIndex(items: readonly TabItem[], choice: string | undefined, defaultValue: string | undefined): number {
  for (const wanted of [choice, defaultValue]) {
    const index = wanted === undefined ? -1 : items.findIndex((item) => item.value === wanted);
    if (index >= 0) return index;
  }
  return Math.max(0, items.findIndex((item) => item.isDefault));
}

/** Where a key press in the tab list moves (WAI-ARIA tabs: arrows wrap around); undefined for keys the tab list leaves alone. */
export function nextIndex(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
