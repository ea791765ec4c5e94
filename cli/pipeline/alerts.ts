import type { Blockquote, Paragraph, Parent, RootContent } from 'mdast';
import { containerNode, holdsBlocks, type Container, type ContainerType } from './container-node.js';
import { inlineLines, joinLines, lineText } from './inline-lines.js';

const ALERT = /^\[!(note|tip|important|warning|caution|info|danger|details)\]$/i;
/** GitHub's five, and the container types Rspress also accepts in this form (`[!INFO]`, `[!DANGER]`, `[!DETAILS]`). */
const KINDS: Record<string, ContainerType> = { note: 'note', tip: 'tip', important: 'important', warning: 'warning', caution: 'caution', info: 'info', danger: 'danger', details: 'details' };

/**
 * GitHub's alerts, a blockquote whose first line is `[!NOTE]`, `[!TIP]`,
 * `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]`, become the containers that
 * look alike on the site: the same page reads well on GitHub and here.
 */
export function transformAlerts(parent: Parent): void {
  const children = parent.children as RootContent[];
  children.forEach((child, index) => {
    if (!holdsBlocks(child)) return;
    transformAlerts(child);
    if (child.type === 'blockquote') children[index] = alertOf(child) ?? child;
  });
}

function alertOf(quote: Blockquote): Container | undefined {
  const [first, ...others] = quote.children;
  if (first?.type !== 'paragraph') return undefined;
  const [marker, ...rest] = inlineLines(first);
  const name = ALERT.exec(lineText(marker!.nodes).trim())?.[1];
  if (!name) return undefined;
  const body = rest.length > 0 ? [{ type: 'paragraph', children: joinLines(rest) } satisfies Paragraph, ...others] : others;
  const container = containerNode(KINDS[name.toLowerCase()]!, undefined, body, quote.position);
  // A quote from a fragment carries the fragment's file, which its nodes' positions refer to.
  return quote.data ? { ...container, data: { ...quote.data, ...container.data } } : container;
}
