import { useState } from 'react';
import { site, usePlace, useT, withPlace } from '../data/site.js';
import { Link } from './Link.js';

/**
 * The announcement bar. A dismissed banner is hidden before the first paint
 * by the inline head script (class `docsite-banner-dismissed` on <html>), so
 * server and client render the same markup and it never flashes.
 */
export function Banner() {
  const t = useT();
  const place = usePlace();
  const [closed, setClosed] = useState(false);
  const banner = site.config.banner;
  if (!banner || closed) return null;
  const close = () => {
    try {
      localStorage.setItem(banner.storageKey, 'true');
    } catch {
      // Storage may be off (private mode): the banner still closes for this visit.
    }
    document.documentElement.classList.add('docsite-banner-dismissed');
    setClosed(true);
  };
  return (
    <div className="docsite-banner" role="region" aria-label={t('banner.label')}>
      <div className="docsite-banner-message">
        {banner.link ? <Link href={withPlace(banner.link, place)}>{banner.message}</Link> : banner.message}
      </div>
      <button type="button" className="docsite-banner-close" aria-label={t('banner.close')} onClick={close}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path fill="currentColor" d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z" /></svg>
      </button>
    </div>
  );
}
