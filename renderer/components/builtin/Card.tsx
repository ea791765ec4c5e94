import type { ReactNode } from 'react';
import { assetUrl } from '../../data/site.js';
import { looksLikeIconName, themeIcon } from '../../../schemas/theme-icons.js';
import { Icon } from './Icon.js';

export interface CardProps {
  title: ReactNode;
  /** An icon of the theme's set by Starlight's name (`rocket`, as `<Icon>` has them), an emoji or short text, or an image URL (`/icons/x.svg`, `https://…`). */
  icon?: string;
  children?: ReactNode;
}

/** A bordered box with a title and an optional icon. */
export function Card({ title, icon, children }: CardProps) {
  return (
    <div className="docsite-card">
      <p className="docsite-card-title">
        {icon && <CardIcon icon={icon} />}
        <span>{title}</span>
      </p>
      {children !== undefined && <div className="docsite-card-body">{children}</div>}
    </div>
  );
}

/** The icon of the set by that name; nothing for another set's name that this theme lacks (the build warns at it). */
function CardIcon({ icon }: { icon: string }) {
  const drawn = themeIcon(icon) ? <Icon name={icon} /> : isImageSource(icon) ? <img src={assetUrl(icon)} alt="" /> : looksLikeIconName(icon) ? undefined : icon;
  return drawn === undefined ? null : <span className="docsite-card-icon" aria-hidden="true">{drawn}</span>;
}

/** An icon that names an image (a URL, a site path or a relative image file) rather than being the icon itself. */
export function isImageSource(icon: string): boolean {
  return /^(https?:)?\/\/|^\.{0,2}\/|^data:image\//i.test(icon) || /\.(svg|png|jpe?g|gif|webp|avif|ico)$/i.test(icon);
}
