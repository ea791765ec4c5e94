import type { ReactNode } from 'react';

const BADGE_TYPES = ['tip', 'info', 'warning', 'danger', 'note'] as const;

export type BadgeType = (typeof BADGE_TYPES)[number];

const VARIANTS: Record<string, BadgeType> = { note: 'note', tip: 'tip', success: 'tip', caution: 'warning', danger: 'danger', default: 'info' };

export interface BadgeProps {
  text?: string;
  /** The colour, the same as the container of that type; default `tip`. */
  type?: BadgeType;
  /** Starlight's name for the colour: `note`, `tip`, `success`, `caution`, `danger` or `default`. `type` wins. */
  variant?: string;
  /** Used instead of `text` when given. */
  children?: ReactNode;
}

/** A small inline label, e.g. in a heading: `## Config <Badge text="new" />`. */
export function Badge({ text, type, variant, children }: BadgeProps) {
  const wanted = type ?? (variant ? VARIANTS[variant] : undefined) ?? 'tip';
  const kind = BADGE_TYPES.includes(wanted) ? wanted : 'tip';
  return <span className={`docsite-badge docsite-badge-${kind}`}>{children ?? text}</span>;
}
