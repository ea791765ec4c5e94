import type { CSSProperties, ReactNode } from 'react';

const BADGE_TYPES = ['tip', 'info', 'warning', 'danger', 'note', 'caution', 'success', 'default'] as const;

export type BadgeType = (typeof BADGE_TYPES)[number];

/** Starlight's variants as the tones that draw them in Starlight: its `note` is blue, `default` its accent colour. */
const VARIANTS: Record<string, BadgeType> = { note: 'info', tip: 'tip', success: 'success', caution: 'caution', danger: 'danger', default: 'default' };

const SIZES = new Set(['small', 'medium', 'large']);

export interface BadgeProps {
  text?: string;
  /** The colour, the same as the container of that type; `success` is green, `default` the brand colour. Default `tip`. */
  type?: BadgeType;
  /** Starlight's name for the colour: `note`, `tip`, `success`, `caution`, `danger` or `default`. `type` wins. */
  variant?: string;
  /** Starlight's size: `small` (default), `medium` or `large`. */
  size?: 'small' | 'medium' | 'large';
  /** Rspress's outlined badge: the tone on the border and text, no fill. */
  outline?: boolean;
  className?: string;
  /** Starlight's (Astro's) name for `className`. */
  class?: string;
  style?: CSSProperties;
  /** Used instead of `text` when given. */
  children?: ReactNode;
}

/** A small inline label, e.g. in a heading: `## Config <Badge text="new" />`. */
export function Badge({ text, type, variant, size, outline, className, class: astroClass, style, children }: BadgeProps) {
  const wanted = type ?? (variant ? VARIANTS[variant] : undefined) ?? 'tip';
  const kind = BADGE_TYPES.includes(wanted) ? wanted : 'tip';
  const classes = ['docsite-badge', `docsite-badge-${kind}`];
  if (size && size !== 'small' && SIZES.has(size)) classes.push(`docsite-badge-${size}`);
  if (outline) classes.push('docsite-badge-outline');
  for (const extra of [className, astroClass]) if (typeof extra === 'string' && extra) classes.push(extra);
  // A page's `style="…"` text reaches a component as written; React takes only the object form.
  return (
    <span className={classes.join(' ')} style={style !== null && typeof style === 'object' ? style : undefined}>
      {children ?? text}
    </span>
  );
}
