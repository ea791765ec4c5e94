import type { TocEntry } from '../../../schemas/toc.js';
import { usePage } from '../../data/page-context.js';
import { useT } from '../../data/site.js';

/** One heading as Docusaurus's `toc` has it (the export of its MDX pages): `value` is HTML. */
export interface TocItem {
  value: string;
  id: string;
  level: number;
}

export interface TocProps {
  /** Headings to list instead of the page's own, as Docusaurus's `<TOCInline toc={toc.filter(…)} />` gives them. */
  toc?: readonly TocItem[];
  /** The highest level listed: 2 unless given. */
  minHeadingLevel?: number;
  /** The lowest level listed: 4 for the page's own headings, 3 (Docusaurus's default) for a given `toc`. */
  maxHeadingLevel?: number;
}

interface Heading {
  id: string;
  depth: number;
  text?: string;
  html?: string;
}

export interface TocNode<T extends { depth: number } = TocEntry> {
  entry: T;
  children: TocNode<T>[];
}

/** The current page's outline (its h2–h4) in the page itself, or the headings given; nothing when there are none. */
export function Toc({ toc, minHeadingLevel = 2, maxHeadingLevel }: TocProps) {
  const t = useT();
  const own = usePage()?.page.toc;
  const headings: Heading[] = toc ? toc.map((item) => ({ id: item.id, depth: item.level, html: item.value })) : (own ?? []);
  const deepest = maxHeadingLevel ?? (toc ? 3 : 4);
  const shown = headings.filter((heading) => heading.depth >= minHeadingLevel && heading.depth <= deepest);
  if (shown.length === 0) return null;
  return (
    <nav className="docsite-toc" aria-label={t('outline.title')}>
      <TocList nodes={tocTree(shown)} />
    </nav>
  );
}

function TocList({ nodes }: { nodes: TocNode<Heading>[] }) {
  return (
    <ul>
      {nodes.map(({ entry, children }) => (
        <li key={entry.id}>
          {entry.html === undefined ? <a href={`#${entry.id}`}>{entry.text}</a> : <a href={`#${entry.id}`} dangerouslySetInnerHTML={{ __html: entry.html }} />}
          {children.length > 0 && <TocList nodes={children} />}
        </li>
      ))}
    </ul>
  );
}

/** The flat outline as a tree: each heading under the nearest one above it of a smaller depth. */
export function tocTree<T extends { depth: number }>(entries: readonly T[]): TocNode<T>[] {
  const roots: TocNode<T>[] = [];
  const open: TocNode<T>[] = [];
  for (const entry of entries) {
    while (open.length > 0 && open.at(-1)!.entry.depth >= entry.depth) open.pop();
    const node: TocNode<T> = { entry, children: [] };
    (open.at(-1)?.children ?? roots).push(node);
    open.push(node);
  }
  return roots;
}
