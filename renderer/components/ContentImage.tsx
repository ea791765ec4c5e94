import type { ImgHTMLAttributes } from 'react';
import { assetUrl } from '../data/site.js';

/** Images in page bodies: site-absolute sources get the base; `data-zoomable` lets the zoom effect find them. */
export function ContentImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const resolved = typeof src === 'string' ? assetUrl(src) : src;
  return <img src={resolved} alt={alt ?? ''} loading="lazy" data-zoomable="" {...rest} />;
}
