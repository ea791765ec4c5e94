import type { ReactNode } from 'react';
import { Container } from '../Container.js';

const ASIDE_TYPES = ['note', 'tip', 'caution', 'danger'] as const;

export interface AsideProps {
  /** The container type it looks like; default `note`. */
  type?: (typeof ASIDE_TYPES)[number];
  /** Default: the type's own title in the page's language. */
  title?: string;
  children?: ReactNode;
}

/** Starlight's `<Aside>`: the box a `:::note` container makes, written as a component. */
export function Aside({ type = 'note', title, children }: AsideProps) {
  return (
    <Container type={ASIDE_TYPES.includes(type) ? type : 'note'} {...(title !== undefined && { title })}>
      {children}
    </Container>
  );
}
