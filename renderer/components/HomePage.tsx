import type { PageData } from '../../schemas/page-data.js';
import { assetUrl, useLang, withLang } from '../data/site.js';
import { Content } from './Content.js';
import { Link } from './Link.js';
import { ToolsShowcase } from './ToolsShowcase.js';

/** `pageType: home`: hero, feature cards, the body, and the tools showcase. */
export function HomePage({ data }: { data: PageData }) {
  const { hero, features } = data.page.frontmatter;
  const lang = useLang();
  return (
    <div className="docsite-home">
      {hero && (
        <section className="docsite-hero">
          <div className="docsite-hero-text">
            {hero.name && <h1 className="docsite-hero-name">{hero.name}</h1>}
            {hero.text && <p className="docsite-hero-title">{hero.text}</p>}
            {hero.tagline && <p className="docsite-hero-tagline">{hero.tagline}</p>}
            {hero.actions.length > 0 && (
              <div className="docsite-hero-actions">
                {hero.actions.map((action) => (
                  <Link key={action.text} className={`docsite-button docsite-button-${action.theme ?? 'brand'}`} href={withLang(action.link, lang)}>
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
      )}
      {features && features.length > 0 && (
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
              <Link key={feature.title} className="docsite-feature" href={withLang(feature.link, lang)}>
                {card}
              </Link>
            ) : (
              <div key={feature.title} className="docsite-feature">
                {card}
              </div>
            );
          })}
        </section>
      )}
      <div className="docsite-home-body docsite-prose">
        <Content body={data.body} />
      </div>
      <ToolsShowcase />
    </div>
  );
}
