import type { ReactNode } from 'react';
import { assetUrl } from '../../data/site.js';

export interface CardProps {
  title: ReactNode;
  /** An emoji or short text, or an image URL (`/icons/x.svg`, `https://…`). A Starlight icon name (`rocket`) shows no icon. */
  icon?: string;
  children?: ReactNode;
}

/** A bordered box with a title and an optional icon. */
export function Card({ title, icon, children }: CardProps) {
  return (
    <div className="docsite-card">
      <p className="docsite-card-title">
        {icon && !isIconName(icon) && <span className="docsite-card-icon" aria-hidden="true">{isImageSource(icon) ? <img src={assetUrl(icon)} alt="" /> : icon}</span>}
        <span>{title}</span>
      </p>
      {children !== undefined && <div className="docsite-card-body">{children}</div>}
    </div>
  );
}

/** A name from another theme's icon set (Starlight's `star`, `open-book`), which this theme does not have: lower-case words. */
function isIconName(icon: string): boolean {
  return /^[a-z]{3,}(-[a-z0-9]+)*$/.test(icon);
}

/** An icon that names an image (a URL, a site path or a relative image file) rather than being the icon itself. */
export function isImageSource(icon: string): boolean {
  return /^(https?:)?\/\/|^\.{0,2}\/|^data:image\//i.test(icon) || /\.(svg|png|jpe?g|gif|webp|avif|ico)$/i.test(icon);
}
