import * as overrides from 'docsite:theme';
import type { PageData } from '../../schemas/page-data.js';
import { themed, useSlots } from '../data/slots.js';
import { Content } from './Content.js';
import { HomeFeatures } from './HomeFeatures.js';
import { HomeHero } from './HomeHero.js';
import { PageBanner } from './PageBanner.js';
import * as parts from 'docsite:parts';

/** `pageType: home`: Starlight's page banner, hero, feature cards, the body, and the tools showcase. */
export function HomePage({ data }: { data: PageData }) {
  const { hero, features, banner } = data.page.frontmatter;
  const slots = useSlots();
  const TheHero = overrides.HomeHero ?? HomeHero;
  const TheFeatures = overrides.HomeFeatures ?? HomeFeatures;
  return (
    <div className="docsite-home">
      {/* Above the hero, as Starlight shows it on a splash page. */}
      <PageBanner banner={banner} />
      {themed && slots.beforeHero}
      {hero && <TheHero hero={hero} />}
      {themed && slots.afterHero}
      {features && features.length > 0 && <TheFeatures features={features} />}
      <div className="docsite-home-body docsite-prose">
        <Content body={data.body} />
      </div>
      {parts.ToolsShowcase && <parts.ToolsShowcase />}
    </div>
  );
}
