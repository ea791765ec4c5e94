import type { PageData } from '../../schemas/page-data.js';
import { encodePath } from '../../schemas/site-paths.js';
import { usePage } from '../data/page-context.js';
import { homeOf, site, toLocal, usePlace, useT, withPlace, type Place } from '../data/site.js';
import { FROM_LANG } from './LangNotice.js';
import { Link } from './Link.js';

/**
 * Links to the current page in the other languages or, where it is not
 * translated, to the closest page there (the build's `langLinks`, so the
 * pre-rendered links already lead somewhere and hydration changes nothing).
 * Hovering one prefetches its page, as every link does.
 */
export function LangSwitch() {
  const place = usePlace();
  const { lang } = place;
  const page = usePage();
  const t = useT();
  if (site.langs.length < 2) return null;
  return (
    <ul className="docsite-lang-switch" aria-label={t('nav.language')}>
      {site.langs
        .filter((other) => other !== lang)
        .map((other) => (
          <li key={other}>
            <Link href={switchTarget(page, place, other)} hrefLang={other} lang={other}>
              {labelOf(other)}
            </Link>
          </li>
        ))}
    </ul>
  );
}

function labelOf(lang: string): string {
  return site.config.themeConfig.locales.find((l) => l.lang === lang)?.label ?? site.config.locales.find((l) => l.lang === lang)?.label ?? lang;
}

/**
 * Where the link to `other` leads. A fallback is marked (`?from-lang=`) so the
 * page it reaches says why the reader is not on the page they left. The
 * not-found screen has no page to translate: it leads to the other home page.
 */
function switchTarget(page: PageData | null, place: Place, other: string): string {
  const target = page?.langLinks[other];
  const there = { version: place.version, lang: other };
  if (!page || !target) return homeOf(there);
  const same = withPlace(toLocal(page.page.routePath, place.lang), there);
  // `langLinks` holds route paths; a link is a URL, where `what?` would end at its `?`.
  return target === same ? encodePath(target) : `${encodePath(target)}?${FROM_LANG}=${place.lang}`;
}
