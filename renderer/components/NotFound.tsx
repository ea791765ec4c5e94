import { homeOf, usePlace, useT } from '../data/site.js';
import { Link } from './Link.js';

/** The built-in 404 screen, in the language of the path that was asked for (a site's own `pageType: 404` page replaces it, see app.tsx). */
export function NotFound() {
  const t = useT();
  const place = usePlace();
  return (
    <div className="docsite-not-found">
      <p className="docsite-not-found-code">404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="docsite-button docsite-button-brand" href={homeOf(place)}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}

