import type { Frontmatter } from '../../schemas/frontmatter.js';
import { assetUrl, usePlace, withPlace } from '../data/site.js';
import { Link } from './Link.js';

/**
 * The home page's hero (frontmatter `hero`): name, text, tagline, action buttons and image. The name, text and
 * tagline are HTML, as VitePress (`v-html`) and Starlight (`set:html`) render them: pages written for them break
 * lines with `<br/>` and style words with tags.
 */
export function HomeHero({ hero }: { hero: NonNullable<Frontmatter['hero']> }) {
  const place = usePlace();
  return (
    <section className="docsite-hero">
      <div className="docsite-hero-text">
        {hero.name && <h1 className="docsite-hero-name" dangerouslySetInnerHTML={{ __html: hero.name }} />}
        {hero.text && <p className="docsite-hero-title" dangerouslySetInnerHTML={{ __html: hero.text }} />}
        {hero.tagline && <p className="docsite-hero-tagline" dangerouslySetInnerHTML={{ __html: hero.tagline }} />}
        {hero.actions.length > 0 && (
          <div className="docsite-hero-actions">
            {hero.actions.map((action) => (
              <Link key={action.text} className={`docsite-button docsite-button-${action.theme}`} href={withPlace(action.link, place)}>
                {action.text}
              </Link>
            ))}
          </div>
        )}
      </div>
      {hero.image && (
        <div className="docsite-hero-image">
          <img src={assetUrl(hero.image.src)} alt={hero.image.alt} />
        </div>
      )}
    </section>
  );
}
