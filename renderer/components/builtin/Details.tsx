import type { ReactNode } from 'react';

export interface DetailsProps {
  /** The line shown while folded; a `<summary>` among the children does as well. */
  summary?: ReactNode;
  /** Open at first. */
  open?: boolean;
  children?: ReactNode;
}

/** Docusaurus's `<Details summary="…">` (`@theme/Details`): a folded block, drawn as a `:::details` container is. */
export function Details({ summary, open, children }: DetailsProps) {
  return (
    <details className="docsite-container docsite-container-details" open={open}>
      {summary !== undefined && <summary className="docsite-container-title">{summary}</summary>}
      {children}
    </details>
  );
}
