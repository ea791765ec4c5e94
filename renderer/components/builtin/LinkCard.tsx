import { useT } from '../../data/site.js';
import { ExternalIcon } from '../Icons.js';
import { Link } from '../Link.js';

export interface LinkCardProps {
  /** A page (`/guide/start`, `./config.mdx`, as in Markdown links) or a web address, which opens in a new tab. */
  href: string;
  title: string;
  description?: string;
}

/** A card that is one link: a title, an optional description and an arrow. */
export function LinkCard({ href, title, description }: LinkCardProps) {
  const t = useT();
  const web = /^(https?:)?\/\//i.test(href);
  return (
    <Link href={href} className="docsite-link-card">
      <span className="docsite-link-card-text">
        <span className="docsite-link-card-title">{title}</span>
        {description && <span className="docsite-link-card-description">{description}</span>}
      </span>
      {web ? (
        <>
          <ExternalIcon />
          <span className="docsite-sr-only">{t('link.external')}</span>
        </>
      ) : (
        <svg className="docsite-link-card-arrow" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d="M13.2 5.3 11.8 6.7l4.3 4.3H4v2h12.1l-4.3 4.3 1.4 1.4 6.7-6.7z" />
        </svg>
      )}
    </Link>
  );
}
