import type { CSSProperties } from 'react';
import { themeIcon } from '../../../schemas/theme-icons.js';

export interface IconProps {
  /** Starlight's name for the icon: `star`, `rocket`, `right-arrow`, `github`… (API → Components lists them). */
  name: string;
  /** What the icon says to screen readers; without it the icon is decoration, hidden from them. */
  label?: string;
  /** A CSS size; default `1em`, the size of the text around it. */
  size?: string;
  /** A CSS colour; default the colour of the text around it. */
  color?: string;
  /** A class added to the `<svg>`; Starlight's `class` is taken too. */
  className?: string;
  class?: string;
}

/** An icon from the theme's set, inline with the text. A name the set lacks draws nothing (the build warns at it). */
export function Icon({ name, label, size = '1em', color, className, class: starlightClass }: IconProps) {
  const icon = themeIcon(name);
  if (!icon) return null;
  const style: CSSProperties | undefined = color ? { color } : undefined;
  const classes = ['docsite-icon', className ?? starlightClass].filter(Boolean).join(' ');
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return icon.outline ? (
    <svg
      className={classes}
      style={style}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...a11y}
      dangerouslySetInnerHTML={{ __html: icon.markup }}
    />
  ) : (
    <svg className={classes} style={style} width={size} height={size} viewBox="0 0 24 24" {...a11y}>
      <path fill="currentColor" d={icon.path} />
    </svg>
  );
}
