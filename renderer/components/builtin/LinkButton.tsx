import type { ReactNode } from 'react';
import { Link } from '../Link.js';
import { Icon } from './Icon.js';

/** Starlight's variants, drawn as the theme's buttons (the home page's actions). */
const VARIANTS = { primary: 'docsite-button docsite-button-brand', secondary: 'docsite-button docsite-button-alt', minimal: 'docsite-link-button-minimal' } as const;

export interface LinkButtonProps {
  /** A page (`/guide/start`, `./config.mdx`, as in Markdown links) or a web address, which opens in a new tab. */
  href: string;
  /** `primary` (filled, the default), `secondary` (outlined) or `minimal` (a link with the button's spacing), as Starlight has them. */
  variant?: string;
  /** An icon of the theme's set (`<Icon>`'s names), beside the text. */
  icon?: string;
  /** Where the icon goes: `end` (the default) or `start`. */
  iconPlacement?: 'start' | 'end';
  className?: string;
  class?: string;
  children?: ReactNode;
}

/** A link drawn as a button, for a call to action (Starlight's `LinkButton`). */
export function LinkButton({ href, variant, icon, iconPlacement = 'end', className, class: starlightClass, children }: LinkButtonProps) {
  const look = variant && Object.hasOwn(VARIANTS, variant) ? VARIANTS[variant as keyof typeof VARIANTS] : VARIANTS.primary;
  const drawn = icon && <Icon name={icon} size="1.25em" />;
  const classes = ['docsite-link-button', look, className ?? starlightClass].filter(Boolean).join(' ');
  return (
    <Link href={href} className={classes}>
      {iconPlacement === 'start' && drawn}
      <span>{children}</span>
      {iconPlacement !== 'start' && drawn}
    </Link>
  );
}
