import type { Frontmatter } from '../../schemas/frontmatter.js';
import { assetUrl, usePlace, withPlace } from '../data/site.js';
import { Link } from './Link.js';

/**
 * The home page's feature cards (frontmatter `features`); a card with a `link` is a link as a whole. The icon (unless
 * an image path or URL), title and details are HTML, as VitePress renders them: its pages give inline `<svg>` icons.
 */
export function HomeFeatures({ features }: { features: NonNullable<Frontmatter['features']> }) {
  const place = usePlace();
  return (
    <section className="docsite-features">
      {features.map((feature) => {
        const card = (
          <>
            {feature.icon && <div className="docsite-feature-icon" aria-hidden="true">{/^(\/|https?:)/.test(feature.icon) ? <img src={assetUrl(feature.icon)} alt="" /> : <span dangerouslySetInnerHTML={{ __html: feature.icon }} />}</div>}
            <h2 className="docsite-feature-title" dangerouslySetInnerHTML={{ __html: feature.title }} />
            <p className="docsite-feature-details" dangerouslySetInnerHTML={{ __html: feature.details }} />
          </>
        );
        return feature.link ? (
          <Link key={feature.title} className="docsite-feature" href={withPlace(feature.link, place)}>
            {card}
          </Link>
        ) : (
          <div key={feature.title} className="docsite-feature">
            {card}
          </div>
        );
      })}
    </section>
  );
}
