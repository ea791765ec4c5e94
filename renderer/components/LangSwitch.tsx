import { site, useLang, useLocalPath, useT, withLang } from '../data/site.js';
import { Link } from './Link.js';

/** Links to the current page in the other languages: the language comes from the path, so only the prefix changes. */
export function LangSwitch() {
  const lang = useLang();
  const local = useLocalPath();
  const t = useT();
  if (site.langs.length < 2) return null;
  return (
    <ul className="docsite-lang-switch" aria-label={t('nav.language')}>
      {site.langs
        .filter((other) => other !== lang)
        .map((other) => {
          const label = site.config.themeConfig.locales.find((l) => l.lang === other)?.label ?? site.config.locales.find((l) => l.lang === other)?.label ?? other;
          const path = withLang(local, other);
          return (
            <li key={other}>
              <Link href={path} hrefLang={other} lang={other}>
                {label}
              </Link>
            </li>
          );
        })}
    </ul>
  );
}
