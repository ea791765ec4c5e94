import { useT } from '../../data/site.js';
import { SocialIcon } from '../Icons.js';
import { Link } from '../Link.js';

export type SourceHost = 'github' | 'gitlab' | 'generic';

export interface SourceCodeProps {
  /** The source file's address. */
  href: string;
  /** The host whose icon is shown; found from `href` when left out. */
  platform?: SourceHost;
}

/** A small link to a source file, with its host's icon. */
export function SourceCode({ href, platform }: SourceCodeProps) {
  const t = useT();
  const host = platform ?? sourceHost(href);
  return (
    <Link href={href} className="docsite-source-code" data-host={host}>
      {host === 'generic' ? (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path fill="currentColor" d="m8.6 16.6-4.6-4.6 4.6-4.6L7.2 6l-6 6 6 6zm6.8 0 4.6-4.6-4.6-4.6L16.8 6l6 6-6 6z" />
        </svg>
      ) : (
        <SocialIcon icon={host} />
      )}
      <span>{t('sourceCode.label')}</span>
    </Link>
  );
}

/** GitHub or GitLab (their own sites and self-hosted ones such as `gitlab.gnome.org`), from the link's host name. */
export function sourceHost(href: string): SourceHost {
  let labels: string[];
  try {
    labels = new URL(href).hostname.split('.');
  } catch {
    return 'generic';
  }
  if (labels.includes('github')) return 'github';
  if (labels.includes('gitlab')) return 'gitlab';
  return 'generic';
}
