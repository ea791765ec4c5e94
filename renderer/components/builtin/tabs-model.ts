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

/**
 * A tab named by its `<Tabs values>`: Docusaurus's `{ label, value }`, matched to the `<TabItem>` of that `value`, or
 * Rspress's `{ label }` (or the label itself), matched to the `<Tab>` in the same place.
 */
export type TabValue = { label?: ReactNode; value?: string } | ReactNode;

/**
 * The tabs among `children`: component elements with a `label` or `value`
 * prop, found through arrays, fragments and HTML elements too, since authors
 * wrap them freely and Markdown puts `<Tab>`s written on consecutive lines
 * in a paragraph. Everything else (the whitespace between tags) is dropped.
 * Other components are not searched: a nested `<Tabs>` keeps its own tabs.
 *
 * `values` names the tabs, as Docusaurus and Rspress do, its labels winning over the tabs' own: then every component
 * element is a tab (Rspress's `<Tab>`s carry no label). A tab that no entry names keeps its own label, after them.
 */
export function tabItems(children: ReactNode, values?: readonly TabValue[]): TabItem[] {
  const elements = tabElements(children, values !== undefined && values.length > 0);
  if (!values || values.length === 0) return elements.map((element, index) => tabItem(element, index));
  const named = values.map((entry, index) => {
    const { label, value } = valueEntry(entry);
    const element = value === undefined ? elements[index] : elements.find((candidate) => candidate.props.value === value);
    return { element, label: label ?? value, value };
  });
  const items = named.map(({ element, label, value }, index) => {
    const item = element ? tabItem(element, index) : { icon: undefined, isDefault: false, children: undefined, label, value: String(index) };
    return { ...item, label: label ?? item.label, value: value ?? (typeof label === 'string' ? label : item.value) };
  });
  const rest = elements.filter((element) => !named.some((entry) => entry.element === element));
  return [...items, ...rest.map((element) => tabItem(element, elements.indexOf(element)))];
}

function valueEntry(entry: TabValue): { label?: ReactNode; value?: string } {
  if (entry !== null && typeof entry === 'object' && !isValidElement(entry) && !(Symbol.iterator in entry)) {
    const { label, value } = entry as { label?: ReactNode; value?: unknown };
    return { label, value: value === undefined || value === null ? undefined : String(value) };
  }
  return { label: entry as ReactNode };
}

function tabItem({ props }: ReactElement<TabProps>, index: number): TabItem {
  return {
    label: props.label ?? props.value,
    icon: typeof props.icon === 'string' ? props.icon : undefined,
    value: tabValue(props, index),
    isDefault: props.default === true,
    children: props.children,
  };
}

function tabElements(children: ReactNode, anyComponent: boolean): ReactElement<TabProps>[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    if (child.type === Fragment || typeof child.type === 'string') return tabElements(child.props.children, anyComponent);
    const props = child.props as Partial<TabProps>;
    return anyComponent || 'label' in props || 'value' in props ? [child as ReactElement<TabProps>] : [];
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
