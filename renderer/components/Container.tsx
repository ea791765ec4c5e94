import type { ReactNode } from 'react';
import { useT } from '../data/site.js';
import type { MessageKey } from '../i18n/index.js';

interface Props {
  type: string;
  title?: string;
  children?: ReactNode;
}

/** `:::tip` and friends (cli/pipeline/containers.ts): a titled box, or a native disclosure for `details`. */
export function Container({ type, title, children }: Props) {
  const t = useT();
  const heading = title ?? t(`container.${type}` as MessageKey);
  if (type === 'details') {
    return (
      <details className="docsite-container docsite-container-details">
        <summary className="docsite-container-title">{heading}</summary>
        {children}
      </details>
    );
  }
  return (
    <div className={`docsite-container docsite-container-${type}`} role="note">
      <p className="docsite-container-title">{heading}</p>
      {children}
    </div>
  );
}
