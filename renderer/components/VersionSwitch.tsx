import { versionLink } from '../../schemas/site-paths.js';
import { usePage } from '../data/page-context.js';
import { homeOf, site, usePlace } from '../data/site.js';
import { NavDropdown } from './NavDropdown.js';
import { versionTexts } from './version-texts.js';

/**
 * The navbar's version menu (`multiVersion` sites): each version leads to the
 * page shown when that version has it, else to that version's home page (the
 * build's `versionLinks`, so pre-rendered and hydrated links agree).
 */
export function VersionSwitch() {
  const place = usePlace();
  const page = usePage();
  const { versions } = site.config.multiVersion;
  if (versions.length < 2) return null;
  const current = place.version;
  // On a page, the versions the build found a page for; on the not-found screen, each version's home.
  const shown = page?.versionLinks ? versions.filter((version) => version === current || version in page.versionLinks!) : versions;
  const items = shown.map((version) => {
    if (version === current) return { text: version, link: page ? page.page.routePath : homeOf(place) };
    const target = page?.versionLinks?.[version] ?? homeOf({ version, lang: place.lang });
    return { text: version, link: versionLink(target, version, site.config) };
  });
  return (
    <div className="docsite-version-switch" role="group" aria-label={versionTexts(place.lang).label}>
      <NavDropdown item={{ text: current, items }} hrefOf={(link) => link} current={current} />
    </div>
  );
}
