import { versionLink } from '../../schemas/site-paths.js';
import { usePage } from '../data/page-context.js';
import { homeOf, site, usePlace } from '../data/site.js';
import { Link } from './Link.js';
import { versionTexts } from './version-texts.js';

/**
 * The notice on every page of a version other than the default: which
 * version this is, and a link to the same page in the default version (its
 * home page when that version has no such page).
 */
export function VersionNotice() {
  const place = usePlace();
  const page = usePage();
  const texts = versionTexts(place.lang);
  const latest = site.config.multiVersion.default;
  if (place.version === latest) return null;
  const target = page?.versionLinks?.[latest] ?? homeOf({ version: latest, lang: place.lang });
  return (
    <p className="docsite-version-notice" role="note">
      {texts.notice.replace('{version}', place.version)}{' '}
      <Link href={versionLink(target, latest, site.config)}>{texts.latest.replace('{version}', latest)}</Link>
    </p>
  );
}
