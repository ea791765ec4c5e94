import type { ReactNode } from 'react';

const BADGE_TYPES = ['tip', 'info', 'warning', 'danger', 'note'] as const;

export type BadgeType = (typeof BADGE_TYPES)[number];

export interface BadgeProps {
  text?: string;
  /** The colour, the same as the container of that type; default `tip`. */
  type?: BadgeType;
  /** Used instead of `text` when given. */
  children?: ReactNode;
}

/** A small inline label, e.g. in a heading: `## Config <Badge text="new" />`. */
export function Badge({ text, type = 'tip', children }: BadgeProps) {
  const kind = BADGE_TYPES.includes(type) ? type : 'tip';
  return <span className={`docsite-badge docsite-badge-${kind}`}>{children ?? text}</span>;
}
