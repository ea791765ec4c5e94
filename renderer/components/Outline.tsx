import { useEffect, useState } from 'react';
import type { TocEntry } from '../../schemas/toc.js';
import { useT } from '../data/site.js';

/** h2–h4 of the page; the section being read is highlighted while scrolling (after hydration). */
export function Outline({ toc }: { toc: TocEntry[] }) {
  const t = useT();
  const active = useActiveHeading(toc);
  if (toc.length === 0) return null;
  return (
    <nav className="docsite-outline" aria-labelledby="docsite-outline-title">
      <p id="docsite-outline-title" className="docsite-outline-title">{t('outline.title')}</p>
      <ul>
        {toc.map((entry) => (
          <li key={entry.id} data-depth={entry.depth}>
            <a href={`#${entry.id}`} aria-current={entry.id === active ? 'location' : undefined}>
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The last heading whose top has passed below the navbar: the section the reader is in. */
function useActiveHeading(toc: TocEntry[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  useEffect(() => {
    const update = () => {
      let current: string | undefined;
      for (const entry of toc) {
        const heading = document.getElementById(entry.id);
        if (heading && heading.getBoundingClientRect().top < 90) current = entry.id;
      }
      setActive(current ?? toc[0]?.id);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [toc]);
  return active;
}
