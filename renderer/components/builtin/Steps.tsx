import type { ReactNode } from 'react';

/** Numbered steps: each `###` heading directly inside starts the next one (the numbers and the line are CSS, builtins.css). */
export function Steps({ children }: { children?: ReactNode }) {
  return <div className="docsite-steps">{children}</div>;
}
