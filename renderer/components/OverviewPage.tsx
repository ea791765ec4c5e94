import { useState } from 'react';
import type { OverviewGroup } from '../../schemas/page-data.js';
import { usePlace, useThemeLocale, useT, withPlace } from '../data/site.js';
import { Link } from './Link.js';

/** The section's groups and pages with their h2 headings (built from the sidebar), and a filter over them. */
export function OverviewGroups({ groups }: { groups: OverviewGroup[] }) {
  const t = useT();
  const place = usePlace();
  const { overview } = useThemeLocale();
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const matches = (text: string) => !q || text.toLowerCase().includes(q);
  const shown = groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => matches(item.title) || item.headers.some((h) => matches(h.text)) || matches(group.name)),
    }))
    .filter((group) => group.items.length > 0);
  return (
    <section className="docsite-overview">
      <input
        type="search"
        className="docsite-overview-filter"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={overview?.filterPlaceholderText ?? t('overview.filterPlaceholder')}
        aria-label={overview?.filterPlaceholderText ?? t('overview.filterPlaceholder')}
      />
      {shown.length === 0 && <p className="docsite-overview-empty">{overview?.filterNoResultText ?? t('overview.filterNoResult')}</p>}
      {shown.map((group) => (
        <div key={group.name} className="docsite-overview-group">
          <h2>{group.name}</h2>
          <div className="docsite-overview-cards">
            {group.items.map((item) => (
              <div key={item.link} className="docsite-overview-card">
                <h3>
                  <Link href={withPlace(item.link, place)}>{item.title}</Link>
                </h3>
                <ul>
                  {item.headers.map((header) => (
                    <li key={header.id}>
                      <Link href={`${withPlace(item.link, place)}#${header.id}`}>{header.text}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
