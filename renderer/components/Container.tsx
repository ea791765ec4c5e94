import type { ReactNode } from 'react';

interface Props {
  type: string;
  /** The page's own, else its type's in the page's language (`titleContainers` in cli/pipeline/container-node.ts). */
  title?: string;
  /** From the opening line's attributes: `:::note{#id .class}`, `::: details {open}`. */
  id?: string;
  className?: string;
  open?: boolean;
  children?: ReactNode;
}

/** `:::tip` and friends (cli/pipeline/containers.ts): a titled box, or a native disclosure for `details`. */
export function Container({ type, title, className, children, ...attributes }: Props) {
  const classes = `docsite-container docsite-container-${type}${className ? ` ${className}` : ''}`;
  if (type === 'details') {
    return (
      <details className={classes} {...attributes}>
        <summary className="docsite-container-title">{title}</summary>
        {children}
      </details>
    );
  }
  return (
    <div className={classes} {...attributes} role="note">
      <p className="docsite-container-title">{title}</p>
      {children}
    </div>
  );
}
