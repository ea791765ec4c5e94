import type { Frontmatter } from '../../schemas/frontmatter.js';
import { assetUrl, usePlace, useRoutePath, withPlace } from '../data/site.js';
import { Link } from './Link.js';

/** The home page's feature cards (frontmatter `features`); a card with a `link` is a link as a whole. */
export function HomeFeatures({ features }: { features: NonNullable<Frontmatter['features']> }) {
  const place = usePlace();
  const routePath = useRoutePath();
  return (
    <section className="docsite-features">
      {features.map((feature) => {
        const card = (
          <>
            {feature.icon && <div className="docsite-feature-icon" aria-hidden="true">{/^(\/|https?:)/.test(feature.icon) ? <img src={assetUrl(feature.icon)} alt="" /> : feature.icon}</div>}
            <h2 className="docsite-feature-title">{feature.title}</h2>
            <p className="docsite-feature-details">{feature.details}</p>
          </>
        );
        return feature.link ? (
          <Link key={feature.title} className="docsite-feature" href={withPlace(feature.link, place, routePath)}>
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
