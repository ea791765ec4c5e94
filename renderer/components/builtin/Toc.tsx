import type { TocEntry } from '../../../schemas/toc.js';
import { usePage } from '../../data/page-context.js';
import { useT } from '../../data/site.js';

export interface TocNode {
  entry: TocEntry;
  children: TocNode[];
}

/** The current page's outline (its h2–h4) in the page itself; nothing on a page without headings. */
export function Toc() {
  const t = useT();
  const toc = usePage()?.page.toc ?? [];
  if (toc.length === 0) return null;
  return (
    <nav className="docsite-toc" aria-label={t('outline.title')}>
      <TocList nodes={tocTree(toc)} />
    </nav>
  );
}

function TocList({ nodes }: { nodes: TocNode[] }) {
  return (
    <ul>
      {nodes.map(({ entry, children }) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.text}</a>
          {children.length > 0 && <TocList nodes={children} />}
        </li>
      ))}
    </ul>
  );
}

/** The flat outline as a tree: each heading under the nearest one above it of a smaller depth. */
export function tocTree(entries: readonly TocEntry[]): TocNode[] {
  const roots: TocNode[] = [];
  const open: TocNode[] = [];
  for (const entry of entries) {
    while (open.length > 0 && open.at(-1)!.entry.depth >= entry.depth) open.pop();
    const node: TocNode = { entry, children: [] };
    (open.at(-1)?.children ?? roots).push(node);
    open.push(node);
  }
  return roots;
}
