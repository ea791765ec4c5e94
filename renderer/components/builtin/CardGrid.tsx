import type { ReactNode } from 'react';

export interface CardGridProps {
  /** `<Card>` or `<LinkCard>` elements. */
  children?: ReactNode;
}

/** Cards side by side, as many per row as fit (Starlight's `<CardGrid>`). */
export function CardGrid({ children }: CardGridProps) {
  return <div className="docsite-card-grid">{children}</div>;
}
