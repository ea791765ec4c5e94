import type { ReactNode } from 'react';
import { useT } from '../data/site.js';
import type { MessageKey } from '../i18n/index.js';

interface Props {
  type: string;
  title?: string;
  /** From the opening line's attributes: `:::note{#id .class}`, `::: details {open}`. */
  id?: string;
  className?: string;
  open?: boolean;
  children?: ReactNode;
}

/** `:::tip` and friends (cli/pipeline/containers.ts): a titled box, or a native disclosure for `details`. */
export function Container({ type, title, className, children, ...attributes }: Props) {
  const t = useT();
  const heading = title ?? t(`container.${type}` as MessageKey);
  const classes = `docsite-container docsite-container-${type}${className ? ` ${className}` : ''}`;
  if (type === 'details') {
    return (
      <details className={classes} {...attributes}>
        <summary className="docsite-container-title">{heading}</summary>
        {children}
      </details>
    );
  }
  return (
    <div className={classes} {...attributes} role="note">
      <p className="docsite-container-title">{heading}</p>
      {children}
    </div>
  );
}
