import type { Frontmatter } from '../../schemas/frontmatter.js';
import { assetUrl, usePlace, useRoutePath, withPlace } from '../data/site.js';
import { Link } from './Link.js';

/** The home page's hero (frontmatter `hero`): name, text, tagline, action buttons and image. */
export function HomeHero({ hero }: { hero: NonNullable<Frontmatter['hero']> }) {
  const place = usePlace();
  const routePath = useRoutePath();
  return (
    <section className="docsite-hero">
      <div className="docsite-hero-text">
        {hero.name && <h1 className="docsite-hero-name">{hero.name}</h1>}
        {hero.text && <p className="docsite-hero-title">{hero.text}</p>}
        {hero.tagline && <p className="docsite-hero-tagline">{hero.tagline}</p>}
        {hero.actions.length > 0 && (
          <div className="docsite-hero-actions">
            {hero.actions.map((action) => (
              <Link key={action.text} className={`docsite-button docsite-button-${action.theme ?? 'brand'}`} href={withPlace(action.link, place, routePath)}>
                {action.text}
              </Link>
            ))}
          </div>
        )}
      </div>
      {hero.image && (
        <div className="docsite-hero-image">
          <img src={assetUrl(hero.image.src)} alt={hero.image.alt ?? ''} />
        </div>
      )}
    </section>
  );
}
