import type { ReactNode } from 'react';
import { containerTitle } from '../../../schemas/container-titles.js';
import { useLang } from '../../data/site.js';

const ASIDE_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'secondary', 'success'] as const;

type AsideType = (typeof ASIDE_TYPES)[number];

export interface AsideProps {
  /** The container type it looks like (Docusaurus's `secondary`, `important` and `success` too); default `note`. */
  type?: AsideType;
  /** Default: the type's own title in the page's language. */
  title?: string;
  children?: ReactNode;
}

/**
 * Starlight's `<Aside>` and Docusaurus's `<Admonition>`: the box a `:::note` container makes (`Container.tsx`),
 * written as a component. It writes the box's markup itself: importing the theme's `Container` would move it out of
 * the first load's script into a chunk shared with this one, which compresses worse.
 */
export function Aside({ type = 'note', title, children }: AsideProps) {
  const lang = useLang();
  const kind = (ASIDE_TYPES as readonly string[]).includes(type) ? type : 'note';
  return (
    <div className={`docsite-container docsite-container-${kind}`} role="note">
      <p className="docsite-container-title">{title ?? containerTitle(kind, lang)}</p>
      {children}
    </div>
  );
}
